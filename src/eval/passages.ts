// The BM25-Passage baseline: BM25 over paragraphs, no time awareness — the same BM25 the nugget
// index uses, so the comparison isolates the retrieval unit and governance.

import { Bm25Postings } from '../search/bm25.js';
import type { DocumentInput } from '../model/document.js';

export class PassageBm25 {
  private readonly index = new Bm25Postings();
  private readonly texts: string[] = [];
  private readonly docIds: string[] = [];

  /** Indexes every non-empty paragraph (blank-line separated) of the documents. */
  constructor(documents: readonly DocumentInput[]) {
    for (const d of documents) {
      for (const para of d.text.split(/\n\s*\n/)) {
        if (para.trim() === '') continue;
        this.index.add(this.texts.length, para);
        this.texts.push(para);
        this.docIds.push(d.id);
      }
    }
  }

  get size(): number {
    return this.texts.length;
  }

  search(query: string, k: number): string[] {
    return this.index.search(query, k, () => true).map((h) => this.texts[h.slot]!);
  }

  /** The top k paragraphs with the documents they are from. */
  searchPassages(query: string, k: number): { docId: string; text: string }[] {
    return this.index.search(query, k, () => true).map((h) => ({ docId: this.docIds[h.slot]!, text: this.texts[h.slot]! }));
  }
}
