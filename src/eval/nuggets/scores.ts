// Nugget scores (paper §4.4): per answer, the share of nuggets it supports — strictly (support only)
// or with half credit for partial support — over the vital nuggets (V) or all of them (A); a run's
// score is the mean over its answers. V_strict is the paper's primary metric.

import type { AssignedNugget, Assignment } from './records.js';

/** The four scores of one answer (or their means over a run), each in [0, 1]. */
export interface NuggetScores {
  /** Support only, vital nuggets. The primary metric. */
  vitalStrict: number;
  /** Support 1, partial support 0.5, vital nuggets. */
  vital: number;
  /** Support only, all nuggets. */
  allStrict: number;
  /** Support 1, partial support 0.5, all nuggets. */
  all: number;
}

export const SCORE_NAMES: readonly (keyof NuggetScores)[] = ['vitalStrict', 'vital', 'allStrict', 'all'];

/** The credit of a label: strict counts support only, lenient gives partial support half. */
function credit(a: Assignment, strict: boolean): number {
  if (a === 'support') return 1;
  if (a === 'partial_support' && !strict) return 0.5;
  return 0;
}

/**
 * Scores one answer's assigned nuggets. A question with no vital nugget scores 0 on V (as
 * nuggetizer does), so a run is never rewarded for an empty key. Returns null when any nugget has
 * no label (its batch failed): a score from part of the key would be silently wrong.
 *
 * @example
 * answerScores([{ text: 'a', importance: 'vital', assignment: 'support' }, { text: 'b', importance: 'okay', assignment: 'partial_support' }])
 * // { vitalStrict: 1, vital: 1, allStrict: 0.5, all: 0.75 }
 */
export function answerScores(nuggets: readonly AssignedNugget[]): NuggetScores | null {
  if (nuggets.some((n) => n.assignment === null || n.importance === null)) return null;
  const vital = nuggets.filter((n) => n.importance === 'vital');
  const mean = (list: readonly AssignedNugget[], strict: boolean) =>
    list.length === 0 ? 0 : list.reduce((s, n) => s + credit(n.assignment!, strict), 0) / list.length;
  return { vitalStrict: mean(vital, true), vital: mean(vital, false), allStrict: mean(nuggets, true), all: mean(nuggets, false) };
}

/**
 * The mean of each score over answers (a run's score: the mean over its questions).
 *
 * @example meanScores([{ vitalStrict: 1, vital: 1, allStrict: 1, all: 1 }, { vitalStrict: 0, vital: 0, allStrict: 0, all: 0 }]).vitalStrict // 0.5
 */
export function meanScores(scores: readonly NuggetScores[]): NuggetScores {
  const n = scores.length;
  const mean = (k: keyof NuggetScores) => (n === 0 ? 0 : scores.reduce((s, x) => s + x[k], 0) / n);
  return { vitalStrict: mean('vitalStrict'), vital: mean('vital'), allStrict: mean('allStrict'), all: mean('all') };
}
