// Slot → nugget id, for the search index's answers, and id → slot, for its updates. Hash ids ("n" +
// 24 hex digits, as `nuggetId` makes them) are kept as 12 bytes each and turned into strings only
// when a slot is answered, so a store of a million nuggets opens without building a million
// strings. The way back is an open-addressing table over those bytes, built on the first update
// (far faster than a map of id strings: docs/PERFORMANCE.md); ids added since the bytes were
// packed, and ids that are not hash ids, are looked up in a map of their strings.

import type { ByteReader, ByteWriter } from './codec.js';
import { HASH_ID } from '../model/ids.js';

const HEX_CODE = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const ID_BYTES = 12;

export class SlotIds {
  /** Ids of slots [0, packedCount) as 12 bytes each; later slots in `added`. */
  private packed = new Uint8Array(0);
  private packedCount = 0;
  private added: string[] = [];
  /** Packed slot + 1 by hash of its bytes (open addressing, linear probing; 0 is empty); built on demand. */
  private table: Int32Array | null = null;
  /** Slot of each id in `added`; built on demand. */
  private addedSlots: Map<string, number> | null = new Map();
  /** The bytes of the id being looked up. */
  private readonly probe = new Uint8Array(ID_BYTES);
  /** The character codes of the id being made: "n" and 24 hex digits. */
  private readonly codes: number[] = [0x6e, ...new Array<number>(2 * ID_BYTES).fill(0x30)];

  get size(): number {
    return this.packedCount + this.added.length;
  }

  id(slot: number): string {
    if (slot >= this.packedCount) return this.added[slot - this.packedCount]!;
    // Character codes into a scratch array and one string from them: half the time of 12 appends.
    const codes = this.codes;
    for (let x = 0; x < ID_BYTES; x++) {
      const byte = this.packed[ID_BYTES * slot + x]!;
      codes[1 + 2 * x] = HEX_CODE[byte >> 4]!;
      codes[2 + 2 * x] = HEX_CODE[byte & 15]!;
    }
    return String.fromCharCode.apply(null, codes);
  }

  slot(id: string): number | undefined {
    if (this.addedSlots === null) {
      this.addedSlots = new Map();
      for (let i = 0; i < this.added.length; i++) this.addedSlots.set(this.added[i]!, this.packedCount + i);
    }
    const slot = this.addedSlots.get(id);
    if (slot !== undefined || this.packedCount === 0 || !HASH_ID.test(id)) return slot;
    const bytes = this.probe;
    hexBytes(id, bytes);
    const table = this.table ?? this.buildTable();
    const mask = table.length - 1;
    for (let at = hashOf(bytes, 0) & mask; table[at] !== 0; at = (at + 1) & mask) {
      const candidate = table[at]! - 1;
      if (this.packedEquals(candidate, bytes)) return candidate;
    }
    return undefined;
  }

  /** Gives `id` the next slot and returns it. */
  push(id: string): number {
    const slot = this.size;
    this.added.push(id);
    this.addedSlots?.set(id, slot);
    return slot;
  }

  /** Renumbers the slots: slot s becomes newSlotOf[s] (a bijection of [0, size)). */
  permute(newSlotOf: Int32Array): void {
    const n = this.size;
    const packed = new Uint8Array(ID_BYTES * this.packedCount);
    const added: string[] = new Array<string>(n - this.packedCount);
    // Packed ids move as bytes; an id added since (a string) goes to the strings if it lands beyond
    // the packed slots, and is packed otherwise (only hash ids are ever packed, so it is one).
    const order = new Int32Array(n);
    for (let slot = 0; slot < n; slot++) order[newSlotOf[slot]!] = slot;
    let allPackable = true;
    for (let to = 0; to < n; to++) {
      const from = order[to]!;
      if (to >= this.packedCount) added[to - this.packedCount] = this.id(from);
      else if (from < this.packedCount) packed.set(this.packed.subarray(ID_BYTES * from, ID_BYTES * from + ID_BYTES), ID_BYTES * to);
      else {
        const id = this.added[from - this.packedCount]!;
        if (!HASH_ID.test(id)) allPackable = false;
        else hexBytes(id, packed.subarray(ID_BYTES * to, ID_BYTES * to + ID_BYTES));
      }
    }
    if (!allPackable) {
      // Keep every id as a string (rare: ids that are not hashes with packed ones).
      const ids = Array.from(order, (from) => this.id(from));
      this.packed = new Uint8Array(0);
      this.packedCount = 0;
      this.added = ids;
    } else {
      this.packed = packed;
      this.added = added;
    }
    this.table = null;
    this.addedSlots = null;
  }

  /** 12 bytes per id when every id is a hash id, else each id as a string. */
  encode(w: ByteWriter): void {
    if (this.added.every((id) => HASH_ID.test(id))) {
      w.uint(1);
      w.uint(this.size);
      // The packed bytes as they are; only the ids added since are parsed.
      const bytes = new Uint8Array(ID_BYTES * this.size);
      bytes.set(this.packed.subarray(0, ID_BYTES * this.packedCount));
      this.added.forEach((id, i) => hexBytes(id, bytes.subarray(ID_BYTES * (this.packedCount + i), ID_BYTES * (this.packedCount + i + 1))));
      w.raw(bytes);
    } else {
      // Each id as its own string (an empty id, a line break in one, are ids like any other).
      w.uint(2);
      w.uint(this.size);
      for (let slot = 0; slot < this.size; slot++) w.string(this.id(slot));
    }
  }

  static decode(r: ByteReader): SlotIds {
    const ids = new SlotIds();
    const mode = r.uint();
    if (mode === 0) {
      // Ids as lines of text, as search index bytes saved before 2026-11-22 hold them.
      const text = r.string();
      ids.added = text === '' ? [] : text.split('\n');
    } else if (mode === 2) {
      ids.added = Array.from({ length: r.uint() }, () => r.string());
    } else if (mode === 1) {
      ids.packedCount = r.uint();
      ids.packed = r.raw(ID_BYTES * ids.packedCount).slice();
    } else throw new RangeError('unknown id encoding');
    ids.addedSlots = null;
    return ids;
  }

  /** The table for the packed slots, at most half full. */
  private buildTable(): Int32Array {
    let capacity = 16;
    while (capacity < 2 * this.packedCount) capacity *= 2;
    const table = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let slot = 0; slot < this.packedCount; slot++) {
      let at = hashOf(this.packed, ID_BYTES * slot) & mask;
      while (table[at] !== 0) at = (at + 1) & mask;
      table[at] = slot + 1;
    }
    this.table = table;
    return table;
  }

  private packedEquals(slot: number, bytes: Uint8Array): boolean {
    const base = ID_BYTES * slot;
    for (let x = 0; x < ID_BYTES; x++) if (this.packed[base + x] !== bytes[x]) return false;
    return true;
  }
}

/** FNV-1a over an id's 12 bytes: hash ids are uniform already, but ids need not come from nuggetId. */
function hashOf(bytes: Uint8Array, at: number): number {
  let h = 0x811c9dc5;
  for (let x = at; x < at + ID_BYTES; x++) h = Math.imul(h ^ bytes[x]!, 0x01000193);
  return h >>> 0;
}

/** Writes the 12 bytes of a hash id ("n" + 24 hex digits) into `out`. */
function hexBytes(id: string, out: Uint8Array): void {
  for (let x = 0; x < ID_BYTES; x++) out[x] = (hexDigit(id.charCodeAt(1 + 2 * x)) << 4) | hexDigit(id.charCodeAt(2 + 2 * x));
}

function hexDigit(c: number): number {
  return c <= 0x39 ? c - 0x30 : c - 0x57; // '0'–'9', 'a'–'f' (HASH_ID admits nothing else)
}
