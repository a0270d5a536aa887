// BM25 inverted postings over nugget text (§3.3, component 3), maintained incrementally as nuggets
// are added. Queries take a slot filter so governance applies before ranking: a filtered-out posting
// is never scored.
//
// Layout: a frozen segment in compressed-sparse-row form, cut into blocks (frozen-postings.ts), plus a
// small tail of postings added since the last freeze (tail-postings.ts). A query runs MaxScore
// document-at-a-time over the frozen segment (max-score.ts) — terms whose best possible contribution
// cannot lift a document into the top k are only probed, block by block, for the documents the other
// terms propose — then scores the tail exhaustively, into one top-k heap (top-k.ts). Scores are summed
// in query order, so they are bit-identical to a brute-force scan (test/search/bm25.test.ts compares
// both). The byte form is in bm25-encoding.ts.

import type { ByteReader, ByteWriter } from './codec.js';
import { decodeBm25, encodeBm25 } from './bm25-encoding.js';
import { FrozenPostings } from './frozen-postings.js';
import { MaxScoreQuery, type LiveSlots } from './max-score.js';
import { TailPostings } from './tail-postings.js';
import { tokenize } from './tokenize.js';
import { TopK, type ScoredSlot } from './top-k.js';

export type { LiveSlots } from './max-score.js';
export type { ScoredSlot } from './top-k.js';

/** BM25 parameters; defaults are the usual k1 = 1.2, b = 0.75. */
export interface Bm25Params {
  /** Term-frequency saturation, > 0. */
  k1: number;
  /** Length normalisation, in [0, 1]. */
  b: number;
}
export const defaultBm25Params: Readonly<Bm25Params> = Object.freeze({ k1: 1.2, b: 0.75 });

/** Lengths from here on are not kept in a byte (facts are far shorter); their normalisation is computed. */
const LONG = 255;
/** The tail is frozen into the segment once it holds this many postings and … */
const TAIL_MIN = 4096;
/** … a query freezes it when it exceeds this fraction of the segment (it is scored exhaustively). */
const TAIL_SHARE = 8;
/**
 * From this many slots on, the per-slot arrays a candidate's score and filter read (lengths, top-k
 * marks, governance state: tens of bytes a slot) outgrow the CPU caches, and a query settles which
 * lists hold a document before reading them. In a smaller store, whose per-slot arrays stay in
 * cache, reading them first (and ruling a candidate out on its own score) is the faster order; the
 * measurements are in docs/PERFORMANCE.md ("Retrieval at 1,000,000 nuggets").
 */
const PROBE_FIRST_SLOTS = 1 << 18;

export class Bm25Postings {
  // Term ids cover the segment's terms, [0, segment.offsets.length - 1), and then the tail's new terms.
  private readonly termIds = new Map<string, number>();
  private readonly segment = new FrozenPostings();

  // Postings added since the last freeze; all their slots are above the segment's while `ordered`.
  private readonly tail = new TailPostings();
  /** A document's term ids while it is added. */
  private docTerms = new Int32Array(256);
  private maxSlot = -1;
  private ordered = true;

  private lengths = new Int32Array(1024);
  /**
   * Tie order: a slot's rank, where ties go to the lower rank. Null until the slots are permuted
   * (rank = slot); a permutation carries each slot's rank along, so results keep their order.
   */
  private rank: Int32Array | null = null;
  /**
   * The lengths again, one byte a slot (LONG for a length of LONG or more): scoring a random
   * candidate reads this small array rather than the wide one, which stays in cache at this size.
   */
  private shortLengths = new Uint8Array(1024);
  private docs = 0;
  private totalLength = 0;

  // Per-query scratch, reused: an accumulator for the tail, the query's lists and the top-k heap.
  private scores = new Float64Array(1024);
  /** Length normalisation k1 × (1 − b + b × length ÷ avgdl) by length, for lengths below LONG. */
  private norms = new Float64Array(LONG);
  /** The document count `norms` was computed at (every add changes it, and with it avgdl). */
  private normsDocs = -1;
  private readonly query = new MaxScoreQuery();
  private readonly top = new TopK();

  constructor(private readonly params: Bm25Params = defaultBm25Params) {}

  get size(): number {
    return this.docs;
  }

  /** Indexes the text of a new slot. A slot is indexed once; its text never changes. */
  add(slot: number, text: string): void {
    this.addTerms(slot, tokenize(text));
  }

  /** Indexes a new slot by its terms, as `tokenize` gives them (add, for a caller that has them already). */
  addTerms(slot: number, words: readonly string[]): void {
    if (slot >= this.lengths.length) this.grow(slot + 1);
    if (words.length > this.docTerms.length) this.docTerms = new Int32Array(2 * words.length);
    const ids = this.docTerms;
    for (let i = 0; i < words.length; i++) {
      let t = this.termIds.get(words[i]!);
      if (t === undefined) this.termIds.set(words[i]!, (t = this.termIds.size));
      ids[i] = t;
    }
    this.tail.addDocument(slot, ids, words.length, this.termIds.size);
    if (slot <= this.maxSlot) this.ordered = false;
    else this.maxSlot = slot;
    this.setLength(slot, words.length);
    this.docs++;
    this.totalLength += words.length;
    // Freezing when the tail outgrows the segment keeps a bulk build linear (each posting is copied
    // a bounded number of times on average).
    if (this.tail.size > Math.max(TAIL_MIN, this.segment.size)) this.freeze();
  }

  /**
   * Writes the postings compactly (bm25-encoding.ts): slot gaps and term frequencies as varints (a
   * tf of 1, the usual case, costs one bit). Blocks are not written; `decode` recomputes them.
   */
  encode(w: ByteWriter): void {
    this.freeze();
    const { offsets, slots, tfs } = this.segment;
    encodeBm25(w, {
      k1: this.params.k1,
      b: this.params.b,
      docs: this.docs,
      slotCount: this.maxSlot + 1,
      lengths: this.lengths,
      terms: [...this.termIds.keys()],
      offsets,
      slots,
      tfs,
      rank: this.rank,
    });
  }

  /** Reads postings written by `encode`. Throws RangeError on truncated or inconsistent data. */
  static decode(r: ByteReader): Bm25Postings {
    const c = decodeBm25(r);
    const postings = new Bm25Postings({ k1: c.k1, b: c.b });
    postings.docs = c.docs;
    postings.grow(c.slotCount);
    for (let slot = 0; slot < c.slotCount; slot++) {
      const length = c.lengths[slot]!;
      postings.setLength(slot, length);
      postings.totalLength += length;
    }
    postings.maxSlot = c.slotCount - 1;
    c.terms.forEach((t, i) => postings.termIds.set(t, i));
    if (c.rank !== null) {
      const rank = new Int32Array(postings.lengths.length);
      rank.set(c.rank);
      for (let slot = c.slotCount; slot < rank.length; slot++) rank[slot] = slot;
      postings.rank = rank;
    }
    postings.segment.assign(c.offsets, c.slots, c.tfs, postings.lengths);
    return postings;
  }

  /**
   * The top `k` slots for `query` among those `accept` lets through, best first; ties go to the
   * lower slot so results are deterministic. `ordered: false` skips the ordering, for a caller that
   * rescores and reorders the hits anyway (the temporal-fit rerank).
   */
  search(query: string, k: number, accept: (slot: number) => boolean, live: LiveSlots | null = null, ordered = true): ScoredSlot[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0 || this.docs === 0 || k < 1) return [];
    if (!this.ordered || this.tail.size > Math.max(TAIL_MIN, this.segment.size / TAIL_SHARE)) this.freeze();
    const { k1, b } = this.params;
    const avgdl = this.totalLength / this.docs;
    const impact = (idf: number, tf: number, length: number): number => (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / avgdl));
    // The same formula with the document's length normalisation looked up (computed identically).
    const norms = this.normsFor(avgdl);
    const { lengths, shortLengths, segment } = this;
    const norm = (d: number): number => {
      const short = shortLengths[d]!;
      return short < LONG ? norms[short]! : k1 * (1 - b + (b * lengths[d]!) / avgdl);
    };
    const scored = (idf: number, tf: number, d: number): number => (idf * tf * (k1 + 1)) / (tf + norm(d));
    // Each query term's idf (over segment and tail) and, for terms in the segment, its list.
    const q = this.query.reserve(terms.length);
    const { idfs, contribution } = q;
    const offsets = segment.offsets;
    for (let i = 0; i < terms.length; i++) {
      const t = this.termIds.get(terms[i]!);
      const frozen = t === undefined || t + 1 >= offsets.length ? 0 : offsets[t + 1]! - offsets[t]!;
      const n = t === undefined ? 0 : frozen + this.tail.df(t);
      idfs[i] = n === 0 ? 0 : Math.log(1 + (this.docs - n + 0.5) / (n + 0.5));
      contribution[i] = 0;
      if (t !== undefined && frozen > 0) q.addList(i, t, segment, impact);
    }
    this.top.begin(k, this.rank);
    q.run(segment, terms.length, this.top, accept, live, impact, scored, this.maxSlot >= PROBE_FIRST_SLOTS);
    this.searchTail(terms, idfs, accept, scored);
    return this.top.finish(ordered);
  }

  /**
   * The length normalisation k1 × (1 − b + b × length ÷ avgdl) of each length below LONG,
   * recomputed on the first query after adds.
   */
  private normsFor(avgdl: number): Float64Array {
    if (this.normsDocs === this.docs) return this.norms;
    const { k1, b } = this.params;
    for (let length = 0; length < LONG; length++) this.norms[length] = k1 * (1 - b + (b * length) / avgdl);
    this.normsDocs = this.docs;
    return this.norms;
  }

  private setLength(slot: number, length: number): void {
    this.lengths[slot] = length;
    this.shortLengths[slot] = Math.min(length, LONG);
  }

  /** Scores the tail's postings exhaustively (term by term, in query order) into the top k. */
  private searchTail(
    terms: readonly string[],
    idfs: Float64Array,
    accept: (slot: number) => boolean,
    scored: (idf: number, tf: number, slot: number) => number,
  ): void {
    if (this.tail.size === 0) return;
    const scores = this.scores;
    const touched: number[] = [];
    terms.forEach((term, i) => {
      const t = this.termIds.get(term);
      if (t === undefined) return;
      this.tail.forEach(t, (slot, tf) => {
        if (!accept(slot)) return;
        if (scores[slot] === 0) touched.push(slot);
        scores[slot]! += scored(idfs[i]!, tf, slot);
      });
    });
    for (const slot of touched) {
      const s = scores[slot]!;
      scores[slot] = 0;
      this.top.offer(s, slot);
    }
  }

  /** Folds the tail into the segment: O(postings), and blocks recomputed. */
  private freeze(): void {
    if (this.tail.size === 0) return;
    this.segment.absorb(this.tail, this.termIds.size, this.ordered, this.lengths);
    this.ordered = true;
  }

  /**
   * Renumbers the slots: slot s becomes newSlotOf[s], for every s up to the highest slot (a
   * bijection of [0, highest]). Scores do not change, and ties keep their order (ranks move along).
   * The caller renumbers whatever else it keys by slot in the same way.
   */
  permute(newSlotOf: Int32Array): void {
    this.freeze();
    const n = this.maxSlot + 1;
    if (newSlotOf.length < n) throw new RangeError('the permutation does not cover every slot');
    this.segment.renumber(newSlotOf);
    const lengths = new Int32Array(this.lengths.length);
    const short = new Uint8Array(this.lengths.length);
    const rank = new Int32Array(this.lengths.length);
    for (let slot = n; slot < rank.length; slot++) rank[slot] = slot;
    for (let slot = 0; slot < n; slot++) {
      const to = newSlotOf[slot]!;
      lengths[to] = this.lengths[slot]!;
      short[to] = this.shortLengths[slot]!;
      rank[to] = this.rank === null ? slot : this.rank[slot]!;
    }
    this.lengths = lengths;
    this.shortLengths = short;
    this.rank = rank;
    this.segment.computeBlocks(lengths);
  }

  /** Where the slot stands in tie order (ties go to the lower). */
  tieRank(slot: number): number {
    return this.rank === null ? slot : this.rank[slot]!;
  }

  private grow(min: number): void {
    let size = this.lengths.length;
    while (size < min) size *= 2;
    const l = new Int32Array(size);
    l.set(this.lengths);
    this.lengths = l;
    const short = new Uint8Array(size);
    short.set(this.shortLengths);
    this.shortLengths = short;
    if (this.rank !== null) {
      const rank = new Int32Array(size);
      rank.set(this.rank);
      for (let slot = this.rank.length; slot < size; slot++) rank[slot] = slot;
      this.rank = rank;
    }
    this.scores = new Float64Array(size);
    this.top.growSlots(size);
  }
}
