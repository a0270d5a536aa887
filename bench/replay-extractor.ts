// An extractor that replays candidates found beforehand, so an ingest measures governance alone
// (Stages 2–4: keys, validity, conflicts, commit, index update) and not the rule extractor.

import type { Candidate, ExtractionInput, Extractor } from '../src/extract/extractor.js';

export class ReplayExtractor implements Extractor {
  readonly id = 'replay@1';
  private readonly byDocument = new Map<string, Candidate[]>();

  /** Registers a document's candidates (offsets into its text). */
  set(docId: string, candidates: Candidate[]): void {
    this.byDocument.set(docId, candidates);
  }

  /** The candidates whose span starts in the window's sentence: each is returned by exactly one window. */
  extract({ document, window }: ExtractionInput): Candidate[] {
    const { start, end } = window.sentence;
    return (this.byDocument.get(document.id) ?? []).filter((c) => c.start >= start && c.start < end);
  }
}
