// The current SQLite format, 6, as a committed file: test/fixtures/store-format-6.db, built by
// test/fixtures/make-store-format-6.ts through the public API — the format-5 fixture's records
// (every lifecycle state, two revisions, a text dictionary, the review queue, decisions, the saved
// search index) plus two biographies that make bridging facts (a kind the record writes as text,
// with the ids it is derived from) and fill the mentions table. This version opens it read-only and
// read-write without migrating or rewriting it, reads back every record the generator read
// (store-format-6.json), finds facts from their object's side, and answers a two-hop question for
// the right period. When a format 7 comes, the read-write tests here become its migration's tests.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NuggetIndex } from '../../src/index.js';
import { SqliteNuggetStore, SQLITE_FORMAT_VERSION } from '../../src/node.js';
import { committedReadout, FIXTURE_CLOCK } from '../fixtures/make-store-format-5.js';
import { readout } from './readout.js';
import { metaValue, schemaOf, sha256, sql, withFixtureCopy } from './fixture-file.js';

const fixture = fileURLToPath(new URL('../fixtures/store-format-6.db', import.meta.url));
const fixtureReadout = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/store-format-6.json', import.meta.url)), 'utf8')) as unknown;

const withCopy = (body: (file: string) => Promise<void>) => withFixtureCopy(fixture, body);

test('the committed fixture is a format-6 file in exactly the layout this version creates, its mentions filled', () =>
  withCopy(async (file) => {
    assert.equal(SQLITE_FORMAT_VERSION, 6, 'a new format keeps this file as its format-6 fixture, migrated by a read-write open');
    const got = sql(file, (db) => ({
      format: metaValue(db, 'format'),
      schema: schemaOf(db),
      mentions: (db.prepare('SELECT count(*) AS n FROM mentions').get() as { n: number }).n,
      saved: (db.prepare('SELECT count(*) AS n FROM search_index').get() as { n: number }).n,
    }));
    assert.equal(got.format, '6');
    assert.ok(got.mentions > 0);
    assert.equal(got.saved, 1);
    const dir = mkdtempSync(join(tmpdir(), 'ni-format-6-new-'));
    try {
      const fresh = join(dir, 'new.db');
      await SqliteNuggetStore.open(fresh, { create: true }).close();
      assert.deepEqual(sql(fresh, schemaOf), got.schema);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }));

test('read-only and read-write, the fixture reads back every record as the generator read it (store-format-6.json), bridging facts included, and is left byte for byte', () =>
  withCopy(async (file) => {
    const before = sha256(file);
    for (const readonly of [true, false]) {
      const store = SqliteNuggetStore.open(file, { readonly });
      assert.deepStrictEqual(committedReadout(await readout(store)), fixtureReadout);
      await store.close();
      assert.equal(sha256(file), before, readonly ? 'read-only' : 'read-write, no migration');
    }
    const store = SqliteNuggetStore.open(file, { readonly: true });
    const all = [];
    for await (const batch of store.scanNuggets()) all.push(...batch);
    const bridges = all.filter((n) => n.kind === 'BridgingFact');
    assert.equal(bridges.length, 4);
    for (const b of bridges) {
      assert.equal(b.key.predicate, 'bridgingFact');
      assert.equal((await store.nuggetsById(b.provenance.derivedFrom!)).length, 2, 'its sources are in the store');
    }
    // From the object's side: Acme's chief executive facts name Jane Doe.
    assert.ok((await store.nuggetsNaming('jane doe')).some((n) => n.key.subject === 'acme' && n.fact.predicate === 'chiefExecutiveOfficer'));
    await store.close();
  }));

test('through NuggetIndex, the fixture answers a two-hop question with the bridging fact of the asked period', () =>
  withCopy(async (file) => {
    const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file, { readonly: true }), clock: () => FIXTURE_CLOCK });
    const bridging = async (time: string) =>
      (await ni.retrieve('Where was the chief executive officer of Acme born?', { time, k: 5 })).results
        .filter((r) => r.nugget.kind === 'BridgingFact')
        .map((r) => r.nugget.fact.object);
    assert.ok((await bridging('2005')).includes('Denver, Colorado'));
    assert.ok(!(await bridging('2005')).includes('Lyon'));
    assert.ok((await bridging('2012')).includes('Lyon'));
    await ni.close();
  }));
