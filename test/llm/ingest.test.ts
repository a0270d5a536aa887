// End to end through the library: NuggetIndex ingests news reports with the LLM extractor against
// the protocol test server into a real SQLite store (one request per report: each is one passage),
// and the nuggets are governed (a succession backed
// by two sources closes the earlier CEO's term; a hallucinated headquarters never gets in). A second
// build from the same disk cache sends no request at all and produces the same store.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NuggetIndex, defaultSchema, toIso, type Nugget } from '../../src/index.js';
import { SqliteNuggetStore, readCorpus } from '../../src/node.js';
import { LlmExtractor } from '../../src/extract/llm.js';
import { OpenAiCompatibleClient } from '../../src/llm/client.js';
import { FileLlmCache } from '../../src/io/llm-cache.js';
import { MemoryLlmCache } from '../../src/llm/cache.js';
import { fixturePath, loadFixture, OpenAiTestServer } from '../support/openai-server.js';

const clock = () => Date.UTC(2024, 0, 1);
const documents = readCorpus(fixturePath('news.jsonl')).documents;
let server: OpenAiTestServer;
let dir = '';

before(async () => {
  server = await OpenAiTestServer.start(loadFixture('news'));
  dir = mkdtempSync(join(tmpdir(), 'ni-llm-ingest-'));
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function build(db: string): Promise<{ ni: NuggetIndex; extractor: LlmExtractor; client: OpenAiCompatibleClient }> {
  const client = new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'test-model', backoffMs: 1 });
  const extractor = new LlmExtractor({ client, schema: defaultSchema(), cache: new FileLlmCache(join(dir, 'cache')) });
  const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(join(dir, db), { create: true }), extractor, clock });
  for (const d of documents) await ni.ingest(d);
  return { ni, extractor, client };
}

async function all(ni: NuggetIndex): Promise<Nugget[]> {
  const out: Nugget[] = [];
  for await (const b of ni.store.scanNuggets()) out.push(...b);
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

describe('an LLM-built store', () => {
  let ni: NuggetIndex;
  let extractor: LlmExtractor;
  let client: OpenAiCompatibleClient;
  before(async () => {
    server.reset();
    ({ ni, extractor, client } = await build('first.db'));
  });
  after(() => ni.close());

  test("asks once per window (a two-sentence report is one passage) and reports tokens from the answers' usage", () => {
    assert.equal(server.requests.length, 4);
    assert.deepEqual([extractor.stats.windows, extractor.stats.requested, extractor.stats.cacheHits], [4, 4, 0]);
    assert.equal(client.totals.promptTokens, 13881);
    assert.deepEqual(extractor.stats.spent, { promptTokens: 13881, completionTokens: 422 });
    for (const d of documents)
      assert.ok(
        server.requests.some((r) => r.user.endsWith(`<passage>\n${d.text}\n</passage>`)),
        d.id,
      );
  });

  test('answers time-scoped questions: the succession backed by two sources closes the earlier term', async () => {
    const then = await ni.retrieve('Who was the CEO of Northwind Energy in 2014?', { k: 1 });
    assert.equal(then.results[0]?.nugget.fact.object, 'Maria Lopez');
    const now = await ni.retrieve('Who is the CEO of Northwind Energy?', { k: 1 });
    assert.equal(now.results[0]?.nugget.fact.object, 'Daniel Okafor');
    const lopez = (await all(ni)).find((n) => n.fact.object === 'Maria Lopez')!;
    assert.deepEqual([toIso(lopez.validity.start), toIso(lopez.validity.end), lopez.epistemic.status], ['2012-03-01', '2017-06-01', 'active']);
    assert.deepEqual(lopez.provenance.evidence.map((e) => e.source).sort(), ['harbor-times', 'valley-ledger']);
  });

  test('every evidence span quotes its document exactly; the hallucinated quote and the fenced answer are handled', async () => {
    const text = new Map(documents.map((d) => [d.id, d.text]));
    const nuggets = await all(ni);
    for (const n of nuggets) for (const e of n.provenance.evidence) assert.equal(text.get(e.docId)!.slice(e.start, e.end), e.quote);
    assert.ok(!nuggets.some((n) => n.fact.object === 'Seattle'), 'the hallucinated headquarters is not in the store');
    assert.equal(extractor.stats.unverifiedQuotes, 1);
    assert.ok(
      nuggets.some((n) => n.fact.predicate === 'employer' && n.fact.object === 'Cascade Power'),
      'the answer in prose and fences was read',
    );
    assert.equal(nuggets.find((n) => n.fact.object === 'Tacoma')?.fact.subject, 'Northwind Energy', '"The company" resolved through the window');
  });

  test('a second build from the same cache sends no request and produces the same nuggets', async () => {
    server.reset();
    const second = await build('second.db');
    try {
      assert.equal(server.requests.length, 0);
      assert.deepEqual([second.extractor.stats.cacheHits, second.extractor.stats.requested], [4, 0]);
      assert.deepEqual(second.extractor.stats.saved, { promptTokens: 13881, completionTokens: 422 });
      assert.equal(second.client.totals.requests, 0);
      const strip = (ns: Nugget[]) =>
        ns.map((n) => ({
          id: n.id,
          fact: n.fact,
          validity: n.validity,
          epistemic: n.epistemic,
          evidence: n.provenance.evidence.map((e) => [e.docId, e.start, e.end]),
        }));
      assert.deepEqual(strip(await all(second.ni)), strip(await all(ni)));
    } finally {
      await second.ni.close();
    }
  });
});

describe('documents in flight', () => {
  let slow: OpenAiTestServer;
  before(async () => {
    // Every window waits; the first revision's window waits longest, so its extraction ends last.
    slow = await OpenAiTestServer.start({
      exchanges: [
        {
          when: '<passage>\nAcme is headquartered in Boston.\n</passage>',
          replies: [
            {
              delayMs: 200,
              content: {
                statements: [
                  {
                    subject: 'Acme',
                    predicate: 'headquartersLocation',
                    object: 'Boston',
                    temporal: [],
                    quote: 'Acme is headquartered in Boston',
                    confidence: 0.9,
                  },
                ],
              },
            },
          ],
        },
        {
          when: '<passage>\nAcme is headquartered in Denver.\n</passage>',
          replies: [
            {
              delayMs: 10,
              content: {
                statements: [
                  {
                    subject: 'Acme',
                    predicate: 'headquartersLocation',
                    object: 'Denver',
                    temporal: [],
                    quote: 'Acme is headquartered in Denver',
                    confidence: 0.9,
                  },
                ],
              },
            },
          ],
        },
      ],
      fallback: { delayMs: 80, content: { statements: [] } },
    });
  });
  after(() => slow.close());

  test('are extracted at the same time, and commit in the order they were given', async () => {
    const client = new OpenAiCompatibleClient({ baseUrl: slow.baseUrl, model: 'test-model', backoffMs: 1, concurrency: 8 });
    const extractor = new LlmExtractor({ client, schema: defaultSchema() });
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(join(dir, 'in-flight.db'), { create: true }), extractor, clock });
    try {
      const results = await Promise.all([
        ni.ingest({ id: 'hq', source: 'a', date: '2010-01-01', text: 'Acme is headquartered in Boston.' }),
        ni.ingest({ id: 'hq', source: 'a', date: '2015-01-01', text: 'Acme is headquartered in Denver.' }),
        ...['One', 'Two', 'Three'].map((w) => ni.ingest({ id: `other-${w}`, date: '2015-01-01', text: `${w} report says little.` })),
      ]);
      assert.ok(slow.maxInFlight >= 3, `only ${slow.maxInFlight} requests were ever in flight at once`);
      // The revision given first is revision 1, although its extraction finished last.
      assert.deepEqual(
        results.slice(0, 2).map((r) => [r.outcome, r.revision]),
        [
          ['new', 1],
          ['revision', 2],
        ],
      );
      const revisions = await ni.store.revisions('hq');
      assert.deepEqual(
        revisions.map((r) => [r.revision, r.text]),
        [
          [1, 'Acme is headquartered in Boston.'],
          [2, 'Acme is headquartered in Denver.'],
        ],
      );
    } finally {
      await ni.close();
    }
  });

  test('one request at a time: windows are asked in the order given, whatever order their cache reads end in', async () => {
    // The first report's cache read is the slowest, yet its request must go first, so that it is
    // answered, and commits, before the later reports (an interrupted run keeps the longest prefix).
    class SlowFirstRead extends MemoryLlmCache {
      reads = 0;
      override async get(key: string) {
        if (this.reads++ === 0) await new Promise((r) => setTimeout(r, 60));
        return super.get(key);
      }
    }
    const client = new OpenAiCompatibleClient({ baseUrl: slow.baseUrl, model: 'test-model', backoffMs: 1, concurrency: 1 });
    const extractor = new LlmExtractor({ client, schema: defaultSchema(), cache: new SlowFirstRead() });
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(join(dir, 'in-order.db'), { create: true }), extractor, clock });
    try {
      slow.reset();
      const words = ['One', 'Two', 'Three'];
      const done: string[] = [];
      for await (const r of ni.ingestMany(
        words.map((w) => ({ id: `ordered-${w}`, date: '2015-01-01', text: `${w} report says little.` })),
        { lookahead: 8 },
      ))
        done.push(r.docId);
      assert.equal(done.length, 3);
      assert.deepEqual(
        slow.requests.map((r) => words.find((w) => r.user.includes(`<passage>\n${w} report`))),
        words,
      );
    } finally {
      await ni.close();
    }
  });
});
