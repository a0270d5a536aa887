// The search index kept beside a SQLite store's records: saved on close, loaded at the next open
// instead of rebuilt, and never trusted once any other handle has committed since it was saved.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { NuggetIndex } from '../../src/nugget-index.js';
import { SqliteNuggetStore } from '../../src/store/sqlite/sqlite-store.js';

const clock = () => Date.UTC(2024, 0, 1);
const DOCS = [
  { id: 'a', source: 'reuters', date: '2001-05-01', text: 'John Roe was CEO of Acme from 2001 to 2008. Acme is headquartered in Boston.' },
  { id: 'b', source: 'ap', date: '2008-03-03', text: 'Acme named Jane Doe as its new CEO on 1 March 2008.' },
];

async function withStore(run: (file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ni-cache-'));
  try {
    await run(join(dir, 'facts.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const open = (file: string, readonly = false) => NuggetIndex.open({ store: SqliteNuggetStore.open(file, { create: true, readonly }), clock });
const cached = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare("SELECT generation FROM search_index WHERE name = 'search'").get() as { generation: number } | undefined;
    const now = Number((db.prepare("SELECT value FROM meta WHERE key = 'generation'").get() as { value: string }).value);
    return { saved: row?.generation ?? null, now };
  } finally {
    db.close();
  }
};
const ceo = async (ni: NuggetIndex, time: string) => (await ni.retrieve('Who was the CEO of Acme?', { time, k: 1 })).results[0]?.nugget.fact.object;

test('closing after an ingest saves the index at the store generation, and the next open answers from it', () =>
  withStore(async (file) => {
    let ni = await open(file);
    for (const d of DOCS) await ni.ingest(d);
    await ni.close();
    const after = cached(file);
    assert.equal(after.saved, after.now, 'the saved index is current');
    assert.ok(after.now >= 2, 'each commit advanced the generation');
    ni = await open(file, true);
    assert.equal(await ceo(ni, '2005'), 'John Roe');
    assert.equal(await ceo(ni, '2010'), 'Jane Doe');
    await ni.close();
    // Proof that the open loaded the index rather than rebuilt it: a fact slipped into the records
    // behind the index's back (its commit's generation bump undone) is unknown to the loaded index …
    const store = SqliteNuggetStore.open(file);
    const [fact] = await store.nuggetsByKey([{ scope: 'global', subject: 'acme', predicate: 'headquartersLocation' }]);
    await store.commit({
      revisions: [],
      nuggets: [{ ...fact!, id: 'n-zanzibar', fact: { ...fact!.fact, text: 'Acme is headquartered in zanzibar.' } }],
      history: [],
    });
    await store.close();
    const db = new Database(file);
    db.prepare("UPDATE meta SET value = value - 1 WHERE key = 'generation'").run();
    const zanzibar = async () => {
      const n = await open(file, true);
      const hits = (await n.retrieve('zanzibar', { view: 'all' })).results.length;
      await n.close();
      return hits;
    };
    assert.equal(await zanzibar(), 0);
    // … and found once the generation moves and the index is rebuilt.
    db.prepare("UPDATE meta SET value = value + 1 WHERE key = 'generation'").run();
    db.close();
    assert.ok((await zanzibar()) > 0);
  }));

test('a commit through another handle makes the saved index stale: the next open rebuilds and sees the new facts', () =>
  withStore(async (file) => {
    const first = await open(file);
    await first.ingest(DOCS[0]);
    const second = await open(file);
    await second.ingest(DOCS[1]);
    await second.close();
    // `first` did not see the second commit: its index must not be saved as current.
    await first.close();
    const state = cached(file);
    assert.equal(state.saved, state.now, 'what is saved is the second handle’s index, current at its close');
    const ni = await open(file, true);
    assert.equal(await ceo(ni, '2010'), 'Jane Doe');
    await ni.close();
  }));

test('an index saved before a foreign commit is not loaded: the open rebuilds from the records', () =>
  withStore(async (file) => {
    let ni = await open(file);
    await ni.ingest(DOCS[0]);
    await ni.close();
    // A writer that bypasses the index (as an older process or a bulk load might) still bumps the generation.
    const store = SqliteNuggetStore.open(file);
    const other = await NuggetIndex.open({ store, clock });
    await store.commit({ revisions: [], nuggets: [], history: [] });
    const stale = cached(file);
    assert.ok(stale.saved !== null && stale.saved < stale.now);
    await other.ingest(DOCS[1]);
    await store.close();
    ni = await open(file, true);
    assert.equal(await ceo(ni, '2010'), 'Jane Doe', 'the read-only open rebuilt its index from the records');
    await ni.close();
  }));

test('saved bytes that do not decode are ignored, never misread', () =>
  withStore(async (file) => {
    let ni = await open(file);
    for (const d of DOCS) await ni.ingest(d);
    await ni.close();
    const db = new Database(file);
    db.prepare("UPDATE search_index SET bytes = substr(bytes, 1, 40) WHERE name = 'search'").run();
    db.close();
    ni = await open(file);
    assert.equal(await ceo(ni, '2005'), 'John Roe');
    await ni.close();
  }));
