// What the nugget-evaluation commands (nuggetize, assign, score) share: --mode and the LLM endpoint
// options, the model a run talks to, Ctrl-C cancelling its requests, writing the output file whole,
// saving the raw replies of failed batches, and the end-of-run line that says which mode ran.

import { type Command, Option } from 'commander';
import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import {
  type BatchFailure,
  costUsd,
  emptyModelStats,
  formatCost,
  type ModelRunStats,
  type NuggetMode,
  type NuggetModel,
  NUGGET_PROMPT_VERSION,
  NuggetIndexError,
  toJsonLines,
} from '../index.js';
import { writeTextAtomic } from '../node.js';
import { err } from './common.js';
import { llmCacheFrom, llmClientFrom, llmEndpointOptions, type LlmEndpointCliOptions, n, priceFrom, priceOptions } from './extractor-options.js';

export interface NuggetCliOptions extends LlmEndpointCliOptions {
  mode: NuggetMode;
  out?: string;
  failures?: string;
  priceIn?: number;
  priceOut?: number;
  quiet?: boolean;
}

/** nuggetize's --min-judgment: the paper creates nuggets from passages judged at least "related" (grade 1). */
export const DEFAULT_MIN_JUDGMENT = 1;

/** The approximate-mode notice every offline output carries. */
export const OFFLINE_NOTICE = 'offline mode, approximate: no model judged this (the paper uses an LLM; --mode llm runs its prompts)';

/** Adds --mode, --out, --failures and the LLM endpoint and price options. */
export function nuggetStepOptions(cmd: Command, what: string): Command {
  return nuggetStepOptionsFor(
    cmd
      .option('--out <file>', 'write the JSON lines here (whole or not at all) instead of standard output')
      .option('--failures <file>', 'where the raw replies of batches that failed are saved (default: <out>.failures.jsonl, or ./nuggetindex-failures.jsonl)'),
    new Option('--mode <mode>', `offline: no model, ${what} (approximate, and says so); llm: the paper's prompts through an OpenAI-compatible endpoint`)
      .choices(['offline', 'llm'])
      .default('offline'),
  );
}

/** Adds the given --mode option, -q, and the LLM endpoint and price options: what every model-driven command takes. */
export function nuggetStepOptionsFor(cmd: Command, mode: Option): Command {
  return priceOptions(llmEndpointOptions(cmd.addOption(mode).option('-q, --quiet', 'no progress on standard error')));
}

/** A run's model (LLM mode), its stats, and the Ctrl-C handler to remove when done. */
export interface ModelRun {
  model: NuggetModel | undefined;
  stats: ModelRunStats;
  done: () => void;
}

export function startModelRun(o: NuggetCliOptions, command: string): ModelRun {
  const stats = emptyModelStats();
  if (o.mode !== 'llm') return { model: undefined, stats, done: () => undefined };
  const cancel = new AbortController();
  const onSigint = () => {
    cancel.abort();
    err('\ninterrupted: cancelling the LLM requests in flight; nothing is written');
  };
  process.on('SIGINT', onSigint);
  const client = llmClientFrom(o, cancel.signal, `${command} --mode llm`);
  const cache = llmCacheFrom(o);
  return { model: { client, ...(cache ? { cache } : {}) }, stats, done: () => process.off('SIGINT', onSigint) };
}

/** Writes the records to --out (atomically) or standard output. */
export function writeRecords(o: { out?: string }, records: readonly Record<string, unknown>[]): void {
  const text = toJsonLines(records);
  if (o.out) writeTextAtomic(o.out, text);
  else process.stdout.write(text);
}

/** Where the raw replies of failed batches go: --failures, else beside --out, else the current folder. */
export function failuresFile(o: { out?: string; failures?: string }): string {
  return o.failures ?? (o.out ? `${o.out}.failures.jsonl` : 'nuggetindex-failures.jsonl');
}

/**
 * Throws INVALID_INPUT naming `option` unless the folder `file` would be written in exists and is a
 * folder: checked before any work, so a run never ends (after minutes of requests) unable to write.
 */
export function checkOutputFolder(file: string, option: string): void {
  const folder = dirname(file);
  let isFolder: boolean;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    throw new NuggetIndexError('INVALID_INPUT', `${option}: folder ${folder} does not exist`, { field: option });
  }
  if (!isFolder) throw new NuggetIndexError('INVALID_INPUT', `${option}: ${folder} is not a folder`, { field: option });
}

/** Checks the folders of --out and of the failures file (explicit or derived) before a step runs. */
export function checkOutputs(o: { out?: string; failures?: string }): void {
  if (o.out) checkOutputFolder(o.out, '--out');
  checkOutputFolder(failuresFile(o), o.failures ? '--failures' : o.out ? '--out' : '--failures');
}

/**
 * Saves failed batches with their raw replies and says where; sets exit code 1 so a script sees
 * that some nuggets have no label. If the file cannot be written, the failed batches are still
 * reported (and the write error is thrown after).
 */
export function reportFailures(o: NuggetCliOptions, failures: readonly BatchFailure[]): void {
  if (failures.length === 0) return;
  const file = failuresFile(o);
  const count = `${n(failures.length)} ${failures.length === 1 ? 'batch' : 'batches'} failed after every attempt; their nuggets are labelled "failed"`;
  process.exitCode = 1;
  try {
    writeTextAtomic(file, toJsonLines(failures));
  } catch (e) {
    err(`${count} (their raw replies could not be saved)`);
    throw e;
  }
  err(`${count} (raw replies in ${file})`);
}

/** The end-of-run line: mode, and for LLM mode the calls, tokens and cost. */
export function runSummary(o: NuggetCliOptions, run: ModelRun, what: string): string {
  return o.mode === 'offline' ? `${what}; ${OFFLINE_NOTICE}` : `${what}; ${modelRunLine(o, run, NUGGET_PROMPT_VERSION)}`;
}

/** What an LLM-mode run asked of its model: calls, cache hits, tokens, cost, and replies asked again. */
export function modelRunLine(o: Pick<NuggetCliOptions, 'priceIn' | 'priceOut'>, run: ModelRun, promptVersion: string): string {
  const s = run.stats;
  const model = run.model!.client.model;
  const quote = priceFrom(model, o);
  return (
    `llm ${model} (${promptVersion}): ${n(s.requests)} requests, ${n(s.cacheHits)} from cache, ` +
    `${n(s.spent.promptTokens)} input + ${n(s.spent.completionTokens)} output tokens, ${formatCost(costUsd(s.spent, quote.price), quote.from)}` +
    (s.refusedReplies > 0 ? `; ${n(s.refusedReplies)} unusable ${s.refusedReplies === 1 ? 'reply' : 'replies'} asked again` : '')
  );
}

/** The run id a file stands for when its records carry none (nuggetizer's convention: the file name). */
export function runIdOf(file: string): string {
  return basename(file).replace(/\.jsonl?$/i, '');
}
