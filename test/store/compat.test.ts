// Stores written by released formats keep opening: a committed format-1 store (built by the CLI from
// test/fixtures/store-format-1.jsonl) is read, queried and appended to by this version, and gains the
// review queue of format 2 on its first read-write open; a committed format-2 store (from
// store-format-2.jsonl, with one candidate waiting for review) opens with its queue intact and gains
// the decisions table of format 3, where a dispute resolved on it stays resolved.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { NuggetIndex, type Candidate, type Extractor } from '../../src/index.js';
import { SqliteNuggetStore, SQLITE_FORMAT_VERSION } from '../../src/node.js';

const fixture = fileURLToPath(new URL('../fixtures/store-format-1.db', import.meta.url));

const fixture2 = fileURLToPath(new URL('../fixtures/store-format-2.db', import.meta.url));

/** Format 3: a copy of the format-2 fixture, migrated by a read-write open, with its headquarters dispute resolved for Boston ("the 10-K filing", by "fixture"). */
const fixture3 = fileURLToPath(new URL('../fixtures/store-format-3.db', import.meta.url));

/** A copy of a committed fixture in a temp dir (never touch the committed file). */
function withCopy(body: (file: string) => Promise<void>, from = fixture): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ni-compat-'));
  const file = join(dir, 'store.db');
  copyFileSync(from, file);
  return body(file).finally(() => rmSync(dir, { recursive: true, force: true }));
}

function formatOf(file: string): { format: string; tables: string[] } {
  const db = new Database(file, { readonly: true });
  try {
    const format = (db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as { value: string }).value;
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
    return { format, tables };
  } finally {
    db.close();
  }
}

test('this version writes format 4 (the search index kept beside the records); formats 1 to 3 are the committed fixtures', () => {
  assert.equal(SQLITE_FORMAT_VERSION, 4, 'a new format needs a migration from every older one and a test here');
  assert.equal(formatOf(fixture).format, '1');
});

test('a format-1 store opens, answers time-scoped questions and accepts new documents', () =>
  withCopy(async (file) => {
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    assert.deepEqual(await ni.stats(), { documents: 4, revisions: 5, nuggets: 6, evidence: 7, byStatus: { active: 4, deprecated: 0, contested: 2 }, keys: 3, contestedKeys: 1 });
    const cfo = async (time: string) => (await ni.retrieve('Who is the chief financial officer of Acme?', { time, k: 1 })).results[0]?.nugget.fact.object;
    assert.equal(await cfo('2020'), 'Lena Ward');
    assert.equal(await cfo('2023'), 'Omar Haddad');
    assert.equal((await ni.retrieve('Who was the CEO of Acme in 2005?', { k: 1 })).results[0]?.nugget.fact.object, 'John Roe');
    const hq = await ni.retrieve('Where is Acme headquartered?', { view: 'active_contested' });
    assert.deepEqual(hq.results.filter((r) => r.nugget.epistemic.status === 'contested').map((r) => r.nugget.fact.object).sort(), ['Boston', 'Denver']);
    // A second independent source for the later value (Denver, from 2009) supersedes Boston from then on.
    await ni.ingest({ id: 'd', source: 'wsj', date: '2010-01-01', text: 'Acme is headquartered in Denver.' });
    const now = await ni.retrieve('Where is Acme headquartered?');
    assert.equal(now.results[0]?.nugget.fact.object, 'Denver');
    await ni.close();
  }));

test('opening a format-1 store read-write migrates it to the current format: the queue, decisions and search-index tables are added, nothing else changes', () =>
  withCopy(async (file) => {
    const before = formatOf(file);
    const store = SqliteNuggetStore.open(file);
    const after = formatOf(file);
    assert.equal(after.format, String(SQLITE_FORMAT_VERSION));
    assert.deepEqual(after.tables, [...before.tables, 'decisions', 'deferred', 'search_index'].sort());
    assert.deepEqual(await store.deferred(), []);
    assert.deepEqual(await store.decisions(), []);
    await store.close();
    // Opening again is a no-op.
    const again = SqliteNuggetStore.open(file);
    assert.deepEqual(formatOf(file), after);
    await again.close();
  }));

test('a migrated format-1 store queues deferred candidates and governs an accepted one', () =>
  withCopy(async (file) => {
    // A hedged claim the gate holds back; accepted, it joins the Denver side of the contested key.
    const hedged: Extractor = {
      id: 'hedged@1',
      extract: ({ document, window }): Candidate[] => (window.sentence.start === 0
        ? [{ subject: 'Acme', predicate: 'headquartersLocation', object: 'Denver', start: 0, end: document.text.length, confidence: 0.3 }]
        : []),
    };
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), extractor: hedged, clock: () => Date.UTC(2024, 0, 1) });
    const r = await ni.ingest({ id: 'rumour', source: 'blog', date: '2010-01-01', text: 'Acme may have moved to Denver.' });
    assert.equal(r.deferred, 1);
    const queue = await ni.reviewQueue();
    assert.deepEqual(queue.items.map((q) => [q.predicate, q.reason]), [['headquartersLocation', 'low-confidence']]);
    const done = await ni.accept([queue.items[0]!.id], { by: 'compat' });
    assert.equal(done.accepted, 1);
    const [denver] = await ni.store.nuggetsById([done.nuggetOf[queue.items[0]!.id]!]);
    assert.deepEqual(denver?.provenance.evidence.map((e) => e.source).sort(), ['blog', 'bloomberg']);
    // Its second independent source lets Denver supersede Boston, as an ingested claim would.
    assert.equal((await ni.retrieve('Where is Acme headquartered?')).results[0]?.nugget.fact.object, 'Denver');
    assert.equal((await ni.reviewQueue()).total, 0);
    await ni.close();
  }));

test('a format-1 store opened read-only is read as it is: not migrated, an empty queue, no decisions', () =>
  withCopy(async (file) => {
    const store = SqliteNuggetStore.open(file, { readonly: true });
    assert.equal((await store.stats()).nuggets, 6);
    assert.deepEqual(await store.deferred(), []);
    assert.deepEqual(await store.decisions(), []);
    assert.deepEqual((await store.contestedKeys()).map((k) => k.predicate), ['headquartersLocation']);
    await store.close();
    assert.equal(formatOf(file).format, '1');
  }));

test('a format-2 store (the committed fixture) opens with its nuggets and its review queue, and a queued candidate can be accepted', () =>
  withCopy(async (file) => {
    assert.equal(formatOf(file).format, '2');
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    assert.deepEqual((await ni.stats()).byStatus, { active: 4, deprecated: 0, contested: 2 });
    assert.equal((await ni.retrieve('Who was the CEO of Acme in 2005?', { k: 1 })).results[0]?.nugget.fact.object, 'John Roe');
    const queue = await ni.reviewQueue();
    assert.equal(queue.total, 1);
    const item = queue.items[0]!;
    assert.deepEqual([item.candidate.subject, item.predicate, item.candidate.object, item.reason], ['Beta Inc', 'chiefExecutiveOfficer', 'Tom Lee', 'low-confidence']);
    await ni.review([{ id: item.id, action: 'accept' }], { by: 'compat-test' });
    assert.equal((await ni.retrieve('Who is the CEO of Beta Inc?', { k: 1, time: '2009' })).results[0]?.nugget.fact.object, 'Tom Lee');
    await ni.close();
  }, fixture2));

test('a format-2 store migrates to format 4 on a read-write open, and a dispute resolved on it stays resolved after reopening and a new ingest', () =>
  withCopy(async (file) => {
    const open = async () => NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    let ni = await open();
    assert.equal(formatOf(file).format, '4');
    const [dispute] = await ni.disputes();
    assert.deepEqual(dispute?.facts.map((f) => [f.object, f.status]), [['Boston', 'contested'], ['Denver', 'contested']]);
    const boston = dispute!.facts.find((f) => f.object === 'Boston')!;
    await ni.resolve({ winner: boston.id, reason: 'the 10-K filing', by: 'compat' });
    await ni.close();
    ni = await open();
    // New support for the loser does not revive it: the decision is pinned.
    await ni.ingest({ id: 'e', source: 'wsj', date: '2009-06-01', text: 'Acme is headquartered in Denver.' });
    const hq = await ni.retrieve('Where is Acme headquartered?', { time: '2009-03', view: 'active_contested' });
    const located = hq.results.filter((r) => r.nugget.fact.predicate === 'headquartersLocation');
    assert.deepEqual(located.map((r) => [r.nugget.fact.object, r.nugget.epistemic.status, r.nugget.epistemic.rank]), [['Boston', 'active', 'preferred']]);
    assert.deepEqual(await ni.disputes(), []);
    assert.equal((await ni.disputes({ decided: true }))[0]?.decision?.reason, 'the 10-K filing');
    await ni.close();
  }, fixture2));

test('a format-3 store (the committed fixture, its headquarters dispute resolved for Boston) opens with the decision in force', () =>
  withCopy(async (file) => {
    assert.equal(formatOf(file).format, '3');
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    const [decided] = await ni.disputes({ decided: true });
    assert.deepEqual([decided?.decision?.reason, decided?.decision?.by], ['the 10-K filing', 'fixture']);
    assert.deepEqual(decided?.facts.map((f) => `${f.object}:${f.status}:${f.rank}`), ['Boston:active:preferred', 'Denver:deprecated:deprecated']);
    await ni.ingest({ id: 'e', source: 'wsj', date: '2009-06-01', text: 'Acme is headquartered in Denver.' });
    assert.deepEqual((await ni.subjectFacts('Acme')).facts.filter((f) => f.predicate === 'headquartersLocation').map((f) => `${f.object}:${f.status}`), ['Boston:active', 'Denver:deprecated']);
    await ni.close();
  }, fixture3));
