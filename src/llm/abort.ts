// Cancellation for LLM runs with Web-standard AbortSignals: the error an aborted run rejects with,
// how a caller recognises it, and one listener per run that fans out to everything waiting (queued
// requests, backoff sleeps, requests in flight). One listener, because a run may queue thousands of
// windows and an AbortSignal warns about more than a handful of listeners.

/**
 * The error an aborted signal stands for: its reason when that is an Error (AbortController.abort()
 * gives a DOMException named "AbortError"), else a fresh AbortError.
 */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The LLM run was aborted', 'AbortError');
}

/**
 * True for the rejection of an aborted run (an AbortError, or a TimeoutError from AbortSignal.timeout),
 * so a caller can tell "cancelled" from "failed".
 *
 * @example try { await extractor.extract(input) } catch (e) { if (isAbortError(e)) return; throw e }
 */
export function isAbortError(e: unknown): boolean {
  return e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError');
}

/** A run's cancellation: listens to its signal once and calls every registered hook on abort. */
export class RunCancellation {
  private readonly hooks = new Set<(reason: Error) => void>();

  constructor(private readonly signal?: AbortSignal) {
    signal?.addEventListener(
      'abort',
      () => {
        const reason = abortReason(signal);
        for (const hook of [...this.hooks]) hook(reason);
        this.hooks.clear();
      },
      { once: true },
    );
  }

  get aborted(): boolean {
    return this.signal?.aborted ?? false;
  }

  /** Why the run was aborted (an AbortError unless the signal's reason says otherwise). */
  get reason(): Error {
    return this.signal ? abortReason(this.signal) : new DOMException('The LLM run was aborted', 'AbortError');
  }

  /** Throws the abort reason if the run is aborted. */
  check(): void {
    if (this.signal?.aborted) throw abortReason(this.signal);
  }

  /** Calls `hook` when the run aborts (not if it already has); returns the unregistering function. */
  onAbort(hook: (reason: Error) => void): () => void {
    this.hooks.add(hook);
    return () => this.hooks.delete(hook);
  }
}

/** Resolves after `ms`, or rejects with the abort reason as soon as the run aborts. */
export function sleep(ms: number, run: RunCancellation): Promise<void> {
  return new Promise((resolve, reject) => {
    run.check();
    const off = run.onAbort((reason) => {
      clearTimeout(timer);
      reject(reason);
    });
    const timer = setTimeout(() => {
      off();
      resolve();
    }, ms);
  });
}
