// The frozen segment of the BM25 postings, in compressed-sparse-row form: one Int32Array of slots and
// one Uint16Array of term frequencies for every term, each term's postings in slot order, cut into
// blocks of BLOCK postings with each block's last slot, highest tf and shortest document (what a
// query's bounds and skips read). Postings arrive through the tail (tail-postings.ts) and are folded
// in here by `absorb`.

import type { TailPostings } from './tail-postings.js';

/** Postings per block: the unit a probe skips by. */
export const BLOCK = 64;

export class FrozenPostings {
  // Term t's postings are [offsets[t], offsets[t+1]) in slots/tfs, in slot order; its blocks are
  // [firstBlock[t], firstBlock[t+1]) in the block arrays. The segment's terms are [0, offsets.length - 1).
  offsets: Int32Array = new Int32Array(1);
  slots: Int32Array = new Int32Array(0);
  tfs: Uint16Array = new Uint16Array(0);
  firstBlock: Int32Array = new Int32Array(1);
  blockLast: Int32Array = new Int32Array(0);
  blockMaxTf: Uint16Array = new Uint16Array(0);
  blockMinLength: Int32Array = new Int32Array(0);

  /** Postings held. */
  get size(): number {
    return this.slots.length;
  }

  /**
   * Folds the tail's postings in (the tail is empty afterwards): O(postings), blocks recomputed.
   * `terms` is the vocabulary's size; `ordered` says every tail slot is above the segment's (else
   * the lists the tail added to are re-sorted). `lengths` are the documents' lengths, by slot.
   */
  absorb(tail: TailPostings, terms: number, ordered: boolean, lengths: Int32Array): void {
    const oldOffsets = this.offsets;
    const oldTerms = oldOffsets.length - 1;
    const offsets = new Int32Array(terms + 1);
    const grown: number[] = [];
    for (let t = 0; t < terms; t++) {
      const added = tail.df(t);
      if (added > 0 && !ordered) grown.push(t);
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
    tail.drainInto(slots, tfs, cursor);
    for (const t of grown) sortPostings(slots, tfs, offsets[t]!, offsets[t + 1]!);
    this.assign(offsets, slots, tfs, lengths);
  }

  /** Takes the given postings as the segment (each list in slot order) and computes their blocks. */
  assign(offsets: Int32Array, slots: Int32Array, tfs: Uint16Array, lengths: Int32Array): void {
    this.offsets = offsets;
    this.slots = slots;
    this.tfs = tfs;
    this.computeBlocks(lengths);
  }

  /**
   * Renumbers the postings' slots (slot s becomes newSlotOf[s]) and re-sorts each list. The blocks
   * are stale until `computeBlocks` is called with the lengths renumbered the same way.
   */
  renumber(newSlotOf: Int32Array): void {
    const { slots, tfs, offsets } = this;
    // Each list is renumbered and re-sorted as (new slot, tf) pairs packed into one double.
    const packed = new Float64Array(slots.length);
    for (let p = 0; p < slots.length; p++) packed[p] = newSlotOf[slots[p]!]! * 0x10000 + tfs[p]!;
    for (let t = 0; t + 1 < offsets.length; t++) packed.subarray(offsets[t]!, offsets[t + 1]!).sort();
    for (let p = 0; p < slots.length; p++) {
      slots[p] = Math.floor(packed[p]! / 0x10000);
      tfs[p] = packed[p]! % 0x10000;
    }
  }

  /** Recomputes every block's last slot, highest tf and shortest length (`lengths` by slot). */
  computeBlocks(lengths: Int32Array): void {
    const { offsets, slots, tfs } = this;
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
}

/** Sorts postings [from, to) by slot (only after slots were added out of order). */
function sortPostings(slots: Int32Array, tfs: Uint16Array, from: number, to: number): void {
  const pairs = Array.from({ length: to - from }, (_, i) => [slots[from + i]!, tfs[from + i]!] as const).sort((x, y) => x[0] - y[0]);
  pairs.forEach(([s, tf], i) => {
    slots[from + i] = s;
    tfs[from + i] = tf;
  });
}
