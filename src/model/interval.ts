// Half-open intervals [start, end) over instants, the algebra behind validity and time filtering.
// Property-tested against a brute-force timeline oracle (test/model/interval.test.ts).

import type { Instant } from './time.js';

export interface Interval {
  /** Inclusive; `-Infinity` when unknown. */
  start: Instant;
  /** Exclusive; `+Infinity` when open. */
  end: Instant;
}

export function isEmpty(a: Interval): boolean {
  return !(a.start < a.end);
}

/** `t ∈ [start, end)`. */
export function containsInstant(a: Interval, t: Instant): boolean {
  return a.start <= t && t < a.end;
}

/** True when the two intervals share at least one instant. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end && !isEmpty(a) && !isEmpty(b);
}

/** The shared part, or null when they do not overlap. */
export function intersect(a: Interval, b: Interval): Interval | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return start < end ? { start, end } : null;
}

/** Algorithm 1's EARLIER and LATER. */
export const earlier = (a: Instant, b: Instant): Instant => (a <= b ? a : b);
export const later = (a: Instant, b: Instant): Instant => (a >= b ? a : b);
