// The SQLite backend: the shared NuggetStore conformance suite on real files, plus what only a file
// store has to get right — persistence across re-open, refusing files it did not write, atomic
// commits — and the compact records of format 5: arbitrary nuggets read back exactly (property),
// quotes sliced from compressed texts, the raw DEFLATE decoder against zlib, caches that forget what a
// rollback undid.

import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { NuggetIndexError, type ErrorCode } from '../../src/model/errors.js';
import type { AssertedValidity, Evidence, Nugget } from '../../src/model/nugget.js';
import { SqliteNuggetStore, SQLITE_FORMAT_VERSION } from '../../src/store/sqlite/sqlite-store.js';
import { inflateText } from '../../src/store/sqlite/text.js';
import type { DocumentRevision, NuggetStore } from '../../src/store/store.js';
import {
  byId,
  changeSet,
  makeDeferred,
  makeEvidence,
  makeNugget,
  makeResolution,
  makeRevision,
  makeVersion,
  scanBatches,
  storeConformance,
  EMPTY_STATS,
  T0,
} from './conformance.js';

const root = mkdtempSync(join(os.tmpdir(), 'ni-'));
after(() => rmSync(root, { recursive: true, force: true }));

let files = 0;
/** A fresh path inside the test's temp dir (the file does not exist yet). */
const freshPath = (): string => join(root, `store-${++files}.db`);

storeConformance('sqlite', async () => {
  const dir = mkdtempSync(join(root, 'conf-'));
  const store = SqliteNuggetStore.open(join(dir, 'facts.db'), { create: true });
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

/** Asserts that `fn` throws a NuggetIndexError with `code` that names `file`. */
function throwsCode(fn: () => unknown, code: ErrorCode, file: string): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof NuggetIndexError, `expected a NuggetIndexError, got ${String(err)}`);
    assert.equal(err.code, code, err.message);
    assert.equal(err.location.file, file);
    assert.ok(err.message.includes(file), 'the message names the file');
    return true;
  });
}

/** Everything a reader can see of a store, for before/after comparisons. */
async function snapshot(store: NuggetStore, docIds: string[], nuggetIds: string[]) {
  return {
    stats: await store.stats(),
    documents: await store.documents(),
    revisions: await Promise.all(docIds.map((d) => store.revisions(d))),
    byDocument: await Promise.all(docIds.map((d) => store.nuggetsByDocument(d))),
    nuggets: (await scanBatches(store)).flat(),
    history: await Promise.all(nuggetIds.map((id) => store.history(id))),
  };
}

describe('the SQLite store file', () => {
  test('a store reopened from its file holds the same revisions, nuggets, history and stats', async () => {
    const path = freshPath();
    const ns: Nugget[] = [
      makeNugget({ id: 'n-1', validity: { start: -Infinity, end: Infinity, startBasis: 'unknown' } }),
      makeNugget({ id: 'n-2', fact: { object: 'Denver' }, epistemic: { status: 'contested' }, provenance: { evidence: [makeEvidence({ docId: 'doc-b' })] } }),
    ];
    const revisions = [makeRevision('doc-a', 1), makeRevision('doc-a', 2), makeRevision('doc-b', 1, { title: null, url: null, dated: false })];
    const history = [makeVersion('n-1', 1), makeVersion('n-1', 2)];

    const first = SqliteNuggetStore.open(path, { create: true });
    await first.commit(changeSet({ revisions, nuggets: ns, history }));
    const before = await snapshot(first, ['doc-a', 'doc-b'], ['n-1', 'n-2']);
    await first.close();

    const again = SqliteNuggetStore.open(path);
    try {
      assert.deepStrictEqual(await snapshot(again, ['doc-a', 'doc-b'], ['n-1', 'n-2']), before);
      assert.deepStrictEqual(await again.nuggetsById(['n-1', 'n-2']), ns);
      assert.deepStrictEqual(await again.revisions('doc-a'), revisions.slice(0, 2));
      assert.deepStrictEqual(await again.history('n-1'), history);
    } finally {
      await again.close();
    }
  });

  test('the review queue, pending and resolved, survives a reopen', async () => {
    const path = freshPath();
    const first = SqliteNuggetStore.open(path, { create: true });
    await first.commit(changeSet({ deferred: [makeDeferred('q-1'), makeDeferred('q-2', { candidate: { kind: 'EpisodicEvent' } })] }));
    await first.commit(changeSet({ resolutions: [makeResolution('q-1', { edit: { object: 'Denver' } })] }));
    const before = await first.deferred({ status: 'all' });
    await first.close();
    const again = SqliteNuggetStore.open(path, { readonly: true });
    try {
      assert.deepStrictEqual(await again.deferred({ status: 'all' }), before);
      assert.equal(before.length, 2);
    } finally {
      await again.close();
    }
  });

  test('a store reopened read-only can be read', async () => {
    const path = freshPath();
    const rw = SqliteNuggetStore.open(path, { create: true });
    await rw.commit(changeSet({ revisions: [makeRevision('doc-a')], nuggets: [makeNugget()] }));
    await rw.close();
    const ro = SqliteNuggetStore.open(path, { readonly: true });
    try {
      assert.deepStrictEqual(await ro.nuggetsById([makeNugget().id]), [makeNugget()]);
    } finally {
      await ro.close();
    }
  });

  test('opening a missing file without create fails with NOT_FOUND and creates nothing', () => {
    const path = freshPath();
    throwsCode(() => SqliteNuggetStore.open(path), 'NOT_FOUND', path);
    assert.equal(existsSync(path), false);
  });

  test('opening a missing file with create makes a new, empty store', async () => {
    const path = freshPath();
    const store = SqliteNuggetStore.open(path, { create: true });
    try {
      assert.deepStrictEqual(await store.stats(), EMPTY_STATS);
    } finally {
      await store.close();
    }
    const db = new Database(path, { readonly: true });
    try {
      assert.deepStrictEqual(db.prepare("SELECT value FROM meta WHERE key = 'format'").get(), { value: String(SQLITE_FORMAT_VERSION) });
    } finally {
      db.close();
    }
  });

  test('a SQLite database of another application is refused with STORE_FORMAT and left untouched', () => {
    const path = freshPath();
    const db = new Database(path);
    db.exec('CREATE TABLE foo (x INTEGER)');
    db.close();
    throwsCode(() => SqliteNuggetStore.open(path), 'STORE_FORMAT', path);
    throwsCode(() => SqliteNuggetStore.open(path, { create: true }), 'STORE_FORMAT', path);
    const check = new Database(path, { readonly: true });
    try {
      const tables = check.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
      assert.deepStrictEqual(tables, [{ name: 'foo' }], 'no nuggetindex tables were added');
    } finally {
      check.close();
    }
  });

  test("a store written by an unknown format version ('999') is refused with STORE_FORMAT", async () => {
    const path = freshPath();
    await SqliteNuggetStore.open(path, { create: true }).close();
    const db = new Database(path);
    db.prepare("UPDATE meta SET value = '999' WHERE key = 'format'").run();
    db.close();
    assert.throws(
      () => SqliteNuggetStore.open(path),
      (err: unknown) => err instanceof NuggetIndexError && err.code === 'STORE_FORMAT' && err.location.value === '999' && err.message.includes('999'),
    );
  });

  test('a store whose meta table has lost its format row is refused with STORE_FORMAT', async () => {
    const path = freshPath();
    await SqliteNuggetStore.open(path, { create: true }).close();
    const db = new Database(path);
    db.prepare("DELETE FROM meta WHERE key = 'format'").run();
    db.close();
    throwsCode(() => SqliteNuggetStore.open(path), 'STORE_FORMAT', path);
  });

  test('a file that is not a SQLite database is refused with STORE_FORMAT and left untouched', () => {
    const path = freshPath();
    writeFileSync(path, 'hello');
    throwsCode(() => SqliteNuggetStore.open(path), 'STORE_FORMAT', path);
    assert.equal(readFileSync(path, 'utf8'), 'hello');
  });

  test('a change set that fails midway leaves nothing of itself in the store', async () => {
    const path = freshPath();
    const store = SqliteNuggetStore.open(path, { create: true });
    try {
      const kept = makeNugget({ id: 'n-kept' });
      await store.commit(changeSet({ revisions: [makeRevision('doc-a', 1)], nuggets: [kept], history: [makeVersion('n-kept', 1)] }));
      const docs = ['doc-a', 'doc-b'];
      const nuggetIds = ['n-kept', 'n-good', 'n-bad'];
      const before = await snapshot(store, docs, nuggetIds);

      const replaced = makeNugget({ id: 'n-kept', epistemic: { status: 'deprecated' }, provenance: { evidence: [makeEvidence({ docId: 'doc-b' })] } });
      const good = makeNugget({ id: 'n-good', provenance: { evidence: [makeEvidence({ docId: 'doc-b' })] } });
      const bad = makeNugget({ id: 'n-bad', fact: { text: null as unknown as string }, provenance: { evidence: [makeEvidence({ docId: 'doc-b' })] } });
      const failing = changeSet({
        revisions: [makeRevision('doc-a', 2), makeRevision('doc-b', 1)],
        nuggets: [replaced, good, bad],
        history: [makeVersion('n-kept', 2)],
      });
      await assert.rejects(store.commit(failing), (err: unknown) => {
        assert.ok(err instanceof NuggetIndexError, `expected a NuggetIndexError, got ${String(err)}`);
        assert.equal(err.code, 'STORE_ERROR');
        assert.match(err.message, /NOT NULL/, 'it fails on the broken nugget, not on anything before it');
        return true;
      });

      assert.deepStrictEqual(await snapshot(store, docs, nuggetIds), before);
      assert.deepStrictEqual(await store.nuggetsById(nuggetIds), [kept]);

      // The store stays usable: the same change set without the broken nugget goes through.
      await store.commit({ ...failing, nuggets: [replaced, good] });
      assert.deepStrictEqual(await store.nuggetsById(nuggetIds), [replaced, good]);
      assert.equal((await store.stats()).revisions, 3);
    } finally {
      await store.close();
    }
  });
});

test('processes opening one fresh file at the same moment all get the same store', async () => {
  const { spawn } = await import('node:child_process');
  const store = new URL('../../src/store/sqlite/sqlite-store.ts', import.meta.url).href;
  for (let round = 0; round < 4; round++) {
    const path = freshPath();
    // Every process starts up first, then all open at one instant (a busy wait on the clock).
    const at = Date.now() + 2500;
    const script = `import { SqliteNuggetStore } from ${JSON.stringify(store)};
      while (Date.now() < ${at});
      const s = SqliteNuggetStore.open(${JSON.stringify(path)}, { create: true });
      await s.close();`;
    const outcomes = await Promise.all(
      [0, 1, 2, 3].map(
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
            let stderr = '';
            child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
            child.on('exit', (code) => resolve(code === 0 ? 'ok' : `exit ${code}: ${stderr.split('\n').find((l) => l.includes('Error')) ?? stderr}`));
          }),
      ),
    );
    assert.deepStrictEqual(outcomes, ['ok', 'ok', 'ok', 'ok'], `round ${round}`);
  }
});

describe('a batch of transactions', () => {
  test('each transaction stays atomic, later ones read earlier ones, and other handles see the batch only when it ends', async () => {
    const path = freshPath();
    const store = SqliteNuggetStore.open(path, { create: true });
    const other = SqliteNuggetStore.open(path);
    try {
      const a = makeNugget({ id: 'n-a' });
      const b = makeNugget({ id: 'n-b', provenance: { evidence: [makeEvidence({ docId: 'doc-b' })] } });
      const c = makeNugget({ id: 'n-c', provenance: { evidence: [makeEvidence({ docId: 'doc-c' })] } });
      await store.batch(async () => {
        await store.transaction(() => store.commit(changeSet({ revisions: [makeRevision('doc-a', 1)], nuggets: [a] })));
        // Written, then failed: the transaction is undone alone (with a subject name interned in it).
        await assert.rejects(
          store.transaction(async () => {
            await store.commit(changeSet({ revisions: [makeRevision('doc-b', 1)], nuggets: [b] }));
            throw new Error('fails after its commit');
          }),
          /fails after its commit/,
        );
        await store.transaction(async () => {
          assert.deepStrictEqual(await store.nuggetsById(['n-a', 'n-b']), [a], 'a later transaction reads the earlier one, not the undone one');
          await store.commit(changeSet({ revisions: [makeRevision('doc-c', 1)], nuggets: [c] }));
        });
        assert.equal((await other.stats()).nuggets, 0, 'nothing is visible to another handle before the batch ends');
      });
      assert.deepStrictEqual(await other.nuggetsById(['n-a', 'n-b', 'n-c']), [a, c]);
      assert.deepStrictEqual(
        (await other.documents()).map((r) => r.docId),
        ['doc-a', 'doc-c'],
      );

      // A batch whose work throws leaves nothing, whatever its transactions committed.
      const d = makeNugget({ id: 'n-d' });
      await assert.rejects(
        store.batch(async () => {
          await store.transaction(() => store.commit(changeSet({ revisions: [makeRevision('doc-d', 1)], nuggets: [d] })));
          throw new Error('the batch fails');
        }),
        /the batch fails/,
      );
      assert.deepStrictEqual(await store.nuggetsById(['n-d']), []);
      assert.equal((await other.stats()).nuggets, 2);
    } finally {
      await other.close();
      await store.close();
    }
  });
});

describe('the compact records of format 5', () => {
  /** Runs `body` on a fresh store file. */
  async function withFile(body: (store: SqliteNuggetStore, path: string) => Promise<void>): Promise<void> {
    const path = freshPath();
    const store = SqliteNuggetStore.open(path, { create: true });
    try {
      await body(store, path);
    } finally {
      await store.close();
    }
  }

  /** Sentences of made-up words, deterministic from `seed` (ASCII unless `extra` adds other characters). */
  function prose(seed: number, sentences: number, extra = ''): string {
    const words = ['acme', 'holds', 'board', 'chief', 'river', 'north', 'named', 'since', 'office', 'trade', 'union', 'harbour', 'delta', extra].filter(
      Boolean,
    );
    let x = seed;
    const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0);
    return Array.from({ length: sentences }, () => Array.from({ length: 6 + (next() % 9) }, () => words[next() % words.length]).join(' ') + '.').join(' ');
  }

  // --- Arbitrary nuggets, exactly --------------------------------------------------------------------

  const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', 'Acme', 'Zoë 🚀 株式会社', 'n-1', 'global'));
  const number = fc.oneof(fc.double(), fc.constantFrom(0, -0, 0.9, 0.693, 1 / 3, 1e-9, 2 ** 60, -1.5, NaN));
  const instant = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: -3_000_000, max: 3_000_000 }).map((d) => d * 86_400_000) },
    { weight: 2, arbitrary: fc.integer({ min: -2e12, max: 2e12 }) },
    { weight: 1, arbitrary: fc.constantFrom(-Infinity, Infinity, -0, 0.5, NaN) },
  );
  const enumOr = <T extends string>(values: readonly T[]) =>
    fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: text as fc.Arbitrary<T> });
  const asserted: fc.Arbitrary<AssertedValidity> = fc.record({
    start: instant,
    end: instant,
    startBasis: enumOr(['explicit', 'document', 'revision', 'unknown', 'narrative'] as const),
    endBasis: enumOr(['explicit', 'open', 'revision', 'succession', 'former', 'event'] as const),
    granularity: enumOr(['day', 'month', 'year', 'decade'] as const),
  });
  /** The stored revisions evidence may cite: two documents, one with non-ASCII text. */
  const revisions = [
    makeRevision('doc-a', 1, { text: prose(1, 12) }),
    makeRevision('doc-a', 2, { text: prose(2, 12) }),
    makeRevision('doc-ü', 1, { text: prose(3, 12, 'Zoë🚀') }),
  ];
  const span = fc.record({
    rev: fc.integer({ min: 0, max: revisions.length }),
    start: fc.integer({ min: 0, max: 400 }),
    length: fc.integer({ min: 0, max: 60 }),
  });
  const evidence: fc.Arbitrary<(n: Pick<Nugget, 'validity' | 'epistemic'>) => Evidence> = fc
    .record({
      span,
      source: fc.option(text),
      time: fc.option(instant),
      quote: fc.option(text),
      confidence: fc.option(number),
      stated: fc.option(asserted.map((a) => ({ ...a }))),
      asserted: fc.option(asserted.map((a) => ({ ...a }))),
      odd: fc.option(fc.record({ start: number, end: number, revision: fc.constantFrom(0, 3, 70_000, 1.5) })),
    })
    .map((e) => (n) => {
      // Mostly what ingest writes (a slice of a stored revision, its source and time, the nugget's validity); sometimes anything.
      const rev = revisions[e.span.rev] ?? makeRevision('doc-elsewhere', 1);
      const start = e.odd?.start ?? e.span.start;
      const end = e.odd?.end ?? e.span.start + e.span.length;
      const { startBasis, endBasis, granularity } = n.validity;
      const stated = e.stated ?? { start: n.validity.start, end: n.validity.end, startBasis, endBasis, granularity };
      return {
        docId: rev.docId,
        revision: e.odd?.revision ?? rev.revision,
        source: e.source ?? rev.source,
        start,
        end,
        quote: e.quote ?? rev.text.slice(start, end),
        confidence: e.confidence ?? n.epistemic.confidence,
        documentTime: e.time ?? rev.time,
        stated,
        asserted: e.asserted ?? { ...stated },
      };
    });
  const nugget: fc.Arbitrary<Nugget> = fc
    .record({
      id: fc.oneof(
        fc.uint8Array({ minLength: 12, maxLength: 12 }).map((b) => `n${Buffer.from(b).toString('hex')}`),
        text,
      ),
      kind: enumOr(['SemanticFact', 'EpisodicEvent', 'Instruction', 'UserPreference'] as const),
      subject: fc.oneof(fc.constantFrom('Acme Labs', 'acme labs', 'ACME'), text),
      object: text,
      text: fc.option(text),
      predicate: fc.option(text),
      keySubject: fc.constantFrom('acme labs', 'beta', 'zoë'),
      keyPredicate: fc.constantFrom('hq', 'ceo'),
      scope: fc.constantFrom('global', 'user:alice'),
      start: instant,
      end: instant,
      inferred: fc.boolean(),
      kinds: asserted,
      status: enumOr(['active', 'deprecated', 'contested'] as const),
      rank: enumOr(['preferred', 'normal', 'deprecated'] as const),
      confidence: number,
      evidence: fc.array(evidence, { maxLength: 4 }),
      createdAt: fc.option(instant),
      parentId: fc.option(text),
      version: fc.oneof(fc.nat(), number),
    })
    .map((r) => {
      const validity = {
        start: r.start,
        end: r.end,
        inferred: r.inferred,
        granularity: r.kinds.granularity,
        startBasis: r.kinds.startBasis,
        endBasis: r.kinds.endBasis,
      };
      const epistemic = { status: r.status, rank: r.rank, confidence: r.confidence };
      const ev = r.evidence.map((make) => make({ validity, epistemic }));
      return {
        id: r.id,
        kind: r.kind,
        fact: { subject: r.subject, predicate: r.predicate ?? r.keyPredicate, object: r.object, text: r.text ?? ev[0]?.quote ?? '' },
        key: { subject: r.keySubject, predicate: r.keyPredicate, scope: r.scope },
        validity,
        epistemic,
        provenance: { evidence: ev, createdAt: r.createdAt ?? ev[0]?.documentTime ?? T0, parentId: r.parentId, version: r.version },
      };
    });

  test('any nugget reads back exactly as committed, by id, key, document and scan, also after a reopen (property)', async () => {
    await withFile(async (store, path) => {
      await store.commit(changeSet({ revisions }));
      await fc.assert(
        fc.asyncProperty(fc.uniqueArray(nugget, { selector: (n) => n.id, minLength: 1, maxLength: 6 }), async (ns) => {
          await store.commit(changeSet({ nuggets: ns }));
          for (const n of ns) assert.deepStrictEqual(await store.nuggetsById([n.id]), [n]);
          assert.deepStrictEqual(await store.nuggetsById(ns.map((n) => n.id)), ns);
          const [first] = ns;
          const ofKey = await store.nuggetsByKey([first!.key]);
          assert.deepStrictEqual(
            ofKey.find((n) => n.id === first!.id),
            first,
          );
          for (const e of first!.provenance.evidence) assert.ok((await store.nuggetsByDocument(e.docId)).some((n) => n.id === first!.id));
        }),
        { numRuns: 60 },
      );
      const everything = (await scanBatches(store, 7)).flat();
      await store.close();
      const again = SqliteNuggetStore.open(path, { readonly: true });
      try {
        assert.deepStrictEqual((await scanBatches(again, 5)).flat(), everything);
      } finally {
        await again.close();
      }
    });
  });

  test('history snapshots of any validity and state read back exactly (property)', () =>
    withFile(async (store) => {
      // changedAt is a REAL column, as in format 4 (SQLite keeps neither NaN nor -0).
      const at = instant.filter((t) => !Number.isNaN(t) && !Object.is(t, -0));
      await fc.assert(
        fc.asyncProperty(
          fc.record({ v: asserted, inferred: fc.boolean(), status: text, rank: text, confidence: number, count: fc.oneof(fc.nat(), number), at, reason: text }),
          async (h) => {
            const version = makeVersion('n-h', 1, {
              changedAt: h.at,
              reason: h.reason,
              evidenceCount: h.count,
              validity: {
                start: h.v.start,
                end: h.v.end,
                inferred: h.inferred,
                granularity: h.v.granularity,
                startBasis: h.v.startBasis,
                endBasis: h.v.endBasis,
              },
              epistemic: { status: h.status as 'active', rank: h.rank as 'normal', confidence: h.confidence },
            });
            await store.commit(changeSet({ history: [version] }));
            assert.deepStrictEqual(await store.history('n-h'), [version]);
          },
        ),
        { numRuns: 40 },
      );
    }));

  // --- Texts -------------------------------------------------------------------------------------------

  test('revision texts are stored compressed, with a dictionary once 64 KB of text is in, and quotes are sliced from them', () =>
    withFile(async (store, path) => {
      // Short documents one by one, as ingest writes them: the first ones before any dictionary.
      const docs = Array.from({ length: 300 }, (_, i) =>
        makeRevision(`doc-${String(i).padStart(3, '0')}`, 1, { text: prose(i, 8, i % 7 === 0 ? 'Zoë🚀' : '') }),
      );
      const ns = docs.map((r, i) => {
        const start = r.text.indexOf('.') + 2;
        const end = r.text.indexOf('.', start) + 1;
        return makeNugget({
          id: `n-${i}`,
          fact: { text: r.text.slice(start, end) },
          provenance: { evidence: [makeEvidence({ docId: r.docId, source: r.source, documentTime: r.time, start, end, quote: r.text.slice(start, end) })] },
        });
      });
      for (let i = 0; i < docs.length; i++) await store.commit(changeSet({ revisions: [docs[i]!], nuggets: [ns[i]!] }));
      await store.close();
      const db = new Database(path, { readonly: true });
      const stored = db.prepare('SELECT dictionary, length(text) AS bytes FROM revisions').all() as { dictionary: number | null; bytes: number }[];
      const dictionaries = db.prepare('SELECT length(bytes) AS n FROM text_dictionaries').all();
      db.close();
      assert.deepEqual(dictionaries, [{ n: 32 * 1024 }]);
      assert.ok(stored.filter((r) => r.dictionary === 0).length > 0, 'the first texts are compressed without a dictionary');
      assert.ok(stored.filter((r) => r.dictionary === 1).length > 50, 'later ones with it');
      const raw = docs.reduce((sum, r) => sum + Buffer.byteLength(r.text), 0);
      assert.ok(stored.reduce((sum, r) => sum + r.bytes, 0) < raw / 2, 'less than half the text is stored');
      const again = SqliteNuggetStore.open(path, { readonly: true });
      try {
        assert.deepStrictEqual(await again.documents(), docs);
        assert.deepStrictEqual(byId(await again.nuggetsById(ns.map((n) => n.id))), byId(ns));
        for (const i of [0, 7, 299]) assert.deepStrictEqual(await again.nuggetsByDocument(docs[i]!.docId), [ns[i]]);
      } finally {
        await again.close();
      }
    }));

  test('a quote near the end of a long text reads back after one near its start', () =>
    withFile(async (store, path) => {
      const rev = makeRevision('doc-long', 1, { text: prose(9, 400) });
      const at = (from: number) => ({ start: rev.text.indexOf(' ', from) + 1, end: rev.text.indexOf(' ', rev.text.indexOf(' ', from) + 1) });
      const quote = (s: { start: number; end: number }) =>
        makeEvidence({ docId: rev.docId, source: rev.source, documentTime: rev.time, ...s, quote: rev.text.slice(s.start, s.end) });
      const early = makeNugget({ id: 'n-early', provenance: { evidence: [quote(at(10))] } });
      const late = makeNugget({ id: 'n-late', provenance: { evidence: [quote(at(rev.text.length - 30))] } });
      await store.commit(changeSet({ revisions: [rev], nuggets: [early, late] }));
      await store.close();
      const again = SqliteNuggetStore.open(path);
      try {
        assert.deepStrictEqual(await again.nuggetsById(['n-early']), [early]);
        assert.deepStrictEqual(await again.nuggetsById(['n-late']), [late]);
        assert.deepStrictEqual(await again.revisions('doc-long'), [rev]);
      } finally {
        await again.close();
      }
    }));

  test('the raw DEFLATE decoder (fflate) reads what zlib writes, with and without a dictionary (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 5000 }),
        fc.integer({ min: 1, max: 255 }),
        fc.option(fc.uint8Array({ minLength: 1, maxLength: 40_000 })),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(constants.Z_DEFAULT_STRATEGY, constants.Z_FIXED, constants.Z_HUFFMAN_ONLY, constants.Z_RLE, constants.Z_FILTERED),
        (noise, alphabet, dictionary, level, strategy) => {
          // Repetitive bytes (so there are matches, some reaching into the dictionary) over a small alphabet.
          const bytes = Uint8Array.from(noise, (b, i) => (i > 8 && b % 3 === 0 ? noise[i - 1 - (b % 8)]! % alphabet : b % alphabet));
          const options = { level, strategy, ...(dictionary ? { dictionary } : {}) };
          const packed = deflateRawSync(bytes, options);
          assert.deepStrictEqual(inflateText(packed, bytes.length, dictionary ?? undefined), bytes);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('the raw DEFLATE decoder refuses truncated or mislabelled input rather than returning other bytes', () => {
    const bytes = new TextEncoder().encode(prose(4, 40));
    const packed = deflateRawSync(bytes);
    assert.throws(() => inflateText(packed.subarray(0, packed.length >> 1), bytes.length), RangeError);
    assert.throws(() => inflateText(packed, bytes.length + 1), RangeError);
    assert.throws(() => inflateText(packed, bytes.length - 1), RangeError);
    assert.throws(
      () => inflateText(deflateRawSync(bytes, { dictionary: bytes }), bytes.length),
      RangeError,
      'a back-reference into a dictionary it was not given',
    );
  });

  test('evidence offsets that count from the end or run backwards read back exactly, also from a fresh handle', () =>
    withFile(async (store, path) => {
      const rev = makeRevision('doc-ends', 1, { text: prose(5, 8) });
      const spans: [number, number][] = [
        [-12, -3],
        [5, -3],
        [-12, rev.text.length - 2],
        [30, 20],
        [-3, -12],
        [rev.text.length - 5, rev.text.length + 10],
      ];
      const ns = spans.map(([start, end], i) =>
        makeNugget({
          id: `n-end-${i}`,
          fact: { text: `fact ${i}` },
          provenance: {
            evidence: [makeEvidence({ docId: rev.docId, source: rev.source, documentTime: rev.time, start, end, quote: rev.text.slice(start, end) })],
          },
        }),
      );
      assert.ok(
        ns.slice(0, 3).every((n) => n.provenance.evidence[0]!.quote.length > 0),
        'the first three quotes are not empty',
      );
      await store.commit(changeSet({ revisions: [rev], nuggets: ns }));
      assert.deepStrictEqual(await store.nuggetsById(ns.map((n) => n.id)), ns);
      await store.close();
      await readsBackFresh(path, ns);
    }));

  test('a truncated record or compressed text is refused with an error, never read as something else', () =>
    withFile(async (store, path) => {
      const rev = makeRevision('doc-t', 1, { text: prose(6, 30) });
      const n = makeNugget({
        id: 'n-t',
        provenance: { evidence: [makeEvidence({ docId: rev.docId, start: 0, end: 12, quote: rev.text.slice(0, 12), confidence: 0.123, source: 'elsewhere' })] },
      });
      await store.commit(changeSet({ revisions: [rev], nuggets: [n] }));
      await store.close();
      const db = new Database(path);
      const { record } = db.prepare("SELECT record FROM nuggets WHERE id = 'n-t'").get() as { record: Buffer };
      const { text } = db.prepare('SELECT text FROM revisions').get() as { text: Buffer };
      try {
        for (let cut = 0; cut < record.length; cut++) {
          db.prepare("UPDATE nuggets SET record = ? WHERE id = 'n-t'").run(record.subarray(0, cut));
          const again = SqliteNuggetStore.open(path, { readonly: true });
          try {
            await assert.rejects(again.nuggetsById(['n-t']), /corrupt/, `record cut at ${cut} of ${record.length}`);
          } finally {
            await again.close();
          }
        }
        db.prepare("UPDATE nuggets SET record = ? WHERE id = 'n-t'").run(record);
        for (const cut of [1, 2, text.length >> 1, text.length - 1]) {
          db.prepare('UPDATE revisions SET text = ?').run(text.subarray(0, cut));
          const again = SqliteNuggetStore.open(path, { readonly: true });
          try {
            // An error, or (the last byte held only the end code's zero bits) the very same text.
            const read = await again.revisions('doc-t').then(
              (r) => r,
              (err: unknown) => err as Error,
            );
            if (!(read instanceof Error)) assert.ok(read[0]!.text === rev.text, `text cut at ${cut} of ${text.length} read as another text`);
            else assert.match(read.message, /corrupt|invalid|unexpected/i);
          } finally {
            await again.close();
          }
        }
      } finally {
        db.close();
      }
    }));

  test('texts past 64 KB with non-ASCII and astral characters, and quotes far into them, read back exactly', () =>
    withFile(async (store, path) => {
      const revs = [
        makeRevision('doc-big-ascii', 1, { text: prose(11, 1500) }),
        makeRevision('doc-big-astral', 1, { text: prose(12, 1500, 'Zoë🚀株式') }),
        makeRevision('doc-empty', 1, { text: '' }),
        makeRevision('doc-short', 1, { text: '🚀' }),
      ];
      assert.ok(revs[0]!.text.length > 70_000 && revs[1]!.text.length > 70_000, 'texts past 64 KB');
      const ns = revs.flatMap((r, i) =>
        [0, 40_000, r.text.length - 20].map((at, j) => {
          const start = Math.max(0, Math.min(at, r.text.length));
          const end = Math.min(r.text.length, start + 15);
          return makeNugget({
            id: `n-${i}-${j}`,
            fact: { text: r.text.slice(start, end) },
            provenance: { evidence: [makeEvidence({ docId: r.docId, source: r.source, documentTime: r.time, start, end, quote: r.text.slice(start, end) })] },
          });
        }),
      );
      await store.commit(changeSet({ revisions: revs.slice(0, 2) }));
      await store.commit(changeSet({ revisions: revs.slice(2), nuggets: ns }));
      await store.close();
      await readsBackFresh(path, ns);
      const again = SqliteNuggetStore.open(path, { readonly: true });
      try {
        assert.deepStrictEqual(
          await Promise.all(revs.map((r) => again.revisions(r.docId))),
          revs.map((r) => [r]),
        );
        assert.deepStrictEqual((await scanBatches(again, 4)).flat(), byId(ns));
      } finally {
        await again.close();
      }
    }));

  test('committing the same records again changes no stored byte (idempotent)', () =>
    withFile(async (store, path) => {
      const revs = Array.from({ length: 40 }, (_, i) => makeRevision(`doc-${i}`, 1, { text: prose(i, 20) }));
      const ns = revs.map((r, i) =>
        makeNugget({
          id: `n${String(i).padStart(24, '0')}`,
          key: { subject: `s ${i % 5}` },
          fact: { subject: `S ${i % 5}` },
          provenance: {
            evidence: [
              makeEvidence({ docId: r.docId, source: r.source, documentTime: r.time, start: 4, end: 20, quote: r.text.slice(4, 20) }),
              makeEvidence({ docId: revs[(i + 1) % 40]!.docId, start: 0, end: 9, quote: 'elsewhere' }),
            ],
          },
        }),
      );
      await store.commit(changeSet({ revisions: revs, nuggets: ns, history: ns.map((n) => makeVersion(n.id, 1)) }));
      const dump = () => {
        const db = new Database(path, { readonly: true });
        try {
          return ['documents', 'subjects', 'terms', 'nuggets', 'cites', 'history', 'revisions', 'text_dictionaries'].map((t) =>
            db.prepare(`SELECT * FROM ${t}`).all(),
          );
        } finally {
          db.close();
        }
      };
      const before = dump();
      await store.commit(changeSet({ nuggets: ns, history: ns.map((n) => makeVersion(n.id, 1)) }));
      await store.commit(changeSet({ nuggets: [...ns].reverse() }));
      assert.deepStrictEqual(dump(), before);
    }));

  // --- Rows, ids and caches ----------------------------------------------------------------------------

  test('a document with more nuggets than its home slots holds them all, found by document and in id order', () =>
    withFile(async (store) => {
      const rev = makeRevision('doc-big', 1);
      const ns = Array.from({ length: 300 }, (_, i) =>
        makeNugget({
          id: `n${(i * 7919).toString(16).padStart(24, '0')}`,
          provenance: { evidence: [makeEvidence({ docId: 'doc-big', quote: rev.text.slice(0, 4), end: 4 })] },
        }),
      );
      await store.commit(changeSet({ revisions: [rev], nuggets: ns.slice(0, 200) }));
      await store.commit(changeSet({ nuggets: ns.slice(200) }));
      assert.deepStrictEqual(await store.nuggetsByDocument('doc-big'), byId(ns));
      assert.deepStrictEqual((await scanBatches(store, 64)).flat(), byId(ns));
      // Cited from another document now, and no longer from its home: found under the new one only.
      const moved = { ...ns[250]!, provenance: { ...ns[250]!.provenance, evidence: [makeEvidence({ docId: 'doc-other' })] } };
      const home = { ...ns[3]!, provenance: { ...ns[3]!.provenance, evidence: [makeEvidence({ docId: 'doc-other' })] } };
      await store.commit(changeSet({ nuggets: [moved, home] }));
      assert.deepStrictEqual(await store.nuggetsByDocument('doc-other'), byId([moved, home]));
      assert.equal((await store.nuggetsByDocument('doc-big')).length, 298);
    }));

  test('hash ids and other ids scan in one order, the order SQLite gives text', () =>
    withFile(async (store) => {
      const ids = ['n-1', `n${'0'.repeat(24)}`, `n${'f'.repeat(24)}`, 'n0', 'nz', 'o', 'N', 'n', `n${'a'.repeat(24)}`, 'zoë', 'z🚀', 'z\uffff'];
      await store.commit(changeSet({ nuggets: ids.map((id) => makeNugget({ id })) }));
      const sorted = [...ids].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
      for (const size of [1, 3, 100])
        assert.deepStrictEqual(
          (await scanBatches(store, size)).flat().map((n) => n.id),
          sorted,
        );
      assert.deepStrictEqual(
        (await store.nuggetsByDocument('doc-a')).map((n) => n.id),
        sorted,
      );
    }));

  test('a revision number no row id can hold is refused, and nothing of its change set is written', () =>
    withFile(async (store) => {
      await assert.rejects(
        store.commit(changeSet({ revisions: [makeRevision('doc-a', 70_000)], nuggets: [makeNugget()] })),
        (err: unknown) => err instanceof NuggetIndexError && err.code === 'STORE_ERROR' && /revision 70000/.test(err.message),
      );
      assert.deepStrictEqual(await store.stats(), EMPTY_STATS);
    }));

  test('names and a text dictionary made inside a rolled-back change set are forgotten, not reused for what the next one writes', () =>
    withFile(async (store, path) => {
      const big = (docId: string, seed: number): DocumentRevision => makeRevision(docId, 1, { text: prose(seed, 900) });
      const failing = changeSet({
        revisions: [big('doc-x', 1)],
        nuggets: [makeNugget({ id: 'n-x', key: { subject: 'xavier' } }), makeNugget({ id: 'n-bad', fact: { object: null as unknown as string } })],
      });
      await assert.rejects(store.commit(failing));
      const kept = makeNugget({ id: 'n-y', key: { subject: 'yolanda' }, provenance: { evidence: [makeEvidence({ docId: 'doc-y' })] } });
      await store.commit(changeSet({ revisions: [big('doc-y', 2)], nuggets: [kept] }));
      await store.close();
      const again = SqliteNuggetStore.open(path, { readonly: true });
      try {
        assert.deepStrictEqual(await again.revisions('doc-y'), [big('doc-y', 2)]);
        assert.deepStrictEqual(await again.revisions('doc-x'), []);
        assert.deepStrictEqual(await again.nuggetsByKey([kept.key]), [kept]);
        assert.deepStrictEqual(await again.nuggetsByDocument('doc-y'), [kept]);
      } finally {
        await again.close();
      }
    }));

  test("two handles on one file see each other's commits: names and texts one interned are read by the other", () =>
    withFile(async (first, path) => {
      const second = SqliteNuggetStore.open(path);
      try {
        for (let i = 0; i < 6; i++) {
          const [writer, reader] = i % 2 === 0 ? [first, second] : [second, first];
          const rev = makeRevision(`doc-${i}`, 1, { text: prose(i, 30) });
          const n = makeNugget({
            id: `n-${i}`,
            key: { subject: `subject ${i}` },
            provenance: {
              evidence: [makeEvidence({ docId: rev.docId, source: rev.source, documentTime: rev.time, start: 0, end: 10, quote: rev.text.slice(0, 10) })],
            },
          });
          await writer.commit(changeSet({ revisions: [rev], nuggets: [n] }));
          assert.deepStrictEqual(await reader.nuggetsById([n.id]), [n]);
          assert.deepStrictEqual(await reader.nuggetsByKey([n.key]), [n]);
          assert.deepStrictEqual(await reader.revisions(rev.docId), [rev]);
        }
      } finally {
        await second.close();
      }
    }));
});

/** Each nugget reads back exactly from its own fresh read-only handle (nothing cached from the write). */
async function readsBackFresh(path: string, ns: readonly Nugget[]): Promise<void> {
  for (const n of ns) {
    const again = SqliteNuggetStore.open(path, { readonly: true });
    try {
      const got = await again.nuggetsById([n.id]);
      // The quote first: a failing deepStrictEqual of whole nuggets can take minutes to print its diff.
      assert.equal(got[0]?.provenance.evidence[0]?.quote, n.provenance.evidence[0]!.quote, n.id);
      assert.deepStrictEqual(got, [n], n.id);
    } finally {
      await again.close();
    }
  }
}
