// The documents `NuggetIndex.ingestMany` has read from its source and is preparing (Stages 1–3,
// `prepareDocument`) ahead of their commit, in input order. A bad input, or the source failing, is
// a document that fails in its turn (after the ones before it commit), and nothing after it is read.

import type { IngestResult } from './context.js';
import type { PreparedDocument } from './document.js';

export class Lookahead {
  private readonly ahead: Promise<PreparedDocument>[] = [];
  /** False once the source is exhausted, has failed, or has given a bad input. */
  private more = true;
  /** The pull under way: one at a time, so a pull a group stopped waiting for is picked up later, not repeated. */
  private pulling: Promise<void> | null = null;
  private readonly source: Iterator<unknown> | AsyncIterator<unknown>;

  /**
   * @param prepare starts preparing one input (it may throw at once for a bad input)
   * @param size how many documents are prepared at once
   * @param signal when aborted, no further input is read
   */
  constructor(
    inputs: Iterable<unknown> | AsyncIterable<unknown>,
    private readonly prepare: (input: unknown) => Promise<PreparedDocument>,
    private readonly size: number,
    private readonly signal?: AbortSignal,
  ) {
    this.source =
      Symbol.asyncIterator in Object(inputs) ? (inputs as AsyncIterable<unknown>)[Symbol.asyncIterator]() : (inputs as Iterable<unknown>)[Symbol.iterator]();
  }

  /** The next document's preparation, or undefined when none is under way. */
  get next(): Promise<PreparedDocument> | undefined {
    return this.ahead[0];
  }

  /** Removes and returns the next document's preparation. */
  take(): Promise<PreparedDocument> {
    return this.ahead.shift()!;
  }

  /** Reads inputs until `size` documents are being prepared (or the source ends); resolves when it has. */
  fill(): Promise<void> {
    if (this.pulling) return this.pulling;
    const p = this.pull();
    this.pulling = p;
    void p.finally(() => {
      if (this.pulling === p) this.pulling = null;
    });
    return p;
  }

  /** Stopped early: lets the source close what it holds. Not awaited: a source blocked in a pull may not answer. */
  close(): void {
    if (this.more) void Promise.resolve(this.source.return?.()).catch(() => undefined);
  }

  private async pull(): Promise<void> {
    while (this.more && this.ahead.length < this.size && !this.signal?.aborted) {
      let prepared: Promise<PreparedDocument>;
      try {
        const next = await this.source.next();
        if (next.done) {
          this.more = false;
          return;
        }
        prepared = this.prepare(next.value);
      } catch (error) {
        this.more = false;
        prepared = Promise.reject(error);
      }
      prepared.catch(() => undefined); // observed in its turn; never an unhandled rejection
      this.ahead.push(prepared);
    }
  }
}

/** Settles when `p` does, fulfilled or not. */
export const settled = (p: Promise<unknown>): Promise<'settled'> =>
  p.then(
    () => 'settled' as const,
    () => 'settled' as const,
  );

/** What one commit group did: the documents it committed, and the failure that ended it, if one did. */
export type CommitGroup = { done: IngestResult[] } | { done: IngestResult[]; failed: unknown };

/**
 * Commits prepared documents from `ahead`, in order, as one group. A group holds the store's write
 * lock, so it never waits longer than its time: not for the source, not for an extraction. It ends
 * at `groupDocuments`, at `groupMs`, or at a failure — without throwing, so the documents before the
 * failure commit.
 */
export async function commitGroup(
  ahead: Lookahead,
  commit: (prepared: PreparedDocument) => Promise<IngestResult>,
  groupDocuments: number,
  groupMs: number,
): Promise<CommitGroup> {
  const done: IngestResult[] = [];
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), groupMs)));
  const inTime = (p: Promise<unknown>) => Promise.race([settled(p), late]);
  try {
    for (;;) {
      done.push(await commit(await ahead.take()));
      if (done.length >= groupDocuments || Date.now() - started >= groupMs) return { done };
      if ((await inTime(ahead.fill())) === 'late' || !ahead.next || (await inTime(ahead.next)) === 'late') return { done };
    }
  } catch (error) {
    return { done, failed: error };
  } finally {
    clearTimeout(timer);
  }
}
