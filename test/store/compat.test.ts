// Stores written by released formats keep opening: a committed format-1 store (built by the CLI from
// test/fixtures/store-format-1.jsonl) is read, queried and appended to by this version, and gains the
// review queue of format 2 on its first read-write open; a committed format-2 store (from
// store-format-2.jsonl, with one candidate waiting for review) opens with its queue intact and gains
// the decisions table of format 3, where a dispute resolved on it stays resolved; a committed format-4
// store reads back, record for record, what the format-4 code read from it (store-format-4.json),
// both read-only (not migrated) and after its migration to the compact records of format 5 and the
// mentions of format 6.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { NuggetIndex, type Candidate, type Extractor } from '../../src/index.js';
import { SqliteNuggetStore, SQLITE_FORMAT_VERSION } from '../../src/node.js';
import { NuggetIndexError } from '../../src/model/errors.js';
import { readout } from './readout.js';
import { disputeJson, disputeOutcomeJson, subjectFactsJson } from '../../src/wire.js';

const fixture = fileURLToPath(new URL('../fixtures/store-format-1.db', import.meta.url));

const fixture2 = fileURLToPath(new URL('../fixtures/store-format-2.db', import.meta.url));

/** Format 3: a copy of the format-2 fixture, migrated by a read-write open, with its headquarters dispute resolved for Boston ("the 10-K filing", by "fixture"). */
const fixture3 = fileURLToPath(new URL('../fixtures/store-format-3.db', import.meta.url));

/**
 * Format 4: a copy of the format-3 fixture migrated by the format-4 code, then store-format-4.jsonl
 * ingested (a second revision, non-ASCII and astral text, a fact whose text is its quote) and the
 * search index saved. store-format-4.json is what the format-4 code read from it (test/store/readout.ts).
 */
const fixture4 = fileURLToPath(new URL('../fixtures/store-format-4.db', import.meta.url));
const fixture4Readout = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/store-format-4.json', import.meta.url)), 'utf8')) as unknown;

/** The tables of a format-6 store. */
// prettier-ignore
const FORMAT_6_TABLES = ['cites', 'decisions', 'deferred', 'documents', 'history', 'mentions', 'meta', 'nuggets', 'revisions', 'search_index', 'subjects', 'terms', 'text_dictionaries'];

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

test('this version writes format 6 (compact records and mentions); formats 1 to 4 are the committed fixtures here, 5 in format-5.test.ts', async () => {
  assert.equal(SQLITE_FORMAT_VERSION, 6, 'a new format needs a migration from every older one and a test here');
  const formats: string[] = [];
  for (const f of [fixture, fixture2, fixture3, fixture4]) await withCopy(async (file) => void formats.push(formatOf(file).format), f);
  assert.deepEqual(formats, ['1', '2', '3', '4']);
});

test('a format-1 store opens, answers time-scoped questions and accepts new documents', () =>
  withCopy(async (file) => {
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    assert.deepEqual(await ni.stats(), {
      documents: 4,
      revisions: 5,
      nuggets: 6,
      evidence: 7,
      byStatus: { active: 4, deprecated: 0, contested: 2 },
      keys: 3,
      contestedKeys: 1,
    });
    const cfo = async (time: string) => (await ni.retrieve('Who is the chief financial officer of Acme?', { time, k: 1 })).results[0]?.nugget.fact.object;
    assert.equal(await cfo('2020'), 'Lena Ward');
    assert.equal(await cfo('2023'), 'Omar Haddad');
    assert.equal((await ni.retrieve('Who was the CEO of Acme in 2005?', { k: 1 })).results[0]?.nugget.fact.object, 'John Roe');
    const hq = await ni.retrieve('Where is Acme headquartered?', { view: 'active_contested' });
    assert.deepEqual(
      hq.results
        .filter((r) => r.nugget.epistemic.status === 'contested')
        .map((r) => r.nugget.fact.object)
        .sort(),
      ['Boston', 'Denver'],
    );
    // A second independent source for the later value (Denver, from 2009) supersedes Boston from then on.
    await ni.ingest({ id: 'd', source: 'wsj', date: '2010-01-01', text: 'Acme is headquartered in Denver.' });
    const now = await ni.retrieve('Where is Acme headquartered?');
    assert.equal(now.results[0]?.nugget.fact.object, 'Denver');
    await ni.close();
  }));

test('opening a format-1 store read-write migrates it to the current format: its records read back the same, in the tables of format 6', () =>
  withCopy(async (file) => {
    const ro = SqliteNuggetStore.open(file, { readonly: true });
    const records = await readout(ro);
    await ro.close();
    const store = SqliteNuggetStore.open(file);
    const after = formatOf(file);
    assert.equal(after.format, String(SQLITE_FORMAT_VERSION));
    assert.deepEqual(after.tables, FORMAT_6_TABLES);
    assert.deepStrictEqual(await readout(store), records);
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
      extract: ({ document, window }): Candidate[] =>
        window.sentence.start === 0
          ? [{ subject: 'Acme', predicate: 'headquartersLocation', object: 'Denver', start: 0, end: document.text.length, confidence: 0.3 }]
          : [],
    };
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), extractor: hedged, clock: () => Date.UTC(2024, 0, 1) });
    const r = await ni.ingest({ id: 'rumour', source: 'blog', date: '2010-01-01', text: 'Acme may have moved to Denver.' });
    assert.equal(r.deferred, 1);
    const queue = await ni.reviewQueue();
    assert.deepEqual(
      queue.items.map((q) => [q.predicate, q.reason]),
      [['headquartersLocation', 'low-confidence']],
    );
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
    assert.deepEqual(
      (await store.contestedKeys()).map((k) => k.predicate),
      ['headquartersLocation'],
    );
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
    assert.deepEqual(
      [item.candidate.subject, item.predicate, item.candidate.object, item.reason],
      ['Beta Inc', 'chiefExecutiveOfficer', 'Tom Lee', 'low-confidence'],
    );
    await ni.review([{ id: item.id, action: 'accept' }], { by: 'compat-test' });
    assert.equal((await ni.retrieve('Who is the CEO of Beta Inc?', { k: 1, time: '2009' })).results[0]?.nugget.fact.object, 'Tom Lee');
    await ni.close();
  }, fixture2));

test('a format-2 store migrates to format 6 on a read-write open, and a dispute resolved on it stays resolved after reopening and a new ingest', () =>
  withCopy(async (file) => {
    const open = async () => NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    let ni = await open();
    assert.equal(formatOf(file).format, '6');
    const [dispute] = (await ni.disputes()).map(disputeJson);
    assert.deepEqual(
      dispute?.facts.map((f) => [f.object, f.status]),
      [
        ['Boston', 'contested'],
        ['Denver', 'contested'],
      ],
    );
    const boston = dispute!.facts.find((f) => f.object === 'Boston')!;
    disputeOutcomeJson(await ni.resolve({ winner: boston.id, reason: 'the 10-K filing', by: 'compat' }));
    await ni.close();
    ni = await open();
    // New support for the loser does not revive it: the decision is pinned.
    await ni.ingest({ id: 'e', source: 'wsj', date: '2009-06-01', text: 'Acme is headquartered in Denver.' });
    const hq = await ni.retrieve('Where is Acme headquartered?', { time: '2009-03', view: 'active_contested' });
    const located = hq.results.filter((r) => r.nugget.fact.predicate === 'headquartersLocation');
    assert.deepEqual(
      located.map((r) => [r.nugget.fact.object, r.nugget.epistemic.status, r.nugget.epistemic.rank]),
      [['Boston', 'active', 'preferred']],
    );
    assert.deepEqual((await ni.disputes()).map(disputeJson), []);
    assert.equal((await ni.disputes({ decided: true })).map(disputeJson)[0]?.decision?.reason, 'the 10-K filing');
    await ni.close();
  }, fixture2));

test('a format-3 store (the committed fixture, its headquarters dispute resolved for Boston) opens with the decision in force', () =>
  withCopy(async (file) => {
    assert.equal(formatOf(file).format, '3');
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    const [decided] = (await ni.disputes({ decided: true })).map(disputeJson);
    assert.deepEqual([decided?.decision?.reason, decided?.decision?.by], ['the 10-K filing', 'fixture']);
    assert.deepEqual(
      decided?.facts.map((f) => `${f.object}:${f.status}:${f.rank}`),
      ['Boston:active:preferred', 'Denver:deprecated:deprecated'],
    );
    await ni.ingest({ id: 'e', source: 'wsj', date: '2009-06-01', text: 'Acme is headquartered in Denver.' });
    assert.deepEqual(
      subjectFactsJson(await ni.subjectFacts('Acme'))
        .facts.filter((f) => f.predicate === 'headquartersLocation')
        .map((f) => `${f.object}:${f.status}`),
      ['Boston:active', 'Denver:deprecated'],
    );
    await ni.close();
  }, fixture3));

test('a format-4 store opened read-only reads back every record as the format-4 code did, and is left as it is', () =>
  withCopy(async (file) => {
    const store = SqliteNuggetStore.open(file, { readonly: true });
    assert.deepStrictEqual(await readout(store), fixture4Readout);
    await assert.rejects(
      store.commit({ revisions: [], nuggets: [], history: [] }),
      (err: unknown) => err instanceof NuggetIndexError && err.code === 'STORE_ERROR',
    );
    await store.close();
    assert.equal(formatOf(file).format, '4');
  }, fixture4));

test('a format-4 store migrates to format 6 on a read-write open: every record reads back as the format-4 code read it, and the saved search index stays current', () =>
  withCopy(async (file) => {
    const generation = (f: string) => {
      const db = new Database(f, { readonly: true });
      try {
        const saved = (db.prepare("SELECT generation FROM search_index WHERE name = 'search'").get() as { generation: number }).generation;
        return { saved, now: Number((db.prepare("SELECT value FROM meta WHERE key = 'generation'").get() as { value: string }).value) };
      } finally {
        db.close();
      }
    };
    const before = generation(file);
    assert.equal(before.saved, before.now);
    const store = SqliteNuggetStore.open(file);
    assert.deepEqual(formatOf(file), { format: '6', tables: FORMAT_6_TABLES });
    assert.deepStrictEqual(await readout(store), fixture4Readout);
    await store.close();
    assert.deepEqual(generation(file), before, 'the records are the same: the saved index is still theirs');
    // Reopened: the same again, and it answers (from the saved index) and ingests.
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => Date.UTC(2024, 0, 1) });
    assert.deepStrictEqual(await readout(ni.store), fixture4Readout);
    assert.equal((await ni.retrieve('Who is the chief financial officer of Delta Corp?', { k: 1 })).results[0]?.nugget.fact.object, 'Ana Silva');
    await ni.ingest({ id: 'g', source: 'ap', date: '2015-01-01', text: 'Ana Silva is the chief financial officer of Delta Corp.' });
    const [cfo] = await ni.store.nuggetsByKey([{ scope: 'global', subject: 'delta', predicate: 'chiefFinancialOfficer' }]);
    assert.deepEqual(
      cfo?.provenance.evidence.map((e) => [e.docId, e.quote]),
      [
        ['f', 'Ana Silva is the chief financial officer of Delta Corp.'],
        ['g', 'Ana Silva is the chief financial officer of Delta Corp.'],
      ],
    );
    await ni.close();
  }, fixture4));

/** Rewrites records of a format-4 copy with raw SQL into what the compact records cannot derive or enumerate. */
function unusualRecords(file: string): void {
  const db = new Database(file);
  try {
    db.exec(`
      -- A quote that is not the slice of its revision's text; one citing a revision the store does not hold.
      UPDATE evidence SET quote = 'not what the text says' WHERE rowid = (SELECT min(rowid) FROM evidence);
      UPDATE evidence SET revision = 9, source = 'elsewhere' WHERE rowid = (SELECT max(rowid) FROM evidence);
      -- Values outside the enumerations, unusual numbers, an id that is not a hash id, a parent, open bounds.
      UPDATE nuggets SET granularity = 'century', kind = 'Rumour', rank = 'unranked', confidence = 0.123456789012,
        created_at = 1700000000123.5, parent_id = 'n-parent', v_start = NULL, version = 7 WHERE rowid = (SELECT min(rowid) FROM nuggets);
      UPDATE evidence SET nugget_id = 'n-custom' WHERE nugget_id = (SELECT id FROM nuggets WHERE rowid = (SELECT max(rowid) FROM nuggets));
      UPDATE history SET nugget_id = 'n-custom' WHERE nugget_id = (SELECT id FROM nuggets WHERE rowid = (SELECT max(rowid) FROM nuggets));
      UPDATE nuggets SET id = 'n-custom', text = 'a text of its own', predicate = 'cfo' WHERE rowid = (SELECT max(rowid) FROM nuggets);
      UPDATE evidence SET stated = '{"start":null,"end":-5,"startBasis":"hearsay","endBasis":"explicit","granularity":"day"}',
        document_time = -86400000, confidence = 1e-9, start = 3, end = 2 WHERE rowid = (SELECT min(rowid) + 1 FROM evidence);
      INSERT INTO history VALUES ('n-custom', 99, 1.5, '{"validity":{"start":null,"end":null,"inferred":false,"granularity":"year","startBasis":"unknown","endBasis":"open"},"epistemic":{"status":"contested","rank":"normal","confidence":0.5},"evidenceCount":3}', 'raw');
    `);
  } finally {
    db.close();
  }
}

test('records the compact format cannot derive (quotes not sliced from a stored text, values outside its enumerations, ids that are not hashes) read back the same after the migration', () =>
  withCopy(async (file) => {
    unusualRecords(file);
    const ro = SqliteNuggetStore.open(file, { readonly: true });
    const records = await readout(ro);
    await ro.close();
    assert.notDeepStrictEqual(records, fixture4Readout, 'the raw edits changed what the store reads');
    const store = SqliteNuggetStore.open(file);
    assert.equal(formatOf(file).format, '6');
    assert.deepStrictEqual(await readout(store), records);
    await store.close();
  }, fixture4));

test('a migration that fails leaves the format-4 file as it was', () =>
  withCopy(async (file) => {
    const db = new Database(file);
    // A blob where the format-4 code wrote text: the compact record refuses it, midway through the copy.
    db.prepare("UPDATE nuggets SET object = x'00' WHERE rowid = (SELECT max(rowid) FROM nuggets)").run();
    db.close();
    const before = formatOf(file);
    const schema = () => {
      const d = new Database(file, { readonly: true });
      try {
        return d.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all();
      } finally {
        d.close();
      }
    };
    const tables = schema();
    assert.throws(
      () => SqliteNuggetStore.open(file),
      (err: unknown) =>
        err instanceof NuggetIndexError && err.code === 'STORE_ERROR' && /cannot upgrade the store to format 6, it is unchanged/.test(err.message),
    );
    assert.deepEqual(formatOf(file), before);
    assert.deepEqual(schema(), tables);
    const ro = SqliteNuggetStore.open(file, { readonly: true });
    assert.equal((await ro.stats()).nuggets, 8);
    await ro.close();
  }, fixture4));

test('a migration to format 6 reports its progress: from 0 to every record, never going back', () =>
  withCopy(async (file) => {
    const db = new Database(file, { readonly: true });
    const count = (t: string) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
    const records = count('revisions') + count('nuggets') + count('history');
    db.close();
    const calls: [number, number][] = [];
    const store = SqliteNuggetStore.open(file, { progress: (done, total) => calls.push([done, total]) });
    await store.close();
    assert.ok(calls.length >= 3, `reported ${calls.length} times`);
    assert.deepEqual(calls[0], [0, records]);
    assert.deepEqual(calls.at(-1), [records, records]);
    for (let i = 1; i < calls.length; i++)
      assert.ok(calls[i]![0] >= calls[i - 1]![0] && calls[i]![1] === records, `monotone at ${i}: ${JSON.stringify(calls)}`);
    // A file already in the current format reports nothing.
    const quiet: unknown[] = [];
    await SqliteNuggetStore.open(file, { progress: (...a) => quiet.push(a) }).close();
    assert.deepEqual(quiet, []);
  }, fixture4));
