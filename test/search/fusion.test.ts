// The fusion arithmetic of paper §3.3 on examples worked by hand.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fuse, minMax, PAPER_WEIGHTS, RRF_K, type FusionCandidate } from '../../src/search/fusion.js';

const close = (actual: readonly number[], expected: readonly number[]): void => {
  assert.equal(actual.length, expected.length);
  actual.forEach((x, i) => assert.ok(Math.abs(x - expected[i]!) < 1e-12, `${i}: ${x} ≈ ${expected[i]}`));
};

test('min–max normalisation: lowest 0, highest 1, a missing score 0, all-equal scores 0', () => {
  close(minMax([2, 4, 3]), [0, 1, 0.5]);
  close(minMax([10, null, 5]), [1, 0, 0]);
  close(minMax([7, 7]), [0, 0]);
  close(minMax([null, null]), [0, 0]);
  close(minMax([-1, 1]), [0, 1]);
});

test('linear fusion is α·lexical + β·dense + γ·metadata over min–max-normalised scores (the paper)', () => {
  const candidates: FusionCandidate[] = [
    // lexical 12 → 1, dense 0.2 → 0, fit 0.5 → 1
    { slot: 0, lexical: 12, dense: 0.2, metadata: 0.5 },
    // lexical 4 → 0, dense 0.8 → 1, fit 0 (no rank) → 0
    { slot: 1, lexical: 4, dense: 0.8, metadata: 0 },
    // lexical missing → 0, dense 0.5 → 0.5, fit 0.25 → 0 (the lowest fit)
    { slot: 2, lexical: null, dense: 0.5, metadata: 0.25 },
  ];
  // 0.4·1 + 0.5·0 + 0.1·1 = 0.5; 0.4·0 + 0.5·1 + 0 = 0.5; 0 + 0.5·0.5 + 0.1·0 = 0.25
  close(fuse(candidates, PAPER_WEIGHTS, 'linear'), [0.5, 0.5, 0.25]);
  close(fuse(candidates, { lexical: 1, dense: 0, metadata: 0 }, 'linear'), [1, 0, 0]);
  close(fuse(candidates, { lexical: 0, dense: 1, metadata: 0 }, 'linear'), [0, 1, 0.5]);
});

test('reciprocal rank fusion sums weight / (60 + rank) over the components that ranked a candidate', () => {
  const candidates: FusionCandidate[] = [
    { slot: 0, lexical: 9, dense: 0.1, metadata: 0 },
    { slot: 1, lexical: 3, dense: 0.9, metadata: 0.4 },
    { slot: 2, lexical: null, dense: 0.5, metadata: 0 },
  ];
  const w = { lexical: 0.4, dense: 0.5, metadata: 0.1 };
  close(fuse(candidates, w, 'rrf'), [0.4 / (RRF_K + 1) + 0.5 / (RRF_K + 3), 0.4 / (RRF_K + 2) + 0.5 / (RRF_K + 1) + 0.1 / (RRF_K + 1), 0.5 / (RRF_K + 2)]);
  // Tied scores share the better rank.
  const tied = fuse(
    [
      { slot: 0, lexical: 5, dense: null, metadata: 0 },
      { slot: 1, lexical: 5, dense: null, metadata: 0 },
    ],
    { lexical: 1, dense: 0, metadata: 0 },
    'rrf',
  );
  close(tied, [1 / (RRF_K + 1), 1 / (RRF_K + 1)]);
});
