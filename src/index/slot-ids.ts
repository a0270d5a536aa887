// Slot → nugget id, for the search index's answers. Hash ids ("n" + 24 hex digits, as `nuggetId`
// makes them) are kept as 12 bytes each and turned into strings only when a slot is answered, so a
// store of a million nuggets opens without building a million strings; the id → slot map that
// updates need is built on the first update.

import type { ByteReader, ByteWriter } from './codec.js';

const HASH_ID = /^n[0-9a-f]{24}$/;
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export class SlotIds {
  /** Ids of slots [0, packedCount) as 12 bytes each; later slots in `added`. */
  private packed = new Uint8Array(0);
  private packedCount = 0;
  private added: string[] = [];
  private slotMap: Map<string, number> | null = new Map();

  get size(): number {
    return this.packedCount + this.added.length;
  }

  id(slot: number): string {
    if (slot >= this.packedCount) return this.added[slot - this.packedCount]!;
    let id = 'n';
    for (let x = 12 * slot; x < 12 * slot + 12; x++) id += HEX[this.packed[x]!]!;
    return id;
  }

  slot(id: string): number | undefined {
    if (!this.slotMap) {
      this.slotMap = new Map();
      for (let slot = 0; slot < this.size; slot++) this.slotMap.set(this.id(slot), slot);
    }
    return this.slotMap.get(id);
  }

  /** Gives `id` the next slot and returns it. */
  push(id: string): number {
    const slot = this.size;
    this.added.push(id);
    this.slotMap?.set(id, slot);
    return slot;
  }

  /** Renumbers the slots: slot s becomes newSlotOf[s] (a bijection of [0, size)). */
  permute(newSlotOf: Int32Array): void {
    const n = this.size;
    const packed = new Uint8Array(12 * this.packedCount);
    const added: string[] = new Array<string>(n - this.packedCount);
    // Packed ids move as bytes; an id added since (a string) goes to the strings if it lands beyond
    // the packed slots, and is packed otherwise (only hash ids are ever packed, so it is one).
    const order = new Int32Array(n);
    for (let slot = 0; slot < n; slot++) order[newSlotOf[slot]!] = slot;
    let allPackable = true;
    for (let to = 0; to < n; to++) {
      const from = order[to]!;
      if (to >= this.packedCount) added[to - this.packedCount] = this.id(from);
      else if (from < this.packedCount) packed.set(this.packed.subarray(12 * from, 12 * from + 12), 12 * to);
      else {
        const id = this.added[from - this.packedCount]!;
        if (!HASH_ID.test(id)) allPackable = false;
        else for (let x = 0; x < 12; x++) packed[12 * to + x] = parseInt(id.slice(1 + 2 * x, 3 + 2 * x), 16);
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
    this.slotMap = null;
  }

  /** 12 bytes per id when every id is a hash id, else the ids as lines of text. */
  encode(w: ByteWriter): void {
    const ids = Array.from({ length: this.size }, (_, slot) => this.id(slot));
    if (ids.every((id) => HASH_ID.test(id))) {
      w.uint(1);
      w.uint(ids.length);
      const bytes = new Uint8Array(12 * ids.length);
      ids.forEach((id, i) => {
        for (let x = 0; x < 12; x++) bytes[12 * i + x] = parseInt(id.slice(1 + 2 * x, 3 + 2 * x), 16);
      });
      w.raw(bytes);
    } else {
      if (ids.some((id) => id.includes('\n'))) throw new RangeError('a nugget id contains a line break');
      w.uint(0);
      w.string(ids.join('\n'));
    }
  }

  static decode(r: ByteReader): SlotIds {
    const ids = new SlotIds();
    const mode = r.uint();
    if (mode === 0) {
      const text = r.string();
      ids.added = text === '' ? [] : text.split('\n');
    } else if (mode === 1) {
      ids.packedCount = r.uint();
      ids.packed = r.raw(12 * ids.packedCount).slice();
    } else throw new RangeError('unknown id encoding');
    ids.slotMap = null;
    return ids;
  }
}
