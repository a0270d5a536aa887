// Score fusion of the three index components (paper §3.3): s = α·lexical + β·dense + γ·metadata,
// each min–max normalised over the candidates first (α = 0.4, β = 0.5, γ = 0.1 in the paper's
// runs), or reciprocal rank fusion (Cormack et al. 2009) with the same weights. Pure functions over
// candidate lists, so the arithmetic is tested by hand examples.

export const FUSION_METHODS = ['linear', 'rrf'] as const;
export type FusionMethod = (typeof FUSION_METHODS)[number];

export interface FusionWeights {
  lexical: number;
  dense: number;
  metadata: number;
}

/** The paper's weights (tuned there for Cohere's embedder on MS MARCO). */
export const PAPER_WEIGHTS: FusionWeights = { lexical: 0.4, dense: 0.5, metadata: 0.1 };

/**
 * The default fusion: the paper's procedure ("α and β determined via grid search on development
 * data", §3.3.1) run for this project's offline embedder by `tune-fusion` on the TimeQA training
 * split — RRF with α 0.4, β 0.4, γ 0.2, the highest AnswerRecall that keeps lexical's
 * TemporalCorrectness. Cross-validated (`tune-fusion --folds 2`): each half of the pages chose the
 * same weights, and they kept TemporalCorrectness on the other half; the paper's lowered it on both.
 */
export const DEFAULT_FUSION: { fusion: FusionMethod; weights: FusionWeights } = { fusion: 'rrf', weights: { lexical: 0.4, dense: 0.4, metadata: 0.2 } };
/** RRF's rank constant (Cormack et al.: 60). */
export const RRF_K = 60;

/** A candidate with its component scores; null where that component did not retrieve it. */
export interface FusionCandidate {
  slot: number;
  lexical: number | null;
  dense: number | null;
  metadata: number;
}

/**
 * Min–max normalisation to [0, 1]: the lowest score 0, the highest 1, a missing one 0. When all
 * scores are equal the component cannot tell the candidates apart and gives each 0.
 */
export function minMax(scores: readonly (number | null)[]): number[] {
  let min = Infinity;
  let max = -Infinity;
  for (const s of scores) {
    if (s === null) continue;
    if (s < min) min = s;
    if (s > max) max = s;
  }
  return scores.map((s) => (s === null || !(max > min) ? 0 : (s - min) / (max - min)));
}

/** 1-based ranks by descending score (ties share the better rank); null for a missing score. */
function ranks(scores: readonly (number | null)[]): (number | null)[] {
  const order = scores.flatMap((s, i) => (s === null ? [] : [i])).sort((a, b) => scores[b]! - scores[a]!);
  const out: (number | null)[] = scores.map(() => null);
  order.forEach((i, place) => {
    const prev = order[place - 1];
    out[i] = prev !== undefined && scores[prev] === scores[i] ? out[prev]! : place + 1;
  });
  return out;
}

/** Each candidate's fused score, in the candidates' order. */
export function fuse(candidates: readonly FusionCandidate[], weights: FusionWeights, method: FusionMethod): number[] {
  const lexical = candidates.map((c) => c.lexical);
  const dense = candidates.map((c) => c.dense);
  // A metadata score of 0 (no fit at all) is no evidence for a candidate, so it takes no rank.
  const metadata = candidates.map((c) => (c.metadata > 0 ? c.metadata : null));
  if (method === 'linear') {
    const [l, d, m] = [minMax(lexical), minMax(dense), minMax(metadata)];
    return candidates.map((_, i) => weights.lexical * l[i]! + weights.dense * d[i]! + weights.metadata * m[i]!);
  }
  const [l, d, m] = [ranks(lexical), ranks(dense), ranks(metadata)];
  const rrf = (w: number, r: number | null): number => (r === null ? 0 : w / (RRF_K + r));
  return candidates.map((_, i) => rrf(weights.lexical, l[i]!) + rrf(weights.dense, d[i]!) + rrf(weights.metadata, m[i]!));
}
