// The bridging-fact generator's LLM mode over a real socket: the paper's Figure 6 prompt sent through
// the project's OpenAI-compatible client to the protocol test server, which replays recorded replies
// (test/fixtures/llm/bridges.json) — a reply citing a fact outside the entity's bundle, one joining a
// single document, one adding a year no fact states, prose instead of JSON. Each is refused with its
// reason and asked again; the facts written are governed by the facts they cite (validity, state),
// found by retrieval, and survive an offline re-derivation; an endpoint that fails leaves an entity
// with what it had.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { emptyModelStats, NuggetIndex, OpenAiCompatibleClient, toIso, type Nugget } from '../../src/index.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

const NOW = Date.parse('2024-01-01');
const DOCS = [
  { id: 'acme-2015', source: 'wire', date: '2015-03-02', text: 'Acme named Jane Doe as its new CEO on 1 March 2015.' },
  { id: 'acme-2019', source: 'gazette', date: '2019-06-02', text: 'Acme named John Roe as its new CEO on 1 June 2019, succeeding Jane Doe.' },
  { id: 'doe-bio', source: 'encyclopedia', date: '2020-01-01', title: 'Jane Doe', text: 'Jane Doe was born in Lyon in 1970.' },
  { id: 'roe-bio', source: 'encyclopedia', date: '2020-01-01', title: 'John Roe', text: 'John Roe was born in Denver, Colorado, in 1965.' },
];

let server: OpenAiTestServer;
before(async () => {
  server = await OpenAiTestServer.start(loadFixture('bridges'));
});
after(async () => server.close());

const model = (baseUrl = server.baseUrl) => ({ client: new OpenAiCompatibleClient({ baseUrl, model: 'gpt-4o-mini', backoffMs: 0, maxRetries: 0 }) });

async function index(): Promise<NuggetIndex> {
  const ni = await NuggetIndex.open({ clock: () => NOW });
  for (const d of DOCS) await ni.ingest(d);
  return ni;
}

async function written(ni: NuggetIndex): Promise<Nugget[]> {
  const out: Nugget[] = [];
  for await (const batch of ni.nuggets()) out.push(...batch.filter((n) => n.kind === 'BridgingFact' && n.fact.predicate === 'model'));
  return out.sort((a, b) => (a.fact.text < b.fact.text ? -1 : 1));
}

test('each bridge entity is asked once with its facts numbered; refused replies are asked again with the reason; the facts written cite their sources and hold only while they do', async () => {
  server.reset();
  const ni = await index();
  const stats = emptyModelStats();
  const run = await ni.bridge({ mode: 'llm', model: model(), stats });
  assert.deepEqual(run.failures, []);
  assert.equal(run.entities, 3, 'Acme, Jane Doe and John Roe');
  // Jane Doe 2, John Roe 3, Acme 2.
  assert.deepEqual([stats.requests, stats.refusedReplies], [7, 4]);
  const reasons = server.requests.map((r) => r.user).filter((u) => u.startsWith('That reply cannot be used'));
  assert.ok(
    reasons.some((u) => u.includes('cites F9, which is not among the facts given (F1–F5)')),
    reasons.join('\n'),
  );
  assert.ok(reasons.some((u) => u.includes('combines facts of one document only')));
  assert.ok(reasons.some((u) => u.includes('states 2019, which none of its sources does')));
  assert.ok(reasons.some((u) => u.includes('it is not a JSON array')));
  const prompt = server.requests.find((r) => r.user.includes('about "Jane Doe"'))!.user;
  assert.match(prompt, /Document 3 \(doe-bio\):\n\[F4\] Jane Doe was born in Lyon/);
  assert.match(prompt, /If documents share the entity name but are about unrelated topics, return empty/);

  const facts = await written(ni);
  assert.deepEqual(
    facts.map((n) => [n.fact.text, toIso(n.validity.start), toIso(n.validity.end), n.epistemic.status]),
    [
      ['John Roe, the chief executive officer of Acme, was born in Denver, Colorado.', '2019-06-01', null, 'active'],
      ['The chief executive officer of Acme, Jane Doe, was born in Lyon.', '2015-03-01', '2019-06-01', 'active'],
    ],
  );
  const sources = await ni.store.nuggetsById(facts[1]!.provenance.derivedFrom!);
  assert.deepEqual(
    sources.map((n) => n.fact.text),
    ['Jane Doe is the chief executive officer of Acme', 'Jane Doe was born in Lyon'],
  );
  assert.deepEqual([...new Set(facts[1]!.provenance.evidence.map((e) => e.docId))].sort(), ['acme-2015', 'doe-bio']);
  const top = await ni.retrieve('Where was the chief executive of Acme born?', { time: '2021', k: 5 });
  assert.ok(top.results.some((r) => r.nugget.fact.text.startsWith('John Roe, the chief executive officer')));
  assert.ok(!top.results.some((r) => r.nugget.fact.text.startsWith('The chief executive officer of Acme, Jane Doe, was born in Lyon.')));

  // A second run answers from the same replies and changes nothing; an offline run keeps the model's facts.
  const again = await ni.bridge({ mode: 'llm', model: model(), stats: emptyModelStats() });
  assert.equal(again.written, 0);
  assert.equal((await ni.bridge()).written, 0);
  assert.equal((await written(ni)).length, 2);

  // A later document disputing her birthplace flags the model's fact too, in the ingest's own change set.
  const dispute = await ni.ingest({ id: 'doe-paris', source: 'tribune', date: '2020-02-01', text: 'Jane Doe was born in Paris in 1970.' });
  assert.ok(dispute.changed.some((n) => n.fact.predicate === 'model' && n.epistemic.status === 'contested'));
  await ni.close();
});

test('an endpoint that fails leaves each entity with the bridging facts it had, reports the failures, and writes nothing', async () => {
  const down = await OpenAiTestServer.start({ description: 'every request fails', exchanges: [{ when: '', replies: [{ status: 503 }] }] });
  try {
    const ni = await index();
    const before = (await ni.stats()).nuggets;
    const run = await ni.bridge({ mode: 'llm', model: model(down.baseUrl) });
    assert.equal(run.failures.length, 3);
    assert.match(run.failures[0]!.reasons.at(-1)!, /503/);
    assert.equal(run.written, 0);
    assert.equal((await ni.stats()).nuggets, before);
    await ni.close();
  } finally {
    await down.close();
  }
});

test('LLM mode without a model is refused before anything is read', async () => {
  const ni = await index();
  await assert.rejects(ni.bridge({ mode: 'llm' }), /model: LLM mode needs a model/);
  await assert.rejects(ni.bridge({ mode: 'maybe' as 'llm' }), /mode/);
  await ni.close();
});
