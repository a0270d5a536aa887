// Ranking among facts valid at the asked time: the one whose validity matches the asked period comes
// first, lexical ties or not; without a time (view all) ranking is lexical only.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex } from '../../src/nugget-index.js';
import { utc } from '../../src/model/time.js';

test('a fact whose validity matches the asked period outranks one that merely overlaps it', async () => {
  const ni = await NuggetIndex.open({ clock: () => utc(2024, 1, 1) });
  await ni.ingest({
    id: 'career', title: 'Jo Smith', source: 'wiki', date: '2024-01-01',
    text: 'Jo Smith worked for Acme from 1995 to 2020. Jo Smith worked for Globex from 2010 to 2013.',
  });
  const top = async (q: string, view: 'active' | 'all' = 'active') => (await ni.retrieve(q, { k: 2, view })).results.map((r) => r.nugget.fact.object);
  // Lexically the two tie (and Acme, indexed first, wins the tie).
  assert.deepEqual(await top('Where did Jo Smith work from 2010 to 2013?', 'all'), ['Acme', 'Globex']);
  assert.deepEqual(await top('Where did Jo Smith work from 2010 to 2013?'), ['Globex', 'Acme']);
  assert.deepEqual(await top('Where did Jo Smith work from 1995 to 2009?'), ['Acme']);
  await ni.close();
});
