// BM25 inverted index over nugget text (§3.3, component 3), maintained incrementally as nuggets are
// added. Queries take a slot filter so governance applies before ranking: a filtered-out posting is
// never scored. (Issue #5 replaces the internals with block-max pruning; this contract stays.)

import { tokenize } from './tokenize.js';

/** BM25 parameters; defaults are the usual k1 = 1.2, b = 0.75. */
export interface Bm25Params {
  /** Term-frequency saturation, > 0. */
  k1: number;
  /** Length normalisation, in [0, 1]. */
  b: number;
}
export const defaultBm25Params: Readonly<Bm25Params> = Object.freeze({ k1: 1.2, b: 0.75 });

interface Postings {
  slots: number[];
  tfs: number[];
}

export interface ScoredSlot {
  slot: number;
  score: number;
}

export class Bm25Index {
  private readonly postings = new Map<string, Postings>();
  private lengths = new Float64Array(1024);
  private scores = new Float64Array(1024);
  private docs = 0;
  private totalLength = 0;

  constructor(private readonly params: Bm25Params = defaultBm25Params) {}

  get size(): number {
    return this.docs;
  }

  /** Indexes the text of a new slot. A slot is indexed once; its text never changes. */
  add(slot: number, text: string): void {
    const terms = tokenize(text);
    if (slot >= this.lengths.length) this.grow(slot + 1);
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [term, n] of tf) {
      let p = this.postings.get(term);
      if (!p) this.postings.set(term, (p = { slots: [], tfs: [] }));
      p.slots.push(slot);
      p.tfs.push(n);
    }
    this.lengths[slot] = terms.length;
    this.docs++;
    this.totalLength += terms.length;
  }

  /**
   * The top `k` slots for `query` among those `accept` lets through, best first; ties go to the
   * lower slot so results are deterministic.
   */
  search(query: string, k: number, accept: (slot: number) => boolean): ScoredSlot[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0 || this.docs === 0) return [];
    const { k1, b } = this.params;
    const avgdl = this.totalLength / this.docs;
    const touched: number[] = [];
    const scores = this.scores;
    for (const term of terms) {
      const p = this.postings.get(term);
      if (!p) continue;
      const idf = Math.log(1 + (this.docs - p.slots.length + 0.5) / (p.slots.length + 0.5));
      for (let i = 0; i < p.slots.length; i++) {
        const slot = p.slots[i]!;
        if (!accept(slot)) continue;
        const tf = p.tfs[i]!;
        const norm = tf + k1 * (1 - b + (b * this.lengths[slot]!) / avgdl);
        if (scores[slot] === 0) touched.push(slot);
        scores[slot]! += (idf * tf * (k1 + 1)) / norm;
      }
    }
    const out = touched.map((slot) => ({ slot, score: scores[slot]! }));
    for (const slot of touched) scores[slot] = 0;
    out.sort((x, y) => y.score - x.score || x.slot - y.slot);
    return out.slice(0, k);
  }

  private grow(min: number): void {
    let size = this.lengths.length;
    while (size < min) size *= 2;
    const l = new Float64Array(size);
    l.set(this.lengths);
    this.lengths = l;
    this.scores = new Float64Array(size);
  }
}
