// Kendall's τ-b and the paper's three correlations (run-level, per-topic mean, all topic/run
// pairs), against values counted by hand below.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kendallTau, tauReport, type PairedScore } from '../../../src/index.js';

const close = (actual: number, expected: number, message?: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-12, `${message ?? ''} expected ${expected}, got ${actual}`);

describe('kendallTau', () => {
  it('matches a hand count with no ties', () => {
    // x = [1, 2, 3, 4, 5], y = [3, 1, 2, 5, 4]; the 10 pairs (i, j), x always rising:
    //   (1,2) y 3→1 D   (1,3) y 3→2 D   (1,4) y 3→5 C   (1,5) y 3→4 C
    //   (2,3) y 1→2 C   (2,4) y 1→5 C   (2,5) y 1→4 C
    //   (3,4) y 2→5 C   (3,5) y 2→4 C
    //   (4,5) y 5→4 D
    // C = 7, D = 3, no ties: τ = (7 − 3) / 10 = 0.4 (scipy: 0.39999999999999997).
    close(kendallTau([1, 2, 3, 4, 5], [3, 1, 2, 5, 4]), 0.4);
  });

  it('corrects for ties in x and in y (τ-b)', () => {
    // x = [1, 2, 2, 3], y = [1, 3, 2, 2]; n0 = 6 pairs:
    //   (1,2) x 1<2, y 1<3 C   (1,3) x 1<2, y 1<2 C   (1,4) x 1<3, y 1<2 C
    //   (2,3) x 2=2 tied in x  (2,4) x 2<3, y 3>2 D   (3,4) y 2=2 tied in y
    // C = 3, D = 1, n1 = 1, n2 = 1: τb = (3 − 1) / √((6 − 1)(6 − 1)) = 2/5 = 0.4.
    // scipy.stats.kendalltau([1,2,2,3],[1,3,2,2]).statistic == 0.39999999999999997.
    close(kendallTau([1, 2, 2, 3], [1, 3, 2, 2]), 0.4);
    // τ-a would give (3 − 1) / 6 = 1/3: the denominator must leave the tied pairs out.
    assert.notEqual(Math.round(kendallTau([1, 2, 2, 3], [1, 3, 2, 2]) * 1000), 333);
  });

  it('ties on one side only shrink that side of the denominator', () => {
    // x = [1, 1, 2], y = [1, 2, 3]: (1,2) tied in x, (1,3) C, (2,3) C → 2 / √((3 − 1)(3 − 0)) = 2/√6.
    close(kendallTau([1, 1, 2], [1, 2, 3]), 2 / Math.sqrt(6));
  });

  it('is 1 for the same order and −1 for the reverse order', () => {
    assert.equal(kendallTau([1, 2, 3, 4], [10, 20, 30, 40]), 1);
    assert.equal(kendallTau([0.1, 0.5, 0.3], [1, 9, 4]), 1);
    assert.equal(kendallTau([1, 2, 3, 4], [40, 30, 20, 10]), -1);
  });

  it('is NaN when either side is constant (no ranking), or with fewer than two points', () => {
    assert.ok(Number.isNaN(kendallTau([1, 2, 3], [5, 5, 5])));
    assert.ok(Number.isNaN(kendallTau([2, 2, 2], [1, 2, 3])));
    assert.ok(Number.isNaN(kendallTau([1], [1])));
    assert.ok(Number.isNaN(kendallTau([], [])));
  });

  it('treats scores within 1e-9 as tied: the same mean summed in another order is no ranking', () => {
    const a = 0.1 + 0.2 + 0.3;
    const b = 0.3 + 0.2 + 0.1;
    assert.notEqual(a, b, 'the two sums differ in their last bit');
    // Tied in x: τ-b leaves the pair out (as scipy does for equal values); without the tolerance
    // it would count as discordant and give -1 instead of NaN or 1.
    assert.ok(Number.isNaN(kendallTau([a, b], [1, 2])));
    assert.equal(kendallTau([a, b, 1], [1, 1, 2]), 1);
    // A real difference is still a ranking.
    assert.equal(kendallTau([0.6, 0.6 + 1e-6], [1, 2]), 1);
  });

  it('throws on a length mismatch', () => {
    assert.throws(() => kendallTau([1, 2, 3], [1, 2]), /3 x values but 2 y values/);
  });
});

describe('tauReport', () => {
  // 3 runs × 2 topics, a = one evaluation, b = the other:
  //        q1 (a, b)   q2 (a, b)   mean a   mean b
  //   r1   (1, 1)      (2, 2)      1.5      1.5
  //   r2   (2, 3)      (3, 3)      2.5      3
  //   r3   (3, 2)      (1, 1)      2        1.5
  const paired = (runId: string, qid: string, a: number, b: number): PairedScore => ({ runId, qid, a, b });
  const scores: PairedScore[] = [
    paired('r1', 'q1', 1, 1),
    paired('r1', 'q2', 2, 2),
    paired('r2', 'q1', 2, 3),
    paired('r2', 'q2', 3, 3),
    paired('r3', 'q1', 3, 2),
    paired('r3', 'q2', 1, 1),
  ];

  it('correlates the runs’ mean scores (run level)', () => {
    // Means a = [1.5, 2.5, 2], b = [1.5, 3, 1.5]: (r1,r2) C, (r1,r3) tied in b, (r2,r3) C.
    // τb = 2 / √((3 − 0)(3 − 1)) = 2/√6 ≈ 0.8165.
    const report = tauReport(scores);
    close(report.runLevel, 2 / Math.sqrt(6));
    assert.equal(report.runs, 3);
    assert.equal(report.topics, 2);
  });

  it('averages per-topic τ', () => {
    // q1: a = [1, 2, 3], b = [1, 3, 2] → C, C, D → 1/3.  q2: a = [2, 3, 1], b = [2, 3, 1] → 1.
    // Mean: (1/3 + 1) / 2 = 2/3.
    const report = tauReport(scores);
    close(report.perTopicMean, 2 / 3);
    assert.equal(report.topicsCorrelated, 2);
  });

  it('correlates every topic/run combination as one observation', () => {
    // a = [1, 2, 2, 3, 3, 1], b = [1, 2, 3, 3, 2, 1] (r1q1, r1q2, r2q1, r2q2, r3q1, r3q2); 15 pairs:
    //   concordant 9: 1-2, 1-3, 1-4, 1-5, 2-4, 2-6, 3-6, 4-6, 5-6;  discordant 1: 3-5;
    //   tied in a 3: 1-6, 2-3, 4-5;  tied in b 3: 1-6, 2-5, 3-4.
    // τb = (9 − 1) / √((15 − 3)(15 − 3)) = 8/12 = 2/3.
    close(tauReport(scores).allTopicsRuns, 2 / 3);
  });

  it('skips topics where a side is constant in the per-topic mean', () => {
    // q3: every run scores 0.5 on b → τ is NaN for q3, which must not poison the mean.
    const withConstant = [...scores, paired('r1', 'q3', 0.1, 0.5), paired('r2', 'q3', 0.2, 0.5), paired('r3', 'q3', 0.3, 0.5)];
    const report = tauReport(withConstant);
    close(report.perTopicMean, 2 / 3);
    assert.equal(report.topicsCorrelated, 2);
    assert.equal(report.topics, 3);
  });

  it('is NaN per topic when no topic varies', () => {
    const report = tauReport([paired('r1', 'q1', 0.2, 0.5), paired('r2', 'q1', 0.4, 0.5)]);
    assert.ok(Number.isNaN(report.perTopicMean));
    assert.equal(report.topicsCorrelated, 0);
  });

  it('uses means, not sums, when runs answer different numbers of topics', () => {
    // r1 answers one topic (a 0.9, b 0.4), r2 two (a 0.5 + 0.5, b 0.1 + 0.1).
    // Means: a 0.9 > 0.5 and b 0.4 > 0.1 → τ = 1.  Sums would give a 0.9 < 1.0 but b 0.4 > 0.2 → −1.
    const report = tauReport([paired('r1', 'q1', 0.9, 0.4), paired('r2', 'q1', 0.5, 0.1), paired('r2', 'q2', 0.5, 0.1)]);
    assert.equal(report.runLevel, 1);
  });
});
