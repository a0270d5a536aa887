// The byte form of the BM25 postings (Bm25Postings.encode and .decode), in the codec's varints: the
// parameters, document count and lengths, the vocabulary, every term's postings as slot gaps with
// the term frequency folded in (a tf of 1, the usual case, costs one bit), and the tie ranks when
// the slots were renumbered. Blocks are not written: the reader recomputes them.

import { ByteWriter, type ByteReader } from './codec.js';

/** What the byte form holds: the frozen postings of slots [0, slotCount) and what scores them. */
export interface Bm25Contents {
  k1: number;
  b: number;
  /** Documents added. */
  docs: number;
  /** One more than the highest slot. */
  slotCount: number;
  /** Each slot's length in terms, [0, slotCount) read. */
  lengths: Int32Array;
  /** The vocabulary, by term id. */
  terms: readonly string[];
  /** Term t's postings are [offsets[t], offsets[t + 1]) in slots and tfs, in slot order. */
  offsets: Int32Array;
  slots: Int32Array;
  tfs: Uint16Array;
  /** Each slot's tie rank, [0, slotCount) read; null while rank = slot. */
  rank: Int32Array | null;
}

export function encodeBm25(w: ByteWriter, c: Bm25Contents): void {
  w.float(c.k1);
  w.float(c.b);
  w.uint(c.docs);
  w.uint(c.slotCount);
  const lengths = new ByteWriter();
  for (let slot = 0; slot < c.slotCount; slot++) lengths.uint(c.lengths[slot]!);
  w.raw(withLength(lengths));
  w.string(c.terms.join('\n'));
  w.uint(c.slots.length);
  const postings = new ByteWriter();
  const { offsets, slots, tfs } = c;
  for (let t = 0; t + 1 < offsets.length; t++) {
    postings.uint(offsets[t + 1]! - offsets[t]!);
    for (let p = offsets[t]!, prev = -1; p < offsets[t + 1]!; prev = slots[p]!, p++) {
      const gap = slots[p]! - prev;
      if (tfs[p] === 1) postings.uint(gap * 2);
      else {
        postings.uint(gap * 2 + 1);
        postings.uint(tfs[p]!);
      }
    }
  }
  w.raw(withLength(postings));
  const ranks = new ByteWriter();
  if (c.rank !== null) for (let slot = 0; slot < c.slotCount; slot++) ranks.uint(c.rank[slot]!);
  w.raw(withLength(ranks));
}

/** Reads what `encodeBm25` wrote. Throws RangeError on truncated or inconsistent data. */
export function decodeBm25(r: ByteReader): Bm25Contents {
  const k1 = r.float();
  const b = r.float();
  const docs = r.uint();
  const slotCount = r.uint();
  const lengths = new Int32Array(slotCount);
  const lengthBytes = new VarintCursor(r.raw(r.uint()));
  for (let slot = 0; slot < slotCount; slot++) lengths[slot] = lengthBytes.next();
  const vocabulary = r.string();
  const terms = vocabulary === '' ? [] : vocabulary.split('\n');
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
  const ranks = r.raw(r.uint());
  let rank: Int32Array | null = null;
  if (ranks.length > 0) {
    const cursor = new VarintCursor(ranks);
    rank = new Int32Array(slotCount);
    for (let slot = 0; slot < slotCount; slot++) rank[slot] = cursor.next();
  }
  return { k1, b, docs, slotCount, lengths, terms, offsets, slots, tfs, rank };
}

/** The bytes written to `w`, behind their count. */
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
