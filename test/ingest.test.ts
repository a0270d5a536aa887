// The ingest flow through the public API on a memory store: revisions (Algorithm 1, lines 4–12),
// alias keys, idempotent re-ingest, version lineage, schema overrides, serialised writes, and the
// quality gate's review queue (deferral, idempotence, revisions, accept, edit, drop).

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex, defaultAliases, defaultSchema, overrideCardinality, toIso, type Candidate, type Extractor, type Nugget } from '../src/index.js';

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
    assert.deepEqual(
      boston.provenance.evidence.map((e) => e.revision),
      [1, 2],
    );
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

  test('"Who ran Acme?" finds the chief executive: the predicate\'s words for running a company are indexed with it', async () => {
    const ni = await open();
    await ni.ingest({
      id: 'page',
      date: '2020-01-01',
      text: 'Acme Foods is a snack company. Lena Ward is the chief executive officer of Acme Foods. Acme Foods is headquartered in Denver.',
    });
    const top = (await ni.retrieve('Who ran Acme Foods?', { time: '2021', k: 1 })).results[0]?.nugget.fact;
    assert.equal(top?.predicate, 'chiefExecutiveOfficer');
  });

  test('"Who was the leader of Fairview?" finds its mayor; "Which political group did Ward join?" her party', async () => {
    const ni = await open();
    await ni.ingest({
      id: 'page',
      date: '2020-01-01',
      text: 'Fairview is a town in Oregon. Lena Ward is the mayor of Fairview. Lena Ward is a member of the Green Party. Fairview is twinned with Lakeside.',
    });
    const top = async (q: string) => (await ni.retrieve(q, { time: '2021', k: 1 })).results[0]?.nugget.fact.predicate;
    assert.equal(await top('Who was the leader of the city of Fairview?'), 'mayor');
    assert.equal(await top('Which political group did Lena Ward join?'), 'memberOfPoliticalParty');
  });

  test('a statement that reappears after its term closed starts a new term', async () => {
    const ni = await open();
    await ni.ingest({ id: 'page', date: '2019-01-01', text: 'Lena Ward is the chief financial officer of Acme.' });
    await ni.ingest({ id: 'page', date: '2020-01-01', text: 'Omar Haddad is the chief financial officer of Acme.' });
    await ni.ingest({ id: 'page', date: '2021-01-01', text: 'Lena Ward is again the chief financial officer of Acme.' });
    const terms = (await all(ni))
      .filter((n) => n.fact.object === 'Lena Ward')
      .map((n) => `${toIso(n.validity.start)}/${toIso(n.validity.end)}`)
      .sort();
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

  test('a place with its region is the place: a report\'s "Chicago" and an encyclopedia\'s "Chicago, Illinois" are one headquarters', async () => {
    const ni = await open();
    await ni.ingest({
      id: 'wiki',
      source: 'wikipedia',
      date: '2024-01-01',
      text: 'Acme Foods is an American snack company headquartered in Chicago, Illinois.',
    });
    await ni.ingest({ id: 'wire', source: 'wire', date: '2024-03-12', text: 'Acme Foods is headquartered in Chicago.' });
    const hq = (await all(ni)).filter((n) => n.fact.predicate === 'headquartersLocation');
    assert.deepEqual(
      hq.map((n) => [n.epistemic.status, n.provenance.evidence.length]),
      [['active', 2]],
    );
    // Another city is still another value.
    await ni.ingest({ id: 'wire-2', source: 'wire2', date: '2024-03-13', text: 'Acme Foods is headquartered in Springfield, Illinois.' });
    assert.equal((await all(ni)).filter((n) => n.fact.predicate === 'headquartersLocation').length, 2);
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
    // (The plant's opening is an open statement of its own.)
    const ns = (await all(ni)).filter((n) => n.fact.predicate === 'chiefExecutiveOfficer');
    assert.deepEqual(
      ns.map((n) => n.epistemic.status),
      ['active', 'active'],
    );
    assert.equal(toIso(find(ns, 'John Roe').validity.end), '2008-03-01');
  });

  test("every change of a nugget's governed state is kept as a version", async () => {
    const ni = await open();
    await ni.ingest({ id: 'a', source: 'reuters', date: '2001-01-01', text: 'John Roe is the CEO of Acme.' });
    await ni.ingest({ id: 'b', source: 'ap', date: '2008-03-01', text: 'Jane Doe is the CEO of Acme.' });
    await ni.ingest({ id: 'c', source: 'bloomberg', date: '2008-03-02', text: 'Jane Doe is the CEO of Acme.' });
    const roe = find(await all(ni), 'John Roe');
    assert.equal(roe.provenance.version, 3);
    const history = await ni.store.history(roe.id);
    assert.deepEqual(
      history.map((h) => [h.version, h.epistemic.status]),
      [
        [1, 'active'],
        [2, 'contested'],
      ],
    );
    assert.match(history[1]!.reason, /evidence from c/);
  });

  test('co-CEOs: overriding the predicate to multi-valued keeps both active', async () => {
    const docs = [
      { id: 'a', source: 'x', date: '2020-01-01', text: 'Ann Lee is the CEO of Acme.' },
      { id: 'b', source: 'y', date: '2020-01-01', text: 'Bo Chen is the CEO of Acme.' },
    ];
    const strict = await open();
    for (const d of docs) await strict.ingest(d);
    assert.deepEqual(
      (await all(strict)).map((n) => n.epistemic.status),
      ['contested', 'contested'],
    );
    const coCeo = await open({ schema: overrideCardinality(defaultSchema(), { chiefExecutiveOfficer: 'multi-valued' }) });
    for (const d of docs) await coCeo.ingest(d);
    assert.deepEqual(
      (await all(coCeo)).map((n) => n.epistemic.status),
      ['active', 'active'],
    );
  });

  test('an override naming a predicate the schema lacks is refused', () => {
    assert.throws(() => overrideCardinality(defaultSchema(), { chiefExecutiveOficer: 'multi-valued' }), {
      code: 'INVALID_INPUT',
      message: /unknown predicate "chiefExecutiveOficer"/,
    });
  });

  test('the same person in two explicit, separate terms is two nuggets', async () => {
    const ni = await open();
    await ni.ingest({
      id: 'a',
      date: '2020-01-01',
      text: 'Gregor Lind was mayor of Eastport from 1990 to 1994. Gregor Lind was mayor of Eastport from 2002 to 2006.',
    });
    const terms = (await all(ni)).map((n) => `${toIso(n.validity.start)}/${toIso(n.validity.end)}`).sort();
    assert.deepEqual(terms, ['1990-01-01/1994-01-01', '2002-01-01/2006-01-01']);
  });

  test('a return after another value began is a term of its own, and closes the one in between', async () => {
    const ni = await open();
    await ni.ingest({
      id: 'b',
      date: '2020-01-01',
      text: 'Jane Roe became CEO of Acme in 2001. John Doe became CEO of Acme in 2005. Jane Roe returned as CEO of Acme in 2009.',
    });
    const terms = (await all(ni))
      .filter((n) => n.key.predicate === 'chiefExecutiveOfficer')
      .map((n) => `${n.fact.object} ${toIso(n.validity.start)}/${toIso(n.validity.end)}`)
      .sort();
    assert.deepEqual(terms, ['Jane Roe 2001-01-01/2005-01-01', 'Jane Roe 2009-01-01/null', 'John Doe 2005-01-01/2009-01-01']);
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
    // A field of the wrong type is a type error, not a missing field (zod 4 reports no input value).
    await assert.rejects(ni.ingest({ id: 5, text: 'y' }), { code: 'INVALID_INPUT', message: /id: Invalid input: expected string, received number/ });
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
    assert.deepEqual(
      (await all(third)).map((n) => n.epistemic.status),
      ['active', 'active'],
    );
    // From now on the new settings are the store's: the co-CEO schema ingests without the flag.
    await (await NuggetIndex.open({ store, clock, schema: coCeo })).ingest({ id: 'c', text: 'Acme is headquartered in Oslo.' });
  });

  test('the same settings, however the objects were built, are accepted', async () => {
    const { MemoryNuggetStore } = await import('../src/index.js');
    const store = new MemoryNuggetStore();
    await (await NuggetIndex.open({ store, clock })).ingest({ id: 'a', text: 'Acme is headquartered in Oslo.' });
    await (
      await NuggetIndex.open({ store, clock, aliases: defaultAliases(), schema: defaultSchema() })
    ).ingest({ id: 'b', text: 'Beta is headquartered in Oslo.' });
    assert.equal((await store.stats()).documents, 2);
  });
});

describe('the quality gate and the review queue', () => {
  /** Candidates by sentence text, so tests do not depend on the rule extractor's output. */
  type Row = Omit<Candidate, 'start' | 'end'>;
  const scripted = (table: Record<string, Row[]>): Extractor => ({
    id: 'scripted@1',
    extract: ({ window }) => (table[window.sentence.text.trim()] ?? []).map((c) => ({ ...c, start: window.sentence.start, end: window.sentence.end })),
  });
  const HEDGED = 'Jane Doe may be the CEO of Acme.';
  const SURE = 'Jane Doe is the CEO of Acme.';
  const PRONOUN = 'He has worked for Acme since 2015.';
  const GIBBERISH = 'Acme likes cheese.';
  const RIVAL = 'John Roe is the CEO of Acme.';
  const table: Record<string, Row[]> = {
    [HEDGED]: [{ subject: 'Acme', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', confidence: 0.3 }],
    [SURE]: [{ subject: 'Acme', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', confidence: 0.8 }],
    [PRONOUN]: [{ subject: 'He', predicate: 'employer', object: 'Acme', confidence: 0.8 }],
    [GIBBERISH]: [{ subject: 'Acme', predicate: 'likes', object: 'cheese', confidence: 0.9 }],
    [RIVAL]: [{ subject: 'Acme', predicate: 'chiefExecutiveOfficer', object: 'John Roe', confidence: 0.8 }],
  };
  const openScripted = (options: Partial<Parameters<typeof NuggetIndex.open>[0]> = {}) => open({ extractor: scripted(table), ...options });
  const pending = async (ni: NuggetIndex) => (await ni.reviewQueue()).items;

  test('a low-confidence or invalid candidate lands in the queue, not the store; an unkeyable one is dropped', async () => {
    const ni = await openScripted();
    const r = await ni.ingest({ id: 'a', source: 'blog', date: '2020-01-01', text: `${HEDGED} ${PRONOUN} ${GIBBERISH}` });
    assert.deepEqual([r.candidates, r.deferred, r.created, r.dropped], [3, 2, 0, { 'unknown-predicate': 1 }]);
    assert.equal((await ni.stats()).nuggets, 0);
    const items = await pending(ni);
    assert.deepEqual(
      items.map((q) => [q.predicate, q.reason, q.docId, q.revision, q.quote, q.status]),
      [
        ['chiefExecutiveOfficer', 'low-confidence', 'a', 1, HEDGED, 'pending'],
        ['employer', 'subject-not-noun-phrase', 'a', 1, PRONOUN, 'pending'],
      ],
    );
    assert.equal(items[1]!.detail, 'subject "He" is a pronoun left unresolved');
    assert.deepEqual(items[0]!.candidate, { ...table[HEDGED]![0], start: 0, end: HEDGED.length });
    assert.equal((await ni.retrieve('Who is the CEO of Acme?', { view: 'all' })).results.length, 0, 'retrieval never sees a deferred candidate');
  });

  test('the queue lists counts by predicate and confidence bucket, and filters', async () => {
    const ni = await openScripted();
    await ni.ingest({ id: 'a', date: '2020-01-01', text: `${HEDGED} ${PRONOUN}` });
    const q = await ni.reviewQueue();
    assert.equal(q.total, 2);
    assert.deepEqual(q.groups, [
      { predicate: 'chiefExecutiveOfficer', bucket: '0.25–0.50', count: 1 },
      { predicate: 'employer', bucket: '0.75–1.00', count: 1 },
    ]);
    assert.deepEqual(
      (await ni.reviewQueue({ below: 0.5 })).items.map((i) => i.reason),
      ['low-confidence'],
    );
    assert.deepEqual(
      (await ni.reviewQueue({ reason: 'subject-not-noun-phrase' })).items.map((i) => i.predicate),
      ['employer'],
    );
    const limited = await ni.reviewQueue({ limit: 1 });
    assert.deepEqual([limited.total, limited.items.length, limited.groups.length], [2, 1, 2], 'counts cover the whole queue, items stop at the limit');
    await assert.rejects(ni.reviewQueue({ below: 2 }), { code: 'INVALID_INPUT', message: /^below: must be a number from 0 to 1/ });
    await assert.rejects(ni.reviewQueue({ reason: 'bored' as never }), { code: 'INVALID_INPUT', message: /^reason: must be one of low-confidence/ });
  });

  test('re-ingesting an identical document duplicates nothing; ids are the same in any store', async () => {
    const doc = { id: 'a', date: '2020-01-01', text: `${HEDGED} ${PRONOUN}` };
    const ni = await openScripted();
    await ni.ingest(doc);
    const before = await ni.reviewQueue({ status: 'all' });
    assert.equal((await ni.ingest(doc)).outcome, 'unchanged');
    assert.deepEqual(await ni.reviewQueue({ status: 'all' }), before);
    const other = await openScripted();
    await other.ingest(doc);
    assert.deepEqual(
      (await pending(other)).map((i) => i.id),
      before.items.map((i) => i.id),
    );
  });

  test("a new revision replaces its document's pending items: what it no longer states is withdrawn", async () => {
    const ni = await openScripted();
    await ni.ingest({ id: 'a', date: '2020-01-01', text: `${HEDGED} ${PRONOUN}` });
    const [ceo, worker] = await pending(ni);
    const r = await ni.ingest({ id: 'a', date: '2021-01-01', text: `Something else. ${PRONOUN}` });
    assert.equal(r.deferred, 1);
    const status = async () =>
      (await ni.reviewQueue({ status: 'all' })).items.map((q) => [q.id, q.status, q.revision, q.occurrences.map((o) => [o.revision, o.candidate.start])]);
    assert.deepEqual(
      await status(),
      [
        [ceo!.id, 'withdrawn', 1, [[1, 0]]],
        [
          worker!.id,
          'pending',
          2,
          [
            [1, HEDGED.length + 1],
            [2, 'Something else. '.length],
          ],
        ],
      ],
      'a candidate the new revision repeats keeps its id and gains an occurrence',
    );
    assert.deepEqual(
      (await pending(ni)).map((q) => q.id),
      [worker!.id],
    );
    // An older revision added later (a backfilled history) adds occurrences but decides nothing.
    await ni.ingest({ id: 'a', date: '2019-01-01', text: `${HEDGED} ${PRONOUN}` });
    assert.deepEqual(
      (await status()).map(([id, st, rev, occ]) => [id, st, rev, (occ as unknown[]).length]),
      [
        [ceo!.id, 'withdrawn', 1, 2],
        [worker!.id, 'pending', 2, 3],
      ],
    );
  });

  test('an accepted candidate is governed exactly as if it had been ingested', async () => {
    const docs = [
      { id: 'a', source: 'blog', date: '2020-01-01', text: HEDGED },
      { id: 'b', source: 'wire', date: '2021-06-01', text: RIVAL },
      { id: 'a', source: 'blog', date: '2022-01-01', text: `${HEDGED} More news.` },
    ];
    const reviewed = await openScripted();
    for (const d of docs) await reviewed.ingest(d);
    const [item] = await pending(reviewed);
    assert.deepEqual([item!.revision, item!.occurrences.map((o) => o.revision)], [2, [1, 2]]);
    const result = await reviewed.accept([item!.id], { by: 'alice' });
    assert.deepEqual([result.accepted, result.dropped, result.created], [1, 0, 1]);

    const direct = await openScripted({ config: { reviewBelowConfidence: 0 } });
    for (const d of docs) await direct.ingest(d);
    const governed = (ns: Nugget[]) =>
      ns.map((n) => ({ id: n.id, fact: n.fact, key: n.key, validity: n.validity, epistemic: n.epistemic, evidence: n.provenance.evidence }));
    assert.deepEqual(governed(await all(reviewed)), governed(await all(direct)));
    assert.deepEqual(
      (await all(reviewed)).map((n) => n.epistemic.status),
      ['contested', 'contested'],
      'the accepted claim contests the rival, as an ingested one does',
    );
    assert.equal(result.nuggetOf[item!.id], find(await all(reviewed), 'Jane Doe').id);
    const [resolved] = (await reviewed.reviewQueue({ status: 'accepted' })).items;
    assert.deepEqual(resolved!.resolution, { by: 'alice', at: clock(), edit: null, nuggetId: result.nuggetOf[item!.id] });
    assert.equal((await reviewed.reviewQueue()).total, 0);
    const hits = await reviewed.retrieve('Who is the CEO of Acme?', { view: 'active_contested' });
    assert.ok(
      hits.results.some((h) => h.nugget.fact.object === 'Jane Doe'),
      'the search index knows the accepted nugget',
    );
  });

  test('a withdrawn candidate can still be accepted: its fact ends where the text stopped stating it, as ingest would have', async () => {
    const docs = [
      { id: 'a', source: 'blog', date: '2020-01-01', text: HEDGED },
      { id: 'a', source: 'blog', date: '2022-01-01', text: 'Acme sold a plant.' },
    ];
    const reviewed = await openScripted();
    for (const d of docs) await reviewed.ingest(d);
    const [item] = (await reviewed.reviewQueue({ status: 'withdrawn' })).items;
    await reviewed.accept([item!.id]);
    const direct = await openScripted({ config: { reviewBelowConfidence: 0 } });
    for (const d of docs) await direct.ingest(d);
    const [n] = await all(reviewed);
    assert.deepEqual([toIso(n!.validity.start), toIso(n!.validity.end), n!.validity.endBasis], ['2020-01-01', '2022-01-01', 'revision']);
    assert.deepEqual(
      (await all(reviewed)).map((x) => [x.id, x.validity, x.epistemic]),
      (await all(direct)).map((x) => [x.id, x.validity, x.epistemic]),
    );
  });

  test('an edited accept governs the corrected candidate: a resolved subject and a stated start', async () => {
    const ni = await openScripted();
    await ni.ingest({ id: 'a', source: 'blog', date: '2020-01-01', text: PRONOUN });
    const [item] = await pending(ni);
    await ni.review([{ id: item!.id, action: 'accept', edit: { subject: 'Jane Doe', start: '2015-03' } }], { by: 'bob' });
    const [n] = await all(ni);
    assert.deepEqual([n!.fact.subject, n!.fact.predicate, n!.fact.object, n!.key.subject], ['Jane Doe', 'employer', 'Acme', 'jane doe']);
    assert.deepEqual([toIso(n!.validity.start), n!.validity.startBasis, n!.validity.granularity], ['2015-03-01', 'explicit', 'month']);
    assert.deepEqual((await ni.reviewQueue({ status: 'accepted' })).items[0]!.resolution?.edit, { subject: 'Jane Doe', start: '2015-03' });
  });

  test('a decision sticks across revisions: accepted stays governed with new evidence, dropped is not asked again', async () => {
    const ni = await openScripted();
    await ni.ingest({ id: 'a', source: 'blog', date: '2020-01-01', text: `${HEDGED} ${PRONOUN}` });
    const [ceo, worker] = await pending(ni);
    await ni.review(
      [
        { id: ceo!.id, action: 'accept' },
        { id: worker!.id, action: 'drop' },
      ],
      { by: 'carol' },
    );
    const r = await ni.ingest({ id: 'a', source: 'blog', date: '2021-01-01', text: `${HEDGED} ${PRONOUN} Other news.` });
    assert.equal(r.deferred, 0);
    assert.equal((await ni.reviewQueue()).total, 0);
    const [n] = await all(ni);
    assert.equal(n!.fact.object, 'Jane Doe');
    assert.equal(n!.validity.end, Infinity, 'still stated by the new revision, so not ended by it');
    assert.deepEqual(
      n!.provenance.evidence.map((e) => e.revision),
      [1, 2],
    );
  });

  test('drop removes the item from the queue and governs nothing', async () => {
    const ni = await openScripted();
    await ni.ingest({ id: 'a', date: '2020-01-01', text: HEDGED });
    const [item] = await pending(ni);
    const r = await ni.drop([item!.id], { by: 'dave' });
    assert.deepEqual([r.accepted, r.dropped, r.created], [0, 1, 0]);
    assert.equal((await ni.stats()).nuggets, 0);
    assert.deepEqual(
      (await ni.reviewQueue({ status: 'dropped' })).items.map((q) => [q.id, q.resolution?.by]),
      [[item!.id, 'dave']],
    );
  });

  test('a batch with an unknown, reviewed or invalid item is refused as a whole, naming it', async () => {
    const ni = await openScripted();
    await ni.ingest({ id: 'a', date: '2020-01-01', text: `${HEDGED} ${PRONOUN}` });
    const [ceo, worker] = await pending(ni);
    await assert.rejects(
      ni.review([
        { id: ceo!.id, action: 'accept' },
        { id: 'q-nope', action: 'drop' },
      ]),
      { code: 'NOT_FOUND', message: /q-nope/ },
    );
    await assert.rejects(ni.review([{ id: ceo!.id, action: 'accept', edit: { predicate: 'favouriteCheese' } }]), {
      code: 'INVALID_INPUT',
      message: /predicate "favouriteCheese" is not a predicate of the schema/,
    });
    await assert.rejects(ni.review([{ id: ceo!.id, action: 'accept', edit: { start: 'yesterday' } }]), { code: 'INVALID_INPUT', message: /^start: / });
    await assert.rejects(
      ni.review([
        { id: ceo!.id, action: 'accept' },
        { id: ceo!.id, action: 'drop' },
      ]),
      { code: 'INVALID_INPUT', message: /decided twice/ },
    );
    assert.equal((await ni.reviewQueue()).total, 2, 'nothing of the refused batches was applied');
    assert.equal((await ni.stats()).nuggets, 0);
    await ni.drop([worker!.id]);
    await assert.rejects(ni.accept([worker!.id]), { code: 'INVALID_INPUT', message: /already reviewed: .* \(dropped\)/ });
  });

  test("the review threshold is not part of the store's settings: changing it needs no --reconfigure", async () => {
    const { MemoryNuggetStore } = await import('../src/index.js');
    const store = new MemoryNuggetStore();
    await (await openScripted({ store })).ingest({ id: 'a', date: '2020-01-01', text: HEDGED });
    const lenient = await openScripted({ store, config: { reviewBelowConfidence: 0.1 } });
    await lenient.ingest({ id: 'b', date: '2020-01-01', text: HEDGED });
    assert.equal((await store.stats()).nuggets, 1);
    await assert.rejects(openScripted({ config: { reviewBelowConfidence: 1.5 } }), {
      code: 'INVALID_INPUT',
      message: /^config\.reviewBelowConfidence: must be a number from 0 to 1/,
    });
  });
});
