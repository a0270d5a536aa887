// Clustering the search index's slots by state and validity start (so governed queries pass over
// runs of postings that cannot match) changes no answer: an index that clusters as it grows answers
// every query, view and period exactly as one that never does — ids, scores and tie order — also
// after governed states change, after more nuggets arrive, and once encoded and decoded.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultAliases, defaultSchema } from '../../src/defaults.js';
import { demoNuggets, variations } from '../support/demo.js';
import { NuggetSearch } from '../../src/search/nugget-search.js';
import { VIEWS } from '../../src/search/governance-filter.js';

const YEAR = (y: number) => Date.UTC(y, 0, 1);
const QUERIES = ['acme ceo', 'boston merger jane', 'board chair plant office', 'roe', 'founded denver acme ceo'];
const PERIODS: [number, number][] = [
  [YEAR(2024), YEAR(2024) + 1],
  [YEAR(1995), YEAR(1996)],
  [YEAR(2003), YEAR(2010)],
  [-Infinity, Infinity],
];

function answers(index: NuggetSearch): unknown[] {
  return QUERIES.flatMap((q) => VIEWS.flatMap((view) => PERIODS.flatMap(([from, to]) => [5, 20].map((k) => index.search(q, view, from, to, k)))));
}

test('an index that clusters its slots answers exactly as one that never does, through changes, growth and encode/decode', async () => {
  const templates = await demoNuggets();
  const [first, changes, more] = [variations(templates, 700, 1), variations(templates, 300, 2), variations(templates, 900, 3)];
  const clustering = new NuggetSearch(defaultAliases(), defaultSchema(), 200);
  const plain = new NuggetSearch(defaultAliases(), defaultSchema(), Infinity);
  const both = (f: (index: NuggetSearch) => void) => [clustering, plain].forEach(f);
  // Searches between batches let the clustering index renumber as it grows (at 200, 400, …).
  for (let i = 0; i < first.length; i += 100) {
    both((index) => first.slice(i, i + 100).forEach((n) => index.upsert(n)));
    assert.deepStrictEqual(answers(clustering), answers(plain), `after ${i + 100} nuggets`);
  }
  // New states and validities for nuggets already indexed (same ids and text).
  const changed = changes.map((c, i) => ({ ...first[i * 2]!, validity: c.validity, epistemic: c.epistemic }));
  both((index) => changed.forEach((n) => index.upsert(n)));
  assert.deepStrictEqual(answers(clustering), answers(plain), 'after changes of state and validity');
  both((index) => more.forEach((n) => index.upsert(n)));
  assert.deepStrictEqual(answers(clustering), answers(plain), 'after growing past another doubling');
  const decoded = NuggetSearch.decode(clustering.encode(), defaultAliases(), defaultSchema());
  assert.ok(decoded);
  assert.deepStrictEqual(answers(decoded), answers(plain), 'decoded');
  decoded.upsert(changes[0]!);
  plain.upsert(changes[0]!);
  assert.deepStrictEqual(answers(decoded), answers(plain), 'decoded, then updated');
});
