// The SQLite backend: the shared NuggetStore conformance suite on real files, plus what only a file
// store has to get right — persistence across re-open, refusing files it did not write, and atomic commits.

import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { NuggetIndexError, type ErrorCode } from '../../src/model/errors.js';
import type { Nugget } from '../../src/model/nugget.js';
import { SqliteNuggetStore, SQLITE_FORMAT_VERSION } from '../../src/store/sqlite.js';
import type { NuggetStore } from '../../src/store/store.js';
import { changeSet, makeDeferred, makeEvidence, makeNugget, makeResolution, makeRevision, makeVersion, scanBatches, storeConformance, EMPTY_STATS } from './conformance.js';

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
