// Disputes through the library (issue 6): listing contested keys, resolving one (winner Active +
// Preferred, rivals Deprecated, the decision recorded with its reason and pinned against later
// ingests), leaving one contested, and the browsing reads the UI builds on (a subject's facts,
// subjects, a nugget's lineage, the time span).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex, NuggetIndexError } from '../src/index.js';
import { disputeJson, disputeOutcomeJson, nuggetDetailJson, subjectFactsJson } from '../src/wire.js';

const clock = () => Date.UTC(2024, 0, 1);

async function acme(): Promise<NuggetIndex> {
  const ni = await NuggetIndex.open({ clock });
  await ni.ingest({ id: 'a', source: 'reuters', date: '2009-01-01', text: 'Acme is headquartered in Boston.' });
  await ni.ingest({ id: 'c', source: 'bloomberg', date: '2009-01-01', text: 'Acme is based in Denver.' });
  await ni.ingest({ id: 'p', source: 'ap', date: '2001-05-01', text: 'John Roe was CEO of Acme from 2001 to 2008.' });
  return ni;
}

const hq = async (ni: NuggetIndex, view: 'active' | 'active_contested' = 'active') =>
  (await ni.retrieve('Where is Acme headquartered?', { time: '2010', view })).results
    .filter((r) => r.nugget.fact.predicate === 'headquartersLocation')
    .map((r) => `${r.nugget.fact.object}:${r.nugget.epistemic.status}:${r.nugget.epistemic.rank}`)
    .sort();

const rejects = (p: Promise<unknown>, code: string, field: string) =>
  assert.rejects(p, (e: unknown) => e instanceof NuggetIndexError && e.code === code && e.location.field === field);

test('the disputes queue lists each contested key with its rival values, their sources and quotes', async () => {
  const ni = await acme();
  const disputes = (await ni.disputes()).map(disputeJson);
  assert.equal(disputes.length, 1);
  assert.deepEqual(disputes[0]!.key, { scope: 'global', subject: 'acme', predicate: 'headquartersLocation' });
  assert.deepEqual(
    disputes[0]!.facts.map((f) => [f.object, f.status, f.sources[0]!.source, f.sources[0]!.quote]),
    [
      ['Boston', 'contested', 'reuters', 'Acme is headquartered in Boston.'],
      ['Denver', 'contested', 'bloomberg', 'Acme is based in Denver.'],
    ],
  );
  assert.equal(disputes[0]!.decision, null);
});

test('resolving picks the winner (Active + Preferred), deprecates its rival, records the reason in both lineages, and empties the queue', async () => {
  const ni = await acme();
  assert.deepEqual(await hq(ni, 'active_contested'), ['Boston:contested:normal', 'Denver:contested:normal']);
  const [dispute] = (await ni.disputes()).map(disputeJson);
  const denver = dispute!.facts.find((f) => f.object === 'Denver')!;
  const boston = dispute!.facts.find((f) => f.object === 'Boston')!;
  const out = disputeOutcomeJson(await ni.resolve({ winner: denver.id, reason: 'the company moved in 2008 (annual report)', by: 'alice' }));
  assert.deepEqual([out.decision.winner, out.decision.losers, out.decision.by], [denver.id, [boston.id], 'alice']);
  assert.deepEqual(out.changed.map((f) => `${f.object}:${f.status}:${f.rank}`).sort(), ['Boston:deprecated:deprecated', 'Denver:active:preferred']);
  assert.deepEqual(await hq(ni), ['Denver:active:preferred']);
  assert.deepEqual(await hq(ni, 'active_contested'), ['Denver:active:preferred']);
  const detail = nuggetDetailJson((await ni.nuggetDetail(boston.id))!);
  assert.equal(detail!.history.at(-1)!.reason, 'resolved by alice: the company moved in 2008 (annual report)');
  assert.equal(detail!.history.at(-1)!.status, 'contested');
  assert.equal(detail!.decision!.winner, denver.id);
  assert.deepEqual((await ni.disputes()).map(disputeJson), []);
  assert.equal((await ni.disputes({ decided: true })).map(disputeJson)[0]!.decision!.reason, 'the company moved in 2008 (annual report)');
});

test('a resolution is pinned: more sources for the loser do not revive it; a new rival value reopens the dispute without demoting the winner', async () => {
  const ni = await acme();
  const [dispute] = (await ni.disputes()).map(disputeJson);
  const boston = dispute!.facts.find((f) => f.object === 'Boston')!;
  disputeOutcomeJson(await ni.resolve({ winner: boston.id, reason: '10-K filing', by: 'alice' }));
  for (const source of ['wsj', 'ft', 'nyt']) await ni.ingest({ id: `d-${source}`, source, date: '2009-06-01', text: 'Acme is based in Denver.' });
  assert.deepEqual(await hq(ni, 'active_contested'), ['Boston:active:preferred']);
  await ni.ingest({ id: 'blog', source: 'blog', date: '2010-01-01', text: 'Acme is headquartered in Austin.' });
  assert.deepEqual(await hq(ni, 'active_contested'), ['Austin:contested:normal', 'Boston:active:preferred']);
  const [reopened] = (await ni.disputes()).map(disputeJson);
  assert.deepEqual(
    reopened!.facts.map((f) => `${f.object}:${f.status}`),
    ['Boston:active', 'Denver:deprecated', 'Austin:contested'],
  );
  assert.equal(reopened!.decision!.winner, boston.id);
});

test('a key can be re-decided in favour of its earlier loser', async () => {
  const ni = await acme();
  const [dispute] = (await ni.disputes()).map(disputeJson);
  const [boston, denver] = dispute!.facts;
  disputeOutcomeJson(await ni.resolve({ winner: boston!.id, reason: 'first look', by: 'alice' }));
  const again = disputeOutcomeJson(await ni.resolve({ winner: denver!.id, reason: 'second look', by: 'bob' }));
  assert.deepEqual(again.decision.losers, [boston!.id]);
  assert.deepEqual(await hq(ni, 'active_contested'), ['Denver:active:preferred']);
});

test('leaving a dispute contested records the review and changes no state', async () => {
  const ni = await acme();
  const [dispute] = (await ni.disputes()).map(disputeJson);
  const out = disputeOutcomeJson(await ni.keepContested({ key: dispute!.key, reason: 'both sources are credible', by: 'carol' }));
  assert.deepEqual([out.decision.winner, out.changed], [null, []]);
  assert.deepEqual(await hq(ni, 'active_contested'), ['Boston:contested:normal', 'Denver:contested:normal']);
  assert.equal((await ni.disputes()).map(disputeJson)[0]!.decision!.reason, 'both sources are credible');
});

test('bad rulings fail with the field named and change nothing', async () => {
  const ni = await acme();
  const [dispute] = (await ni.disputes()).map(disputeJson);
  const roe = subjectFactsJson(await ni.subjectFacts('Acme')).facts.find((f) => f.object === 'John Roe')!;
  await rejects(ni.resolve({ winner: 'no-such-id', reason: 'x' }), 'NOT_FOUND', 'winner');
  await rejects(ni.resolve({ winner: dispute!.facts[0]!.id, reason: '  ' }), 'INVALID_INPUT', 'reason');
  await rejects(ni.resolve({ winner: roe.id, reason: 'x' }), 'INVALID_INPUT', 'winner');
  await rejects(ni.keepContested({ key: { subject: 'acme', predicate: 'chiefExecutiveOfficer' }, reason: 'x' }), 'INVALID_INPUT', 'key');
  await rejects(ni.keepContested({ key: { subject: 'nobody', predicate: 'headquartersLocation' }, reason: 'x' }), 'NOT_FOUND', 'key');
  await rejects(ni.keepContested({ key: 'acme' as never, reason: 'x' }), 'INVALID_INPUT', 'key');
  assert.equal((await ni.disputes()).map(disputeJson)[0]!.decision, null);
  assert.deepEqual(await hq(ni, 'active_contested'), ['Boston:contested:normal', 'Denver:contested:normal']);
});

test("a subject's facts are found under any spelling of its name, in every state, ordered by predicate and start", async () => {
  const ni = await acme();
  const facts = subjectFactsJson(await ni.subjectFacts('  the ACME '));
  assert.equal(facts.subject, 'acme');
  assert.deepEqual(facts.names, ['Acme']);
  assert.deepEqual(
    facts.facts.map((f) => [f.predicate, f.object, f.validity.start, f.validity.end]),
    [
      ['chiefExecutiveOfficer', 'John Roe', '2001-01-01', '2008-01-01'],
      ['headquartersLocation', 'Boston', '2009-01-01', null],
      ['headquartersLocation', 'Denver', '2009-01-01', null],
    ],
  );
  assert.deepEqual(subjectFactsJson(await ni.subjectFacts('Nobody')).facts, []);
  await rejects(ni.subjectFacts(' '), 'INVALID_INPUT', 'subject');
});

test('subjects are listed for a picker, and the time span covers every finite validity bound', async () => {
  const ni = await acme();
  assert.deepEqual(await ni.subjects({ prefix: 'AC' }), [{ subject: 'acme', name: 'Acme', facts: 3 }]);
  assert.deepEqual(await ni.subjects({ prefix: 'zz' }), []);
  await rejects(ni.subjects({ limit: 0 }), 'INVALID_INPUT', 'limit');
  assert.deepEqual(ni.timeSpan(), { start: '2001-01-01', end: '2009-01-01' });
  assert.deepEqual((await NuggetIndex.open()).timeSpan(), { start: null, end: null });
});

test("a nugget's detail holds the full record and its lineage; an unknown id is null", async () => {
  const ni = await acme();
  const roe = subjectFactsJson(await ni.subjectFacts('Acme')).facts.find((f) => f.object === 'John Roe')!;
  const detail = nuggetDetailJson((await ni.nuggetDetail(roe.id))!);
  assert.equal((detail!.nugget as { fact: { object: string } }).fact.object, 'John Roe');
  assert.deepEqual([detail!.history, detail!.decision], [[], null]);
  // The span in its document: the text before and after it (none here: the sentence is the whole document).
  assert.deepEqual(detail!.context, [{ docId: 'p', revision: 1, before: '', after: '' }]);
  assert.equal(await ni.nuggetDetail('nope'), null);
});
