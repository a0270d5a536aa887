// The metadata index of §3.3 (component 2): validity bounds and lifecycle state per indexed nugget in
// typed arrays, so the filter applied before ranking is a few comparisons per posting.
//
// The candidates a query asks about are random slots, so what a check costs is the memory it reads.
// Each slot has one 32-bit code — its state and both validity bounds rounded to bins of about 25
// days — which decides nearly every check alone: 4 bytes a slot stay in the CPU caches where the
// exact bounds (16 bytes a slot) do not. Only a bound in the same bin as the query's is compared
// exactly.

import type { Status } from '../model/nugget.js';
import type { ByteReader, ByteWriter } from './codec.js';

/** Retrieval views (§3.3.1). `all` switches governance off entirely (the ungoverned baseline). */
export const VIEWS = ['active', 'active_contested', 'all'] as const;
export type View = (typeof VIEWS)[number];

const STATUS_BIT: Record<Status, number> = { active: 1, contested: 2, deprecated: 4 };
/** Set beside the state bit when the validity is empty (start ≥ end): it overlaps no period. */
const EMPTY = 8;
/** Bits of a slot's code: the state bits and EMPTY, then the start's bin, then the end's bin. */
const STATE_BITS = 0xf;
const BIN_BITS = 14;
const MAX_BIN = (1 << BIN_BITS) - 1;
/** Bins are 2^31 ms (24.9 days) long; bin 8192 starts at 1970-01-01, so bins cover the years 1413–2527. */
const BIN_MS = 2 ** 31;
const BIN_ZERO = 1 << (BIN_BITS - 1);

/**
 * The bin of a time: monotone, so bin(a) < bin(b) implies a < b. Times beyond the bins' range
 * (including ±∞) share the first or last bin, where every comparison is made exactly.
 */
function bin(t: number): number {
  if (t !== t) return 0; // NaN: never happens for a validity bound
  return Math.min(MAX_BIN, Math.max(0, Math.floor(t / BIN_MS) + BIN_ZERO));
}

/** The states each view lets through. */
export const VIEW_STATES: Record<View, readonly Status[]> = { active: ['active'], active_contested: ['active', 'contested'], all: ['active', 'contested', 'deprecated'] };

export class GovernanceFilter {
  /** Slot s's validity is [bounds[2s], bounds[2s + 1]). */
  private bounds = new Float64Array(2048);
  /** The state bit, plus EMPTY for an empty validity (0 for a cleared slot), and the bounds' bins. */
  private code = new Uint32Array(1024);

  set(slot: number, start: number, end: number, status: Status): void {
    if (slot >= this.code.length) this.grow(slot + 1);
    this.bounds[2 * slot] = start;
    this.bounds[2 * slot + 1] = end;
    this.code[slot] = slotCode(STATUS_BIT[status], start, end);
  }

  clear(slot: number): void {
    if (slot < this.code.length) this.code[slot]! &= ~STATE_BITS;
  }

  /**
   * A predicate for one query: the nugget is in the view and its validity overlaps the query
   * period [from, to). With view `all` only the slot's existence is checked.
   */
  accepts(view: View, from: number, to: number): (slot: number) => boolean {
    return view === 'all' ? this.matcher(VIEW_STATES.all, from, to, false) : this.matcher(VIEW_STATES[view], from, to, true);
  }

  /**
   * The general filter behind `accepts`: nuggets in one of `states` and, when `timed`, with a
   * non-empty validity overlapping [from, to). Ablations switch components off with it.
   */
  matcher(states: readonly Status[], from: number, to: number, timed: boolean): (slot: number) => boolean {
    let mask = 0;
    for (const s of states) mask |= STATUS_BIT[s];
    const { bounds, code } = this;
    // Slots are always within the arrays (the search index sets every slot it hands out).
    if (!timed) return (slot) => (code[slot]! & mask) !== 0;
    // Which state bits pass: a state of the view, and not an empty validity.
    const passes = new Uint8Array(STATE_BITS + 1);
    for (let bits = 0; bits < EMPTY; bits++) passes[bits] = (bits & mask) !== 0 ? 1 : 0;
    const fromBin = bin(from);
    const toBin = bin(to);
    return (slot) => {
      const c = code[slot]!;
      if (passes[c & STATE_BITS] === 0) return false;
      // start < to and from < end, decided by the bins unless a bound shares the query's bin.
      const startBin = (c >>> 4) & MAX_BIN;
      const endBin = c >>> (4 + BIN_BITS);
      if (startBin > toBin || endBin < fromBin) return false;
      if (startBin < toBin && endBin > fromBin) return true;
      return bounds[2 * slot]! < to && from < bounds[2 * slot + 1]!;
    };
  }

  /**
   * How closely the slot's validity fits the query period [from, to): overlap ÷ union, in [0, 1];
   * 0 when either is unbounded (an open-ended fact fits every later period equally loosely).
   */
  fit(slot: number, from: number, to: number): number {
    const s = this.bounds[2 * slot]!;
    const e = this.bounds[2 * slot + 1]!;
    const overlap = Math.min(e, to) - Math.max(s, from);
    const union = Math.max(e, to) - Math.min(s, from);
    return overlap > 0 && Number.isFinite(union) ? overlap / union : 0;
  }

  /** Writes the first `slots` slots' bounds and states. */
  encode(w: ByteWriter, slots: number): void {
    w.uint(slots);
    w.raw(Uint8Array.from(this.code.subarray(0, slots), (c) => c & (STATE_BITS & ~EMPTY)));
    for (let i = 0; i < 2 * slots; i++) w.time(this.bounds[i]!);
  }

  static decode(r: ByteReader): GovernanceFilter {
    const filter = new GovernanceFilter();
    const slots = r.uint();
    filter.grow(slots);
    const states = r.raw(slots);
    for (let i = 0; i < 2 * slots; i++) filter.bounds[i] = r.time();
    for (let slot = 0; slot < slots; slot++) filter.code[slot] = slotCode(states[slot]! & (STATE_BITS & ~EMPTY), filter.bounds[2 * slot]!, filter.bounds[2 * slot + 1]!);
    return filter;
  }

  private grow(min: number): void {
    let size = this.code.length;
    while (size < min) size *= 2;
    const b = new Float64Array(2 * size);
    b.set(this.bounds);
    const c = new Uint32Array(size);
    c.set(this.code);
    this.bounds = b;
    this.code = c;
  }
}

/** A slot's code from its state bits (0 when cleared) and validity. */
function slotCode(state: number, start: number, end: number): number {
  return ((state | (start < end ? 0 : EMPTY)) | (bin(start) << 4) | (bin(end) << (4 + BIN_BITS))) >>> 0;
}
