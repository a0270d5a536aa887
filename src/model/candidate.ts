// A candidate fact as an extractor proposes it, with the date expressions that belong to it: the
// extractor's output contract, and a record the store persists (the review queue keeps candidates).

import type { NuggetKind } from './nugget.js';
import type { Granularity, Instant } from './time.js';

export type TemporalRole = 'START' | 'END' | 'POINT';

/** One date expression found in a text. */
export interface TemporalExpression {
  /** Character offsets of the expression in the tagged text, [start, end). */
  start: number;
  end: number;
  /** The matched text, e.g. "since 2019", "March 2010", "1997". */
  text: string;
  role: TemporalRole;
  /**
   * The instant to use as the bound, already following the interval convention:
   * START / POINT: the first instant of the named period ("in August 2011" → 2011-08-01).
   * END: the exclusive end. "until March 2010" → 2010-03-01 (the interval is [.., 2010-03-01)),
   * "to 2005" → 2005-01-01; but when a range starts and ends in the same period ("from 2008 to
   * 2008") or names a whole period ("in the 1990s" → END 2000-01-01), the end of that period.
   */
  time: Instant;
  granularity: Granularity;
  /** The word or construction that decided the role: 'since', 'from', 'until', 'range', 'open' ("1977–present"), 'former', … */
  cue: string;
}

/** A fact as an extractor proposes it, before canonicalisation and governance. */
export interface Candidate {
  /** Surface subject as written (after pronoun resolution), e.g. "Acme Corp.". */
  subject: string;
  /** A schema predicate name, or a surface form the canonicaliser maps to one. */
  predicate: string;
  /** Surface object as written, e.g. "Jane Doe" or "18 September 1976". */
  object: string;
  /** Evidence span in the document, [start, end) character offsets. */
  start: number;
  end: number;
  /** In [0, 1]. */
  confidence: number;
  /**
   * Temporal expressions that belong to this fact, with offsets in the document. When omitted the
   * pipeline tags the evidence span itself.
   */
  temporal?: TemporalExpression[];
  kind?: NuggetKind;
}
