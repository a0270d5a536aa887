// The Extractor contract (paper §3.2 Stage 1): a sentence window in, candidate facts out. Rule-based
// extractors answer synchronously; LLM extractors return a promise. Both see the same input; an
// extractor may ask for other windows than one per sentence (an LLM extractor reads passages).

import type { NuggetKind } from '../model/nugget.js';
import type { SourceDocument } from '../model/document.js';
import type { SentenceWindow } from './sentences.js';
import type { TemporalExpression } from './temporal.js';

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

export interface ExtractionInput {
  document: SourceDocument;
  window: SentenceWindow;
}

export interface Extractor {
  /** Names the extractor and its version, e.g. "rules@1" (for caches keyed by extractor, and logs). */
  readonly id: string;
  extract(input: ExtractionInput): Candidate[] | Promise<Candidate[]>;
  /**
   * The windows ingest reads a document in with this extractor. Absent: `sentenceWindows(text)`,
   * one per sentence with the sentence before it (the rule-based extractor).
   */
  windows?(document: SourceDocument): SentenceWindow[];
}
