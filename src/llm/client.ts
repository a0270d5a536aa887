// One client for any OpenAI-compatible chat-completions endpoint (OpenAI, OpenRouter, vLLM, a
// llama.cpp server, Ollama's /v1): structured output through a strict JSON schema, a bounded number
// of requests in flight, retries with backoff on rate limits, server errors, timeouts and network
// errors, cancellation through an AbortSignal, and per-run token totals. Web standards only (fetch,
// AbortController, setTimeout), so it runs in browsers too.

import { NuggetIndexError } from '../model/errors.js';
import { RunCancellation, sleep } from './abort.js';
import { defaultRetryPolicy, isRetryableStatus, parseRetryAfter, retryDelay, type RetryPolicy } from './retry.js';
import { Semaphore } from './semaphore.js';
import { estimateTokens, type TokenUsage } from './usage.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Structured output: the answer must follow this JSON schema (sent with `strict: true`). */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
}

export interface ChatAnswer {
  /** The assistant message's text ('' when the model sent none, e.g. a refusal). */
  content: string;
  usage: TokenUsage;
  /** False when the endpoint reported no `usage` and the tokens are a chars/4 estimate. */
  usageReported: boolean;
  /** "stop", "length" (cut off at the token limit), …, or null when not reported. */
  finishReason: string | null;
}

/** What an extractor needs from a chat endpoint; the test doubles implement this too. */
export interface ChatClient {
  readonly model: string;
  chat(request: ChatRequest): Promise<ChatAnswer>;
}

export interface LlmClientOptions extends Partial<RetryPolicy> {
  /** The API root, e.g. "https://api.openai.com/v1" or "http://127.0.0.1:8080/v1"; `/chat/completions` is appended. */
  baseUrl: string;
  /** Model id as the endpoint knows it ("gpt-4o-mini", "llama3.1:8b", "openai/gpt-4o-mini"). */
  model: string;
  /** Sent as a Bearer token when given; never logged or put in an error message. */
  apiKey?: string;
  /** Requests in flight at once, 1–64. Default 4. */
  concurrency?: number;
  /** Per-attempt limit on waiting for the whole answer, in ms (≥ 1). Default 60 000. */
  timeoutMs?: number;
  /** Sampling temperature; default 0 (the most repeatable answers). Dropped if the endpoint refuses it. */
  temperature?: number;
  /** Aborting it rejects every queued and in-flight request of the run with an AbortError. */
  signal?: AbortSignal;
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch;
  /** Jitter source in [0, 1); default Math.random. */
  random?: () => number;
}

export const defaultLlmClientOptions = { concurrency: 4, timeoutMs: 60_000, temperature: 0, ...defaultRetryPolicy } as const;

/** Counts of one run, for the end-of-run report. */
export interface LlmRunTotals extends TokenUsage {
  /** HTTP requests sent, retries included. */
  requests: number;
  /** Requests repeated after a retryable failure. */
  retries: number;
  /** Answers received. */
  answers: number;
  /** Answers whose endpoint reported no usage (their tokens are estimates). */
  estimatedUsage: number;
}

/** Optional request fields an endpoint may refuse with HTTP 400; each is dropped once if it does. */
const OPTIONAL_FIELDS = ['response_format', 'temperature'] as const;
type OptionalField = (typeof OPTIONAL_FIELDS)[number];

type Attempt<T> = { answer: T } | { retry: string; retryAfterMs: number | null } | { drop: OptionalField };

/**
 * @example
 * const client = new OpenAiCompatibleClient({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'qwen2.5-7b-instruct' });
 * const answer = await client.chat({ messages: [{ role: 'user', content: 'Say hi as JSON.' }] });
 */
export class OpenAiCompatibleClient implements ChatClient {
  readonly model: string;
  /** The URL requests go to. */
  readonly endpoint: string;
  private readonly apiKey: string | undefined;
  private readonly timeoutMs: number;
  private readonly temperature: number;
  private readonly policy: RetryPolicy;
  private readonly semaphore: Semaphore;
  private readonly run: RunCancellation;
  private readonly fetch: typeof fetch;
  private readonly random: () => number;
  /** Optional fields this endpoint refused; not sent again in this run. */
  private readonly refused = new Set<OptionalField>();
  private readonly counts: LlmRunTotals = { requests: 0, retries: 0, answers: 0, estimatedUsage: 0, promptTokens: 0, completionTokens: 0 };

  constructor(options: LlmClientOptions) {
    const o = { ...defaultLlmClientOptions, ...stripUndefined(options) };
    this.endpoint = `${validateBaseUrl(o.baseUrl)}/chat/completions`;
    if (typeof o.model !== 'string' || o.model.trim() === '') throw invalid('model', o.model, 'must be a non-empty model id');
    this.model = o.model.trim();
    this.apiKey = o.apiKey === undefined || o.apiKey === '' ? undefined : o.apiKey;
    this.timeoutMs = checkNumber('timeoutMs', o.timeoutMs, 1, 3_600_000);
    this.temperature = checkNumber('temperature', o.temperature, 0, 2);
    this.policy = {
      maxRetries: checkInt('maxRetries', o.maxRetries, 0, 20),
      backoffMs: checkNumber('backoffMs', o.backoffMs, 0, 600_000),
      maxBackoffMs: checkNumber('maxBackoffMs', o.maxBackoffMs, 0, 3_600_000),
      maxRetryAfterMs: checkNumber('maxRetryAfterMs', o.maxRetryAfterMs, 0, 3_600_000),
    };
    this.semaphore = new Semaphore(checkInt('concurrency', o.concurrency, 1, 64));
    this.run = new RunCancellation(o.signal);
    this.fetch = o.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.random = o.random ?? Math.random;
  }

  /** Totals of this client's run so far. */
  get totals(): Readonly<LlmRunTotals> {
    return { ...this.counts };
  }

  /**
   * Sends one chat completion, waiting for a free slot first. Rejects with a NuggetIndexError when
   * the endpoint refuses the request or keeps failing, and with an AbortError when the run aborts.
   */
  chat(request: ChatRequest): Promise<ChatAnswer> {
    return this.send(
      this.endpoint,
      () => this.body(request),
      (text) => this.answer(text, request),
      (text) => OPTIONAL_FIELDS.find((f) => !this.refused.has(f) && this.sent(f, request) && text.includes(f)),
    );
  }

  /**
   * One embeddings request (`/embeddings` of the same API root, this client's model): a vector per
   * text, in order. Retried, bounded and cancelled like `chat`; a reply without one vector of one
   * length per text is refused.
   */
  embeddings(texts: readonly string[]): Promise<number[][]> {
    const url = this.endpoint.replace(/\/chat\/completions$/, '/embeddings');
    return this.send(
      url,
      () => JSON.stringify({ model: this.model, input: texts }),
      (text) => this.vectors(text, texts, url),
    );
  }

  /** The retry loop around one request: a free slot, attempts with backoff, dropped optional fields. */
  private async send<T>(
    url: string,
    body: () => string,
    read: (text: string) => Attempt<T>,
    refusedField: (text: string) => OptionalField | undefined = () => undefined,
  ): Promise<T> {
    const release = await this.semaphore.acquire(this.run);
    try {
      let retries = 0;
      for (;;) {
        const outcome = await this.attempt(url, body(), read, refusedField);
        if ('answer' in outcome) return outcome.answer;
        if ('drop' in outcome) {
          this.refused.add(outcome.drop);
          continue;
        }
        if (retries >= this.policy.maxRetries) {
          throw new NuggetIndexError('STORE_ERROR', `LLM endpoint ${url} failed after ${retries + 1} attempts: ${outcome.retry}`, {
            field: 'llm',
            value: url,
          });
        }
        retries++;
        this.counts.retries++;
        await sleep(retryDelay(retries, this.policy, outcome.retryAfterMs, this.random), this.run);
      }
    } finally {
      release();
    }
  }

  private body(request: ChatRequest): string {
    const body: Record<string, unknown> = { model: this.model, messages: request.messages };
    if (!this.refused.has('temperature')) body.temperature = this.temperature;
    if (request.jsonSchema && !this.refused.has('response_format')) {
      body.response_format = { type: 'json_schema', json_schema: { name: request.jsonSchema.name, schema: request.jsonSchema.schema, strict: true } };
    }
    return JSON.stringify(body);
  }

  /** One HTTP request under the per-attempt timeout. */
  private async attempt<T>(
    url: string,
    body: string,
    read: (text: string) => Attempt<T>,
    refusedField: (text: string) => OptionalField | undefined,
  ): Promise<Attempt<T>> {
    this.run.check();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('LLM request timed out', 'TimeoutError'));
    }, this.timeoutMs);
    const off = this.run.onAbort((reason) => controller.abort(reason));
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.apiKey !== undefined) headers.authorization = `Bearer ${this.apiKey}`;
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      this.counts.requests++;
      const response = await this.fetch(url, { method: 'POST', headers, body, signal: controller.signal });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      text = await response.text();
    } catch (e) {
      if (this.run.aborted) throw this.run.reason;
      if (timedOut) return { retry: `no complete answer within ${this.timeoutMs} ms`, retryAfterMs: null };
      return { retry: `network error (${networkCause(e)})`, retryAfterMs: null };
    } finally {
      clearTimeout(timer);
      off();
    }

    if (status >= 200 && status < 300) return read(text);
    const said = `HTTP ${status}: ${this.excerpt(text)}`;
    if (status === 400) {
      const drop = refusedField(text);
      if (drop) return { drop };
    }
    if (isRetryableStatus(status)) return { retry: said, retryAfterMs: parseRetryAfter(retryAfter, Date.now()) };
    const hint =
      status === 401 || status === 403 ? ' (check the API key)' : status === 404 ? ' (check the base URL, which usually ends in /v1, and the model id)' : '';
    throw new NuggetIndexError('INVALID_INPUT', `LLM endpoint ${url} refused the request, ${said}${hint}`, { field: 'llm', value: url });
  }

  /** Reads a 2xx embeddings body: `data[i].embedding` for each input, by `index`. */
  private vectors(text: string, texts: readonly string[], url: string): Attempt<number[][]> {
    const refuse = (why: string): never => {
      throw new NuggetIndexError('STORE_ERROR', `embeddings endpoint ${url} answered ${why}: ${this.excerpt(text)}`, { field: 'llm', value: url });
    };
    let body: { data?: { embedding?: unknown; index?: unknown }[]; usage?: { prompt_tokens?: unknown }; error?: unknown };
    try {
      body = (JSON.parse(text) ?? {}) as typeof body;
    } catch {
      return refuse('with something that is not JSON');
    }
    if (!Array.isArray(body.data)) {
      if (body.error !== undefined) return { retry: `upstream error: ${this.excerpt(JSON.stringify(body.error))}`, retryAfterMs: null };
      return refuse('without data');
    }
    if (body.data.length !== texts.length) refuse(`${body.data.length} vectors for ${texts.length} texts`);
    const out: number[][] = new Array(texts.length);
    body.data.forEach((d, i) => {
      const at = typeof d.index === 'number' ? d.index : i;
      const v = d.embedding;
      if (!Array.isArray(v) || v.length === 0 || !v.every((x) => typeof x === 'number' && Number.isFinite(x)))
        refuse(`a vector that is not a list of numbers (item ${i})`);
      if (at < 0 || at >= texts.length || out[at] !== undefined) refuse(`a bad index ${at} (item ${i})`);
      out[at] = v as number[];
    });
    if (!out.every((v) => v.length === out[0]!.length)) refuse('vectors of different lengths');
    const p = body.usage?.prompt_tokens;
    const reported = typeof p === 'number';
    this.counts.answers++;
    if (!reported) this.counts.estimatedUsage++;
    this.counts.promptTokens += reported ? p : texts.reduce((n, t) => n + estimateTokens(t), 0);
    return { answer: out };
  }

  private sent(field: OptionalField, request: ChatRequest): boolean {
    return field === 'temperature' || request.jsonSchema !== undefined;
  }

  /** Reads a 2xx body: a chat completion, or an upstream error some gateways send with status 200. */
  private answer(text: string, request: ChatRequest): Attempt<ChatAnswer> {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new NuggetIndexError('STORE_ERROR', `LLM endpoint ${this.endpoint} answered with something that is not a chat completion: ${this.excerpt(text)}`, {
        field: 'llm',
        value: this.endpoint,
      });
    }
    const b = (body ?? {}) as {
      error?: unknown;
      choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
      usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
    };
    const choice = Array.isArray(b.choices) ? b.choices[0] : undefined;
    if (!choice) {
      if (b.error !== undefined) return { retry: `upstream error: ${this.excerpt(JSON.stringify(b.error))}`, retryAfterMs: null };
      throw new NuggetIndexError('STORE_ERROR', `LLM endpoint ${this.endpoint} answered without choices: ${this.excerpt(text)}`, {
        field: 'llm',
        value: this.endpoint,
      });
    }
    const content = typeof choice.message?.content === 'string' ? choice.message.content : '';
    const p = b.usage?.prompt_tokens;
    const c = b.usage?.completion_tokens;
    const reported = typeof p === 'number' && typeof c === 'number';
    const usage: TokenUsage = reported
      ? { promptTokens: p, completionTokens: c }
      : { promptTokens: request.messages.reduce((n, m) => n + estimateTokens(m.content), 0), completionTokens: estimateTokens(content) };
    this.counts.answers++;
    if (!reported) this.counts.estimatedUsage++;
    this.counts.promptTokens += usage.promptTokens;
    this.counts.completionTokens += usage.completionTokens;
    return { answer: { content, usage, usageReported: reported, finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null } };
  }

  /** A short, single-line excerpt of a response body, with the API key masked should a server echo it. */
  private excerpt(text: string): string {
    let s = text.replace(/\s+/g, ' ').trim();
    if (this.apiKey !== undefined) s = s.split(this.apiKey).join('***');
    if (s === '') return '(empty body)';
    return s.length > 200 ? `${s.slice(0, 199)}…` : s;
  }
}

function networkCause(e: unknown): string {
  const cause = (e as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return e instanceof Error ? e.message : String(e);
}

function validateBaseUrl(value: unknown): string {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw invalid('baseUrl', value, 'is not a URL (e.g. http://127.0.0.1:8080/v1)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('baseUrl', value, 'must be an http:// or https:// URL');
  if (url.username !== '' || url.password !== '') throw invalid('baseUrl', '(redacted)', 'must not contain credentials; pass the API key separately');
  return url.href.replace(/\/+$/, '');
}

function checkNumber(field: string, value: number, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) throw invalid(field, value, `must be a number from ${min} to ${max}`);
  return value;
}

function checkInt(field: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw invalid(field, value, `must be an integer from ${min} to ${max}`);
  return value;
}

function invalid(field: string, value: unknown, message: string): NuggetIndexError {
  return new NuggetIndexError('INVALID_INPUT', `${field}: ${JSON.stringify(value)} ${message}`, { field, value });
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
