// A raw DEFLATE decoder (RFC 1951) with a preset dictionary, for the SQLite store's compressed
// revision texts. node:zlib compresses them; decoding here instead costs a few microseconds per
// short text where a zlib handle costs tens (its setup, and copying the dictionary in, dominate), and
// nugget reads decode the texts their evidence quotes are sliced from.

/** Base lengths and extra bits of length codes 257–285. */
const LENGTH_BASE = Uint16Array.of(3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258);
const LENGTH_EXTRA = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0);
/** Base distances and extra bits of distance codes 0–29. */
const DIST_BASE = Uint16Array.of(1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577);
const DIST_EXTRA = Uint8Array.of(0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13);
/** The order in which the code-length code's lengths are sent. */
const CL_ORDER = Uint8Array.of(16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15);
/** Codes up to this many bits are decoded by one table lookup; longer ones canonically, bit by bit. */
const FAST_BITS = 10;
/** REVERSED[c] is the FAST_BITS-bit code c with its bits in reverse order (codes arrive last bit first). */
const REVERSED = Uint16Array.from({ length: 1 << FAST_BITS }, (_, c) => {
  let r = 0;
  for (let i = 0; i < FAST_BITS; i++) r |= ((c >> i) & 1) << (FAST_BITS - 1 - i);
  return r;
});

/**
 * A canonical Huffman code: `fast[next FAST_BITS input bits]` is (symbol << 4) | length for codes
 * that short, 0 otherwise; `count` and `symbols` (in code order) decode the longer ones.
 */
class Huffman {
  readonly fast = new Int32Array(1 << FAST_BITS);
  /** Bits `fast` is indexed by: FAST_BITS, or fewer when no code is that long. */
  bits = FAST_BITS;
  readonly count = new Uint16Array(16);
  readonly symbols = new Uint16Array(288);
  private readonly offset = new Uint16Array(16);

  constructor(lengths?: Uint8Array) {
    if (lengths) this.build(lengths);
  }

  build(lengths: Uint8Array): this {
    const { fast, count, symbols } = this;
    count.fill(0);
    for (let s = 0; s < lengths.length; s++) count[lengths[s]!]!++;
    count[0] = 0;
    const offset = this.offset.fill(0);
    for (let l = 1; l < 15; l++) offset[l + 1] = offset[l]! + count[l]!;
    for (let s = 0; s < lengths.length; s++) if (lengths[s] !== 0) symbols[offset[lengths[s]!]!++] = s;
    let longest = 0;
    for (let l = 1; l < 16; l++) if (count[l]! > 0) longest = l;
    const bits = Math.min(FAST_BITS, Math.max(1, longest));
    const size = 1 << bits;
    this.bits = bits;
    fast.fill(0, 0, size);
    // Codes in canonical order: the first code of each length follows the last of the shorter ones.
    let code = 0;
    let index = 0;
    for (let l = 1; l <= bits; l++) {
      for (let k = 0; k < count[l]!; k++, code++, index++) {
        const rev = REVERSED[code]! >> (FAST_BITS - l);
        const entry = (symbols[index]! << 4) | l;
        for (let i = rev; i < size; i += 1 << l) fast[i] = entry;
      }
      code <<= 1;
    }
    return this;
  }
}

const FIXED_LITLEN = new Huffman(new Uint8Array(288).fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288));
const FIXED_DIST = new Huffman(new Uint8Array(30).fill(5));

/** The input bits, least significant first, and the decoder's state. */
class Inflater {
  private input: Uint8Array = new Uint8Array(0);
  private at = 0;
  private bits = 0;
  private count = 0;
  private readonly litlen = new Huffman();
  private readonly dist = new Huffman();
  private readonly cl = new Huffman();
  private readonly clLengths = new Uint8Array(19);
  private readonly lengths = new Uint8Array(288 + 32);

  /** Starts reading `input` (one decoder serves every call: decoding is synchronous). */
  reset(input: Uint8Array): this {
    this.input = input;
    this.at = 0;
    this.bits = 0;
    this.count = 0;
    return this;
  }

  /** Buffers at least `n` ≤ 24 bits; past the end of the input, zero bits (an overrun is checked at the end). */
  private need(n: number): void {
    while (this.count < n) {
      this.bits |= (this.at < this.input.length ? this.input[this.at]! : 0) << this.count;
      this.at++;
      this.count += 8;
    }
  }

  take(n: number): number {
    this.need(n);
    const v = this.bits & ((1 << n) - 1);
    this.bits >>>= n;
    this.count -= n;
    return v;
  }

  decode(h: Huffman): number {
    this.need(16);
    const e = h.fast[this.bits & ((1 << h.bits) - 1)]!;
    if (e !== 0) {
      const l = e & 15;
      this.bits >>>= l;
      this.count -= l;
      return e >> 4;
    }
    // A longer code (puff's canonical decoding): codes of each length are consecutive integers.
    let code = 0;
    let first = 0;
    let index = 0;
    for (let l = 1; l < 16; l++) {
      code |= (this.bits >>> (l - 1)) & 1;
      const c = h.count[l]!;
      if (code - first < c) {
        this.bits >>>= l;
        this.count -= l;
        return h.symbols[index + code - first]!;
      }
      index += c;
      first = (first + c) << 1;
      code <<= 1;
    }
    throw new RangeError('corrupt compressed text: invalid code');
  }

  /** Reads a dynamic block's code tables. */
  dynamic(): [Huffman, Huffman] {
    const hlit = this.take(5) + 257;
    const hdist = this.take(5) + 1;
    const hclen = this.take(4) + 4;
    const cl = this.clLengths.fill(0);
    for (let i = 0; i < hclen; i++) cl[CL_ORDER[i]!] = this.take(3);
    this.cl.build(cl);
    const lengths = this.lengths;
    const total = hlit + hdist;
    for (let i = 0; i < total;) {
      const sym = this.decode(this.cl);
      if (sym < 16) {
        lengths[i++] = sym;
        continue;
      }
      let value = 0;
      let repeat: number;
      if (sym === 16) {
        if (i === 0) throw new RangeError('corrupt compressed text: repeat with no previous length');
        value = lengths[i - 1]!;
        repeat = 3 + this.take(2);
      } else repeat = sym === 17 ? 3 + this.take(3) : 11 + this.take(7);
      if (i + repeat > total) throw new RangeError('corrupt compressed text: code lengths overrun');
      lengths.fill(value, i, i + repeat);
      i += repeat;
    }
    if (lengths[256] === 0) throw new RangeError('corrupt compressed text: no end-of-block code');
    return [this.litlen.build(lengths.subarray(0, hlit)), this.dist.build(lengths.subarray(hlit, total))];
  }

  /** A stored block's bytes (the bit buffer is dropped: the block starts at a byte boundary). */
  stored(): Uint8Array {
    this.at -= this.count >> 3;
    this.bits = 0;
    this.count = 0;
    const { input, at } = this;
    if (at + 4 > input.length) throw new RangeError('corrupt compressed text: truncated stored block');
    const len = input[at]! | (input[at + 1]! << 8);
    if ((len ^ 0xffff) !== (input[at + 2]! | (input[at + 3]! << 8))) throw new RangeError('corrupt compressed text: stored block length');
    if (at + 4 + len > input.length) throw new RangeError('corrupt compressed text: truncated stored block');
    this.at = at + 4 + len;
    return input.subarray(at + 4, at + 4 + len);
  }

  /**
   * Decodes one block's literals and matches into `out` from `pos`, up to its end or to `limit` bytes
   * out; returns the new position. The bit buffer lives in locals here (the hot loop), refilled a byte
   * at a time to at least 25 bits.
   */
  codes(out: Uint8Array, pos: number, dictionary: Uint8Array, litlen: Huffman, dist: Huffman, limit: number): number {
    const input = this.input;
    const inputLength = input.length;
    const size = out.length;
    const dictLength = dictionary.length;
    const litFast = litlen.fast;
    const litMask = (1 << litlen.bits) - 1;
    const distFast = dist.fast;
    const distMask = (1 << dist.bits) - 1;
    let bits = this.bits;
    let count = this.count;
    let at = this.at;
    for (;;) {
      while (count <= 24) {
        bits |= (at < inputLength ? input[at]! : 0) << count;
        at++;
        count += 8;
      }
      let sym: number;
      let e = litFast[bits & litMask]!;
      if (e !== 0) {
        bits >>>= e & 15;
        count -= e & 15;
        sym = e >> 4;
      } else {
        this.bits = bits;
        this.count = count;
        this.at = at;
        sym = this.decode(litlen);
        bits = this.bits;
        count = this.count;
        at = this.at;
      }
      if (sym < 256) {
        if (pos >= size) throw new RangeError('corrupt compressed text: output overruns');
        out[pos++] = sym;
        if (pos >= limit) break;
        continue;
      }
      if (sym === 256) break;
      const li = sym - 257;
      if (li >= 29) throw new RangeError('corrupt compressed text: invalid length code');
      const lextra = LENGTH_EXTRA[li]!;
      // At most 15 bits of code and 5 of extra were taken since the refill: count ≥ 5.
      const length = LENGTH_BASE[li]! + (bits & ((1 << lextra) - 1));
      bits >>>= lextra;
      count -= lextra;
      while (count <= 24) {
        bits |= (at < inputLength ? input[at]! : 0) << count;
        at++;
        count += 8;
      }
      let di: number;
      e = distFast[bits & distMask]!;
      if (e !== 0) {
        bits >>>= e & 15;
        count -= e & 15;
        di = e >> 4;
      } else {
        this.bits = bits;
        this.count = count;
        this.at = at;
        di = this.decode(dist);
        bits = this.bits;
        count = this.count;
        at = this.at;
      }
      if (di >= 30) throw new RangeError('corrupt compressed text: invalid distance code');
      const dextra = DIST_EXTRA[di]!;
      if (count < dextra) {
        while (count <= 24) {
          bits |= (at < inputLength ? input[at]! : 0) << count;
          at++;
          count += 8;
        }
      }
      const distance = DIST_BASE[di]! + (bits & ((1 << dextra) - 1));
      bits >>>= dextra;
      count -= dextra;
      if (distance > pos + dictLength) throw new RangeError('corrupt compressed text: distance too far back');
      const end = pos + length;
      if (end > size) throw new RangeError('corrupt compressed text: output overruns');
      let from = pos - distance;
      if (from < 0) {
        // The part of the match inside the dictionary, then the part inside the output (it may overlap).
        const fromDictionary = Math.min(end, pos - from) - pos;
        for (let i = dictLength + from, stop = i + fromDictionary; i < stop; i++) out[pos++] = dictionary[i]!;
        from = 0;
      }
      while (pos < end) out[pos++] = out[from++]!;
      if (pos >= limit) break;
    }
    this.bits = bits;
    this.count = count;
    this.at = at;
    return pos;
  }

  /** True when no more bytes were read than the input holds. */
  get within(): boolean {
    return this.at - (this.count >> 3) <= this.input.length;
  }
}

const inflater = new Inflater();

/** A Uint8Array view of `bytes`: the hot loop then sees one array type (a Buffer is a subclass, and mixing them slows it). */
function plain(bytes: Uint8Array): Uint8Array {
  return bytes.constructor === Uint8Array ? bytes : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Decodes raw DEFLATE `input` into exactly `size` bytes; back-references may reach into `dictionary`
 * (zlib's preset dictionary). With `limit`, stops after the block in which at least that many bytes
 * are out, and returns those (a prefix). Throws a RangeError on malformed input or a size mismatch.
 *
 * @example inflateRaw(deflateRawSync(bytes, { dictionary }), bytes.length, dictionary)
 */
export function inflateRaw(input: Uint8Array, size: number, dictionary: Uint8Array = new Uint8Array(0), limit = size): Uint8Array {
  const out = new Uint8Array(size);
  const r = inflater.reset(plain(input));
  dictionary = plain(dictionary);
  let pos = 0;
  for (let last = 0; last === 0;) {
    if (pos >= limit) return out.subarray(0, pos);
    last = r.take(1);
    const type = r.take(2);
    if (type === 0) {
      const block = r.stored();
      if (pos + block.length > size) throw new RangeError('corrupt compressed text: output overruns');
      out.set(block, pos);
      pos += block.length;
      continue;
    }
    if (type === 3) throw new RangeError('corrupt compressed text: invalid block type');
    const [litlen, dist] = type === 1 ? [FIXED_LITLEN, FIXED_DIST] : r.dynamic();
    pos = r.codes(out, pos, dictionary, litlen, dist, limit);
  }
  if (pos >= limit && pos < size) return out.subarray(0, pos);
  if (pos !== size) throw new RangeError(`corrupt compressed text: ${pos} bytes where ${size} were expected`);
  if (!r.within) throw new RangeError('corrupt compressed text: truncated');
  return out;
}
