// The postings added to a BM25 index since its last freeze, in flat typed arrays: each posting is
// (term id, slot, tf), appended in the order documents arrive, with a per-term chain through them
// so a query can walk one term's postings. No object or array per term or per document: a bulk
// build of a million nuggets appends tens of millions of postings, and per-term objects made
// garbage collection a large share of the build (docs/PERFORMANCE.md, "Layout").

/** Term frequencies saturate here (a Uint16); BM25 itself saturates long before. */
export const MAX_TF = 0xffff;

export class TailPostings {
  /** Postings held. */
  size = 0;
  private term = new Int32Array(4096);
  private slot = new Int32Array(4096);
  private tf = new Uint16Array(4096);
  /** 1 + the index of the term's previous posting in the tail (0: none). */
  private previous = new Int32Array(4096);

  // By term id: the postings the term has here, 1 + the index of its latest, and, while a document
  // is added, 1 + the slot that last counted the term and the index of that posting.
  private count = new Int32Array(1024);
  private latest = new Int32Array(1024);
  private seenBy = new Int32Array(1024);
  private seenAt = new Int32Array(1024);

  /** Postings of `term` in the tail. */
  df(term: number): number {
    return term < this.count.length ? this.count[term]! : 0;
  }

  /**
   * Adds the document `slot` with the ids of its `length` terms, termIds[0, length) (in text order,
   * repeats counted as its tf), every id below `terms`; returns how many distinct terms it has.
   */
  addDocument(slot: number, termIds: Int32Array, length: number, terms: number): number {
    if (terms > this.count.length) this.growTerms(terms);
    let distinct = 0;
    for (let i = 0; i < length; i++) {
      const t = termIds[i]!;
      if (this.seenBy[t] === slot + 1) {
        const at = this.seenAt[t]!;
        if (this.tf[at]! < MAX_TF) this.tf[at]!++;
        continue;
      }
      if (this.size === this.slot.length) this.growPostings();
      const at = this.size++;
      this.term[at] = t;
      this.slot[at] = slot;
      this.tf[at] = 1;
      this.previous[at] = this.latest[t]!;
      this.latest[t] = at + 1;
      this.count[t]!++;
      this.seenBy[t] = slot + 1;
      this.seenAt[t] = at;
      distinct++;
    }
    return distinct;
  }

  /** Calls `visit(slot, tf)` for each posting of `term`, latest first. */
  forEach(term: number, visit: (slot: number, tf: number) => void): void {
    if (term >= this.latest.length) return;
    for (let at = this.latest[term]!; at !== 0; at = this.previous[at - 1]!) visit(this.slot[at - 1]!, this.tf[at - 1]!);
  }

  /**
   * Moves every posting into CSR arrays: term t's go to slots/tfs from `cursor[t]` on, in the order
   * they were added (cursor is advanced). The tail is empty afterwards.
   */
  drainInto(slots: Int32Array, tfs: Uint16Array, cursor: Int32Array): void {
    for (let at = 0; at < this.size; at++) {
      const t = this.term[at]!;
      const p = cursor[t]!++;
      slots[p] = this.slot[at]!;
      tfs[p] = this.tf[at]!;
      this.count[t] = 0;
      this.latest[t] = 0;
      this.seenBy[t] = 0;
    }
    this.size = 0;
  }

  private growPostings(): void {
    const n = 2 * this.slot.length;
    this.term = grown(this.term, new Int32Array(n));
    this.slot = grown(this.slot, new Int32Array(n));
    this.tf = grown(this.tf, new Uint16Array(n));
    this.previous = grown(this.previous, new Int32Array(n));
  }

  private growTerms(min: number): void {
    let n = this.count.length;
    while (n < min) n *= 2;
    this.count = grown(this.count, new Int32Array(n));
    this.latest = grown(this.latest, new Int32Array(n));
    this.seenBy = grown(this.seenBy, new Int32Array(n));
    this.seenAt = grown(this.seenAt, new Int32Array(n));
  }
}

function grown<T extends Int32Array | Uint16Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
