// Bridging facts as governed records (IndexRAG at index time, issue 20): derived at ingest in the
// same change set as the facts they combine, valid only while both are (a succession gives each term
// its own bridge), flagged when a source is disputed, withdrawn when one loses, re-derived when a
// revision or a later document changes a source, kept across reopening a SQLite store, derived the
// same whatever the ingest order, re-derived only for the entities a document touches, and admitted
// into results by balanced selection (k_b).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSchema, NuggetIndex, toIso, type Nugget, type PredicateSchema } from '../../src/index.js';
import { SqliteNuggetStore } from '../../src/node.js';
import { deriveBridges } from '../../src/bridge/derive.js';

const NOW = Date.parse('2024-01-01');

const CEO_2015 = { id: 'acme-2015', source: 'wire', date: '2015-03-02', text: 'Acme named Jane Doe as its new CEO on 1 March 2015.' };
const CEO_2019 = { id: 'acme-2019', source: 'gazette', date: '2019-06-02', text: 'Acme named John Roe as its new CEO on 1 June 2019, succeeding Jane Doe.' };
const DOE_BIO = { id: 'doe-bio', source: 'encyclopedia', date: '2020-01-01', title: 'Jane Doe', text: 'Jane Doe was born in Lyon in 1970.' };
const ROE_BIO = { id: 'roe-bio', source: 'encyclopedia', date: '2020-01-01', title: 'John Roe', text: 'John Roe was born in Denver, Colorado, in 1965.' };

/** The bundled schema with its named compositions only: these tests are about governance, not which pairs compose. */
const bundled = defaultSchema();
const named: PredicateSchema = { ...bundled, compositions: bundled.compositions.filter((c) => c.first !== '*') };

async function open(docs: readonly object[], store?: SqliteNuggetStore, schema = named): Promise<NuggetIndex> {
  const ni = await NuggetIndex.open({ clock: () => NOW, schema, ...(store ? { store } : {}) });
  for (const d of docs) await ni.ingest(d);
  return ni;
}

async function bridges(ni: NuggetIndex): Promise<Nugget[]> {
  const out: Nugget[] = [];
  for await (const batch of ni.nuggets()) out.push(...batch.filter((n) => n.kind === 'BridgingFact'));
  return out;
}

/** A bridging fact as the assertions compare it: text, period, state. */
const brief = (n: Nugget) => `${n.fact.text} [${toIso(n.validity.start) ?? '−∞'}, ${toIso(n.validity.end) ?? '+∞'}) ${n.epistemic.status}`;

const where = (ni: NuggetIndex, time: string, options: object = {}) =>
  ni.retrieve('Where was the chief executive officer of Acme born?', { time, k: 5, ...options }).then((r) => r.results.map((x) => x.nugget));

test('a bridging fact over a succession answers for its own period only, citing both documents and naming its sources', async () => {
  const ni = await open([CEO_2015, CEO_2019, DOE_BIO, ROE_BIO]);
  assert.deepEqual((await bridges(ni)).map(brief).sort(), [
    'The chief executive officer of Acme, Jane Doe, was born in Lyon [2015-03-01, 2019-06-01) active',
    'The chief executive officer of Acme, John Roe, was born in Denver, Colorado [2019-06-01, +∞) active',
  ]);
  const in2016 = (await where(ni, '2016')).filter((n) => n.kind === 'BridgingFact');
  const in2021 = (await where(ni, '2021')).filter((n) => n.kind === 'BridgingFact');
  assert.deepEqual(
    in2016.map((n) => n.fact.object),
    ['Lyon'],
  );
  assert.deepEqual(
    in2021.map((n) => n.fact.object),
    ['Denver, Colorado'],
  );
  const doe = in2016[0]!;
  assert.deepEqual(
    doe.provenance.evidence.map((e) => e.docId),
    ['acme-2015', 'doe-bio'],
  );
  const sources = await ni.store.nuggetsById(doe.provenance.derivedFrom!);
  assert.deepEqual(
    sources.map((n) => `${n.fact.predicate} ${n.fact.object}`),
    ['chiefExecutiveOfficer Jane Doe', 'placeOfBirth Lyon'],
  );
  await ni.close();
});

test('the bridging facts do not depend on the order documents arrive in; a later succession narrows a bridge and records why', async () => {
  const orders = [
    [CEO_2015, CEO_2019, DOE_BIO, ROE_BIO],
    [ROE_BIO, DOE_BIO, CEO_2019, CEO_2015],
    [DOE_BIO, CEO_2015, ROE_BIO, CEO_2019],
  ];
  const seen: string[][] = [];
  for (const order of orders) {
    const ni = await open(order);
    seen.push((await bridges(ni)).map(brief).sort());
    if (order === orders[2]) {
      // Composed while Jane Doe's term was open, then ended by the succession: one earlier version.
      const doe = (await bridges(ni)).find((n) => n.fact.object === 'Lyon')!;
      const history = await ni.store.history(doe.id);
      assert.deepEqual(
        history.map((v) => [v.version, toIso(v.validity.end)]),
        [[1, null]],
      );
      assert.match(history[0]!.reason, /acme-2019/);
      assert.equal(doe.provenance.version, 2);
    }
    await ni.close();
  }
  assert.deepEqual(seen[1], seen[0]);
  assert.deepEqual(seen[2], seen[0]);
});

test('a disputed source flags its bridging fact contested, in the same change set; resolving the dispute withdraws the losing bridge', async () => {
  const ni = await open([CEO_2015, DOE_BIO]);
  const result = await ni.ingest({ id: 'doe-paris', source: 'tribune', date: '2020-02-01', text: 'Jane Doe was born in Paris in 1970.' });
  assert.deepEqual(
    result.changed
      .filter((n) => n.kind === 'BridgingFact')
      .map(brief)
      .sort(),
    [
      'The chief executive officer of Acme, Jane Doe, was born in Lyon [2015-03-01, +∞) contested',
      'The chief executive officer of Acme, Jane Doe, was born in Paris [2015-03-01, +∞) contested',
    ],
  );
  // The active view leaves disputed bridges out; active_contested shows them flagged.
  assert.ok(!(await where(ni, '2016')).some((n) => n.kind === 'BridgingFact'));
  assert.equal((await where(ni, '2016', { view: 'active_contested' })).filter((n) => n.kind === 'BridgingFact').length, 2);
  const paris = (await ni.store.nuggetsBySubject('jane doe')).find((n) => n.fact.predicate === 'placeOfBirth' && n.fact.object === 'Paris')!;
  const outcome = await ni.resolve({ winner: paris.id, reason: 'the birth register', by: 'alice' });
  assert.ok(
    outcome.changed.some((n) => n.kind === 'BridgingFact'),
    'the decision re-derives the bridges',
  );
  assert.deepEqual((await bridges(ni)).map(brief).sort(), [
    'The chief executive officer of Acme, Jane Doe, was born in Lyon [2015-03-01, +∞) deprecated',
    'The chief executive officer of Acme, Jane Doe, was born in Paris [2015-03-01, +∞) active',
  ]);
  const lyon = (await bridges(ni)).find((n) => n.fact.object === 'Lyon')!;
  assert.match((await ni.store.history(lyon.id)).at(-1)!.reason, /resolved by alice/);
  assert.deepEqual(
    (await where(ni, '2016')).filter((n) => n.kind === 'BridgingFact').map((n) => n.fact.object),
    ['Paris'],
  );
  await ni.close();
});

test('bridging facts survive reopening a SQLite store, and a revision that drops a source statement re-derives them', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ni-bridge-'));
  try {
    const file = join(dir, 'facts.db');
    let ni = await open([CEO_2015, CEO_2019, DOE_BIO, ROE_BIO], SqliteNuggetStore.open(file, { create: true }));
    const before = (await bridges(ni)).map(brief).sort();
    await ni.close();
    ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => NOW, schema: named });
    assert.deepEqual((await bridges(ni)).map(brief).sort(), before);
    assert.deepEqual(
      (await where(ni, '2021')).filter((n) => n.kind === 'BridgingFact').map((n) => n.fact.object),
      ['Denver, Colorado'],
    );
    // Re-ingesting changes nothing; a revision of the biography that no longer says where he was born ends his bridge.
    assert.equal((await ni.ingest(ROE_BIO)).outcome, 'unchanged');
    const revised = await ni.ingest({ ...ROE_BIO, date: '2022-01-01', text: 'John Roe is an American executive.' });
    assert.ok(revised.changed.some((n) => n.kind === 'BridgingFact'));
    await ni.close();
    ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file), clock: () => NOW, schema: named });
    const roe = (await bridges(ni)).find((n) => n.fact.object === 'Denver, Colorado')!;
    assert.equal(toIso(roe.validity.end), '2022-01-01', 'valid only while the biography said so');
    assert.equal(roe.provenance.version, 2);
    await ni.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Eq. 1 at ingest: an entity grown past τ withdraws its bridging facts; a document that names no bridge entity visits nothing', async () => {
  const ni = await open([CEO_2015, DOE_BIO]);
  const schema = named;
  // A third document naming Jane Doe, with τ = 2: the entity is now too common to bridge.
  const third = await ni.ingest({ id: 'doe-award', source: 'daily', date: '2021-01-01', text: 'Jane Doe won the Golden Widget Award in 2020.' });
  const facts = third.changed.filter((n) => n.kind !== 'BridgingFact');
  const tight = await deriveBridges(ni.store, schema, facts, 'evidence from doe-award', NOW, { tau: 2 });
  assert.deepEqual(tight.nuggets.map(brief), ['The chief executive officer of Acme, Jane Doe, was born in Lyon [2015-03-01, +∞) deprecated']);
  assert.match(tight.history[0]!.reason, /withdrawn: it is named by 3 documents \(τ = 2\)/);
  // With the paper's τ = 10 nothing changes: the bridge already holds.
  const loose = await deriveBridges(ni.store, schema, facts, 'evidence from doe-award', NOW);
  assert.deepEqual(loose.nuggets, []);
  assert.equal(loose.visited, 1, 'only Jane Doe, the one entity of the document that has a bridge');
  // An unrelated document: its entities are in no composition and have no bridging facts.
  const other = await ni.ingest({
    id: 'beta',
    source: 'wire',
    date: '2021-01-01',
    text: 'Beta Corp is headquartered in Oslo. Beta Corp won the Silver Spoon in 2020.',
  });
  const none = await deriveBridges(ni.store, schema, other.changed, 'evidence from beta', NOW);
  assert.deepEqual([none.visited, none.nuggets.length], [1, 0], 'Oslo (a headquarters, which a composition starts from) is looked at; nothing else');
  await ni.close();
});

test('balanced selection: bridging off admits none, --kb caps them, kb ≥ k lets the ranking decide', async () => {
  const ni = await open([CEO_2015, CEO_2019, DOE_BIO, ROE_BIO]);
  const ask = (options: object) =>
    ni.retrieve('chief executive officer of Acme was born in', { view: 'all', k: 4, ...options }).then((r) => r.results.map((x) => x.nugget.kind));
  const count = (kinds: string[]) => kinds.filter((k) => k === 'BridgingFact').length;
  const all = await ask({ kb: 4 });
  assert.equal(count(all), 2, 'both bridges rank in the top 4 when the ranking decides');
  assert.equal(count(await ask({ kb: 1 })), 1);
  assert.equal((await ask({ kb: 1 })).length, 4, 'the facts below fill the place a bridge left');
  assert.equal(count(await ask({ kb: 0 })), 0);
  assert.deepEqual(await ask({ bridging: 'off', kb: 4 }), await ask({ kb: 0 }));
  assert.equal(count(await ask({})), 2, 'k_b = 3 by default');
  await assert.rejects(ask({ kb: -1 }), /kb/);
  await assert.rejects(ask({ bridging: 'maybe' }), /bridging/);
  await ni.close();
});

test('the bundled `*` composition joins any fact that leads to an entity with a schema fact about it from another document, never with an open statement', async () => {
  const ni = await open([CEO_2015, DOE_BIO, { id: 'doe-says', source: 'daily', date: '2021-01-01', text: 'Jane Doe said sales rose.' }], undefined, bundled);
  assert.deepEqual((await bridges(ni)).map(brief).sort(), [
    // `*`: her role, then her date of birth (a schema fact); "Jane Doe said sales rose" (an open statement) joins nothing.
    'Jane Doe is the chief executive officer of Acme; Jane Doe was born on 1970 [2015-03-01, +∞) active',
    // The named composition for this pair, not the `*` one.
    'The chief executive officer of Acme, Jane Doe, was born in Lyon [2015-03-01, +∞) active',
  ]);
  await ni.close();
});
