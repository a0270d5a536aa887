// How far the offline assigner agrees with another assessor's labels — an LLM's recorded replies or
// a person's — on the same answers and nuggets: the confusion matrix the paper draws (Figure 6),
// raw agreement and Cohen's κ (agreement beyond what the two label distributions give by chance).

import { entails } from './offline/entailment.js';
import type { AssignmentRecord } from './formats.js';
import { ASSIGNMENTS, type Assignment } from './records.js';

export interface AgreementReport {
  /** Labelled (answer, nugget) pairs compared; "failed" labels are left out. */
  pairs: number;
  /** matrix[theirs][ours]: how often the other assessor said `theirs` and the offline assigner `ours`. */
  matrix: Record<Assignment, Record<Assignment, number>>;
  /** Share of pairs with the same label. */
  agreement: number;
  /** Cohen's κ over the three labels; NaN when chance agreement is 1. */
  kappa: number;
  /** The same on two labels (support vs the rest), as V_strict and A_strict count them. */
  strictAgreement: number;
}

/**
 * Re-assigns every labelled nugget of `records` offline and compares.
 *
 * @example offlineAgreement(readAssignments(text, 'llm-assignments.jsonl')).agreement
 */
export function offlineAgreement(records: readonly AssignmentRecord[]): AgreementReport {
  const zero = () => ({ support: 0, partial_support: 0, not_support: 0 });
  const matrix: AgreementReport['matrix'] = { support: zero(), partial_support: zero(), not_support: zero() };
  let pairs = 0;
  let same = 0;
  let strictSame = 0;
  for (const r of records) {
    for (const n of r.nuggets) {
      if (n.assignment === null) continue;
      const ours = entails(n.text, r.answerText).assignment;
      matrix[n.assignment][ours]++;
      pairs++;
      if (ours === n.assignment) same++;
      if ((ours === 'support') === (n.assignment === 'support')) strictSame++;
    }
  }
  const observed = pairs === 0 ? 0 : same / pairs;
  let chance = 0;
  for (const label of ASSIGNMENTS) {
    const theirs = ASSIGNMENTS.reduce((s, o) => s + matrix[label][o], 0);
    const ours = ASSIGNMENTS.reduce((s, t) => s + matrix[t][label], 0);
    chance += pairs === 0 ? 0 : (theirs / pairs) * (ours / pairs);
  }
  return {
    pairs,
    matrix,
    agreement: observed,
    kappa: chance === 1 ? NaN : (observed - chance) / (1 - chance),
    strictAgreement: pairs === 0 ? 0 : strictSame / pairs,
  };
}
