// The LLM extractor on the command line: the `--extractor` and `--llm-*` options ingest (and `eval
// construction`) take, the extractor they build, and the end-of-run token and cost line. The API key comes
// from the environment only, so it never appears in a shell history, a process list or our output.

import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import {
  costUsd,
  DEFAULT_LLM_WINDOW_CHARS,
  type Extractor,
  formatCost,
  LLM_WINDOW_CHARS_RANGE,
  LlmExtractor,
  NuggetIndexError,
  OpenAiCompatibleClient,
  type PredicateSchema,
  priceOf,
  type PriceQuote,
  PROMPT_VERSION,
  RuleBasedExtractor,
} from '../index.js';
import { defaultEmbeddingCacheDir, defaultLlmCacheDir, FileEmbeddingCache, FileLlmCache } from '../node.js';
import { EndpointEmbedder, type Embedder } from '../index.js';

/** llama.cpp's `llama-server` default; Ollama is http://127.0.0.1:11434/v1, vLLM http://127.0.0.1:8000/v1. */
export const DEFAULT_LLM_BASE_URL = 'http://127.0.0.1:8080/v1';
const API_KEY_ENV = ['NUGGETINDEX_LLM_API_KEY', 'OPENAI_API_KEY'] as const;

/** The options `extractorOptions` adds, as commander parses them. */
export interface ExtractorCliOptions {
  extractor: 'rules' | 'llm' | 'patterns';
  llmBaseUrl: string;
  llmModel?: string;
  llmConcurrency: number;
  /** Seconds. */
  llmTimeout: number;
  /** Characters of text per request (`--llm-window`); default DEFAULT_LLM_WINDOW_CHARS. */
  llmWindow?: number;
  /** A folder, false for --no-llm-cache, undefined for the default beside the store. */
  llmCache?: string | false;
  priceIn?: number;
  priceOut?: number;
  /** The store file, for the default cache folder. */
  db?: string;
}

function intFrom(min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`must be an integer from ${min} to ${max}`);
    return n;
  };
}

function seconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 3600) throw new InvalidArgumentError('must be a number of seconds from 0 to 3600, e.g. 60 or 2.5');
  return n;
}

function usdPerMillion(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) throw new InvalidArgumentError('must be a non-negative number of USD per 1M tokens, e.g. 0.15');
  return n;
}

/** `--llm-window`, for ingest (and eval construction) and estimate-cost alike. */
export function windowOption(): Option {
  const { min, max } = LLM_WINDOW_CHARS_RANGE;
  return new Option(
    '--llm-window <chars>',
    'the most characters of text in one LLM request: whole sentences, cut at a paragraph break when one ' +
      'is near, sent with the title, the date and the sentences just before as context. Larger windows mean fewer requests ' +
      '(the ~4,400-token system prompt goes with every request); smaller ones suit models with a short context or that miss ' +
      `facts in long passages. A longer sentence is a window of its own (1: one sentence per request). ${min} to ${max}`,
  )
    .argParser(intFrom(min, max))
    .default(DEFAULT_LLM_WINDOW_CHARS);
}

export function modelOption(): Option {
  return new Option('--llm-model <id>', 'model id as the endpoint knows it, e.g. gpt-4o-mini, llama3.1:8b, openai/gpt-4o-mini').env('NUGGETINDEX_LLM_MODEL');
}

export function priceOptions(cmd: Command): Command {
  return cmd
    .option('--price-in <usd>', 'USD per 1M input tokens (overrides the built-in price table)', usdPerMillion)
    .option('--price-out <usd>', 'USD per 1M output tokens (overrides the built-in price table)', usdPerMillion);
}

/** Adds the OpenAI-compatible endpoint options: base URL, model, concurrency, timeout and the answer cache. */
export function llmEndpointOptions(cmd: Command): Command {
  return cmd
    .addOption(
      new Option(
        '--llm-base-url <url>',
        'OpenAI-compatible API root (llama.cpp server; Ollama: http://127.0.0.1:11434/v1; OpenAI: https://api.openai.com/v1).\nThe API key is read from NUGGETINDEX_LLM_API_KEY, else OPENAI_API_KEY',
      )
        .env('NUGGETINDEX_LLM_BASE_URL')
        .default(DEFAULT_LLM_BASE_URL),
    )
    .addOption(modelOption())
    .option('--llm-concurrency <n>', 'LLM requests in flight at once', intFrom(1, 64), 4)
    .option('--llm-timeout <seconds>', 'give up on one LLM request after this long (then retry)', seconds, 60)
    .option('--llm-cache <dir>', 'LLM answer cache folder (default: .nuggetindex-cache/llm beside the store, or in the current folder)')
    .option('--no-llm-cache', 'do not read or write the LLM answer cache');
}

/** Adds `--extractor` and the LLM endpoint options to a command (ingest). */
export function extractorOptions(cmd: Command): Command {
  return priceOptions(
    llmEndpointOptions(
      cmd.addOption(
        new Option(
          '--extractor <name>',
          'rules: offline and deterministic; llm: an OpenAI-compatible model (--llm-* options); patterns: the offline surface patterns alone, without the prose reader (rules@2, for comparison)',
        )
          .choices(['rules', 'llm', 'patterns'])
          .default('rules'),
      ),
    ).addOption(windowOption()),
  );
}

/** The API key from the environment, if any. */
function apiKeyFromEnv(): string | undefined {
  for (const name of API_KEY_ENV) {
    const v = process.env[name];
    if (v !== undefined && v.trim() !== '') return v.trim();
  }
  return undefined;
}

export function requireModel(model: string | undefined, need = '--extractor llm'): string {
  if (model === undefined || model.trim() === '') {
    throw new NuggetIndexError('INVALID_INPUT', `--llm-model: required with ${need} (or set NUGGETINDEX_LLM_MODEL)`, { field: '--llm-model' });
  }
  return model.trim();
}

function cacheDir(o: Pick<ExtractorCliOptions, 'llmCache' | 'db'>): string | null {
  if (o.llmCache === false) return null;
  if (typeof o.llmCache === 'string') return o.llmCache;
  return defaultLlmCacheDir(storeDirOf(o.db));
}

/** The folder a store file lives in (or the folder given), where its caches go. */
function storeDirOf(db: string | undefined): string {
  const path = resolve(db ?? '.');
  try {
    if (statSync(path).isDirectory()) return path;
  } catch {
    // a store that does not exist yet is a file to be created
  }
  return dirname(path);
}

/**
 * An embedder for an OpenAI-compatible /v1/embeddings model, its vectors cached on disk beside the
 * store (`.nuggetindex-cache/embeddings`; none with `cache: false`). The endpoint comes from `baseUrl`,
 * else NUGGETINDEX_LLM_BASE_URL, else the default; the key from the environment.
 */
export function endpointEmbedder(
  model: string,
  o: { db: string; baseUrl?: string; concurrency?: number; timeoutMs?: number; cache?: boolean; signal?: AbortSignal },
): EndpointEmbedder {
  const client = new OpenAiCompatibleClient({
    baseUrl: o.baseUrl ?? process.env.NUGGETINDEX_LLM_BASE_URL ?? DEFAULT_LLM_BASE_URL,
    model,
    apiKey: apiKeyFromEnv(),
    ...(o.concurrency ? { concurrency: o.concurrency } : {}),
    ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
  });
  return new EndpointEmbedder(client, o.cache === false ? {} : { cache: new FileEmbeddingCache(defaultEmbeddingCacheDir(storeDirOf(o.db)), model) });
}

/** For a store whose vectors came from an endpoint model: the embedder to ask for query vectors. */
export function storeEmbedderFor(db: string): (id: string) => Embedder {
  return (id) => endpointEmbedder(id, { db });
}

/**
 * The extractor the options ask for: an LlmExtractor whose requests `signal` cancels (Ctrl-C), or
 * undefined for `rules` — the index's default, the rule-based extractor over the store's schema.
 */
export function extractorFrom(o: ExtractorCliOptions, schema: PredicateSchema, signal: AbortSignal): Extractor | undefined {
  if (o.extractor === 'patterns') return new RuleBasedExtractor(schema, { reader: false });
  if (o.extractor !== 'llm') return undefined;
  const client = llmClientFrom(o, signal);
  const cache = llmCacheFrom(o);
  return new LlmExtractor({ client, schema, ...(cache ? { cache } : {}), windowChars: o.llmWindow ?? DEFAULT_LLM_WINDOW_CHARS });
}

/** The endpoint options a command parsed (see llmEndpointOptions). */
export type LlmEndpointCliOptions = Pick<ExtractorCliOptions, 'llmBaseUrl' | 'llmModel' | 'llmConcurrency' | 'llmTimeout' | 'llmCache' | 'db'>;

/** The client of the endpoint options, its requests cancelled by `signal` (Ctrl-C). */
export function llmClientFrom(o: LlmEndpointCliOptions, signal: AbortSignal, need = '--extractor llm'): OpenAiCompatibleClient {
  const model = requireModel(o.llmModel, need);
  let url: URL;
  try {
    url = new URL(o.llmBaseUrl);
  } catch {
    throw new NuggetIndexError('INVALID_INPUT', `--llm-base-url: "${o.llmBaseUrl}" is not a URL (e.g. ${DEFAULT_LLM_BASE_URL})`, { field: '--llm-base-url' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new NuggetIndexError('INVALID_INPUT', '--llm-base-url: must be an http:// or https:// URL', { field: '--llm-base-url' });
  return new OpenAiCompatibleClient({
    baseUrl: o.llmBaseUrl,
    model,
    apiKey: apiKeyFromEnv(),
    concurrency: o.llmConcurrency,
    timeoutMs: o.llmTimeout * 1000,
    signal,
  });
}

/** The answer cache of the endpoint options, or undefined for --no-llm-cache. */
export function llmCacheFrom(o: Pick<ExtractorCliOptions, 'llmCache' | 'db'>): FileLlmCache | undefined {
  const dir = cacheDir(o);
  return dir === null ? undefined : new FileLlmCache(dir);
}

export function priceFrom(model: string, o: { priceIn?: number; priceOut?: number }): PriceQuote {
  return priceOf(model, { ...(o.priceIn !== undefined ? { input: o.priceIn } : {}), ...(o.priceOut !== undefined ? { output: o.priceOut } : {}) });
}

export function priceText(model: string, q: PriceQuote): string {
  if (q.from === 'unknown') return `no price known for ${model}`;
  return `${model} at $${q.price.input} / $${q.price.output} per 1M input / output tokens${q.from === 'override' ? ' (given)' : ''}`;
}

export const n = (x: number) => x.toLocaleString('en-US');

/**
 * The end-of-run line of an LLM ingest (null for other extractors): windows, requests, cache hits,
 * tokens, cost, and what was rejected.
 */
export function llmRunSummary(extractor: Extractor | undefined, o: { priceIn?: number; priceOut?: number }): string | null {
  if (!(extractor instanceof LlmExtractor)) return null;
  const s = extractor.stats;
  const model = extractor.client.model;
  const quote = priceFrom(model, o);
  const retries = extractor.client instanceof OpenAiCompatibleClient ? extractor.client.totals.retries : 0;
  const corrupt = extractor.cache instanceof FileLlmCache ? extractor.cache.corrupt : 0;
  const count = (k: number, one: string, many: string, rest: string) => (k > 0 ? `${n(k)} ${k === 1 ? one : many} ${rest}` : '');
  const problems = [
    count(s.malformed, 'answer', 'answers', 'that could not be read'),
    count(s.unverifiedQuotes, 'statement', 'statements', 'quoting text not in its window'),
    count(s.contextOnly, 'statement', 'statements', 'quoting only the context before its window'),
    count(s.offSchema, 'statement', 'statements', 'with a predicate not in the schema'),
    count(s.invalidStatements, 'statement', 'statements', 'missing a field'),
    count(corrupt, 'corrupt cache entry', 'corrupt cache entries', 'replaced'),
    count(s.cacheErrors, 'answer', 'answers', 'not cached (the cache write failed)'),
  ].filter((p) => p !== '');
  return (
    `llm ${model} (${PROMPT_VERSION}): ${n(s.windows)} windows, ${n(s.requested)} requests` +
    (retries > 0 ? ` (+${n(retries)} retries)` : '') +
    `, ${n(s.cacheHits)} from cache; ${n(s.spent.promptTokens)} input + ${n(s.spent.completionTokens)} output tokens, ` +
    `${formatCost(costUsd(s.spent, quote.price), quote.from)}` +
    (s.cacheHits > 0 && quote.from !== 'unknown' ? `; the cache saved ${formatCost(costUsd(s.saved, quote.price), quote.from)}` : '') +
    (problems.length > 0 ? `; rejected: ${problems.join(', ')}` : '') +
    '.'
  );
}
