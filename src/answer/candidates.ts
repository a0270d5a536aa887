// The answer sentences the pool can give without a model: a governed fact as its governed statement,
// citing its evidence; a pool sentence in its own words, citing its span.

import { citation, type AnswerPool, type PoolFact, type PoolSentence } from './pool.js';
import type { AnswerSentence } from './records.js';
import { STATEMENT_PREDICATE } from '../extract/statements.js';
import { periodWords } from './statements.js';
import { selfContained, wordCount } from './text.js';

/** Quoted sentences longer than this are left to the governed statement. */
const QUOTABLE_WORDS = 60;

/**
 * A fact as an answer sentence. Disputed and ended facts: always the governed statement (a dispute
 * cites a span of every side). A fact that holds: its evidence sentence in the source's own words
 * when the pool may quote it and the statement would add no period to it (an open statement, or a
 * fact whose dates nobody stated) — the source says more, and says it exactly; otherwise the
 * governed statement with its period, citing the strongest span.
 */
export function factSentence(fact: PoolFact, pool?: AnswerPool): AnswerSentence {
  if (pool && fact.standing === 'established' && (fact.nugget.fact.predicate === STATEMENT_PREDICATE || periodWords(fact.nugget) === '')) {
    const c = fact.citations[0]!;
    const quoted = pool.sentences.find(
      (s) => s.docId === c.docId && s.revision === c.revision && s.start <= c.start && c.start < s.end && s.nuggetIds.includes(fact.nugget.id),
    );
    if (quoted && wordCount(quoted.text) <= QUOTABLE_WORDS)
      return { ...quotedSentence(pool, quoted, fact.nugget.epistemic.confidence), nuggetIds: [fact.nugget.id] };
  }
  return {
    text: fact.statement,
    standing: fact.standing,
    citations: fact.standing === 'disputed' ? fact.citations : [fact.citations[0]!, ...(fact.endCitation ? [fact.endCitation] : [])],
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
