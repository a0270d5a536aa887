// Ranking among facts valid at the asked time: the one whose validity matches the asked period comes
// first, lexical ties or not; without a time (view all) ranking is lexical only. The rerank picks the
// best k of its pool exactly as a full sort of the pool would.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex } from '../../src/nugget-index.js';
import { utc } from '../../src/model/time.js';
import { defaultAliases, defaultSchema } from '../../src/defaults.js';
import { NuggetSearch } from '../../src/search/nugget-search.js';
import { VIEW_STATES, type GovernanceFilter } from '../../src/search/governance-filter.js';
import type { Bm25Postings } from '../../src/search/bm25.js';
import { demoNuggets, variations } from '../support/demo.js';

test('a fact whose validity matches the asked period outranks one that merely overlaps it', async () => {
  const ni = await NuggetIndex.open({ clock: () => utc(2024, 1, 1) });
  await ni.ingest({
    id: 'career',
    title: 'Jo Smith',
    source: 'wiki',
    date: '2024-01-01',
    text: 'Jo Smith worked for Acme from 1995 to 2020. Jo Smith worked for Globex from 2010 to 2013.',
  });
  const top = async (q: string, view: 'active' | 'all' = 'active') => (await ni.retrieve(q, { k: 2, view })).results.map((r) => r.nugget.fact.object);
  // Lexically the two tie (and Acme, indexed first, wins the tie).
  assert.deepEqual(await top('Where did Jo Smith work from 2010 to 2013?', 'all'), ['Acme', 'Globex']);
  assert.deepEqual(await top('Where did Jo Smith work from 2010 to 2013?'), ['Globex', 'Acme']);
  assert.deepEqual(await top('Where did Jo Smith work from 1995 to 2009?'), ['Acme']);
  await ni.close();
});

test('a period query answers the best k of the 4k-hit lexical pool after the fit, in order, ties by rank', async () => {
  // The reference: the pool best first, every hit rescored by BM25 × (1 + fit), the whole pool
  // sorted (score, then tie rank) and cut to k. Few words per fact make many exact ties.
  const nuggets = variations(await demoNuggets(), 1500, 7);
  const index = new NuggetSearch(defaultAliases(), defaultSchema(), 500);
  nuggets.forEach((n) => index.upsert(n));
  const inside = index as unknown as { bm25: Bm25Postings; filter: GovernanceFilter; ids: { id(slot: number): string; size: number } };
  const periods: [number, number][] = [
    [Date.UTC(1995, 0, 1), Date.UTC(1996, 0, 1)],
    [Date.UTC(2003, 0, 1), Date.UTC(2010, 0, 1)],
    [Date.UTC(2019, 5, 1), Date.UTC(2019, 6, 1)],
  ];
  let compared = 0;
  for (const text of ['acme ceo', 'boston merger jane', 'board chair plant office', 'roe', 'founded denver acme ceo']) {
    for (const view of ['active', 'active_contested'] as const) {
      for (const [from, to] of periods) {
        for (const k of [1, 5, 20]) {
          const got = index.search(text, view, from, to, k);
          const { bm25, filter, ids } = inside;
          const pool = bm25.search(text, 4 * k, filter.matcher(VIEW_STATES[view], from, to, true), filter.liveSlots(VIEW_STATES[view], from, to, ids.size));
          const want = pool
            .map((h) => ({ slot: h.slot, score: h.score * (1 + filter.fit(h.slot, from, to)) }))
            .sort((x, y) => y.score - x.score || bm25.tieRank(x.slot) - bm25.tieRank(y.slot))
            .slice(0, k)
            .map((h) => ({ id: ids.id(h.slot), score: h.score }));
          assert.deepStrictEqual(got, want, `${text} / ${view} / ${new Date(from).toISOString()} / k ${k}`);
          compared += want.length;
        }
      }
    }
  }
  assert.ok(compared > 300, `compared ${compared} hits`);
});
