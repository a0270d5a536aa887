// A compact byte format for the in-memory indexes, so a store can keep them beside its records and
// open in milliseconds instead of re-tokenising every nugget: unsigned varints, validity bounds as
// whole days where they are (most are), strings as UTF-8. Isomorphic: TextEncoder and typed arrays only.

const DAY = 86_400_000;

export class ByteWriter {
  protected bytes: Uint8Array;
  protected length = 0;

  constructor(initialBytes = 1 << 16) {
    this.bytes = new Uint8Array(initialBytes);
  }

  protected ensure(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }

  /** A non-negative integer up to 2^53, seven bits per byte. */
  uint(v: number): void {
    this.ensure(8);
    while (v >= 0x80) {
      this.bytes[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.bytes[this.length++] = v;
  }

  float(v: number): void {
    this.ensure(8);
    new DataView(this.bytes.buffer, this.length, 8).setFloat64(0, v, true);
    this.length += 8;
  }

  /** An instant in epoch ms or ±Infinity: one byte for an open bound, two to four for a whole day. */
  time(t: number): void {
    if (t === -Infinity) this.uint(0);
    else if (t === Infinity) this.uint(1);
    else if (Number.isInteger(t / DAY) && Math.abs(t / DAY) < 2 ** 40) {
      const days = t / DAY;
      this.uint((days < 0 ? -2 * days - 1 : 2 * days) * 4 + 2);
    } else {
      this.uint(3);
      this.float(t);
    }
  }

  string(s: string): void {
    const encoded = new TextEncoder().encode(s);
    this.uint(encoded.length);
    this.raw(encoded);
  }

  raw(data: Uint8Array): void {
    this.ensure(data.length);
    this.bytes.set(data, this.length);
    this.length += data.length;
  }

  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

export class ByteReader {
  protected at = 0;
  private static readonly decoder = new TextDecoder();

  /** `endsEarly`: the error message for data that stops mid-value. */
  constructor(
    protected readonly bytes: Uint8Array,
    private readonly endsEarly = 'index data ends early',
  ) {}

  uint(): number {
    let v = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= this.bytes.length) throw new RangeError(this.endsEarly);
      const b = this.bytes[this.at++]!;
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
  }

  float(): number {
    if (this.at + 8 > this.bytes.length) throw new RangeError(this.endsEarly);
    const v = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at, 8).getFloat64(0, true);
    this.at += 8;
    return v;
  }

  time(): number {
    const code = this.uint();
    if (code === 0) return -Infinity;
    if (code === 1) return Infinity;
    if (code === 3) return this.float();
    const z = (code - 2) / 4;
    return (z % 2 === 1 ? -(z + 1) / 2 : z / 2) * DAY;
  }

  string(): string {
    const n = this.uint();
    return ByteReader.decoder.decode(this.raw(n));
  }

  raw(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new RangeError(this.endsEarly);
    const out = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }

  get done(): boolean {
    return this.at === this.bytes.length;
  }
}
