// Ingesting many documents in grouped commits (NuggetIndex.ingestMany) on real stores: the same
// records as ingesting one by one, documents that govern against earlier ones of their group, a
// failing document that leaves nothing while the ones before it stay (on the file, after a reopen),
// Ctrl-C-style stopping, serialisation with single ingests, and option validation.

import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { NuggetIndex, NuggetIndexError, type IngestResult, type Nugget } from '../src/index.js';
import { SqliteNuggetStore } from '../src/store/sqlite.js';
import { MemoryNuggetStore } from '../src/store/memory.js';
import type { NuggetStore } from '../src/store/store.js';

const root = mkdtempSync(join(os.tmpdir(), 'ni-many-'));
after(() => rmSync(root, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(root, `store-${++files}.db`);

const clock = () => Date.UTC(2024, 5, 1);
const demo: Record<string, unknown>[] = readFileSync(new URL('../examples/demo/corpus.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
/** The demo corpus, then two revisions of one page (the second closes the first's fact) and the demo again (unchanged). */
const corpus = [
  ...demo,
  { id: 'page', source: 'acme.example', date: '2019-01-01', text: 'Lena Ward is the chief financial officer of Acme.' },
  { id: 'page', source: 'acme.example', date: '2022-01-01', text: 'Omar Haddad is the chief financial officer of Acme.' },
  ...demo.slice(0, 3),
];

const backends: Record<string, () => NuggetStore> = {
  memory: () => new MemoryNuggetStore(),
  sqlite: () => SqliteNuggetStore.open(freshFile(), { create: true }),
};

async function everything(ni: NuggetIndex): Promise<Nugget[]> {
  const out: Nugget[] = [];
  for await (const batch of ni.store.scanNuggets()) out.push(...batch);
  return out;
}

async function collect(results: AsyncIterable<IngestResult>): Promise<IngestResult[]> {
  const out: IngestResult[] = [];
  for await (const r of results) out.push(r);
  return out;
}

/** The store's commit, failing after it has written when the change set holds a revision of `docId`. */
function failingOn(store: NuggetStore, docId: string): NuggetStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'commit') {
        return async (changes: Parameters<NuggetStore['commit']>[0]) => {
          await target.commit(changes);
          if (changes.revisions.some((r) => r.docId === docId)) throw new Error('the disk is full');
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

for (const [backend, makeStore] of Object.entries(backends)) {
  describe(`ingestMany on a ${backend} store`, () => {
    test('gives the same records and results as ingesting one by one, across several groups', async () => {
      const one = await NuggetIndex.open({ clock, store: makeStore() });
      const expected: IngestResult[] = [];
      for (const doc of corpus) expected.push(await one.ingest(doc));
      const many = await NuggetIndex.open({ clock, store: makeStore() });
      const results = await collect(many.ingestMany(corpus, { groupDocuments: 4 }));
      assert.deepStrictEqual(results, expected);
      assert.deepStrictEqual(await everything(many), await everything(one));
      assert.deepStrictEqual((await many.retrieve('chief financial officer of Acme', { time: '2023' })).results.map((r) => r.nugget.fact.object),
        (await one.retrieve('chief financial officer of Acme', { time: '2023' })).results.map((r) => r.nugget.fact.object));
      // Again, from an async source: every document is unchanged, nothing is written.
      const stats = await many.stats();
      const again = await collect(many.ingestMany((async function* () { yield* corpus; })()));
      assert.deepStrictEqual(new Set(again.map((r) => r.outcome)), new Set(['unchanged']));
      assert.deepStrictEqual(await many.stats(), stats);
      await one.close();
      await many.close();
    });

    test('a failing document leaves nothing; the ones before it are committed and searchable, the ones after are not ingested', async () => {
      const docs = demo.slice(0, 6);
      const bad = docs[3]!.id as string;
      const ni = await NuggetIndex.open({ clock, store: failingOn(makeStore(), bad) });
      const results: IngestResult[] = [];
      await assert.rejects(async () => {
        for await (const r of ni.ingestMany(docs)) results.push(r);
      }, /the disk is full/);
      assert.deepStrictEqual(results.map((r) => r.docId), docs.slice(0, 3).map((d) => d.id), 'the results before the failing document');
      assert.deepStrictEqual((await ni.store.documents()).map((r) => r.docId).sort(), docs.slice(0, 3).map((d) => d.id as string).sort());
      assert.deepStrictEqual(await ni.store.nuggetsByDocument(bad), []);
      const created = results.reduce((n, r) => n + r.created, 0);
      assert.equal((await ni.stats()).nuggets, created);
      const hits = await ni.retrieve('Northwind chief executive', { view: 'all', k: 50 });
      assert.ok(hits.results.length > 0 && hits.results.every((h) => h.nugget.provenance.evidence.every((e) => docs.slice(0, 3).some((d) => d.id === e.docId))));
      // The store takes the rest afterwards.
      await collect(ni.ingestMany(docs.slice(4)));
      assert.equal((await ni.store.documents()).length, 5);
      await ni.close();
    });

    test('an invalid document fails in its turn, naming its field, after the ones before it are committed', async () => {
      const ni = await NuggetIndex.open({ clock, store: makeStore() });
      const results: IngestResult[] = [];
      await assert.rejects(async () => {
        for await (const r of ni.ingestMany([demo[0], demo[1], { id: 'no-text' }, demo[2]])) results.push(r);
      }, (e: unknown) => e instanceof NuggetIndexError && e.code === 'INVALID_INPUT' && /text/.test(e.message));
      assert.equal(results.length, 2);
      assert.equal((await ni.store.documents()).length, 2);
      await ni.close();
    });

    test('a source that fails is a document that fails in its turn: the documents read before it are committed', async () => {
      const ni = await NuggetIndex.open({ clock, store: makeStore() });
      async function* broken() {
        yield demo[0];
        yield demo[1];
        throw new Error('the feed dropped');
      }
      const results: IngestResult[] = [];
      await assert.rejects(async () => {
        for await (const r of ni.ingestMany(broken(), { lookahead: 3 })) results.push(r);
      }, /the feed dropped/);
      assert.deepStrictEqual(results.map((r) => r.docId), [demo[0]!.id, demo[1]!.id]);
      assert.equal((await ni.store.documents()).length, 2);
      await ni.close();
    });

    test('an aborted signal stops before the next document; what was started is committed', async () => {
      const ni = await NuggetIndex.open({ clock, store: makeStore() });
      const stop = new AbortController();
      const results: IngestResult[] = [];
      for await (const r of ni.ingestMany(demo, { groupDocuments: 2, signal: stop.signal })) {
        results.push(r);
        stop.abort();
      }
      assert.equal(results.length, 2, 'the first group, then nothing');
      assert.equal((await ni.store.documents()).length, 2);
      await ni.close();
    });

    test('a single ingest made while a batch runs waits for it and lands after it', async () => {
      const ni = await NuggetIndex.open({ clock, store: makeStore() });
      const extra = { id: 'page', source: 'acme.example', date: '2019-01-01', text: 'Lena Ward is the chief financial officer of Acme.' };
      const many = collect(ni.ingestMany(demo, { groupDocuments: 3 }));
      const single = ni.ingest(extra);
      const [results, one] = await Promise.all([many, single]);
      assert.equal(results.length, demo.length);
      assert.equal(one.outcome, 'new');
      assert.equal((await ni.store.documents()).length, new Set(demo.map((d) => d.id)).size + 1);
      await ni.close();
    });
  });
}

test('ingestMany options are validated, naming the option', async () => {
  const ni = await NuggetIndex.open({ clock });
  for (const [options, field] of [[{ groupDocuments: 0 }, 'groupDocuments'], [{ lookahead: 1.5 }, 'lookahead'], [{ groupMs: -1 }, 'groupMs'], [{ groupMs: Infinity }, 'groupMs']] as const) {
    await assert.rejects(collect(ni.ingestMany(demo, options)), (e: unknown) => e instanceof NuggetIndexError && e.code === 'INVALID_INPUT' && e.message.startsWith(`${field}:`));
  }
  assert.equal((await ni.stats()).nuggets, 0);
});

test('a SQLite batch is on the file once ingestMany yields: a reopen sees every yielded document', async () => {
  const file = freshFile();
  const ni = await NuggetIndex.open({ clock, store: SqliteNuggetStore.open(file, { create: true }) });
  const results = await collect(ni.ingestMany(demo, { groupDocuments: 5 }));
  const reader = SqliteNuggetStore.open(file, { readonly: true });
  assert.equal((await reader.stats()).revisions, results.length);
  assert.equal((await reader.stats()).nuggets, (await ni.stats()).nuggets);
  await reader.close();
  await ni.close();
});
