// A BM25 query over the frozen segment (frozen-postings.ts), MaxScore document-at-a-time: the query's
// lists in descending order of the most each can add to a score; phase i reads list i and probes the
// later lists for its documents — by galloping cursors that skip whole blocks by their last slot —
// and a document whose bound cannot reach the k-th score is dropped before its exact score, its
// per-slot data or the caller's filter is read. Scores are summed in query order, like a brute-force
// scan, so the top k is bit-identical to one.

import { BLOCK, type FrozenPostings } from './frozen-postings.js';
import type { TopK } from './top-k.js';

/**
 * The slot ranges [ranges[2i], ranges[2i + 1]) for i < count, ascending and disjoint, outside which
 * a query's filter accepts no slot: a hint that lets a search pass over postings unread.
 */
export interface LiveSlots {
  ranges: Int32Array;
  count: number;
}

/** A term's contribution to a score: from its idf, a tf and a document length (impact) or slot (scored). */
export type Impact = (idf: number, tf: number, length: number) => number;
export type SlotScore = (idf: number, tf: number, slot: number) => number;

/**
 * Upper bounds are inflated by this factor: they are computed from a block's best tf and shortest
 * length, and partial sums in another order than the exact score, so they may round below it.
 */
const SLACK = 1 + 1e-9;

/**
 * A query's lists and their per-list arrays (one entry per query term or list), kept between queries
 * to spare allocations: `reserve`, then `addList` for each query term the segment holds, then `run`.
 */
export class MaxScoreQuery {
  /** By query term: idf and the term's share of the score being summed. */
  idfs = new Float64Array(0);
  contribution = new Float64Array(0);
  /** By list, in descending order of bound: its query term, idf, postings, blocks and bound. */
  private canon = new Int32Array(0);
  private idf = new Float64Array(0);
  private start = new Int32Array(0);
  private end = new Int32Array(0);
  private blockFrom = new Int32Array(0);
  private blockTo = new Int32Array(0);
  private listBound = new Float64Array(0);
  /** suffix[j]: the sum of the bounds of lists j.. (one entry more than lists). */
  private suffix = new Float64Array(1);
  /** By list, during a phase: the probe cursor (posting and block) and the posting found. */
  private pos = new Int32Array(0);
  private blk = new Int32Array(0);
  private hit = new Int32Array(0);
  /** Lists added since `reserve`. */
  private lists = 0;

  /** Starts a query of `terms` query terms: no lists yet. */
  reserve(terms: number): this {
    this.lists = 0;
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

  /**
   * Adds query term i's list, the segment's postings of term id t (not empty), with its idf (set in
   * `idfs[i]`); `impact` scores its blocks for the list's bound.
   */
  addList(i: number, t: number, segment: FrozenPostings, impact: Impact): void {
    const { offsets, firstBlock, blockMaxTf, blockMinLength } = segment;
    const { canon, idf, start, end, blockFrom, blockTo, listBound } = this;
    const idfi = this.idfs[i]!;
    let bound = 0;
    for (let bi = firstBlock[t]!; bi < firstBlock[t + 1]!; bi++) bound = Math.max(bound, impact(idfi, blockMaxTf[bi]!, blockMinLength[bi]!));
    bound *= SLACK;
    // Lists in descending order of bound (insertion: a query has a few): the first, usually the
    // rarest term, fills the top k with good documents at once, so the threshold is high before
    // the long lists are read. Equal bounds keep query order.
    let at = this.lists++;
    for (; at > 0 && listBound[at - 1]! < bound; at--) this.move(at - 1, at);
    canon[at] = i;
    idf[at] = idfi;
    start[at] = offsets[t]!;
    end[at] = offsets[t + 1]!;
    blockFrom[at] = firstBlock[t]!;
    blockTo[at] = firstBlock[t + 1]!;
    listBound[at] = bound;
  }

  /**
   * Runs the query's `terms` terms over the segment into `top`, offering only slots `accept` lets
   * through (and, when `live` is given, only slots in its ranges). `probeFirst`: settle which lists
   * hold a document before reading its per-slot data (for stores whose per-slot arrays outgrow the
   * CPU caches).
   */
  run(
    segment: FrozenPostings,
    terms: number,
    top: TopK,
    accept: (slot: number) => boolean,
    live: LiveSlots | null,
    impact: Impact,
    scored: SlotScore,
    probeFirst: boolean,
  ): void {
    const { slots, tfs, blockLast, blockMaxTf, blockMinLength } = segment;
    const { contribution, canon, idf, start, end, blockFrom, blockTo, listBound, suffix, pos, blk, hit } = this;
    const m = this.lists;
    // suffix[j]: the most lists j.. can add together.
    suffix[m] = 0;
    for (let j = m - 1; j >= 0; j--) suffix[j] = suffix[j + 1]! + listBound[j]!;
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
    const inTop = top.inTop;
    const k = top.k;
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
          for (let y = 0; y < terms; y++) exact += contribution[y]!;
          for (let j = i; j < m; j++) contribution[canon[j]!] = 0;
          top.offer(exact, d);
          if (top.size === k) threshold = top.worst;
        }
      }
    }
  }

  /** Copies list `from`'s entry to position `to` (insertion sort). */
  private move(from: number, to: number): void {
    this.canon[to] = this.canon[from]!;
    this.idf[to] = this.idf[from]!;
    this.start[to] = this.start[from]!;
    this.end[to] = this.end[from]!;
    this.blockFrom[to] = this.blockFrom[from]!;
    this.blockTo[to] = this.blockTo[from]!;
    this.listBound[to] = this.listBound[from]!;
  }
}
