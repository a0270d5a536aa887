// The core of IndexRAG's bridging facts over facts governed from real documents: bridge entities by
// Eq. 1 (2 ≤ df ≤ τ, at most 5 documents and 8 facts each), composition by the schema's rules,
// validity as the intersection of the sources' (a succession composes two bridges, each for its
// own period), contested sources make a contested bridge, and balanced context selection (k_b).

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { defaultSchema, NuggetIndex, NuggetIndexError, parseSchema, toIso, type Nugget } from '../../src/index.js';
import { bridgeEntities } from '../../src/bridge/entities.js';
import { composeBridges } from '../../src/bridge/compose.js';
import { balancedSelection } from '../../src/bridge/balanced.js';

const schema = defaultSchema();
let facts: Nugget[] = [];

async function govern(docs: readonly object[]): Promise<Nugget[]> {
  const ni = await NuggetIndex.open({ clock: () => Date.parse('2024-01-01') });
  for (const d of docs) await ni.ingest(d);
  const out: Nugget[] = [];
  for await (const batch of ni.nuggets()) out.push(...batch);
  await ni.close();
  return out;
}

/** A prime minister from 2016 (a news report) who was a party member from 2001 to `until` (her biography). */
function primeMinister(until: number): object[] {
  return [
    { id: 'pm', source: 'wire', date: '2016-01-02', text: 'Ruritania named Ann Lee as its new prime minister on 1 January 2016.' },
    {
      id: 'party',
      source: 'encyclopedia',
      date: '2020-01-01',
      title: 'Ann Lee',
      text: `Ann Lee (born 1960) is a Ruritanian politician. Ann Lee was a member of the Green Party from 2001 to ${until}.`,
    },
  ];
}

before(async () => {
  facts = await govern([
    { id: 'acme-2015', source: 'wire', date: '2015-03-02', text: 'Acme named Jane Doe as its new CEO on 1 March 2015.' },
    { id: 'acme-2019', source: 'gazette', date: '2019-06-02', text: 'Acme named John Roe as its new CEO on 1 June 2019, succeeding Jane Doe.' },
    { id: 'doe-bio', source: 'encyclopedia', date: '2020-01-01', title: 'Jane Doe', text: 'Jane Doe was born in Lyon in 1970.' },
    { id: 'roe-bio', source: 'encyclopedia', date: '2020-01-01', title: 'John Roe', text: 'John Roe was born in Denver, Colorado, in 1965.' },
  ]);
});

test('Eq. 1: an entity in one document is no bridge; in two to τ it is; above τ it is skipped and listed', () => {
  const { bridges, tooCommon } = bridgeEntities(facts, schema);
  const df = Object.fromEntries(bridges.map((b) => [b.entity, b.df]));
  assert.equal(df['jane doe'], 3, 'the two news stories and her biography');
  assert.equal(df['john roe'], 2);
  assert.equal(df['lyon'], undefined, 'Lyon is named by one document only');
  assert.deepEqual(tooCommon, []);
  const tight = bridgeEntities(facts, schema, { tau: 2 });
  assert.ok(!tight.bridges.some((b) => b.entity === 'jane doe'));
  assert.deepEqual(tight.tooCommon, [{ entity: 'jane doe', df: 3 }]);
  const narrow = bridgeEntities(facts, schema, { documents: 2, factsPerDocument: 1 });
  for (const b of narrow.bridges) {
    assert.ok(b.documents.length <= 2);
    for (const d of b.documents) assert.equal(d.facts.length, 1);
  }
});

test('a succession composes one bridge per term, each valid for its own period only', () => {
  const composed = bridgeEntities(facts, schema).bridges.flatMap((b) => composeBridges(b, schema));
  const doe = composed.find((f) => f.via === 'Jane Doe')!;
  const roe = composed.find((f) => f.via === 'John Roe')!;
  assert.equal(doe.text, 'The chief executive officer of Acme, Jane Doe, was born in Lyon');
  assert.deepEqual([toIso(doe.validity.start), toIso(doe.validity.end)], ['2015-03-01', '2019-06-01']);
  assert.equal(roe.text, 'The chief executive officer of Acme, John Roe, was born in Denver, Colorado');
  assert.deepEqual([toIso(roe.validity.start), toIso(roe.validity.end)], ['2019-06-01', null]);
  // Provenance: the facts it combines, each from its own document.
  assert.deepEqual(
    doe.sources.map((n) => n.fact.predicate),
    ['chiefExecutiveOfficer', 'placeOfBirth'],
  );
  assert.equal(doe.status, 'active');
});

test('no bridge from facts of one document, none from facts that never held together, a contested one from a dispute', async () => {
  const oneDoc = await govern([
    { id: 'both', source: 'wire', date: '2015-03-02', text: 'Acme named Jane Doe as its new CEO on 1 March 2015. Jane Doe was born in Lyon in 1970.' },
  ]);
  assert.deepEqual(
    bridgeEntities(oneDoc, schema).bridges.flatMap((b) => composeBridges(b, schema)),
    [],
  );

  // The party membership ended (stated) before the term began: the two never held together.
  const apart = await govern(primeMinister(2009));
  const heads = apart.filter((n) => n.fact.predicate === 'headOfGovernment' || n.fact.predicate === 'memberOfPoliticalParty');
  assert.equal(heads.length, 2, apart.map((n) => `${n.fact.predicate}: ${n.fact.text}`).join('; '));
  assert.ok(
    bridgeEntities(apart, schema).bridges.some((b) => b.entity === 'ann lee'),
    'she is a bridge entity',
  );
  // (Her birth date and her trade, which hold at every time or now, do bridge: not the party.)
  const party = (f: { object: string }) => f.object === 'Green Party';
  assert.deepEqual(
    bridgeEntities(apart, schema)
      .bridges.flatMap((b) => composeBridges(b, schema))
      .filter(party),
    [],
  );
  // Had the membership run on to 2017, the two would overlap in 2016: one bridge, for that year.
  const overlapping = await govern(primeMinister(2017));
  const [bridge] = bridgeEntities(overlapping, schema)
    .bridges.flatMap((b) => composeBridges(b, schema))
    .filter(party);
  assert.equal(bridge?.text, 'The head of government of Ruritania, Ann Lee, is a member of Green Party');
  assert.deepEqual([toIso(bridge.validity.start), toIso(bridge.validity.end)], ['2016-01-01', '2017-01-01']);

  const disputed = await govern([
    { id: 'acme', source: 'wire', date: '2015-03-02', text: 'Acme named Jane Doe as its new CEO on 1 March 2015.' },
    { id: 'lyon', source: 'daily', date: '2020-01-01', text: 'Jane Doe was born in Lyon.' },
    { id: 'paris', source: 'ledger', date: '2020-01-02', text: 'Jane Doe was born in Paris.' },
  ]);
  const both = bridgeEntities(disputed, schema).bridges.flatMap((b) => composeBridges(b, schema));
  assert.deepEqual(both.map((f) => [f.object, f.status]).sort(), [
    ['Lyon', 'contested'],
    ['Paris', 'contested'],
  ]);
});

test('balanced context selection: k_b = 0 drops bridging facts, 3 caps them, k lets the ranking decide', () => {
  const ranked = ['b1', 'b2', 'a1', 'b3', 'b4', 'a2', 'a3', 'b5', 'a4', 'a5', 'a6', 'a7'];
  const isBridge = (x: string) => x.startsWith('b');
  assert.deepEqual(balancedSelection(ranked, isBridge, 5, 0), ['a1', 'a2', 'a3', 'a4', 'a5']);
  assert.deepEqual(balancedSelection(ranked, isBridge, 5, 3), ['b1', 'b2', 'a1', 'b3', 'a2']);
  assert.deepEqual(balancedSelection(ranked, isBridge, 5, 5), ['b1', 'b2', 'a1', 'b3', 'b4']);
  assert.deepEqual(balancedSelection(['a1'], isBridge, 5, 3), ['a1'], 'fewer than k entries: all of them');
});

test('compositions live in the schema and are checked where they are declared', () => {
  assert.ok(schema.compositions.some((c) => c.first === 'chiefExecutiveOfficer' && c.then === 'placeOfBirth'));
  const base =
    'version: 1\npredicates:\n  - name: ceo\n    subject: Organization\n    object: Person\n    cardinality: functional\n    roles: [chief executive]\n';
  const bad = (compositions: string, message: RegExp) =>
    assert.throws(
      () => parseSchema(`${base}compositions:\n${compositions}`, 'my.yaml'),
      (e: unknown) => e instanceof NuggetIndexError && e.code === 'INVALID_SCHEMA' && message.test(e.message),
    );
  bad('  - first: ceo\n    then: born\n    template: "{s} {m} {o}"\n', /^my\.yaml:\d+: compositions\[0\]\.then: unknown predicate "born"/);
  bad('  - first: ceo\n    then: ceo\n    template: "{s} and {o}"\n', /compositions\[0\]\.template: must contain \{m\}/);
  bad('  - first: ceo\n    then: ceo\n    template: "{s} {m} {o}"\n    when: now\n', /compositions\[0\]\.when: unknown field/);
  // `*` stands for any predicate; its template joins the two facts' sentences.
  bad('  - first: "*"\n    then: ceo\n    template: "{s} {m} {o}"\n', /compositions\[0\]\.template: must contain \{first\}/);
  assert.equal(parseSchema(`${base}compositions:\n  - first: "*"\n    then: "*"\n    template: "{first}; {then}"\n`, 'my.yaml').compositions.length, 1);
  assert.deepEqual(parseSchema(base, 'my.yaml').compositions, []);
});
