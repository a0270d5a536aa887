// BM25 inverted index over nugget text (§3.3, component 3), maintained incrementally as nuggets are
// added. Queries take a slot filter so governance applies before ranking: a filtered-out posting is
// never scored.
//
// Layout: a frozen segment in compressed-sparse-row form (one Int32Array of slots and one Uint16Array
// of term frequencies for every term, cut into blocks of BLOCK postings with each block's last slot,
// highest tf and shortest document) plus a small tail of postings added since the last freeze. A
// query runs MaxScore document-at-a-time over the frozen segment — terms whose best possible
// contribution cannot lift a document into the top k are only probed, block by block, for the
// documents the other terms propose — then scores the tail exhaustively. Scores are summed in query
// order, so they are bit-identical to a brute-force scan (test/index/bm25.test.ts compares both).

import { ByteReader, ByteWriter } from './codec.js';
import { TailPostings } from './tail-postings.js';
import { tokenize } from './tokenize.js';

/** BM25 parameters; defaults are the usual k1 = 1.2, b = 0.75. */
export interface Bm25Params {
  /** Term-frequency saturation, > 0. */
  k1: number;
  /** Length normalisation, in [0, 1]. */
  b: number;
}
export const defaultBm25Params: Readonly<Bm25Params> = Object.freeze({ k1: 1.2, b: 0.75 });

/**
 * The slot ranges [ranges[2i], ranges[2i + 1]) for i < count, ascending and disjoint, outside which
 * a query's filter accepts no slot: a hint that lets a search pass over postings unread.
 */
export interface LiveSlots {
  ranges: Int32Array;
  count: number;
}

export interface ScoredSlot {
  slot: number;
  score: number;
}

/** Postings per block: the unit a probe skips by. */
const BLOCK = 64;
/** Lengths from here on are not kept in a byte (facts are far shorter); their normalisation is computed. */
const LONG = 255;
/** The tail is frozen into the segment once it holds this many postings and … */
const TAIL_MIN = 4096;
/** … a query freezes it when it exceeds this fraction of the segment (it is scored exhaustively). */
const TAIL_SHARE = 8;
/**
 * From this many slots on, the per-slot arrays a candidate's score and filter read (lengths, top-k
 * marks, governance state: tens of bytes a slot) outgrow the CPU caches, and a query settles which
 * lists hold a document before reading them (measured: at 57,000 nuggets reading first is faster, at
 * 1,000,000 probing first halves the time).
 */
const PROBE_FIRST_SLOTS = 1 << 18;
/**
 * Upper bounds are inflated by this factor: they are computed from a block's best tf and shortest
 * length, and partial sums in another order than the exact score, so they may round below it.
 */
const SLACK = 1 + 1e-9;

export class Bm25Postings {
  // The frozen segment. Term t's postings are [offsets[t], offsets[t+1]) in slots/tfs, in slot
  // order; its blocks are [firstBlock[t], firstBlock[t+1]) in the block arrays.
  // Term ids cover the segment's terms, [0, offsets.length - 1), and then the tail's new terms.
  private readonly termIds = new Map<string, number>();
  private offsets = new Int32Array(1);
  private slots = new Int32Array(0);
  private tfs = new Uint16Array(0);
  private firstBlock = new Int32Array(1);
  private blockLast = new Int32Array(0);
  private blockMaxTf = new Uint16Array(0);
  private blockMinLength = new Int32Array(0);

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

  // Per-query scratch, reused: an accumulator for the tail and the top-k heap (worst at the root).
  private scores = new Float64Array(1024);
  /** Length normalisation k1 × (1 − b + b × length ÷ avgdl) by length, for lengths below LONG. */
  private norms = new Float64Array(LONG);
  /** The document count `norms` was computed at (every add changes it, and with it avgdl). */
  private normsDocs = -1;
  /** 1 for the slots in the heap during a query (all 0 between queries). */
  private inTop = new Uint8Array(1024);
  private readonly scratch = new QueryScratch();
  private heapScore = new Float64Array(32);
  private heapSlot = new Int32Array(32);

  constructor(private readonly params: Bm25Params = defaultBm25Params) {}

  get size(): number {
    return this.docs;
  }

  /** Indexes the text of a new slot. A slot is indexed once; its text never changes. */
  add(slot: number, text: string): void {
    const words = tokenize(text);
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
    if (this.tail.size > Math.max(TAIL_MIN, this.slots.length)) this.freeze();
  }

  /**
   * Writes the index compactly: slot gaps and term frequencies as varints (a tf of 1, the usual
   * case, costs one bit). Blocks are not written; `decode` recomputes them.
   */
  encode(w: ByteWriter): void {
    this.freeze();
    w.float(this.params.k1);
    w.float(this.params.b);
    w.uint(this.docs);
    w.uint(this.maxSlot + 1);
    const lengths = new ByteWriter();
    for (let slot = 0; slot <= this.maxSlot; slot++) lengths.uint(this.lengths[slot]!);
    w.raw(withLength(lengths));
    w.string([...this.termIds.keys()].join('\n'));
    w.uint(this.slots.length);
    const postings = new ByteWriter();
    for (let t = 0; t + 1 < this.offsets.length; t++) {
      postings.uint(this.offsets[t + 1]! - this.offsets[t]!);
      for (let p = this.offsets[t]!, prev = -1; p < this.offsets[t + 1]!; prev = this.slots[p]!, p++) {
        const gap = this.slots[p]! - prev;
        if (this.tfs[p] === 1) postings.uint(gap * 2);
        else {
          postings.uint(gap * 2 + 1);
          postings.uint(this.tfs[p]!);
        }
      }
    }
    w.raw(withLength(postings));
    const ranks = new ByteWriter();
    if (this.rank !== null) for (let slot = 0; slot <= this.maxSlot; slot++) ranks.uint(this.rank[slot]!);
    w.raw(withLength(ranks));
  }

  /** Reads an index written by `encode`. Throws RangeError on truncated or inconsistent data. */
  static decode(r: ByteReader): Bm25Postings {
    const index = new Bm25Postings({ k1: r.float(), b: r.float() });
    index.docs = r.uint();
    const slotCount = r.uint();
    index.grow(slotCount);
    const lengths = new VarintCursor(r.raw(r.uint()));
    for (let slot = 0; slot < slotCount; slot++) {
      const length = lengths.next();
      index.setLength(slot, length);
      index.totalLength += length;
    }
    index.maxSlot = slotCount - 1;
    const vocabulary = r.string();
    const terms = vocabulary === '' ? [] : vocabulary.split('\n');
    terms.forEach((t, i) => index.termIds.set(t, i));
    const total = r.uint();
    const postings = new VarintCursor(r.raw(r.uint()));
    const offsets = new Int32Array(terms.length + 1);
    // Sized once from the count written ahead: no growing, no copies.
    const slots = new Int32Array(total);
    const tfs = new Uint16Array(total);
    let n = 0;
    for (let t = 0; t < terms.length; t++) {
      const df = postings.next();
      if (n + df > total) throw new RangeError('index data holds more postings than it says');
      for (let i = 0, slot = -1; i < df; i++, n++) {
        const code = postings.next();
        slot += code >>> 1;
        if (slot >= slotCount) throw new RangeError('index data names a slot beyond its documents');
        slots[n] = slot;
        tfs[n] = (code & 1) === 1 ? postings.next() : 1;
      }
      offsets[t + 1] = n;
    }
    if (n !== total) throw new RangeError('index data holds fewer postings than it says');
    index.offsets = offsets;
    index.slots = slots;
    index.tfs = tfs;
    const ranks = r.raw(r.uint());
    if (ranks.length > 0) {
      const cursor = new VarintCursor(ranks);
      const rank = new Int32Array(index.lengths.length);
      for (let slot = 0; slot < rank.length; slot++) rank[slot] = slot < slotCount ? cursor.next() : slot;
      index.rank = rank;
    }
    index.computeBlocks();
    return index;
  }

  /**
   * The top `k` slots for `query` among those `accept` lets through, best first; ties go to the
   * lower slot so results are deterministic. `ordered: false` skips the ordering, for a caller that
   * rescores and reorders the hits anyway (the temporal-fit rerank).
   */
  search(query: string, k: number, accept: (slot: number) => boolean, live: LiveSlots | null = null, ordered = true): ScoredSlot[] {
    const terms = [...new Set(tokenize(query))];
    if (terms.length === 0 || this.docs === 0 || k < 1) return [];
    if (!this.ordered || this.tail.size > Math.max(TAIL_MIN, this.slots.length / TAIL_SHARE)) this.freeze();
    const { k1, b } = this.params;
    const avgdl = this.totalLength / this.docs;
    const { slots, tfs, offsets, firstBlock, blockLast, blockMaxTf, blockMinLength } = this;
    const impact = (idf: number, tf: number, length: number): number => (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / avgdl));
    // The same formula with the document's length normalisation looked up (computed identically).
    const norms = this.normsFor(avgdl);
    const { lengths, shortLengths } = this;
    const norm = (d: number): number => {
      const short = shortLengths[d]!;
      return short < LONG ? norms[short]! : k1 * (1 - b + (b * lengths[d]!) / avgdl);
    };
    const scored = (idf: number, tf: number, d: number): number => (idf * tf * (k1 + 1)) / (tf + norm(d));
    // Each query term's idf (over segment and tail) and, for terms in the segment, its list and the
    // most it can add to a score (its best block's bound), in per-query arrays reused between queries.
    const q = this.scratch.reserve(terms.length);
    const { idfs, canon, idf, start, end, blockFrom, blockTo, listBound, suffix, pos, blk, hit, contribution } = q;
    let m = 0;
    for (let i = 0; i < terms.length; i++) {
      const word = terms[i]!;
      const t = this.termIds.get(word);
      const frozen = t === undefined || t + 1 >= offsets.length ? 0 : offsets[t + 1]! - offsets[t]!;
      const n = t === undefined ? 0 : frozen + this.tail.df(t);
      idfs[i] = n === 0 ? 0 : Math.log(1 + (this.docs - n + 0.5) / (n + 0.5));
      contribution[i] = 0;
      if (t === undefined || frozen === 0) continue;
      let bound = 0;
      for (let bi = firstBlock[t]!; bi < firstBlock[t + 1]!; bi++) bound = Math.max(bound, impact(idfs[i]!, blockMaxTf[bi]!, blockMinLength[bi]!));
      bound *= SLACK;
      // Lists in descending order of bound (insertion: a query has a few): the first, usually the
      // rarest term, fills the top k with good documents at once, so the threshold is high before
      // the long lists are read. Equal bounds keep query order.
      let at = m++;
      for (; at > 0 && listBound[at - 1]! < bound; at--) q.move(at - 1, at);
      canon[at] = i;
      idf[at] = idfs[i]!;
      start[at] = offsets[t]!;
      end[at] = offsets[t + 1]!;
      blockFrom[at] = firstBlock[t]!;
      blockTo[at] = firstBlock[t + 1]!;
      listBound[at] = bound;
    }
    // suffix[j]: the most lists j.. can add together.
    suffix[m] = 0;
    for (let j = m - 1; j >= 0; j--) suffix[j] = suffix[j + 1]! + listBound[j]!;
    const probeFirst = this.maxSlot >= PROBE_FIRST_SLOTS;
    // Finds d in list j at or after its cursor: its posting, or -1. Within a phase documents come in
    // ascending order, so the cursor only moves forward: whole blocks are skipped by their last slot,
    // then the block is galloped.
    const probe = (j: number, d: number): number => {
      let bj = blk[j]!;
      while (bj < blockTo[j]! && blockLast[bj]! < d) bj++;
      blk[j] = bj;
      if (bj === blockTo[j]) return -1;
      let p = Math.max(pos[j]!, start[j]! + (bj - blockFrom[j]!) * BLOCK);
      if (slots[p]! < d) {
        // slots[p] < d <= blockLast[bj]: gallop to a bracket (lo, hi] holding the first slot >= d.
        const last = Math.min(start[j]! + (bj - blockFrom[j]! + 1) * BLOCK, end[j]!) - 1;
        let step = 1;
        while (p + step < last && slots[p + step]! < d) {
          p += step;
          step *= 2;
        }
        let hi = Math.min(p + step, last);
        while (p + 1 < hi) {
          const mid = (p + hi) >> 1;
          if (slots[mid]! < d) p = mid;
          else hi = mid;
        }
        p = hi;
      }
      pos[j] = p;
      return slots[p] === d ? p : -1;
    };
    const inTop = this.inTop;
    this.reserve(k);
    let size = 0;
    let threshold = -Infinity;
    // Phase i scores the documents of list i that no earlier list holds (those were scored, or ruled
    // out, in an earlier phase). A bound strictly below the threshold rules a document out: one equal
    // to it could still win its tie on a lower slot.
    // Slots outside the live ranges (when given) are passed over unread: [lo, hi) is the current range.
    const ranges = live?.ranges;
    const rangeCount = live === null ? 0 : live.count;
    for (let i = 0; i < m; i++) {
      if (suffix[i]! < threshold) break;
      const rest = suffix[i + 1]!;
      for (let j = i + 1; j < m; j++) {
        pos[j] = start[j]!;
        blk[j] = blockFrom[j]!;
      }
      let r = 0;
      let lo = ranges === undefined ? 0 : rangeCount === 0 ? 0x7fffffff : ranges[0]!;
      let hi = ranges === undefined ? 0x7fffffff : rangeCount === 0 ? 0x7fffffff : ranges[1]!;
      phase: for (let bi = blockFrom[i]!; bi < blockTo[i]!; bi++) {
        if (blockLast[bi]! < lo) continue;
        const ownBound = impact(idf[i]!, blockMaxTf[bi]!, blockMinLength[bi]!) * SLACK;
        if (ownBound + rest < threshold) continue;
        const stop = Math.min(start[i]! + (bi - blockFrom[i]! + 1) * BLOCK, end[i]!);
        for (let p = start[i]! + (bi - blockFrom[i]!) * BLOCK; p < stop; p++) {
          const d = slots[p]!;
          if (d >= hi) {
            while (++r < rangeCount && ranges![2 * r + 1]! <= d);
            if (r >= rangeCount) break phase;
            lo = ranges![2 * r]!;
            hi = ranges![2 * r + 1]!;
          }
          if (d < lo) {
            if (blockLast[bi]! < lo) break;
            continue;
          }
          // In a small store d's own contribution is computed at once and may rule it out. In a large
          // one, which later lists hold d is settled first: their cursors move forward through sorted
          // arrays, while d's length, top-k mark and governance state are random reads (cache misses),
          // made only for a document whose lists could still reach the threshold.
          let own = 0;
          let bound = ownBound;
          if (!probeFirst) {
            own = scored(idf[i]!, tfs[p]!, d);
            bound = own * SLACK;
            if (bound + rest < threshold) continue;
          }
          let viable = true;
          for (let j = i + 1; j < m; j++) {
            if (bound + suffix[j]! < threshold) {
              viable = false;
              break;
            }
            const q = probe(j, d);
            hit[j] = q;
            if (q >= 0) bound += listBound[j]!;
          }
          // A document an earlier phase put in the top k is scored already. Any other document of an
          // earlier list was ruled out there and, scored here without that list, scores lower still.
          if (!viable || bound < threshold || inTop[d] === 1 || !accept(d)) continue;
          // The exact score, summed in query order like a brute-force scan.
          contribution[canon[i]!] = probeFirst ? scored(idf[i]!, tfs[p]!, d) : own;
          for (let j = i + 1; j < m; j++) if (hit[j]! >= 0) contribution[canon[j]!] = scored(idf[j]!, tfs[hit[j]!]!, d);
          let exact = 0;
          for (let y = 0; y < terms.length; y++) exact += contribution[y]!;
          for (let j = i; j < m; j++) contribution[canon[j]!] = 0;
          size = this.offer(size, k, exact, d);
          if (size === k) threshold = this.heapScore[0]!;
        }
      }
    }
    size = this.searchTail(terms, idfs, k, accept, size, scored);
    for (let x = 0; x < size; x++) inTop[this.heapSlot[x]!] = 0;
    const out: ScoredSlot[] = [];
    for (let i = 0; i < size; i++) out.push({ slot: this.heapSlot[i]!, score: this.heapScore[i]! });
    if (!ordered) return out;
    const rank = this.rank;
    out.sort(rank === null ? (x, y) => y.score - x.score || x.slot - y.slot : (x, y) => y.score - x.score || rank[x.slot]! - rank[y.slot]!);
    return out;
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

  /** Scores the tail's postings exhaustively (term by term, in query order) into the heap. */
  private searchTail(terms: readonly string[], idfs: Float64Array, k: number, accept: (slot: number) => boolean, size: number, scored: (idf: number, tf: number, slot: number) => number): number {
    if (this.tail.size === 0) return size;
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
      size = this.offer(size, k, s, slot);
    }
    return size;
  }

  /** Folds the tail into the segment: O(postings), and blocks recomputed. */
  private freeze(): void {
    if (this.tail.size === 0) return;
    const terms = this.termIds.size;
    const oldOffsets = this.offsets;
    const oldTerms = oldOffsets.length - 1;
    const offsets = new Int32Array(terms + 1);
    const grown: number[] = [];
    for (let t = 0; t < terms; t++) {
      const added = this.tail.df(t);
      if (added > 0 && !this.ordered) grown.push(t);
      offsets[t + 1] = offsets[t]! + (t < oldTerms ? oldOffsets[t + 1]! - oldOffsets[t]! : 0) + added;
    }
    const slots = new Int32Array(offsets[terms]!);
    const tfs = new Uint16Array(offsets[terms]!);
    // Each term's segment postings first, then its tail postings behind them (cursor).
    const cursor = new Int32Array(terms);
    for (let t = 0; t < terms; t++) {
      cursor[t] = offsets[t]!;
      if (t >= oldTerms || oldOffsets[t + 1] === oldOffsets[t]) continue;
      slots.set(this.slots.subarray(oldOffsets[t]!, oldOffsets[t + 1]!), offsets[t]!);
      tfs.set(this.tfs.subarray(oldOffsets[t]!, oldOffsets[t + 1]!), offsets[t]!);
      cursor[t]! += oldOffsets[t + 1]! - oldOffsets[t]!;
    }
    this.tail.drainInto(slots, tfs, cursor);
    for (const t of grown) sortPostings(slots, tfs, offsets[t]!, offsets[t + 1]!);
    this.offsets = offsets;
    this.slots = slots;
    this.tfs = tfs;
    this.ordered = true;
    this.computeBlocks();
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
    const { slots, tfs, offsets } = this;
    // Each list is renumbered and re-sorted as (new slot, tf) pairs packed into one double.
    const packed = new Float64Array(slots.length);
    for (let p = 0; p < slots.length; p++) packed[p] = newSlotOf[slots[p]!]! * 0x10000 + tfs[p]!;
    for (let t = 0; t + 1 < offsets.length; t++) packed.subarray(offsets[t]!, offsets[t + 1]!).sort();
    for (let p = 0; p < slots.length; p++) {
      slots[p] = Math.floor(packed[p]! / 0x10000);
      tfs[p] = packed[p]! % 0x10000;
    }
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
    this.computeBlocks();
  }

  private computeBlocks(): void {
    const { offsets, slots, tfs, lengths } = this;
    const terms = offsets.length - 1;
    const firstBlock = new Int32Array(terms + 1);
    for (let t = 0; t < terms; t++) firstBlock[t + 1] = firstBlock[t]! + Math.ceil((offsets[t + 1]! - offsets[t]!) / BLOCK);
    const blocks = firstBlock[terms]!;
    const last = new Int32Array(blocks);
    const maxTf = new Uint16Array(blocks);
    const minLength = new Int32Array(blocks);
    for (let t = 0; t < terms; t++) {
      for (let blk = firstBlock[t]!, p = offsets[t]!; blk < firstBlock[t + 1]!; blk++) {
        const stop = Math.min(p + BLOCK, offsets[t + 1]!);
        let tf = 0;
        let len = 0x7fffffff;
        for (; p < stop; p++) {
          if (tfs[p]! > tf) tf = tfs[p]!;
          if (lengths[slots[p]!]! < len) len = lengths[slots[p]!]!;
        }
        last[blk] = slots[stop - 1]!;
        maxTf[blk] = tf;
        minLength[blk] = len;
      }
    }
    this.firstBlock = firstBlock;
    this.blockLast = last;
    this.blockMaxTf = maxTf;
    this.blockMinLength = minLength;
  }

  // The heap keeps the k best (score, slot) pairs with the worst — lowest score, then highest slot — at the root.

  private reserve(k: number): void {
    if (this.heapScore.length >= k) return;
    this.heapScore = new Float64Array(k);
    this.heapSlot = new Int32Array(k);
  }

  private worse(i: number, j: number): boolean {
    const a = this.heapScore[i]!;
    const c = this.heapScore[j]!;
    return a < c || (a === c && this.before(this.heapSlot[j]!, this.heapSlot[i]!));
  }

  /** Where the slot stands in tie order (ties go to the lower). */
  tieRank(slot: number): number {
    return this.rank === null ? slot : this.rank[slot]!;
  }

  /** Whether slot x wins a tie against slot y. */
  private before(x: number, y: number): boolean {
    return this.rank === null ? x < y : this.rank[x]! < this.rank[y]!;
  }

  private swap(i: number, j: number): void {
    const s = this.heapScore[i]!;
    this.heapScore[i] = this.heapScore[j]!;
    this.heapScore[j] = s;
    const d = this.heapSlot[i]!;
    this.heapSlot[i] = this.heapSlot[j]!;
    this.heapSlot[j] = d;
  }

  /** Offers (score, slot) to a heap of `size` keeping the best k; returns the new size. */
  private offer(size: number, k: number, score: number, slot: number): number {
    if (size < k) return this.push(size, score, slot);
    const root = this.heapScore[0]!;
    if (score > root || (score === root && this.before(slot, this.heapSlot[0]!))) this.replaceRoot(size, score, slot);
    return size;
  }

  private push(size: number, score: number, slot: number): number {
    this.inTop[slot] = 1;
    let i = size;
    this.heapScore[i] = score;
    this.heapSlot[i] = slot;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
    return size + 1;
  }

  private replaceRoot(size: number, score: number, slot: number): void {
    this.inTop[this.heapSlot[0]!] = 0;
    this.inTop[slot] = 1;
    this.heapScore[0] = score;
    this.heapSlot[0] = slot;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      if (l >= size) return;
      const r = l + 1;
      const w = r < size && this.worse(r, l) ? r : l;
      if (!this.worse(w, i)) return;
      this.swap(w, i);
      i = w;
    }
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
    this.inTop = new Uint8Array(size);
  }
}

function withLength(w: ByteWriter): Uint8Array {
  const body = w.finish();
  const out = new ByteWriter();
  out.uint(body.length);
  out.raw(body);
  return out.finish();
}

/** Reads unsigned varints from a byte run, inlined for the postings loop (millions of values). */
class VarintCursor {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  next(): number {
    const bytes = this.bytes;
    let b = bytes[this.at++];
    if (b === undefined) throw new RangeError('index data ends early');
    if (b < 0x80) return b;
    let v = b & 0x7f;
    let scale = 0x80;
    for (;;) {
      b = bytes[this.at++];
      if (b === undefined) throw new RangeError('index data ends early');
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
  }
}

/** Sorts postings [from, to) by slot (only after slots were added out of order). */
function sortPostings(slots: Int32Array, tfs: Uint16Array, from: number, to: number): void {
  const pairs = Array.from({ length: to - from }, (_, i) => [slots[from + i]!, tfs[from + i]!] as const).sort((x, y) => x[0] - y[0]);
  pairs.forEach(([s, tf], i) => {
    slots[from + i] = s;
    tfs[from + i] = tf;
  });
}

/** A query's per-list arrays (one entry per query term or list), kept between queries to spare allocations. */
class QueryScratch {
  /** By query term: idf and the term's share of the score being summed. */
  idfs = new Float64Array(0);
  contribution = new Float64Array(0);
  /** By list, in descending order of bound: its query term, idf, postings, blocks and bound. */
  canon = new Int32Array(0);
  idf = new Float64Array(0);
  start = new Int32Array(0);
  end = new Int32Array(0);
  blockFrom = new Int32Array(0);
  blockTo = new Int32Array(0);
  listBound = new Float64Array(0);
  /** suffix[j]: the sum of the bounds of lists j.. (one entry more than lists). */
  suffix = new Float64Array(1);
  /** By list, during a phase: the probe cursor (posting and block) and the posting found. */
  pos = new Int32Array(0);
  blk = new Int32Array(0);
  hit = new Int32Array(0);

  /** Makes room for `terms` query terms. */
  reserve(terms: number): this {
    if (this.canon.length >= terms) return this;
    const n = Math.max(terms, 2 * this.canon.length, 8);
    this.idfs = new Float64Array(n);
    this.contribution = new Float64Array(n);
    this.canon = new Int32Array(n);
    this.idf = new Float64Array(n);
    this.start = new Int32Array(n);
    this.end = new Int32Array(n);
    this.blockFrom = new Int32Array(n);
    this.blockTo = new Int32Array(n);
    this.listBound = new Float64Array(n);
    this.suffix = new Float64Array(n + 1);
    this.pos = new Int32Array(n);
    this.blk = new Int32Array(n);
    this.hit = new Int32Array(n);
    return this;
  }

  /** Copies list `from`'s entry to position `to` (insertion sort). */
  move(from: number, to: number): void {
    this.canon[to] = this.canon[from]!;
    this.idf[to] = this.idf[from]!;
    this.start[to] = this.start[from]!;
    this.end[to] = this.end[from]!;
    this.blockFrom[to] = this.blockFrom[from]!;
    this.blockTo[to] = this.blockTo[from]!;
    this.listBound[to] = this.listBound[from]!;
  }
}
