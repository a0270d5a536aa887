// Kendall's τ between two scorings of the same items (paper §5.2: automatic against manual
// evaluation). τ-b, which corrects for ties in either ranking — what scipy.stats.kendalltau computes
// by default and what TREC meta-evaluations report — plus the three ways the paper aggregates it:
// run-level, the average of per-topic correlations, and over all topic/run combinations.

/** Score differences this small are ties (floating-point noise, not a ranking). */
export const TIE_TOLERANCE = 1e-9;

function direction(difference: number): number {
  return Math.abs(difference) <= TIE_TOLERANCE ? 0 : Math.sign(difference);
}

/**
 * Kendall's τ-b of paired observations: (concordant − discordant) / √((n0 − n1)(n0 − n2)), n0 the
 * pairs, n1 and n2 the pairs tied in x and in y. NaN when either side is constant (scipy does the
 * same): no ranking to agree with. Values within TIE_TOLERANCE of each other are tied: scores are
 * means of fractions, and the same mean summed in another order (0.1 + 0.2 + 0.3 against
 * 0.3 + 0.2 + 0.1) differs in its last bit. O(n²), for the tens to thousands of points of a meta-evaluation.
 *
 * @example kendallTau([1, 2, 3, 4], [1, 3, 2, 4]) // 0.666…
 */
export function kendallTau(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new RangeError(`kendallTau: ${x.length} x values but ${y.length} y values`);
  let concordant = 0;
  let discordant = 0;
  let tiedX = 0;
  let tiedY = 0;
  for (let i = 0; i < x.length; i++) {
    for (let j = i + 1; j < x.length; j++) {
      const dx = direction(x[i]! - x[j]!);
      const dy = direction(y[i]! - y[j]!);
      if (dx === 0) tiedX++;
      if (dy === 0) tiedY++;
      if (dx === 0 || dy === 0) continue;
      if (dx === dy) concordant++;
      else discordant++;
    }
  }
  const pairs = (x.length * (x.length - 1)) / 2;
  const denominator = Math.sqrt((pairs - tiedX) * (pairs - tiedY));
  return denominator === 0 ? NaN : (concordant - discordant) / denominator;
}

/** One score of one run on one topic, from each of the two evaluations being compared. */
export interface PairedScore {
  runId: string;
  qid: string;
  a: number;
  b: number;
}

/** The paper's three correlations (Figures 4 and 5). */
export interface TauReport {
  /** τ between the runs' mean scores (topics common to both evaluations). */
  runLevel: number;
  /** The mean of per-topic τ over the topics where both sides vary (others have no ranking). */
  perTopicMean: number;
  /** Topics that entered perTopicMean. */
  topicsCorrelated: number;
  /** τ over every topic/run combination as an independent observation. */
  allTopicsRuns: number;
  runs: number;
  topics: number;
}

/**
 * The three correlations of the paper between two evaluations' scores of the same runs.
 *
 * @example tauReport([{ runId: 'r1', qid: 'q1', a: 0.2, b: 0.1 }, { runId: 'r2', qid: 'q1', a: 0.8, b: 0.9 }]).runLevel // 1
 */
export function tauReport(scores: readonly PairedScore[]): TauReport {
  const byRun = group(scores, (s) => s.runId);
  const byTopic = group(scores, (s) => s.qid);
  const runs = [...byRun.values()];
  const runLevel = kendallTau(
    runs.map((r) => mean(r.map((s) => s.a))),
    runs.map((r) => mean(r.map((s) => s.b))),
  );
  const perTopic = [...byTopic.values()]
    .map((t) =>
      kendallTau(
        t.map((s) => s.a),
        t.map((s) => s.b),
      ),
    )
    .filter((t) => !Number.isNaN(t));
  return {
    runLevel,
    perTopicMean: perTopic.length === 0 ? NaN : mean(perTopic),
    topicsCorrelated: perTopic.length,
    allTopicsRuns: kendallTau(
      scores.map((s) => s.a),
      scores.map((s) => s.b),
    ),
    runs: byRun.size,
    topics: byTopic.size,
  };
}

function group<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}
