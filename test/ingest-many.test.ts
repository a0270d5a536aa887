// Ingesting many documents in grouped commits (NuggetIndex.ingestMany) on real stores: the same
// records as ingesting one by one, documents that govern against earlier ones of their group, a
// failing document (or source) that leaves nothing while the ones before it stay, Ctrl-C-style
// stopping, sources too slow to wait for inside a group, serialisation with single ingests, one
// SQLite batch per group on the file before its results, the index cache after a rollback, and
// option validation.

import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { NuggetIndex, NuggetIndexError, type IngestResult, type Nugget } from '../src/index.js';
import { SqliteNuggetStore } from '../src/store/sqlite/sqlite-store.js';
import { MemoryNuggetStore } from '../src/store/memory.js';
import type { NuggetStore } from '../src/store/store.js';

const root = mkdtempSync(join(os.tmpdir(), 'ni-many-'));
after(() => rmSync(root, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(root, `store-${++files}.db`);

const clock = () => Date.UTC(2024, 5, 1);
const demo: Record<string, unknown>[] = readFileSync(new URL('../examples/demo/corpus.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Record<string, unknown>);
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

/** The real store with one method wrapped (every other one bound to the store itself). */
function wrapping<K extends 'commit' | 'batch'>(store: NuggetStore, name: K, wrap: (original: NonNullable<NuggetStore[K]>) => NuggetStore[K]): NuggetStore {
  const original = (store[name] as (...args: never[]) => unknown).bind(store) as unknown as NonNullable<NuggetStore[K]>;
  const wrapped = wrap(original);
  return new Proxy(store, {
    get(target, property) {
      if (property === name) return wrapped;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The store's commit, failing after it has written when the change set holds a revision of `docId`. */
const failingOn = (store: NuggetStore, docId: string): NuggetStore =>
  wrapping(store, 'commit', (commit) => async (changes) => {
    await commit(changes);
    if (changes.revisions.some((r) => r.docId === docId)) throw new Error('the disk is full');
  });

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
      assert.deepStrictEqual(
        (await many.retrieve('chief financial officer of Acme', { time: '2023' })).results.map((r) => r.nugget.fact.object),
        (await one.retrieve('chief financial officer of Acme', { time: '2023' })).results.map((r) => r.nugget.fact.object),
      );
      // Again, from an async source: every document is unchanged, nothing is written.
      const stats = await many.stats();
      const again = await collect(
        many.ingestMany(
          (async function* () {
            yield* corpus;
          })(),
        ),
      );
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
      assert.deepStrictEqual(
        results.map((r) => r.docId),
        docs.slice(0, 3).map((d) => d.id),
        'the results before the failing document',
      );
      assert.deepStrictEqual(
        (await ni.store.documents()).map((r) => r.docId).sort(),
        docs
          .slice(0, 3)
          .map((d) => d.id as string)
          .sort(),
      );
      assert.deepStrictEqual(await ni.store.nuggetsByDocument(bad), []);
      const created = results.reduce((n, r) => n + r.created, 0);
      const bridging = new Set(results.flatMap((r) => r.changed.filter((n) => n.kind === 'BridgingFact').map((n) => n.id)));
      assert.equal((await ni.stats()).nuggets, created + bridging.size, 'the facts created and the bridging facts derived from them');
      const hits = await ni.retrieve('Northwind chief executive', { view: 'all', k: 50 });
      assert.ok(
        hits.results.length > 0 && hits.results.every((h) => h.nugget.provenance.evidence.every((e) => docs.slice(0, 3).some((d) => d.id === e.docId))),
      );
      // The store takes the rest afterwards.
      await collect(ni.ingestMany(docs.slice(4)));
      assert.equal((await ni.store.documents()).length, 5);
      await ni.close();
    });

    test('an invalid document fails in its turn, naming its field, after the ones before it are committed', async () => {
      const ni = await NuggetIndex.open({ clock, store: makeStore() });
      const results: IngestResult[] = [];
      await assert.rejects(
        async () => {
          for await (const r of ni.ingestMany([demo[0], demo[1], { id: 'no-text' }, demo[2]])) results.push(r);
        },
        (e: unknown) => e instanceof NuggetIndexError && e.code === 'INVALID_INPUT' && /text/.test(e.message),
      );
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
      assert.deepStrictEqual(
        results.map((r) => r.docId),
        [demo[0]!.id, demo[1]!.id],
      );
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

    test('a source that waits for the results it is given is not waited for inside a group', { timeout: 20_000 }, async () => {
      const ni = await NuggetIndex.open({ clock, store: makeStore() });
      const seen: string[] = [];
      // A crawl: the next document is known only once the previous one's result has been seen.
      async function* crawl() {
        for (const doc of demo.slice(0, 3)) {
          yield doc;
          while (!seen.includes(doc.id as string)) await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
      for await (const r of ni.ingestMany(crawl(), { groupMs: 30 })) seen.push(r.docId);
      assert.deepStrictEqual(
        seen,
        demo.slice(0, 3).map((d) => d.id),
      );
      await ni.close();
    });

    test('a single ingest made while a batch runs waits for the group in progress, and both land', async () => {
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
  for (const [options, field] of [
    [{ groupDocuments: 0 }, 'groupDocuments'],
    [{ lookahead: 1.5 }, 'lookahead'],
    [{ groupMs: -1 }, 'groupMs'],
    [{ groupMs: Infinity }, 'groupMs'],
  ] as const) {
    await assert.rejects(
      collect(ni.ingestMany(demo, options)),
      (e: unknown) => e instanceof NuggetIndexError && e.code === 'INVALID_INPUT' && e.message.startsWith(`${field}:`),
    );
  }
  assert.equal((await ni.stats()).nuggets, 0);
});

/** The store, counting its `batch` calls. */
function countingBatches(store: NuggetStore): { store: NuggetStore; batches: () => number } {
  let batches = 0;
  const counted = wrapping(store, 'batch', (batch) => (work) => (batches++, batch(work)));
  return { store: counted, batches: () => batches };
}

test('on SQLite, each group is one batch, on the file before its first result is yielded', async () => {
  const file = freshFile();
  const { store, batches } = countingBatches(SqliteNuggetStore.open(file, { create: true }));
  const ni = await NuggetIndex.open({ clock, store });
  const reader = SqliteNuggetStore.open(file, { readonly: true });
  const onFile: number[] = [];
  let yielded = 0;
  for await (const _ of ni.ingestMany(demo, { groupDocuments: 5 })) {
    if (yielded++ % 5 === 0) onFile.push((await reader.stats()).revisions);
  }
  assert.equal(batches(), Math.ceil(demo.length / 5));
  assert.deepStrictEqual(onFile, [5, 10, demo.length], 'each group is on the file, whole, when its first result arrives');
  await reader.close();
  await ni.close();
});

test(
  'a group waits for a slow source no longer than groupMs: its documents are committed and the write lock is free meanwhile',
  { timeout: 20_000 },
  async () => {
    const file = freshFile();
    const ni = await NuggetIndex.open({ clock, store: SqliteNuggetStore.open(file, { create: true }) });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    async function* slow() {
      yield demo[0];
      await gate;
      yield demo[1];
    }
    const results = ni.ingestMany(slow(), { groupMs: 50 })[Symbol.asyncIterator]();
    const timeout = new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 5000).unref());
    const first = await Promise.race([results.next(), timeout]);
    assert.notEqual(first, 'stuck', 'the first result came while the source was still waiting');
    assert.equal((first as IteratorResult<IngestResult>).value.docId, demo[0]!.id);
    // Another writer gets the lock while the source waits.
    const other = await NuggetIndex.open({ clock, store: SqliteNuggetStore.open(file) });
    assert.equal((await other.ingest(demo[2])).outcome, 'new');
    await other.close();
    release();
    const rest: IngestResult[] = [];
    for (let r = await results.next(); !r.done; r = await results.next()) rest.push(r.value);
    assert.deepStrictEqual(
      rest.map((r) => r.docId),
      [demo[1]!.id],
    );
    await ni.close();
  },
);

test("after a failed document, a SQLite index cache never saves an index that lacks another process's commit", async () => {
  const file = freshFile();
  const ni = await NuggetIndex.open({ clock, store: failingOn(SqliteNuggetStore.open(file, { create: true }), demo[1]!.id as string) });
  await assert.rejects(collect(ni.ingestMany([demo[0], demo[1]])), /the disk is full/);
  // Another process commits a document and saves its index.
  const other = await NuggetIndex.open({ clock, store: SqliteNuggetStore.open(file) });
  const added = await other.ingest(demo[2]);
  await other.close();
  // The first index, which never saw that document, must not save itself as current.
  await ni.close();
  const reopened = await NuggetIndex.open({ clock, store: SqliteNuggetStore.open(file) });
  const wanted = added.changed[0]!;
  const hits = await reopened.retrieve(wanted.fact.text, { view: 'all', k: 100 });
  assert.ok(
    hits.results.some((h) => h.nugget.id === wanted.id),
    "the other process's nugget is found after a reopen",
  );
  await reopened.close();
});
