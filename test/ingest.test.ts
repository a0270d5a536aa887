// The ingest flow through the public API on a memory store: revisions (Algorithm 1, lines 4–12),
// alias keys, idempotent re-ingest, version lineage, schema overrides and serialised writes.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex, defaultAliases, defaultSchema, overrideCardinality, toIso, type Nugget } from '../src/index.js';

const clock = () => Date.UTC(2024, 5, 1);
const open = (options: Partial<Parameters<typeof NuggetIndex.open>[0]> = {}) => NuggetIndex.open({ clock, ...options });

async function all(ni: NuggetIndex): Promise<Nugget[]> {
  const out: Nugget[] = [];
  for await (const b of ni.store.scanNuggets()) out.push(...b);
  return out;
}
const find = (ns: Nugget[], object: string) => ns.find((n) => n.fact.object === object)!;

describe('revisions', () => {
  test('a statement absent from the newer revision ends at that revision; a new one starts there', async () => {
    const ni = await open();
    await ni.ingest({ id: 'page', source: 'acme.example', date: '2019-01-01', text: 'Lena Ward is the chief financial officer of Acme.' });
    const r = await ni.ingest({ id: 'page', source: 'acme.example', date: '2022-01-01', text: 'Omar Haddad is the chief financial officer of Acme.' });
    assert.equal(r.outcome, 'revision');
    assert.equal(r.revision, 2);
    const ns = await all(ni);
    assert.deepEqual([toIso(find(ns, 'Lena Ward').validity.end), find(ns, 'Lena Ward').validity.endBasis], ['2022-01-01', 'revision']);
    assert.equal(toIso(find(ns, 'Omar Haddad').validity.start), '2022-01-01');
  });

  test('a statement kept in the newer revision stays open and gains evidence from it', async () => {
    const ni = await open();
    await ni.ingest({ id: 'page', date: '2019-01-01', text: 'Acme is headquartered in Boston. Lena Ward is the CFO of Acme.' });
    await ni.ingest({ id: 'page', date: '2021-01-01', text: 'Acme is headquartered in Boston. Omar Haddad is the CFO of Acme.' });
    const boston = find(await all(ni), 'Boston');
    assert.equal(boston.validity.end, Infinity);
    assert.deepEqual(boston.provenance.evidence.map((e) => e.revision), [1, 2]);
  });

  test('an older revision ingested after a newer one is placed by its date', async () => {
    const ni = await open();
    await ni.ingest({ id: 'page', date: '2022-01-01', text: 'Omar Haddad is the chief financial officer of Acme.' });
    await ni.ingest({ id: 'page', date: '2019-01-01', text: 'Lena Ward is the chief financial officer of Acme.' });
    const ns = await all(ni);
    assert.equal(toIso(find(ns, 'Lena Ward').validity.end), '2022-01-01');
    assert.equal(toIso(find(ns, 'Omar Haddad').validity.start), '2022-01-01');
  });

  test('a revision that reverts to an earlier text is a new revision, and the reverted fact returns', async () => {
    const ni = await open();
    const lena = 'Lena Ward is the chief financial officer of Acme.';
    await ni.ingest({ id: 'page', source: 'acme.example', date: '2019-01-01', text: lena });
    await ni.ingest({ id: 'page', source: 'acme.example', date: '2020-01-01', text: 'Omar Haddad is the chief financial officer of Acme.' });
    const r = await ni.ingest({ id: 'page', source: 'acme.example', date: '2021-01-01', text: lena });
    assert.equal(r.outcome, 'revision');
    const cfo = async (time: string) => (await ni.retrieve('Who is the CFO of Acme?', { time, k: 1 })).results[0]?.nugget.fact.object;
    assert.deepEqual([await cfo('2019-06'), await cfo('2020-06'), await cfo('2022')], ['Lena Ward', 'Omar Haddad', 'Lena Ward']);
  });

  test('a statement that reappears after its term closed starts a new term', async () => {
    const ni = await open();
    await ni.ingest({ id: 'page', date: '2019-01-01', text: 'Lena Ward is the chief financial officer of Acme.' });
    await ni.ingest({ id: 'page', date: '2020-01-01', text: 'Omar Haddad is the chief financial officer of Acme.' });
    await ni.ingest({ id: 'page', date: '2021-01-01', text: 'Lena Ward is again the chief financial officer of Acme.' });
    const terms = (await all(ni)).filter((n) => n.fact.object === 'Lena Ward').map((n) => `${toIso(n.validity.start)}/${toIso(n.validity.end)}`).sort();
    assert.deepEqual(terms, ['2019-01-01/2020-01-01', '2021-01-01/null']);
  });

  test('re-ingesting identical text is a no-op, whatever its date', async () => {
    const ni = await open();
    const doc = { id: 'a', date: '2020-01-01', text: 'Acme is headquartered in Boston.' };
    await ni.ingest(doc);
    const before = JSON.stringify(await all(ni));
    const again = await ni.ingest({ ...doc, date: '2023-01-01' });
    assert.equal(again.outcome, 'unchanged');
    assert.equal(JSON.stringify(await all(ni)), before);
    assert.equal((await ni.stats()).revisions, 1);
  });
});

describe('canonicalisation and keys', () => {
  test('aliases give one key: "USA" and "United States" facts meet in one key', async () => {
    const ni = await open();
    await ni.ingest({ id: 'a', source: 'x', date: '2010-01-01', text: 'Joe Carter was president of the USA from 2010 to 2014.' });
    await ni.ingest({ id: 'b', source: 'y', date: '2015-01-01', text: 'Ann Lee has been president of the United States since 2014.' });
    const ns = await all(ni);
    assert.equal(new Set(ns.map((n) => n.key.subject)).size, 1);
    assert.equal(ns[0]!.fact.subject, 'United States');
  });

  test('a user alias file extends the bundled table', async () => {
    const aliases = defaultAliases().load('version: 1\nentities:\n  Northwind Energy: [Northwind Power]\n', 'mine.yaml');
    const ni = await open({ aliases });
    await ni.ingest({ id: 'a', text: 'Northwind Power is headquartered in Tacoma.' });
    assert.equal((await all(ni))[0]!.fact.subject, 'Northwind Energy');
  });

  test('the scope comes from the document, and different scopes never conflict', async () => {
    const ni = await open();
    await ni.ingest({ id: 'a', source: 'x', scope: 'user:alice', text: 'Acme is headquartered in Boston.' });
    await ni.ingest({ id: 'b', source: 'y', scope: 'user:bob', text: 'Acme is headquartered in Denver.' });
    const ns = await all(ni);
    assert.deepEqual(ns.map((n) => n.key.scope).sort(), ['user:alice', 'user:bob']);
    assert.ok(ns.every((n) => n.epistemic.status === 'active'));
  });

  test('an undated document is dated by the clock', async () => {
    const ni = await open();
    await ni.ingest({ id: 'a', text: 'Acme is headquartered in Boston.' });
    assert.equal(toIso((await all(ni))[0]!.validity.start), '2024-06-01');
  });
});

describe('governance through ingest', () => {
  test('a contested key is resolved when a rival gains its second source by a merge (decision 1)', async () => {
    const ni = await open();
    await ni.ingest({ id: 'a', source: 'reuters', date: '2001-01-01', text: 'John Roe is the CEO of Acme.' });
    await ni.ingest({ id: 'b', source: 'ap', date: '2008-03-01', text: 'Jane Doe is the CEO of Acme.' });
    assert.deepEqual((await all(ni)).map((n) => n.epistemic.status).sort(), ['contested', 'contested']);
    await ni.ingest({ id: 'c', source: 'bloomberg', date: '2008-03-02', text: 'Acme chief executive Jane Doe opened a plant.' });
    const ns = await all(ni);
    assert.deepEqual(ns.map((n) => n.epistemic.status), ['active', 'active']);
    assert.equal(toIso(find(ns, 'John Roe').validity.end), '2008-03-01');
  });

  test('every change of a nugget\'s governed state is kept as a version', async () => {
    const ni = await open();
    await ni.ingest({ id: 'a', source: 'reuters', date: '2001-01-01', text: 'John Roe is the CEO of Acme.' });
    await ni.ingest({ id: 'b', source: 'ap', date: '2008-03-01', text: 'Jane Doe is the CEO of Acme.' });
    await ni.ingest({ id: 'c', source: 'bloomberg', date: '2008-03-02', text: 'Jane Doe is the CEO of Acme.' });
    const roe = find(await all(ni), 'John Roe');
    assert.equal(roe.provenance.version, 3);
    const history = await ni.store.history(roe.id);
    assert.deepEqual(history.map((h) => [h.version, h.epistemic.status]), [[1, 'active'], [2, 'contested']]);
    assert.match(history[1]!.reason, /evidence from c/);
  });

  test('co-CEOs: overriding the predicate to multi-valued keeps both active', async () => {
    const docs = [
      { id: 'a', source: 'x', date: '2020-01-01', text: 'Ann Lee is the CEO of Acme.' },
      { id: 'b', source: 'y', date: '2020-01-01', text: 'Bo Chen is the CEO of Acme.' },
    ];
    const strict = await open();
    for (const d of docs) await strict.ingest(d);
    assert.deepEqual((await all(strict)).map((n) => n.epistemic.status), ['contested', 'contested']);
    const coCeo = await open({ schema: overrideCardinality(defaultSchema(), { chiefExecutiveOfficer: 'multi-valued' }) });
    for (const d of docs) await coCeo.ingest(d);
    assert.deepEqual((await all(coCeo)).map((n) => n.epistemic.status), ['active', 'active']);
  });

  test('an override naming a predicate the schema lacks is refused', () => {
    assert.throws(() => overrideCardinality(defaultSchema(), { chiefExecutiveOficer: 'multi-valued' }), { code: 'INVALID_INPUT', message: /unknown predicate "chiefExecutiveOficer"/ });
  });

  test('the same person in two explicit, separate terms is two nuggets', async () => {
    const ni = await open();
    await ni.ingest({ id: 'a', date: '2020-01-01', text: 'Gregor Lind was mayor of Eastport from 1990 to 1994. Gregor Lind was mayor of Eastport from 2002 to 2006.' });
    const terms = (await all(ni)).map((n) => `${toIso(n.validity.start)}/${toIso(n.validity.end)}`).sort();
    assert.deepEqual(terms, ['1990-01-01/1994-01-01', '2002-01-01/2006-01-01']);
  });

  test('concurrent ingests are serialised and the result equals ingesting one by one', async () => {
    const docs = [1, 2, 3, 4, 5, 6].map((i) => ({ id: `d${i}`, source: `s${i % 3}`, date: `200${i}-01-01`, text: `Person${i} Smith is the CEO of Acme.` }));
    const parallel = await open();
    await Promise.all(docs.map((d) => parallel.ingest(d)));
    const serial = await open();
    for (const d of docs) await serial.ingest(d);
    const view = async (ni: NuggetIndex) => (await all(ni)).map((n) => [n.id, n.epistemic.status, n.validity.end]);
    assert.deepEqual(await view(parallel), await view(serial));
  });
});

describe('input validation', () => {
  test('a document without text is refused with the field named', async () => {
    const ni = await open();
    await assert.rejects(ni.ingest({ id: 'x' }), { code: 'INVALID_INPUT', message: /text: is required/ });
    await assert.rejects(ni.ingest({ id: 'x', text: 'y', date: '03/04/2020' }), { code: 'INVALID_INPUT', message: /date/ });
    assert.equal((await ni.stats()).documents, 0);
  });

  test('k outside 1–1000 is refused', async () => {
    const ni = await open();
    await assert.rejects(ni.retrieve('x', { k: 0 }), { code: 'INVALID_INPUT' });
  });
});

describe('governance settings recorded with the store', () => {
  test('ingesting with another cardinality override is refused, naming what differs, unless reconfiguring', async () => {
    const { MemoryNuggetStore } = await import('../src/index.js');
    const store = new MemoryNuggetStore();
    const first = await NuggetIndex.open({ store, clock });
    await first.ingest({ id: 'a', source: 'x', date: '2020-01-01', text: 'Ann Lee is the CEO of Acme.' });
    const coCeo = overrideCardinality(defaultSchema(), { chiefExecutiveOfficer: 'multi-valued' });
    const second = await NuggetIndex.open({ store, clock, schema: coCeo });
    await assert.rejects(second.ingest({ id: 'b', source: 'y', date: '2020-01-01', text: 'Bo Chen is the CEO of Acme.' }), {
      code: 'INVALID_INPUT',
      message: /different predicate schema \(--schema, --multi-valued\).*--reconfigure/,
    });
    assert.equal((await store.stats()).documents, 1);
    const third = await NuggetIndex.open({ store, clock, schema: coCeo, reconfigure: true });
    await third.ingest({ id: 'b', source: 'y', date: '2020-01-01', text: 'Bo Chen is the CEO of Acme.' });
    assert.deepEqual((await all(third)).map((n) => n.epistemic.status), ['active', 'active']);
    // From now on the new settings are the store's: the co-CEO schema ingests without the flag.
    await (await NuggetIndex.open({ store, clock, schema: coCeo })).ingest({ id: 'c', text: 'Acme is headquartered in Oslo.' });
  });

  test('the same settings, however the objects were built, are accepted', async () => {
    const { MemoryNuggetStore } = await import('../src/index.js');
    const store = new MemoryNuggetStore();
    await (await NuggetIndex.open({ store, clock })).ingest({ id: 'a', text: 'Acme is headquartered in Oslo.' });
    await (await NuggetIndex.open({ store, clock, aliases: defaultAliases(), schema: defaultSchema() })).ingest({ id: 'b', text: 'Beta is headquartered in Oslo.' });
    assert.equal((await store.stats()).documents, 2);
  });
});
