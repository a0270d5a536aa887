// The metadata index of §3.3 (component 2): validity bounds and lifecycle state per indexed nugget in
// typed arrays, so the filter applied before ranking is two comparisons and a bit test per posting.

import type { Status } from '../model/nugget.js';
import type { ByteReader, ByteWriter } from './codec.js';

/** Retrieval views (§3.3.1). `all` switches governance off entirely (the ungoverned baseline). */
export const VIEWS = ['active', 'active_contested', 'all'] as const;
export type View = (typeof VIEWS)[number];

const STATUS_BIT: Record<Status, number> = { active: 1, contested: 2, deprecated: 4 };
/** The states each view lets through. */
export const VIEW_STATES: Record<View, readonly Status[]> = { active: ['active'], active_contested: ['active', 'contested'], all: ['active', 'contested', 'deprecated'] };

export class GovernanceFilter {
  private start = new Float64Array(1024);
  private end = new Float64Array(1024);
  private status = new Uint8Array(1024);

  set(slot: number, start: number, end: number, status: Status): void {
    if (slot >= this.start.length) this.grow(slot + 1);
    this.start[slot] = start;
    this.end[slot] = end;
    this.status[slot] = STATUS_BIT[status];
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
    const { start, end, status } = this;
    // Slots are always within the arrays (the search index sets every slot it hands out).
    if (!timed) return (slot) => (status[slot]! & mask) !== 0;
    return (slot) => (status[slot]! & mask) !== 0 && start[slot]! < to && from < end[slot]! && start[slot]! < end[slot]!;
  }

  /**
   * How closely the slot's validity fits the query period [from, to): overlap ÷ union, in [0, 1];
   * 0 when either is unbounded (an open-ended fact fits every later period equally loosely).
   */
  fit(slot: number, from: number, to: number): number {
    const s = this.start[slot]!;
    const e = this.end[slot]!;
    const overlap = Math.min(e, to) - Math.max(s, from);
    const union = Math.max(e, to) - Math.min(s, from);
    return overlap > 0 && Number.isFinite(union) ? overlap / union : 0;
  }

  /** Writes the first `slots` slots' bounds and states. */
  encode(w: ByteWriter, slots: number): void {
    w.uint(slots);
    w.raw(this.status.subarray(0, slots));
    for (let slot = 0; slot < slots; slot++) {
      w.time(this.start[slot]!);
      w.time(this.end[slot]!);
    }
  }

  static decode(r: ByteReader): GovernanceFilter {
    const filter = new GovernanceFilter();
    const slots = r.uint();
    filter.grow(slots);
    filter.status.set(r.raw(slots));
    for (let slot = 0; slot < slots; slot++) {
      filter.start[slot] = r.time();
      filter.end[slot] = r.time();
    }
    return filter;
  }

  private grow(min: number): void {
    let size = this.start.length;
    while (size < min) size *= 2;
    const s = new Float64Array(size);
    s.set(this.start);
    const e = new Float64Array(size);
    e.set(this.end);
    const st = new Uint8Array(size);
    st.set(this.status);
    this.start = s;
    this.end = e;
    this.status = st;
  }
}
