// The answer pipelines in offline mode over the demo corpus (four newspapers, an encyclopedia, a
// company page in two revisions, a rumour blog), governed in a real memory store: a succession
// answered for two times, a dispute stated as disputed with both sides cited, citations that resolve
// to the exact characters of the revision they name, and a clear answer when nothing matches.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { answer, estimateAnswerCost, NuggetIndex, NuggetIndexError, PIPELINES, priceOf, type Answer } from '../../src/index.js';
import { loadAliasFiles } from '../../src/node.js';
import { mentionsAny, questionNames } from '../../src/answer/text.js';

let ni: NuggetIndex;
before(async () => {
  ni = await NuggetIndex.open({
    clock: () => Date.parse('2024-01-01'),
    aliases: loadAliasFiles([new URL('../../examples/demo/aliases.yaml', import.meta.url).pathname]),
  });
  for (const line of readFileSync(new URL('../../examples/demo/corpus.jsonl', import.meta.url), 'utf8').split('\n'))
    if (line.trim() !== '') await ni.ingest(JSON.parse(line));
});

/** Every citation's span exists in the revision it names and is exactly its quote. */
async function assertCitationsResolve(a: Answer): Promise<void> {
  for (const s of a.sentences) {
    assert.ok(s.citations.length > 0, `"${s.text}" cites something`);
    for (const c of s.citations) {
      const revision = (await ni.store.revisions(c.docId)).find((r) => r.revision === c.revision);
      assert.ok(revision, `${c.docId} revision ${c.revision} exists`);
      assert.ok(c.start >= 0 && c.end <= revision.text.length && c.start < c.end, 'the span lies inside the revision');
      assert.equal(revision.text.slice(c.start, c.end), c.quote);
    }
  }
}

for (const pipeline of PIPELINES) {
  test(`${pipeline}: a succession answered for two times — the CEO in 2018, and now`, async () => {
    const then = await answer(ni, 'Who was the CEO of Northwind Energy in 2018?', { pipeline });
    assert.equal(then.time.from, 'question');
    assert.match(then.text, /Okafor/);
    assert.doesNotMatch(then.text, /Natarajan|Lopez|Crane/);
    const okafor = then.sentences.find((s) => /Okafor/.test(s.text))!;
    assert.equal(okafor.standing, 'established');
    assert.ok(
      okafor.citations.some((c) => c.quote.includes('Okafor')),
      'the cited span names him',
    );
    await assertCitationsResolve(then);

    const now = await answer(ni, 'Who is the CEO of Northwind Energy?', { pipeline });
    assert.match(now.text, /Priya Natarajan/);
    assert.doesNotMatch(now.text, /Okafor|Crane/, 'neither the predecessor nor the deprecated rumour is stated as current');
    await assertCitationsResolve(now);
    assert.equal(now.approximate, true);
    assert.equal(now.mode, 'offline');
  });

  test(`${pipeline}: a dispute is stated as disputed, each side cited from its own source`, async () => {
    const a = await answer(ni, 'Where is Northwind Energy headquartered?', { pipeline });
    const disputed = a.sentences.find((s) => s.standing === 'disputed');
    assert.ok(disputed, a.text);
    assert.match(disputed.text, /^Sources disagree about the headquarters location of Northwind Energy: .*Tacoma.*Olympia|Olympia.*Tacoma/);
    assert.deepEqual(new Set(disputed.citations.map((c) => c.source)), new Set(['harbor-times', 'valley-ledger']));
    assert.ok(disputed.citations.some((c) => c.quote.includes('Tacoma')) && disputed.citations.some((c) => c.quote.includes('Olympia')));
    // No other sentence states either city as the settled headquarters.
    for (const s of a.sentences.filter((x) => x !== disputed)) assert.doesNotMatch(s.text, /Tacoma|Olympia/);
    assert.ok(a.trace.withheld > 0, 'the sentences stating one side are withheld');
    await assertCitationsResolve(a);
  });

  test(`${pipeline}: a time the store does not cover gets a plain "nothing valid" answer, never an invented one`, async () => {
    const a = await answer(ni, 'Who was the mayor of Eastport in 1850?', { pipeline });
    assert.deepEqual(a.sentences, []);
    assert.equal(a.text, '');
    assert.match(a.note!, /^no fact valid in 1850 matches the question; the store's facts span \d{4} to \d{4}$/);
  });
}

test('an ended fact asked about directly is stated only with its period, in the past tense', async () => {
  const a = await answer(ni, 'Who was the CEO of Northwind Energy in 2012?', { pipeline: 'crucible' });
  const lopez = a.sentences.find((s) => /Lopez/.test(s.text));
  assert.ok(lopez, a.text);
  assert.match(lopez.text, /Maria Lopez was the chief executive officer of Northwind Energy from 2009 until 2015\./);
});

test('crucible: --verify keeps only sentences their cited spans support; ginger keeps to its word budget', async () => {
  const verified = await answer(ni, 'Who sits on the board of Northwind Energy?', { pipeline: 'crucible', verify: true });
  assert.ok(verified.sentences.length > 0);
  const short = await answer(ni, 'Who sits on the board of Northwind Energy?', { pipeline: 'ginger', words: 12 });
  assert.equal(short.sentences.length, 1, 'one sentence fits 12 words');
  assert.ok(short.trace.facets!.length >= 1 && short.trace.rewrites!.length >= 1);
});

test('bad input is refused with the field named', async () => {
  const refused = async (q: unknown, o: unknown, field: string) => {
    await assert.rejects(
      () => answer(ni, q as string, o as never),
      (e: unknown) => e instanceof NuggetIndexError && e.code === 'INVALID_INPUT' && e.location.field === field,
    );
  };
  await refused('', undefined, 'question');
  await refused('x'.repeat(2001), undefined, 'question');
  await refused('Who?', { pipeline: 'storm' }, 'pipeline');
  await refused('Who?', { mode: 'llm' }, 'model');
  await refused('Who?', { sentences: 0 }, 'sentences');
  await refused('Who?', { time: 'yesterday' }, 'time');
});

test('estimateAnswerCost counts the requests answer --mode llm would send (an upper bound), and none for a question nothing answers', async () => {
  const price = priceOf('gpt-4o-mini');
  const one = await estimateAnswerCost(ni, [{ question: 'Who was the CEO of Northwind Energy in 2018?' }], {}, 'gpt-4o-mini', price);
  // Ideation, one paraphrase check, one ranking, and one extraction for each of the 5 sentences at most.
  assert.equal(one.requests, 8);
  assert.ok(one.inputTokens > 0 && one.outputTokens > 0 && one.usd > 0);
  const verified = await estimateAnswerCost(ni, [{ question: 'Who was the CEO of Northwind Energy in 2018?' }], { verify: true }, 'gpt-4o-mini', price);
  assert.equal(verified.requests, 13);
  const none = await estimateAnswerCost(ni, [{ question: 'Who was the mayor of Eastport?', time: '1850' }], {}, 'gpt-4o-mini', price);
  assert.equal(none.requests, 0);
  const ginger = await estimateAnswerCost(
    ni,
    [{ question: 'Who was the CEO of Northwind Energy in 2018?' }],
    { pipeline: 'ginger', rewrites: 0 },
    'gpt-4o-mini',
    price,
  );
  assert.equal(ginger.pipeline, 'ginger');
  assert.ok(ginger.requests >= 2, 'detections and summaries');
});

test('a question naming a hyphenated or accented name finds it in the pool ("Jong-chul", "Pérez")', () => {
  assert.equal(mentionsAny(questionNames('Who is the wife of Kim Jong-chul?'), 'Kim Jong-chul married Ri Sol-ju.'), true);
  assert.equal(mentionsAny(questionNames('Which team did Sergio Perez drive for?'), 'Sergio Pérez drove for Sauber.'), true);
  assert.equal(mentionsAny(questionNames('Who is the CEO of Acme Corp?'), 'Priya Natarajan is the CEO of Northwind Energy.'), false);
});

test('a Contested value whose rival starts later is not stated as disputed before the rival exists', async () => {
  // Tacoma (harbor-times, 10 September 2019) is disputed by Olympia only from 12 September.
  const a = await answer(ni, 'Where is Northwind Energy headquartered?', { time: '2019-09-11' });
  const hq = a.sentences.find((s) => /Tacoma/.test(s.text));
  assert.ok(hq, a.text);
  assert.equal(hq.standing, 'established');
  assert.doesNotMatch(a.text, /Sources disagree|Olympia/);
});
