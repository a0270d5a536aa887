// The search index written to bytes and read back (what a store keeps so it opens without
// re-tokenising every nugget) answers every query exactly as the index it was written from, keeps
// taking updates, and damaged or foreign bytes are refused rather than misread.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultAliases, defaultSchema } from '../../src/defaults.js';
import { demoNuggets } from '../support/demo.js';
import { NuggetSearch } from '../../src/search/nugget-search.js';
import { VIEWS } from '../../src/search/governance-filter.js';

const QUERIES = ['Who was the CEO of Acme?', 'headquarters Boston Denver', 'chief financial officer', 'Jane Doe', 'xyzzy'];
const PERIODS: [number, number][] = [
  [-Infinity, Infinity],
  [Date.parse('2005-01-01'), Date.parse('2006-01-01')],
  [Date.parse('2020-01-01'), Date.parse('2020-01-02')],
];

function answers(index: NuggetSearch): unknown[] {
  return QUERIES.flatMap((q) => VIEWS.flatMap((view) => PERIODS.map(([from, to]) => index.search(q, view, from, to, 5))));
}

test('a decoded index answers every query, view and period exactly like the one encoded', async () => {
  const nuggets = await demoNuggets();
  assert.ok(nuggets.length > 10, 'the demo corpus yields nuggets');
  const original = new NuggetSearch(defaultAliases(), defaultSchema());
  for (const n of nuggets) original.upsert(n);
  const decoded = NuggetSearch.decode(original.encode(), defaultAliases(), defaultSchema());
  assert.ok(decoded);
  assert.equal(decoded.size, original.size);
  assert.deepStrictEqual(decoded.span(), original.span());
  assert.deepStrictEqual(answers(decoded), answers(original));
  assert.ok(
    answers(original).some((hits) => (hits as unknown[]).length > 0),
    'the queries find something',
  );
});

test('a decoded index takes new nuggets and state changes like the original', async () => {
  const nuggets = await demoNuggets();
  const half = Math.floor(nuggets.length / 2);
  const original = new NuggetSearch(defaultAliases(), defaultSchema());
  for (const n of nuggets.slice(0, half)) original.upsert(n);
  const decoded = NuggetSearch.decode(original.encode(), defaultAliases(), defaultSchema())!;
  const changed = nuggets.slice(half).concat(nuggets.slice(0, 3).map((n) => ({ ...n, epistemic: { ...n.epistemic, status: 'deprecated' as const } })));
  for (const n of changed) {
    original.upsert(n);
    decoded.upsert(n);
  }
  assert.deepStrictEqual(answers(decoded), answers(original));
});

test('bytes of another format, truncated or with a flipped tail are refused (null), never misread', async () => {
  const index = new NuggetSearch(defaultAliases(), defaultSchema());
  for (const n of await demoNuggets()) index.upsert(n);
  const bytes = index.encode();
  assert.equal(NuggetSearch.decode(new TextEncoder().encode('not an index'), defaultAliases(), defaultSchema()), null);
  assert.equal(NuggetSearch.decode(bytes.subarray(0, bytes.length - 7), defaultAliases(), defaultSchema()), null);
  assert.equal(NuggetSearch.decode(bytes.subarray(0, 20), defaultAliases(), defaultSchema()), null);
  const longer = new Uint8Array(bytes.length + 1);
  longer.set(bytes);
  assert.equal(NuggetSearch.decode(longer, defaultAliases(), defaultSchema()), null);
});

test('an empty index round-trips', () => {
  const empty = new NuggetSearch(defaultAliases(), defaultSchema());
  const decoded = NuggetSearch.decode(empty.encode(), defaultAliases(), defaultSchema());
  assert.ok(decoded);
  assert.equal(decoded.size, 0);
  assert.equal(decoded.span(), null);
  assert.deepStrictEqual(decoded.search('acme', 'active', -Infinity, Infinity, 5), []);
});

test('ids that are not nugget hashes round-trip too (stored as text)', async () => {
  const nuggets = (await demoNuggets()).slice(0, 5).map((n, i) => ({ ...n, id: `custom-é-${i}` }));
  const original = new NuggetSearch(defaultAliases(), defaultSchema());
  for (const n of nuggets) original.upsert(n);
  const decoded = NuggetSearch.decode(original.encode(), defaultAliases(), defaultSchema())!;
  assert.deepStrictEqual(answers(decoded), answers(original));
  assert.ok(
    answers(decoded)
      .flat()
      .some((h) => (h as { id: string }).id.startsWith('custom-é-')),
  );
});
