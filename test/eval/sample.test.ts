// Store precision by hand: the sample is seeded and stratified, carries what a judge needs, and a
// judged sample scores per stratum; a malformed verdict names its line and field.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawSample, parseJudged, scoreSample } from '../../src/eval/sample.js';
import { NuggetIndex } from '../../src/nugget-index.js';
import type { Nugget } from '../../src/model/nugget.js';

async function storeNuggets(): Promise<Nugget[]> {
  const ni = await NuggetIndex.open({ clock: () => Date.UTC(2024, 0, 1) });
  await ni.ingest({
    id: 'a',
    source: 'wire',
    date: '2014-02-04',
    text: 'Microsoft named Satya Nadella as its chief executive on Tuesday. Nadella said the company would focus on the cloud.',
  });
  await ni.ingest({
    id: 'b',
    source: 'wire',
    date: '2019-09-12',
    text: 'Initech, based in Austin, said on Tuesday that it would cut 200 jobs. Initech opened a plant in Ohio in 2018.',
  });
  const out: Nugget[] = [];
  for await (const batch of ni.store.scanNuggets()) out.push(...batch);
  return out;
}

test('the same seed draws the same sample, schema facts and open statements apart, each with its evidence', async () => {
  const nuggets = await storeNuggets();
  const a = drawSample(nuggets, 2, 7);
  assert.deepEqual(
    a.map((x) => x.id),
    drawSample([...nuggets].reverse(), 2, 7).map((x) => x.id),
    "independent of the store's order",
  );
  assert.deepEqual(
    a.map((x) => x.stratum),
    ['schema', 'schema', 'statement', 'statement'],
  );
  for (const x of a) {
    assert.ok(x.evidence.length > 0 && x.evidence.every((e) => e.quote.length > 0 && e.docId !== ''));
    assert.equal(x.triple, null);
    assert.equal(x.validityVerdict, null);
  }
  assert.notDeepEqual(
    drawSample(nuggets, 2, 8).map((x) => x.id),
    a.map((x) => x.id),
    'another seed, another sample',
  );
});

test('a judged sample scores per stratum; unjudged items are left out', async () => {
  const items = drawSample(await storeNuggets(), 2, 1);
  items[0]!.triple = 'right';
  items[0]!.validityVerdict = 'right';
  items[1]!.triple = 'right';
  items[1]!.validityVerdict = 'wrong';
  items[2]!.triple = 'wrong';
  items[2]!.validityVerdict = 'right';
  const [schema, statements] = scoreSample(parseJudged(items.map((x) => JSON.stringify(x)).join('\n'), 'judged.jsonl'));
  assert.deepEqual([schema!.judged, schema!.right, schema!.tripleRight, schema!.validityRight], [2, 0.5, 1, 0.5]);
  assert.deepEqual([statements!.judged, statements!.right], [1, 0]);
});

test('a verdict that is not "right", "wrong" or null names its line and field', () => {
  assert.throws(
    () => parseJudged('{"stratum":"schema","triple":"yes","validityVerdict":null}\n', 'j.jsonl'),
    /j\.jsonl:1: triple: must be "right", "wrong" or null/,
  );
});
