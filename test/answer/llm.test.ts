// The answer pipelines' LLM mode over a real socket: every stage's prompt sent through the project's
// OpenAI-compatible client to the protocol test server, which replays recorded replies — including
// a nugget citing a passage outside the pool, a misquoted passage, a detection reply that changes the passage, a summary that adds a year and a fluency pass that
// drops a citation marker. Each is refused with its reason and asked again; an endpoint that keeps
// failing is asked once: the offline rules stand in for the rest, the answer says it is approximate.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { answer, emptyModelStats, NuggetIndex, OpenAiCompatibleClient, type AnswerSentence } from '../../src/index.js';
import { loadAliasFiles } from '../../src/node.js';
import { polishWithModel } from '../../src/answer/llm/steps.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer;
let ni: NuggetIndex;
before(async () => {
  server = await OpenAiTestServer.start(loadFixture('answers'));
  ni = await NuggetIndex.open({
    clock: () => Date.parse('2024-01-01'),
    aliases: loadAliasFiles([new URL('../../examples/demo/aliases.yaml', import.meta.url).pathname]),
  });
  for (const line of readFileSync(new URL('../../examples/demo/corpus.jsonl', import.meta.url), 'utf8').split('\n'))
    if (line.trim() !== '') await ni.ingest(JSON.parse(line));
});
after(async () => server.close());

const model = () => ({ client: new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'gpt-4o-mini', backoffMs: 0, maxRetries: 0 }) });

async function revisionText(docId: string, revision: number): Promise<string> {
  return (await ni.store.revisions(docId)).find((r) => r.revision === revision)!.text;
}

test('crucible: ideation, ranking and extraction through the model; replies citing outside the pool or misquoting are asked again', async () => {
  server.reset();
  const stats = emptyModelStats();
  const a = await answer(ni, 'Who was the CEO of Northwind Energy in 2018?', { mode: 'llm', model: model(), stats });
  assert.deepEqual(a.failures, []);
  assert.equal(a.approximate, false);
  assert.deepEqual(
    a.trace.nuggets!.map((n) => [n.question, n.answer]),
    [
      ['Who led Northwind Energy in 2018?', 'Daniel Okafor'],
      ['What was the company called before 2016?', 'Northwind Power'],
    ],
  );
  // The second nugget ("okay") scores below half the first: a short answer has no sentence for it.
  assert.equal(a.sentences.length, 1);
  const [s] = a.sentences as [AnswerSentence];
  assert.equal(s.text, 'Northwind Power named Daniel Okafor its chief executive on 3 March 2015.');
  assert.equal(s.confidence, 0.92);
  assert.equal(s.standing, 'established');
  const [c] = s.citations;
  assert.equal(c!.quote, 'named Daniel Okafor as its new CEO on 3 March 2015');
  assert.equal((await revisionText(c!.docId, c!.revision)).slice(c!.start, c!.end), c!.quote);
  // ideation ×2, ranking, extraction ×2.
  assert.equal(stats.requests, 5);
  assert.equal(stats.refusedReplies, 2);
  const retry = server.requests.find((r) => r.user.includes('cites "p9"'));
  assert.ok(retry, 'the refused ideation reply is shown back with its reason');
});

test('ginger: rewriting, detection and summaries through the model, each reply checked', async () => {
  server.reset();
  const stats = emptyModelStats();
  const a = await answer(ni, 'Who was the CEO of Northwind Energy in 2018?', {
    pipeline: 'ginger',
    mode: 'llm',
    model: model(),
    stats,
    rewrites: 2,
    passages: 1,
    words: 25,
  });
  assert.deepEqual(a.failures, []);
  assert.deepEqual(a.trace.rewrites, ['Daniel Okafor Northwind Energy chief executive', 'Northwind Power CEO appointment 2015']);
  assert.equal(a.text, 'Daniel Okafor was chief executive of Northwind Energy from 3 March 2015 until 2021.');
  const [s] = a.sentences as [AnswerSentence];
  // The facet cites the fact's evidence and the excerpt the model tagged, both exact spans.
  assert.ok(s.citations.some((c) => c.quote === 'Daniel Okafor as its new CEO on 3 March 2015'));
  for (const c of s.citations) assert.equal((await revisionText(c.docId, c.revision)).slice(c.start, c.end), c.quote);
  assert.ok(server.requests.some((r) => r.user.includes('was not copied unchanged')));
  assert.ok(server.requests.some((r) => r.user.includes('the summary names "2022", which the information does not')));
});

test('fluency: a reply that drops a citation marker is refused; the result cites what its markers cite', async () => {
  server.reset();
  const cite = (docId: string) => ({ docId, revision: 1, source: docId, title: null, documentTime: null, start: 0, end: 1, quote: 'x', nuggetId: null });
  const sentences: AnswerSentence[] = [
    { text: 'Daniel Okafor ran Northwind Energy from March 2015 until 2021.', standing: 'established', citations: [cite('a')], nuggetIds: [], confidence: 0.9 },
    { text: 'Northwind Power changed its name to Northwind Energy in 2016.', standing: 'source', citations: [cite('b')], nuggetIds: [], confidence: 0.8 },
  ];
  const got = await polishWithModel('Who ran Northwind Energy?', sentences, { model: model(), stats: emptyModelStats() });
  assert.ok('value' in got);
  assert.equal(got.value.length, 1);
  assert.deepEqual(
    got.value[0]!.citations.map((c) => c.docId),
    ['a', 'b'],
  );
  assert.match(got.value[0]!.text, /^Daniel Okafor ran Northwind Energy .* renamed from Northwind Power in 2016\.$/);
});

test('an endpoint that keeps failing: the offline rules stand in, the failures are reported, the dispute is still stated as disputed', async () => {
  server.reset();
  const a = await answer(ni, 'Where is Northwind Energy headquartered?', { mode: 'llm', model: model() });
  // The first step meets the failing endpoint; the later steps do not ask it again.
  assert.deepEqual(
    a.failures.map((f) => f.step),
    ['ideation'],
  );
  assert.match(a.failures[0]!.reasons[0]!, /503/);
  assert.equal(server.requests.length, 1);
  assert.equal(a.approximate, true, 'offline rules stood in');
  const disputed = a.sentences.find((s) => s.standing === 'disputed');
  assert.ok(disputed && /Tacoma/.test(disputed.text) && /Olympia/.test(disputed.text));
});
