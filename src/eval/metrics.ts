// The temporal-QA metrics of the evaluation (NuggetIndex paper, RQ2): answer recall, temporal
// correctness, conflict rate and their difference, over each question's top-K texts. A distractor is
// an answer valid only outside the asked period (see timeqaQuestions); an occurrence of one inside the
// subject's own name ("Newton D. Baker" in "Newton D. Baker House") or inside an answer valid in the
// asked period ("Mediterranean" in "Exxon Mediterranean") does not state it, so it does not count.

import { containsAnswer, normalizeAnswer } from './answers.js';

/** One question as the metrics see it: answer forms of the gold answer and of its distractors, and the masks. */
export interface ScoredQuestion {
  gold: string[][];
  distractors: string[][];
  /** Forms a distractor is not counted inside of (not applied to gold): the subject's name, the answers valid in the asked period. */
  masks: string[];
}

export interface QaMetrics {
  questions: number;
  /** Share of questions whose gold answer appears in some result. */
  answerRecall: number;
  /** Among results containing the gold answer or a distractor, the share with the gold and no distractor; averaged over questions with such results. */
  temporalCorrectness: number;
  /** Questions that had at least one result containing gold or a distractor. */
  temporalQuestions: number;
  /** Share of questions whose top-K contains both the gold answer and a distractor. */
  conflictRate: number;
  /** temporalCorrectness − conflictRate. */
  governance: number;
  /** Median number of whitespace tokens in a question's top-K texts. */
  medianContextTokens: number;
}

/** Per-question judgement of a top-K list. */
export interface Judgement {
  hit: boolean;
  conflict: boolean;
  /** Among gold-or-distractor results, the share that are gold-only; null when none. */
  correctness: number | null;
  tokens: number;
}

export function judge(q: ScoredQuestion, texts: readonly string[]): Judgement {
  let hit = false;
  let anyDistractor = false;
  let relevant = 0;
  let clean = 0;
  let tokens = 0;
  for (const t of texts) {
    tokens += t.split(/\s+/).filter((w) => w !== '').length;
    const norm = normalizeAnswer(t);
    const gold = q.gold.some((forms) => containsAnswer(norm, forms));
    const distractor = q.distractors.some((forms) => containsAnswer(norm, forms, q.masks));
    if (gold) hit = true;
    if (distractor) anyDistractor = true;
    if (gold || distractor) {
      relevant++;
      if (gold && !distractor) clean++;
    }
  }
  return { hit, conflict: hit && anyDistractor, correctness: relevant > 0 ? clean / relevant : null, tokens };
}

export function aggregate(judgements: readonly Judgement[]): QaMetrics {
  const n = judgements.length;
  const withRelevant = judgements.filter((j) => j.correctness !== null);
  const tc = withRelevant.length > 0 ? withRelevant.reduce((s, j) => s + j.correctness!, 0) / withRelevant.length : 0;
  const conflict = n > 0 ? judgements.filter((j) => j.conflict).length / n : 0;
  return {
    questions: n,
    answerRecall: n > 0 ? judgements.filter((j) => j.hit).length / n : 0,
    temporalCorrectness: tc,
    temporalQuestions: withRelevant.length,
    conflictRate: conflict,
    governance: tc - conflict,
    medianContextTokens: median(judgements.map((j) => j.tokens)),
  };
}

export function median(xs: readonly number[]): number {
  return percentile(xs, 50);
}

/** Nearest-rank percentile (p in 0–100); 0 for an empty list. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
