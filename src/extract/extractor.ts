// The Extractor contract (paper §3.2 Stage 1): a sentence window in, candidate facts out. Rule-based
// extractors answer synchronously; LLM extractors return a promise. Both see the same input; an
// extractor may ask for other windows than one per sentence (an LLM extractor reads passages).

import type { SourceDocument } from '../model/document.js';
import type { SentenceWindow } from './sentences.js';
import type { Candidate } from '../model/candidate.js';

export type { Candidate } from '../model/candidate.js';

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
