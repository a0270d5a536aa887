// SQLite format 5 as a committed file (issue 17): test/fixtures/store-format-5.db, built by
// test/fixtures/make-store-format-5.ts from store-format-5.jsonl through the public API (nuggets
// active, deprecated and contested, two revisions of a document, a text dictionary, the review queue
// with a pending, an accepted and a dropped item, a resolved and a kept-contested dispute, the saved
// search index). This version opens it read-only without migrating or rewriting it, and read-write
// by migrating it to format 6 (the mentions table, filled from every record); either way it reads
// back every record the generator read from it (store-format-5.json), answers from it, and the
// migrated file takes writes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { NuggetIndex, NuggetIndexError, type Nugget } from '../../src/index.js';
import { SqliteNuggetStore, SQLITE_FORMAT_VERSION } from '../../src/node.js';
import { committedReadout, fixtureDocuments, FIXTURE_BY, FIXTURE_CLOCK } from '../fixtures/make-store-format-5.js';
import { readout } from './readout.js';
import { metaValue, schemaOf, sha256, sql, withFixtureCopy } from './fixture-file.js';

const fixture = fileURLToPath(new URL('../fixtures/store-format-5.db', import.meta.url));
const fixtureReadout = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/store-format-5.json', import.meta.url)), 'utf8')) as unknown;

/** 2024-01-01, the generator's clock: every ingest, queue, review and decision time in the fixture. */
const AT = FIXTURE_CLOCK;

// prettier-ignore
const FORMAT_5_TABLES = ['cites', 'decisions', 'deferred', 'documents', 'history', 'meta', 'nuggets', 'revisions', 'search_index', 'subjects', 'terms', 'text_dictionaries'];

const withCopy = (body: (file: string) => Promise<void>) => withFixtureCopy(fixture, body);
const tablesOf = (db: Database.Database) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

/** A nugget as the assertions compare it. */
const brief = (n: Nugget) => `${n.key.subject} ${n.key.predicate} ${n.fact.object}: ${n.epistemic.status}/${n.epistemic.rank}`;

async function allNuggets(store: SqliteNuggetStore): Promise<Nugget[]> {
  const out: Nugget[] = [];
  for await (const batch of store.scanNuggets()) out.push(...batch);
  return out;
}

test('the committed fixture is a format-5 file: the layout this version creates less the mentions of format 6, with its search index saved at the current generation', () =>
  withCopy(async (file) => {
    assert.equal(SQLITE_FORMAT_VERSION, 6, 'this file stays the format-5 fixture, migrated by a read-write open');
    const fixtureFile = sql(file, (db) => ({
      format: metaValue(db, 'format'),
      tables: tablesOf(db),
      schema: schemaOf(db),
      generation: metaValue(db, 'generation'),
      saved: db.prepare('SELECT name, generation, length(bytes) > 0 AS bytes FROM search_index').all(),
      dictionaries: db.prepare('SELECT id, length(bytes) AS bytes FROM text_dictionaries').all(),
      texts: db.prepare('SELECT dictionary, typeof(text) AS kind, count(*) AS n FROM revisions GROUP BY dictionary, kind ORDER BY dictionary').all(),
    }));
    assert.equal(fixtureFile.format, '5');
    assert.deepEqual(fixtureFile.tables, FORMAT_5_TABLES);
    assert.deepEqual(fixtureFile.saved, [{ name: 'search', generation: Number(fixtureFile.generation), bytes: 1 }]);
    assert.deepEqual(fixtureFile.dictionaries, [{ id: 1, bytes: 32 * 1024 }]);
    // Plain texts (too short to gain), compressed without a dictionary (stored before there was one), and with it.
    assert.deepEqual(fixtureFile.texts, [
      { dictionary: null, kind: 'text', n: 5 },
      { dictionary: 0, kind: 'blob', n: 2 },
      { dictionary: 1, kind: 'blob', n: 2 },
    ]);
    // A store this version creates has exactly the fixture's tables, indexes and columns, and the mentions table.
    const dir = mkdtempSync(join(tmpdir(), 'ni-format-5-new-'));
    try {
      const fresh = join(dir, 'new.db');
      await SqliteNuggetStore.open(fresh, { create: true }).close();
      assert.deepEqual(
        sql(fresh, schemaOf).filter((r) => (r as { name: string }).name !== 'mentions'),
        fixtureFile.schema,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }));

test('opened read-only, the fixture reads back every record as the generator read it (store-format-5.json), refuses writes, and is left byte for byte', () =>
  withCopy(async (file) => {
    const before = sha256(file);
    const store = SqliteNuggetStore.open(file, { readonly: true });
    assert.deepStrictEqual(committedReadout(await readout(store)), fixtureReadout);
    await assert.rejects(
      store.commit({ revisions: [], nuggets: [], history: [], meta: { note: 'x' } }),
      (err: unknown) => err instanceof NuggetIndexError && err.code === 'STORE_ERROR',
    );
    await store.close();
    assert.equal(sha256(file), before);
  }));

test('opened read-write, the fixture is migrated to format 6 once: its mentions filled from every record (progress from 0 to all), the same records', () =>
  withCopy(async (file) => {
    const progress: [number, number][] = [];
    for (let i = 0; i < 2; i++) {
      const store = SqliteNuggetStore.open(file, { progress: (done, total) => progress.push([done, total]) });
      assert.deepStrictEqual(committedReadout(await readout(store)), fixtureReadout);
      // Every nugget is found from its object's side: Acme's chief executives by their names.
      assert.deepEqual((await store.nuggetsNaming('jane doe')).map(brief), [
        'jane doe statement said sales rose: active/normal',
        'acme chiefExecutiveOfficer Jane Doe: active/normal',
      ]);
      await store.close();
      assert.equal(
        sql(file, (db) => metaValue(db, 'format')),
        '6',
      );
    }
    assert.deepEqual(progress[0], [0, 11]);
    assert.deepEqual(progress.at(-1), [11, 11], 'the second open migrated nothing');
  }));

test("the fixture's nuggets, in every state: a resolved dispute (Boston preferred, Denver deprecated), a kept one (Berlin and Munich contested), a revision's succession (Lena Ward ends when Omar Haddad starts)", () =>
  withCopy(async (file) => {
    const store = SqliteNuggetStore.open(file, { readonly: true });
    assert.deepEqual(await store.stats(), {
      documents: 8,
      revisions: 9,
      nuggets: 11,
      evidence: 12,
      byStatus: { active: 8, deprecated: 1, contested: 2 },
      keys: 7,
      contestedKeys: 1,
    });
    const nuggets = await allNuggets(store);
    assert.deepEqual(nuggets.map(brief).sort(), [
      'acme awardReceived Golden Widget Award: active/normal',
      'acme chiefExecutiveOfficer Jane Doe: active/normal',
      'acme chiefExecutiveOfficer John Roe: active/normal',
      'acme chiefFinancialOfficer Lena Ward: active/normal',
      'acme chiefFinancialOfficer Omar Haddad: active/normal',
      'acme headquartersLocation Boston: active/preferred',
      'acme headquartersLocation Denver: deprecated/deprecated',
      'gamma chiefExecutiveOfficer Zoë Müller: active/normal',
      'gamma headquartersLocation Berlin: contested/normal',
      'gamma headquartersLocation Munich: contested/normal',
      'jane doe statement said sales rose: active/normal',
    ]);
    const find = (object: string) => nuggets.find((n) => n.fact.object === object)!;
    const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString().slice(0, 10));
    assert.deepEqual(
      [iso(find('Lena Ward').validity.start), iso(find('Lena Ward').validity.end), find('Lena Ward').validity.endBasis],
      ['2019-01-01', '2022-01-01', 'revision'],
    );
    assert.deepEqual([iso(find('Omar Haddad').validity.start), find('Omar Haddad').validity.end], ['2022-01-01', Infinity]);
    assert.deepEqual([iso(find('John Roe').validity.start), iso(find('John Roe').validity.end)], ['2001-01-01', '2008-01-01']);
    // Evidence: quotes sliced from the stored texts, non-ASCII and astral ones included; a second source for Jane Doe.
    assert.deepEqual(
      find('Zoë Müller').provenance.evidence.map((e) => [e.docId, e.revision, e.source, e.quote]),
      [['zoë-🚀', 1, 'dw.de', 'Zoë Müller 🚀 was CEO of Gamma GmbH from 2005 to 2011.']],
    );
    assert.deepEqual(
      find('Jane Doe').provenance.evidence.map((e) => [e.docId, e.source]),
      [
        ['b', 'ap'],
        ['c', 'bloomberg'],
      ],
    );
    assert.deepEqual(
      find('Golden Widget Award').provenance.evidence.map((e) => [e.docId, e.quote]),
      [['prizes', 'Acme won the Golden Widget.']],
    );
    // History: Boston was contested (and its first version active) before the decision made it preferred.
    const boston = await store.history(find('Boston').id);
    assert.deepEqual(
      boston.map((v) => [v.version, v.epistemic.status, v.epistemic.rank]),
      [
        [1, 'active', 'normal'],
        [2, 'contested', 'normal'],
      ],
    );
    assert.deepEqual(
      (await store.contestedKeys()).map((k) => `${k.scope}/${k.subject}/${k.predicate}`),
      ['global/gamma/headquartersLocation'],
    );
    await store.close();
  }));

test("the fixture's documents read back every revision's text, source, title, url and scope, the 68 KB filing compressed with the store's dictionary included", () =>
  withCopy(async (file) => {
    const store = SqliteNuggetStore.open(file, { readonly: true });
    const input = fixtureDocuments();
    const ids = [...new Set(input.map((d) => d.id as string))];
    assert.deepEqual((await store.documents()).map((d) => [d.docId, d.revision]).sort(), ids.map((id) => [id, input.filter((d) => d.id === id).length]).sort());
    for (const id of ids) {
      const stored = await store.revisions(id);
      const given = input.filter((d) => d.id === id);
      assert.deepEqual(
        stored.map((r) => [r.revision, r.text, r.source, r.title, r.url, r.scope, new Date(r.time).toISOString().slice(0, 10), r.ingestedAt]),
        given.map((d, i) => [i + 1, d.text, d.source, d.title ?? null, d.url ?? null, d.scope ?? 'global', d.date, AT]),
        id,
      );
    }
    const [filing] = await store.revisions('schedules');
    assert.equal(filing?.text.length, 69_292);
    assert.ok(filing?.text.endsWith('Line 1100 of the schedule lists no change to the figures above.'));
    assert.deepEqual(
      (await store.revisions('page')).map((r) => r.text),
      ['Lena Ward is the chief financial officer of Acme.', 'Omar Haddad is the chief financial officer of Acme.'],
    );
    await store.close();
  }));

test("the fixture's review queue: Delta Corp's award pending, Acme's accepted with an edited object and the nugget it made, Beta Inc's dropped", () =>
  withCopy(async (file) => {
    const store = SqliteNuggetStore.open(file, { readonly: true });
    const items = await store.deferred({ status: 'all' });
    assert.deepEqual(
      items.map((q) => [
        q.docId,
        q.revision,
        q.predicate,
        q.reason,
        q.candidate.subject,
        q.candidate.object,
        q.candidate.confidence,
        q.quote,
        q.status,
        q.deferredAt,
      ]),
      [
        ['prizes', 1, 'awardReceived', 'low-confidence', 'Delta Corp', 'Bronze Kettle', 0.45, 'Delta Corp won the Bronze Kettle.', 'pending', AT],
        ['prizes', 1, 'awardReceived', 'low-confidence', 'Beta Inc', 'Silver Spoon', 0.45, 'Beta Inc won the Silver Spoon.', 'dropped', AT],
        ['prizes', 1, 'awardReceived', 'low-confidence', 'Acme', 'Golden Widget', 0.45, 'Acme won the Golden Widget.', 'accepted', AT],
      ],
    );
    const [acmeAward] = (await allNuggets(store)).filter((n) => n.key.predicate === 'awardReceived');
    assert.deepEqual(
      items.map((q) => q.resolution),
      [
        null,
        { by: FIXTURE_BY, at: AT, edit: null, nuggetId: null },
        { by: FIXTURE_BY, at: AT, edit: { object: 'Golden Widget Award' }, nuggetId: acmeAward!.id },
      ],
    );
    assert.equal(items[0]!.detail, 'confidence 0.45 is below 0.5');
    assert.deepEqual(
      (await store.deferred()).map((q) => q.candidate.subject),
      ['Delta Corp'],
    );
    await store.close();
  }));

test("the fixture's decisions: Acme's headquarters resolved for Boston over Denver, Gamma's kept contested", () =>
  withCopy(async (file) => {
    const store = SqliteNuggetStore.open(file, { readonly: true });
    const byObject = new Map((await allNuggets(store)).map((n) => [n.fact.object, n.id]));
    assert.deepEqual(await store.decisions(), [
      {
        key: { scope: 'global', subject: 'acme', predicate: 'headquartersLocation' },
        winner: byObject.get('Boston'),
        losers: [byObject.get('Denver')],
        reason: 'the 10-K filing',
        by: FIXTURE_BY,
        at: AT,
      },
      {
        key: { scope: 'global', subject: 'gamma', predicate: 'headquartersLocation' },
        winner: null,
        losers: [],
        reason: 'both papers are current; ask the company',
        by: FIXTURE_BY,
        at: AT,
      },
    ]);
    assert.deepEqual(
      (await store.decisions([{ scope: 'global', subject: 'gamma', predicate: 'headquartersLocation' }])).map((d) => d.reason),
      ['both papers are current; ask the company'],
    );
    await store.close();
  }));

test('through NuggetIndex, read-only and read-write, the fixture answers time-scoped questions with the fact of that time, with the same records (format 5 read-only, 6 once opened read-write)', async () => {
  for (const readonly of [true, false]) {
    await withCopy(async (file) => {
      const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file, { readonly }), clock: () => AT });
      const top = async (question: string, time?: string) => (await ni.retrieve(question, { k: 1, ...(time ? { time } : {}) })).results[0]?.nugget.fact.object;
      assert.equal(await top('Who is the chief financial officer of Acme?', '2020'), 'Lena Ward');
      assert.equal(await top('Who is the chief financial officer of Acme?', '2023'), 'Omar Haddad');
      assert.equal(await top('Who was the CEO of Acme in 2005?'), 'John Roe');
      assert.equal(await top('Who is the CEO of Acme?', '2010'), 'Jane Doe');
      assert.equal(await top('Who was CEO of Gamma GmbH in 2008?'), 'Zoë Müller');
      assert.equal(await top('Where is Acme headquartered?'), 'Boston');
      assert.equal(await top('What award did Acme receive?', '2015-06'), 'Golden Widget Award');
      const gamma = await ni.retrieve('Where is Gamma GmbH headquartered?', { view: 'active_contested' });
      assert.deepEqual(
        gamma.results
          .filter((r) => r.nugget.key.subject === 'gamma' && r.nugget.key.predicate === 'headquartersLocation')
          .map((r) => `${r.nugget.fact.object}:${r.nugget.epistemic.status}`)
          .sort(),
        ['Berlin:contested', 'Munich:contested'],
      );
      const all = await ni.retrieve('Where is Acme headquartered?', { view: 'all', time: '2010' });
      assert.deepEqual(
        all.results
          .filter((r) => r.nugget.key.subject === 'acme' && r.nugget.key.predicate === 'headquartersLocation')
          .map((r) => `${r.nugget.fact.object}:${r.nugget.epistemic.status}`)
          .sort(),
        ['Boston:active', 'Denver:deprecated'],
      );
      assert.deepEqual(
        (await ni.reviewQueue()).items.map((q) => q.candidate.object),
        ['Bronze Kettle'],
      );
      await ni.close();
      assert.equal(
        sql(file, (db) => metaValue(db, 'format')),
        readonly ? '5' : '6',
      );
      const store = SqliteNuggetStore.open(file, { readonly: true });
      assert.deepStrictEqual(committedReadout(await readout(store)), fixtureReadout, readonly ? 'read-only' : 'read-write');
      await store.close();
    });
  }
});

test('the fixture, migrated to format 6, takes writes: the pending item accepted, a new document governed under the recorded decision, and both read back after reopening', () =>
  withCopy(async (file) => {
    const open = async () => NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => AT + 86_400_000 });
    let ni = await open();
    const [pending] = (await ni.reviewQueue()).items;
    const accepted = await ni.accept([pending!.id], { by: 'format-5-test' });
    assert.equal(accepted.accepted, 1);
    // New support for the loser does not revive it: the decision is pinned.
    await ni.ingest({ id: 'h', source: 'wsj', date: '2013-01-01', text: 'Acme is headquartered in Denver. Kappa Ltd is headquartered in Leeds.' });
    await ni.close();
    assert.equal(
      sql(file, (db) => metaValue(db, 'format')),
      '6',
    );
    ni = await open();
    const store = ni.store;
    const hq = (await store.nuggetsByKey([{ scope: 'global', subject: 'acme', predicate: 'headquartersLocation' }])).map(
      (n) => `${n.fact.object}:${n.epistemic.status}:${n.provenance.evidence.map((e) => e.source).join('+')}`,
    );
    assert.deepEqual(hq.sort(), ['Boston:active:reuters', 'Denver:deprecated:bloomberg+wsj']);
    assert.equal((await ni.retrieve('Where is Kappa Ltd headquartered?', { k: 1 })).results[0]?.nugget.fact.object, 'Leeds');
    assert.equal((await ni.retrieve('What award did Delta Corp receive?', { k: 1, time: '2015-06' })).results[0]?.nugget.fact.object, 'Bronze Kettle');
    assert.deepEqual((await store.deferred({ status: 'all' })).map((q) => q.status).sort(), ['accepted', 'accepted', 'dropped']);
    assert.deepEqual(
      (await store.revisions('h')).map((r) => r.text),
      ['Acme is headquartered in Denver. Kappa Ltd is headquartered in Leeds.'],
    );
    assert.equal((await store.stats()).documents, 9);
    await ni.close();
  }));
