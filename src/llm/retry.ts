// When and how long to wait before asking an endpoint again: exponential backoff with jitter, and a
// server's own Retry-After (rate limits) taking precedence. Pure functions, so the client's timing
// is testable without clocks.

export interface RetryPolicy {
  /** Further attempts after the first, for 408/409/425/429/5xx, timeouts and network errors. 0–20, default 4. */
  maxRetries: number;
  /** First backoff, doubled per retry. Milliseconds, default 500. */
  backoffMs: number;
  /** Cap on one computed backoff. Milliseconds, default 30 000. */
  maxBackoffMs: number;
  /** Cap on a server's Retry-After (a server asking for an hour is not waited for that long). Default 120 000. */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxRetries: 4, backoffMs: 500, maxBackoffMs: 30_000, maxRetryAfterMs: 120_000 };

/** HTTP statuses worth asking again: timeouts, conflicts, rate limits and server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}

/**
 * The wait before retry number `retry` (1 for the first retry): backoffMs · 2^(retry−1), capped,
 * with "equal jitter" (half fixed, half random) so clients that failed together do not return
 * together. A Retry-After from the server wins when it asks for longer.
 *
 * @example retryDelay(1, defaultRetryPolicy, null, () => 0.5) // 375
 */
export function retryDelay(retry: number, policy: RetryPolicy, retryAfterMs: number | null, random: () => number = Math.random): number {
  const exp = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** Math.max(0, retry - 1));
  const jittered = exp / 2 + (exp / 2) * random();
  if (retryAfterMs === null) return Math.round(jittered);
  return Math.round(Math.max(jittered, Math.min(retryAfterMs, policy.maxRetryAfterMs)));
}

/**
 * A Retry-After header in milliseconds: delta-seconds ("7", "0.5") or an HTTP date; null when
 * absent or unreadable.
 *
 * @example parseRetryAfter('2', Date.now()) // 2000
 */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
