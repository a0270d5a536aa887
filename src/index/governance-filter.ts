// The metadata index of §3.3 (component 2): validity bounds and lifecycle state per indexed nugget in
// typed arrays, so the filter applied before ranking is two comparisons and a table lookup per posting.
// A slot's two bounds sit side by side: a candidate the filter is asked about is a random slot, and
// its check then costs one cache line rather than two.

import type { Status } from '../model/nugget.js';
import type { ByteReader, ByteWriter } from './codec.js';

/** Retrieval views (§3.3.1). `all` switches governance off entirely (the ungoverned baseline). */
export const VIEWS = ['active', 'active_contested', 'all'] as const;
export type View = (typeof VIEWS)[number];

const STATUS_BIT: Record<Status, number> = { active: 1, contested: 2, deprecated: 4 };
/** Set beside the state bit when the validity is empty (start ≥ end): it overlaps no period. */
const EMPTY = 8;
/** The states each view lets through. */
export const VIEW_STATES: Record<View, readonly Status[]> = { active: ['active'], active_contested: ['active', 'contested'], all: ['active', 'contested', 'deprecated'] };

export class GovernanceFilter {
  /** Slot s's validity is [bounds[2s], bounds[2s + 1]). */
  private bounds = new Float64Array(2048);
  /** The state bit, plus EMPTY for an empty validity; 0 for a cleared slot. */
  private status = new Uint8Array(1024);

  set(slot: number, start: number, end: number, status: Status): void {
    if (slot >= this.status.length) this.grow(slot + 1);
    this.bounds[2 * slot] = start;
    this.bounds[2 * slot + 1] = end;
    this.status[slot] = STATUS_BIT[status] | (start < end ? 0 : EMPTY);
  }

  clear(slot: number): void {
    if (slot < this.status.length) this.status[slot] = 0;
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
    const { bounds, status } = this;
    // Slots are always within the arrays (the search index sets every slot it hands out).
    if (!timed) return (slot) => (status[slot]! & mask) !== 0;
    // Which status bytes pass: a state of the view, and not an empty validity.
    const passes = new Uint8Array(2 * EMPTY);
    for (let bits = 0; bits < EMPTY; bits++) passes[bits] = (bits & mask) !== 0 ? 1 : 0;
    return (slot) => passes[status[slot]!] === 1 && bounds[2 * slot]! < to && from < bounds[2 * slot + 1]!;
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
    w.raw(this.status.subarray(0, slots).map((bits) => bits & ~EMPTY));
    for (let i = 0; i < 2 * slots; i++) w.time(this.bounds[i]!);
  }

  static decode(r: ByteReader): GovernanceFilter {
    const filter = new GovernanceFilter();
    const slots = r.uint();
    filter.grow(slots);
    filter.status.set(r.raw(slots));
    for (let i = 0; i < 2 * slots; i++) filter.bounds[i] = r.time();
    for (let slot = 0; slot < slots; slot++) if (filter.bounds[2 * slot]! >= filter.bounds[2 * slot + 1]!) filter.status[slot]! |= EMPTY;
    return filter;
  }

  private grow(min: number): void {
    let size = this.status.length;
    while (size < min) size *= 2;
    const b = new Float64Array(2 * size);
    b.set(this.bounds);
    const st = new Uint8Array(size);
    st.set(this.status);
    this.bounds = b;
    this.status = st;
  }
}
