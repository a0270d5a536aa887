// The answer sentences the pool can give without a model: a governed fact as its governed statement,
// citing its evidence; a pool sentence in its own words, citing its span.

import { citation, type AnswerPool, type PoolFact, type PoolSentence } from './pool.js';
import type { AnswerSentence } from './records.js';
import { selfContained } from './text.js';

/** A fact's governed statement; a disputed one cites a span of every side, others their strongest span. */
export function factSentence(fact: PoolFact): AnswerSentence {
  return {
    text: fact.statement,
    standing: fact.standing,
    citations: fact.standing === 'disputed' ? fact.citations : fact.citations.slice(0, 1),
    nuggetIds: fact.sides.map((n) => n.id),
    confidence: fact.nugget.epistemic.confidence,
  };
}

/** A pool sentence as an answer sentence (made readable on its own), citing exactly its span. */
export function quotedSentence(pool: AnswerPool, s: PoolSentence, confidence: number): AnswerSentence {
  const r = pool.revisions.get(`${s.docId}#${s.revision}`)!;
  return {
    text: selfContained(s.text, r.title),
    standing: s.standing,
    citations: [citation(r, s.start, s.end, s.nuggetIds[0] ?? null)],
    nuggetIds: s.nuggetIds,
    confidence,
  };
}

/** Governance weight of what a candidate states: facts that hold first, history last. */
export const STANDING_WEIGHT = { established: 1, disputed: 0.9, source: 0.8, past: 0.5 } as const;
