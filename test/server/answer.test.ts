// POST /v1/answer through the in-process app over the Microsoft succession (Ballmer 2000–2014,
// Nadella since 2014) and two newspapers that disagree on a headquarters: the answer for two
// times, the dispute stated as disputed, citations that resolve, exactly what the library returns;
// "llm" and bad input are 400s naming the field; /openapi.json documents the endpoint.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { answer, NuggetIndex, type Answer } from '../../src/index.js';
import { createApp } from '../../src/server/app.js';
import type { ErrorBody } from './support.js';

type App = ReturnType<typeof createApp>;
let index: NuggetIndex;
let app: App;

before(async () => {
  index = await NuggetIndex.open({ clock: () => Date.parse('2024-01-01') });
  for (const doc of [
    { id: 'ballmer', source: 'wire', text: 'Steve Ballmer was CEO of Microsoft from 2000 to 2014.', date: '2015-01-01' },
    { id: 'nadella', source: 'gazette', text: 'Satya Nadella has been CEO of Microsoft since February 2014.', date: '2015-01-01' },
    { id: 'hq-a', source: 'daily', text: 'Contoso is headquartered in Denver.', date: '2019-05-01' },
    { id: 'hq-b', source: 'ledger', text: 'Contoso is headquartered in Boulder.', date: '2019-05-02' },
  ])
    await index.ingest(doc);
  app = createApp({ index, allowWrites: false, webRoot: null });
});

async function send<T>(body: unknown): Promise<{ status: number; body: T }> {
  const r = await app.request('/v1/answer', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as T };
}

test('a succession answered for two times, as the library answers it', async () => {
  const then = await send<Answer>({ question: 'Who was the CEO of Microsoft in 2010?' });
  assert.equal(then.status, 200);
  assert.match(then.body.text, /Steve Ballmer was the chief executive officer of Microsoft from 2000 until 2014\./);
  assert.doesNotMatch(then.body.text, /Nadella/);
  assert.deepEqual(then.body, await answer(index, 'Who was the CEO of Microsoft in 2010?'));
  const now = await send<Answer>({ question: 'Who is the CEO of Microsoft?', pipeline: 'ginger' });
  assert.match(now.body.text, /Satya Nadella/);
  assert.doesNotMatch(now.body.text, /Ballmer/);
  assert.equal(now.body.pipeline, 'ginger');
  assert.equal(now.body.approximate, true);
  for (const s of [...then.body.sentences, ...now.body.sentences])
    for (const c of s.citations) {
      const [r] = await index.store.revisions(c.docId);
      assert.equal(r!.text.slice(c.start, c.end), c.quote);
    }
});

test('a dispute is stated as disputed with both sides cited; a time with no facts says so', async () => {
  const a = await send<Answer>({ question: 'Where is Contoso headquartered?', time: '2020' });
  const disputed = a.body.sentences.find((s) => s.standing === 'disputed')!;
  assert.match(disputed.text, /^Sources disagree about the headquarters location of Contoso: /);
  assert.deepEqual(disputed.citations.map((c) => c.docId).sort(), ['hq-a', 'hq-b']);
  const none = await send<Answer>({ question: 'Who was the CEO of Microsoft in 1850?' });
  assert.deepEqual(none.body.sentences, []);
  assert.match(none.body.note!, /^no fact valid in 1850 matches the question/);
});

test('llm mode and bad input are 400s naming the field; the endpoint is documented', async () => {
  for (const [body, field] of [
    [{ question: 'Who?', mode: 'llm' }, 'mode'],
    [{ question: '' }, 'question'],
    [{ question: 'Who?', pipeline: 'storm' }, 'pipeline'],
    [{ question: 'Who?', sentences: 0 }, 'sentences'],
    [{ question: 'Who?', time: 'soon' }, 'time'],
    [{ question: 'Who?', colour: 'red' }, 'colour'],
  ] as const) {
    const r = await send<ErrorBody>(body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(r.body.error.field, field, JSON.stringify(r.body));
  }
  // A wrong type is not "required".
  assert.equal((await send<ErrorBody>({ question: 123 })).body.error.message, 'question: must be a string');
  assert.equal(
    (await send<ErrorBody>({ question: 'Who?', time: 2012 })).body.error.message,
    'time: must be an ISO-8601 date (e.g. 2008, 2008-06 or 2008-06-15)',
  );
  const doc = (await (await app.request('/openapi.json')).json()) as { paths: Record<string, { post?: { operationId: string } }> };
  assert.equal(doc.paths['/v1/answer']?.post?.operationId, 'answer');
});
