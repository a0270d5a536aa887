// The byte encodings of a format-5 SQLite store's records (record.ts): the search codec's varints
// and floats, with encodings of their own for signed integers (zigzag), any number exactly (scaled
// decimals), instants (whole days, whole milliseconds), strings and enumerations.

import { ByteReader, ByteWriter } from '../../search/codec.js';

const DAY = 86_400_000;

/**
 * The record writer: the search codec's varints and floats, with its own encodings of instants (whole
 * milliseconds too), numbers (scaled decimals) and strings, reused record after record (`take`).
 */
export class RecordWriter extends ByteWriter {
  private readonly encoder = new TextEncoder();

  constructor() {
    super(256);
  }

  /** An integer of magnitude below 2^52 (zigzag: small magnitudes of either sign stay short). */
  int(v: number): void {
    this.uint(v < 0 ? -2 * v - 1 : 2 * v);
  }

  /** Any number, exactly: one to three bytes for a decimal of up to six places (a confidence), else nine. */
  number(v: number): void {
    if (!Object.is(v, -0)) {
      for (let places = 0, scale = 1; places < 7; places++, scale *= 10) {
        const k = Math.round(v * scale);
        if (Math.abs(k) < 2 ** 48 && k / scale === v) {
          this.uint((k < 0 ? -2 * k - 1 : 2 * k) * 8 + places);
          return;
        }
      }
    }
    this.uint(7);
    this.float(v);
  }

  /** An instant: ±Infinity in one byte, a whole day in two or three, a whole millisecond in six or seven. */
  override time(t: number): void {
    if (t === -Infinity) this.uint(0);
    else if (t === Infinity) this.uint(1);
    else if (Number.isInteger(t) && !Object.is(t, -0) && Math.abs(t) < 2 ** 49) {
      const days = t / DAY;
      if (Number.isInteger(days)) this.uint((days < 0 ? -2 * days - 1 : 2 * days) * 4 + 2);
      else this.uint((t < 0 ? -2 * t - 1 : 2 * t) * 4 + 3);
    } else {
      this.uint(4);
      this.float(t);
    }
  }

  override string(s: string): void {
    // At most three UTF-8 bytes per UTF-16 unit.
    this.ensure(5 + 3 * s.length);
    const { written } = this.encoder.encodeInto(s, this.bytes.subarray(this.length + 5));
    const at = this.length;
    this.uint(written);
    this.bytes.copyWithin(this.length, at + 5, at + 5 + written);
    this.length += written;
  }

  /** One of `values` as its index, anything else as the index past them and the string. */
  choice(values: readonly string[], v: string): void {
    const i = values.indexOf(v);
    this.uint(i >= 0 ? i : values.length);
    if (i < 0) this.string(v);
  }

  /** The bytes written since the last call. */
  take(): Uint8Array {
    const out = this.bytes.slice(0, this.length);
    this.length = 0;
    return out;
  }
}

/** The record reader: `RecordWriter`'s encodings, refusing a record that ends early. */
export class RecordReader extends ByteReader {
  constructor(bytes: Uint8Array) {
    super(bytes, 'corrupt record: it ends early');
  }

  int(): number {
    const z = this.uint();
    return z % 2 === 1 ? -(z + 1) / 2 : z / 2;
  }

  number(): number {
    const code = this.uint();
    const places = code % 8;
    if (places === 7) return this.float();
    const z = (code - places) / 8;
    return (z % 2 === 1 ? -(z + 1) / 2 : z / 2) / 10 ** places;
  }

  override time(): number {
    const code = this.uint();
    if (code === 0) return -Infinity;
    if (code === 1) return Infinity;
    if (code === 4) return this.float();
    const z = (code - (code % 4)) / 4;
    const v = z % 2 === 1 ? -(z + 1) / 2 : z / 2;
    if (code % 4 === 2) return v * DAY;
    if (code % 4 === 3) return v;
    throw new RangeError('corrupt record: bad instant');
  }

  skipString(): void {
    this.raw(this.uint());
  }

  choice<T extends string>(values: readonly T[]): T {
    const i = this.uint();
    return i < values.length ? values[i]! : (this.string() as T);
  }
}
