// The metadata index of §3.3 (component 2): validity bounds and lifecycle state per indexed nugget in
// typed arrays, so the filter applied before ranking is a few comparisons per posting.
//
// The candidates a query asks about are random slots, so what a check costs is the memory it reads.
// Each slot has one 32-bit code — its state and both validity bounds rounded to bins of about 25
// days — which decides nearly every check alone: 4 bytes a slot stay in the CPU caches where the
// exact bounds (16 bytes a slot) do not. Only a bound in the same bin as the query's is compared
// exactly.

import type { Status } from '../model/nugget.js';
import type { LiveSlots } from './bm25.js';
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

/** Slots are summarised in groups of 2^GROUP_SHIFT consecutive slots. */
const GROUP_SHIFT = 6;
/**
 * Clustering orders starts in spans of 2^START_SPAN_SHIFT bins (about 17 years), then by end: spans
 * long against most validities, so that a group of consecutive slots also has a narrow range of ends
 * (faster than ordering by start alone or by shorter spans: docs/PERFORMANCE.md).
 */
const START_SPAN_SHIFT = 8;

/** The states each view lets through. */
export const VIEW_STATES: Record<View, readonly Status[]> = {
  active: ['active'],
  active_contested: ['active', 'contested'],
  all: ['active', 'contested', 'deprecated'],
};

export class GovernanceFilter {
  /** Slot s's validity is [bounds[2s], bounds[2s + 1]). */
  private bounds = new Float64Array(2048);
  /** The state bit, plus EMPTY for an empty validity (0 for a cleared slot), and the bounds' bins. */
  private code = new Uint32Array(1024);
  // Per group of slots, what any of its slots with a non-empty validity may be: the union of their
  // states, the lowest start bin and the highest end bin. Only ever widened (a change of state or
  // validity leaves the old values in), so a group that cannot match a query holds no match.
  private groupStates = new Uint8Array(1024 >> GROUP_SHIFT);
  private groupStart = new Uint16Array(1024 >> GROUP_SHIFT).fill(MAX_BIN);
  private groupEnd = new Uint16Array(1024 >> GROUP_SHIFT);
  private readonly live: LiveSlots = { ranges: new Int32Array(64), count: 0 };

  set(slot: number, start: number, end: number, status: Status): void {
    if (slot >= this.code.length) this.grow(slot + 1);
    this.bounds[2 * slot] = start;
    this.bounds[2 * slot + 1] = end;
    this.code[slot] = slotCode(STATUS_BIT[status], start, end);
    this.widen(slot);
  }

  /** Adds the slot's current code to its group's summary. */
  private widen(slot: number): void {
    const c = this.code[slot]!;
    if ((c & EMPTY) !== 0) return;
    const g = slot >> GROUP_SHIFT;
    this.groupStates[g]! |= c & STATE_BITS;
    this.groupStart[g] = Math.min(this.groupStart[g]!, (c >>> 4) & MAX_BIN);
    this.groupEnd[g] = Math.max(this.groupEnd[g]!, c >>> (4 + BIN_BITS));
  }

  /**
   * The slot ranges holding every slot `matcher(states, from, to, true)` could accept (runs of
   * groups whose summary can match), for a search to pass over the others; `slots` bounds them.
   * Reused by the next call.
   */
  liveSlots(states: readonly Status[], from: number, to: number, slots: number): LiveSlots {
    let mask = 0;
    for (const s of states) mask |= STATUS_BIT[s];
    const fromBin = bin(from);
    const toBin = bin(to);
    const { groupStates, groupStart, groupEnd } = this;
    const groups = Math.min(groupStates.length, (slots + (1 << GROUP_SHIFT) - 1) >> GROUP_SHIFT);
    const live = this.live;
    let count = 0;
    let open = false;
    for (let g = 0; g < groups; g++) {
      const matches = (groupStates[g]! & mask) !== 0 && groupStart[g]! <= toBin && groupEnd[g]! >= fromBin;
      if (matches === open) continue;
      if (matches) {
        if (2 * count + 2 > live.ranges.length) live.ranges = grown(live.ranges, new Int32Array(2 * live.ranges.length));
        live.ranges[2 * count] = g << GROUP_SHIFT;
      } else live.ranges[2 * count++ + 1] = g << GROUP_SHIFT;
      open = matches;
    }
    if (open) live.ranges[2 * count++ + 1] = Math.max(slots, groups << GROUP_SHIFT);
    live.count = count;
    return live;
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

  /**
   * An order of slots [0, slots) that clusters them for `liveSlots`: by state (active, contested,
   * deprecated, then cleared slots and empty validities), then by start in spans of 2^START_SPAN_SHIFT bins,
   * then by end bin, then by slot — so a group of consecutive slots has a narrow range of starts and,
   * within it, of ends. Answers newSlotOf: slot s goes to place newSlotOf[s]. Two stable counting
   * sorts (by end, then by state and start span), linear in the slots.
   */
  clusteredOrder(slots: number): Int32Array {
    const { code } = this;
    const byEnd = countingSort(slots, 1 << BIN_BITS, (slot) => code[slot]! >>> (4 + BIN_BITS), null);
    const clusterOf = (c: number): number => {
      const state = c & STATE_BITS;
      return state === STATUS_BIT.active ? 0 : state === STATUS_BIT.contested ? 1 : state === STATUS_BIT.deprecated ? 2 : 3;
    };
    const spans = (MAX_BIN >> START_SPAN_SHIFT) + 1;
    const order = countingSort(slots, 4 * spans, (slot) => clusterOf(code[slot]!) * spans + (((code[slot]! >>> 4) & MAX_BIN) >> START_SPAN_SHIFT), byEnd);
    const newSlotOf = new Int32Array(slots);
    order.forEach((slot, place) => (newSlotOf[slot] = place));
    return newSlotOf;
  }

  /** Renumbers slots [0, slots): slot s becomes newSlotOf[s] (a bijection); group summaries are made anew. */
  permute(newSlotOf: Int32Array, slots: number): void {
    const bounds = new Float64Array(this.bounds.length);
    const code = new Uint32Array(this.code.length);
    for (let slot = 0; slot < slots; slot++) {
      const to = newSlotOf[slot]!;
      bounds[2 * to] = this.bounds[2 * slot]!;
      bounds[2 * to + 1] = this.bounds[2 * slot + 1]!;
      code[to] = this.code[slot]!;
    }
    this.bounds = bounds;
    this.code = code;
    this.groupStates.fill(0);
    this.groupStart.fill(MAX_BIN);
    this.groupEnd.fill(0);
    for (let slot = 0; slot < slots; slot++) this.widen(slot);
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
    for (let slot = 0; slot < slots; slot++) {
      filter.code[slot] = slotCode(states[slot]! & (STATE_BITS & ~EMPTY), filter.bounds[2 * slot]!, filter.bounds[2 * slot + 1]!);
      filter.widen(slot);
    }
    return filter;
  }

  private grow(min: number): void {
    let size = this.code.length;
    while (size < min) size *= 2;
    this.bounds = grown(this.bounds, new Float64Array(2 * size));
    this.code = grown(this.code, new Uint32Array(size));
    const groups = size >> GROUP_SHIFT;
    this.groupStates = grown(this.groupStates, new Uint8Array(groups));
    this.groupStart = grown(this.groupStart, new Uint16Array(groups).fill(MAX_BIN));
    this.groupEnd = grown(this.groupEnd, new Uint16Array(groups));
  }
}

/** A slot's code from its state bits (0 when cleared) and validity. */
function slotCode(state: number, start: number, end: number): number {
  return (state | (start < end ? 0 : EMPTY) | (bin(start) << 4) | (bin(end) << (4 + BIN_BITS))) >>> 0;
}

function grown<T extends Float64Array | Uint32Array | Int32Array | Uint16Array | Uint8Array>(from: T, to: T): T {
  to.set(from as never);
  return to;
}

/**
 * Slots [0, slots) stably sorted by key (below `keys`), taking them in the order `input` lists them
 * (slot order when null): a counting sort.
 */
function countingSort(slots: number, keys: number, keyOf: (slot: number) => number, input: Int32Array | null): Int32Array {
  const first = new Int32Array(keys + 1);
  for (let slot = 0; slot < slots; slot++) first[keyOf(slot) + 1]!++;
  for (let key = 0; key < keys; key++) first[key + 1]! += first[key]!;
  const out = new Int32Array(slots);
  for (let i = 0; i < slots; i++) {
    const slot = input === null ? i : input[i]!;
    out[first[keyOf(slot)]!++] = slot;
  }
  return out;
}
