// A counting semaphore: bounds how many requests a run has in flight at an endpoint, whatever
// number of windows ingest asks at once. Waiters are served first come, first served, and a waiter
// whose run is aborted leaves the queue at once instead of holding its place.

import type { RunCancellation } from './abort.js';

export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  /** @param limit at most this many holders at once, ≥ 1. */
  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`semaphore limit must be a positive integer (got ${limit})`);
  }

  /** Holders right now. */
  get inUse(): number {
    return this.active;
  }

  /**
   * Waits for a free slot and returns the function that frees it (call it once; later calls do
   * nothing). Rejects with the abort reason if the run aborts first.
   *
   * @example const release = await sem.acquire(run); try { await work(); } finally { release(); }
   */
  acquire(run?: RunCancellation): Promise<() => void> {
    return new Promise((resolve, reject) => {
      run?.check();
      if (this.active < this.limit) {
        this.active++;
        resolve(this.releaser());
        return;
      }
      const grant = () => {
        off?.();
        resolve(this.releaser());
      };
      const off = run?.onAbort((reason) => {
        const i = this.waiting.indexOf(grant);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(reason);
      });
      this.waiting.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays the same.
      if (next) next();
      else this.active--;
    };
  }
}

/** A place in line: `ready` once every earlier place is passed; `pass` gives way (call it once or more). */
export interface Turn {
  ready: Promise<void>;
  pass(): void;
}

/**
 * Requests handed to an endpoint in the order they were asked, however the work before each one
 * (a cache key's digest, a cache read: both finish in any order) goes. With a bounded concurrency
 * this is what makes ingest ask for a document's windows before the next document's, so earlier
 * documents are answered, and commit, first.
 */
export class Turns {
  private last: Promise<void> = Promise.resolve();

  /** Takes the next place in line, now. */
  take(): Turn {
    const before = this.last;
    let pass!: () => void;
    const passed = new Promise<void>((resolve) => (pass = resolve));
    this.last = before.then(() => passed);
    return { ready: before, pass };
  }
}
