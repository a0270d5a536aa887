// Measuring: wall-clock timers, latency percentiles and memory after a full garbage collection.

import { hrtime } from 'node:process';

/** Milliseconds since `start` (a `hrtime.bigint()` reading). */
export function msSince(start: bigint): number {
  return Number(hrtime.bigint() - start) / 1e6;
}

export interface Latency {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
}

/** Nearest-rank percentiles of per-query latencies in milliseconds. */
export function latency(samplesMs: readonly number[]): Latency {
  const sorted = Float64Array.from(samplesMs).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  return { p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), meanMs: mean };
}

export interface MemorySample {
  /** V8 heap in use, bytes. */
  heap: number;
  /** Off-heap memory of ArrayBuffers (typed arrays) and other external objects, bytes. */
  external: number;
  rss: number;
}

/**
 * Memory after a full garbage collection (when node runs with --expose-gc; otherwise as it stands,
 * and `gcAvailable` says so).
 */
export function memory(): MemorySample {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, external: m.external, rss: m.rss };
}

export const gcAvailable = (): boolean => typeof (globalThis as { gc?: unknown }).gc === 'function';

/** Bytes a structure added: heap plus external memory, against a sample taken before it was built. */
export function grownBy(before: MemorySample, after: MemorySample): number {
  return Math.max(0, after.heap + after.external - (before.heap + before.external));
}

/** The benchmark reports sizes in MB of 10^6 bytes. */
export const MB = 1e6;
