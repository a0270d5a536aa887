// Backoff timing, Retry-After and the semaphore, as pure behaviour (no server, no clock).

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { defaultRetryPolicy, isRetryableStatus, parseRetryAfter, retryDelay } from '../../src/llm/retry.js';
import { Semaphore } from '../../src/llm/semaphore.js';
import { RunCancellation, isAbortError, sleep } from '../../src/llm/abort.js';

describe('backoff', () => {
  const policy = { ...defaultRetryPolicy, backoffMs: 100, maxBackoffMs: 1000 };

  test('doubles per retry, with equal jitter between half and all of it', () => {
    assert.deepEqual(
      [1, 2, 3, 4].map((r) => retryDelay(r, policy, null, () => 0)),
      [50, 100, 200, 400],
    );
    assert.deepEqual(
      [1, 2, 3, 4].map((r) => retryDelay(r, policy, null, () => 0.999999)),
      [100, 200, 400, 800],
    );
  });

  test('is capped at maxBackoffMs', () => {
    assert.equal(
      retryDelay(10, policy, null, () => 1),
      1000,
    );
  });

  test('a longer Retry-After wins, itself capped at maxRetryAfterMs', () => {
    assert.equal(
      retryDelay(1, policy, 3000, () => 0),
      3000,
    );
    assert.equal(
      retryDelay(4, policy, 10, () => 0),
      400,
    );
    assert.equal(
      retryDelay(1, { ...policy, maxRetryAfterMs: 2000 }, 3_600_000, () => 0),
      2000,
    );
  });

  test('Retry-After is read as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    assert.equal(parseRetryAfter('7', now), 7000);
    assert.equal(parseRetryAfter(' 0.5 ', now), 500);
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now), 30_000);
    assert.equal(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter('soon', now), null);
    assert.equal(parseRetryAfter(null, now), null);
  });

  test('rate limits, timeouts and server errors are retryable; other client errors are not', () => {
    assert.deepEqual([408, 409, 425, 429, 500, 502, 503, 504].map(isRetryableStatus), Array(8).fill(true));
    assert.deepEqual([400, 401, 403, 404, 422].map(isRetryableStatus), Array(5).fill(false));
  });
});

describe('semaphore', () => {
  test('admits up to its limit, then first come first served', async () => {
    const sem = new Semaphore(2);
    const order: number[] = [];
    const r1 = await sem.acquire();
    const r2 = await sem.acquire();
    const waiting = [3, 4].map((n) =>
      sem.acquire().then((release) => {
        order.push(n);
        return release;
      }),
    );
    assert.equal(sem.inUse, 2);
    r1();
    r1(); // a second release is ignored
    const r3 = await waiting[0]!;
    assert.deepEqual(order, [3]);
    r2();
    (await waiting[1]!)();
    r3();
    assert.equal(sem.inUse, 0);
  });

  test('a waiter whose run aborts leaves the queue with the abort reason', async () => {
    const controller = new AbortController();
    const run = new RunCancellation(controller.signal);
    const sem = new Semaphore(1);
    const release = await sem.acquire(run);
    const waiter = sem.acquire(run);
    controller.abort();
    await assert.rejects(waiter, (e) => isAbortError(e));
    release();
    assert.equal(sem.inUse, 0);
    await assert.rejects(sem.acquire(run), (e) => isAbortError(e));
  });

  test('an aborted sleep rejects before its time, with a custom reason kept', async () => {
    const controller = new AbortController();
    const run = new RunCancellation(controller.signal);
    const p = sleep(10_000, run);
    controller.abort(new Error('stop'));
    await assert.rejects(p, /stop/);
  });

  test('limits must be positive integers', () => {
    assert.throws(() => new Semaphore(0), RangeError);
  });
});
