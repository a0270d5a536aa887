// A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol and replays
// recorded answers (test/fixtures/llm/*.json), so the LLM client, extractor and CLI are tested over a
// socket with no network. It records every request it gets (headers, body, how many were in flight)
// for assertions about authentication, model, structured output and the concurrency bound.
//
// A fixture lists exchanges; an exchange answers requests whose last user message contains its
// `when` text, with its replies in order (the last one repeats). A reply is a built completion
// (`content`: an object is sent as JSON text, a string as is), a recorded `body` sent verbatim, an
// HTTP error (`status`, `headers`), and may be slow (`delayMs`) or never come (`hang`).

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Reply {
  /** HTTP status, default 200. */
  status?: number;
  headers?: Record<string, string>;
  /** The assistant's message: objects are JSON-stringified, strings sent as they are. */
  content?: unknown;
  /** A whole response body (a recorded completion or error): objects as JSON, strings verbatim. Wins over `content`. */
  body?: unknown;
  /** Usage to report; default chars/4 of the request's messages and of the content. `null` omits usage. */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  finishReason?: string;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** Never answer (the client times out or aborts, or the server closes). */
  hang?: boolean;
}

export interface Exchange {
  /** Text the last user message contains, e.g. "<passage>\nAcme Corp. is headquartered in Boston." (a window's opening). */
  when: string;
  replies: Reply[];
}

export interface Fixture {
  description?: string;
  exchanges: Exchange[];
  /** The reply to a request no exchange matches; default: no statements. */
  fallback?: Reply;
  /**
   * Replies to /v1/embeddings requests, in order (errors, malformed bodies); once they are used up,
   * each input gets the stand-in model's vector (see `standInEmbedding`).
   */
  embeddings?: Reply[];
}

/** Dimensions of the stand-in embedding model's vectors. */
export const STAND_IN_DIMENSIONS = 64;

/**
 * The stand-in embedding model: each lower-cased word hashed into one of 64 dimensions, so texts
 * sharing words are close, deterministically, with no model weights.
 */
export function standInEmbedding(text: string): number[] {
  const v = new Array<number>(STAND_IN_DIMENSIONS).fill(0);
  for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let h = 7;
    for (let i = 0; i < w.length; i++) h = (h * 31 + w.charCodeAt(i)) >>> 0;
    v[h % STAND_IN_DIMENSIONS]! += 1;
  }
  return v;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (undefined when it did not parse). */
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown; temperature?: number } | undefined;
  /** The last user message's text. */
  user: string;
  /** Requests in flight when this one arrived, itself included. */
  inFlight: number;
}

const fixturesDir = fileURLToPath(new URL('../fixtures/llm/', import.meta.url));

/** Reads test/fixtures/llm/<name>.json. */
export function loadFixture(name: string): Fixture {
  return JSON.parse(readFileSync(`${fixturesDir}${name}.json`, 'utf8')) as Fixture;
}

/** The path of a file in test/fixtures/llm/. */
export function fixturePath(file: string): string {
  return `${fixturesDir}${file}`;
}

export class OpenAiTestServer {
  readonly requests: RecordedRequest[] = [];
  /** The most requests that were ever in flight at once. */
  maxInFlight = 0;
  private inFlight = 0;
  private exchanges: Exchange[] = [];
  private fallback: Reply = { content: { statements: [] } };
  private served = new Map<Exchange, number>();
  private embeddingReplies: Reply[] = [];
  private embeddingServed = 0;
  private listeners: ((r: RecordedRequest) => void)[] = [];

  private constructor(
    private readonly server: Server,
    fixtures: Fixture[],
  ) {
    this.load(...fixtures);
  }

  /** Starts a server on an ephemeral port of 127.0.0.1. */
  static async start(...fixtures: Fixture[]): Promise<OpenAiTestServer> {
    const server = createServer();
    const self = new OpenAiTestServer(server, fixtures);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void self.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return self;
  }

  /** The API root to give a client, e.g. http://127.0.0.1:41234/v1. */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** Replaces the recordings (later fixtures' exchanges after earlier ones) and restarts every sequence. */
  load(...fixtures: Fixture[]): void {
    this.exchanges = fixtures.flatMap((f) => f.exchanges);
    this.fallback = fixtures.find((f) => f.fallback)?.fallback ?? { content: { statements: [] } };
    this.embeddingReplies = fixtures.flatMap((f) => f.embeddings ?? []);
    this.embeddingServed = 0;
    this.served.clear();
  }

  /** Forgets the recorded requests and restarts every reply sequence. */
  reset(): void {
    this.requests.length = 0;
    this.maxInFlight = 0;
    this.served.clear();
    this.embeddingServed = 0;
  }

  /** Resolves with the first request (from now on) whose user message contains `text`. */
  waitForRequest(text: string): Promise<RecordedRequest> {
    return new Promise((resolve) => {
      const listener = (r: RecordedRequest) => {
        if (!r.user.includes(text)) return;
        this.listeners = this.listeners.filter((l) => l !== listener);
        resolve(r);
      };
      this.listeners.push(listener);
    });
  }

  /** Stops listening and drops open connections (hanging requests included). */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** POST /v1/embeddings: the next recorded reply, else the stand-in model's vectors, as OpenAI sends them. */
  private async embed(res: ServerResponse, body: { model?: unknown; input?: unknown } | undefined): Promise<void> {
    const input = typeof body?.input === 'string' ? [body.input] : body?.input;
    if (!body || typeof body.model !== 'string' || !Array.isArray(input) || !input.every((t) => typeof t === 'string')) {
      return send(res, 400, {}, { error: { message: "'input' must be a string or an array of strings, with a 'model'.", type: 'invalid_request_error' } });
    }
    const reply = this.embeddingReplies[this.embeddingServed++] ?? {};
    const texts = input as string[];
    await replyWith(res, reply, () => ({
      object: 'list',
      data: texts.map((t, index) => ({ object: 'embedding', index, embedding: standInEmbedding(t) })),
      model: body.model,
      usage: { prompt_tokens: texts.reduce((n, t) => n + Math.ceil(t.length / 4), 0), total_tokens: texts.reduce((n, t) => n + Math.ceil(t.length / 4), 0) },
    }));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.on('close', () => {
      this.inFlight--;
    });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: RecordedRequest['body'];
    try {
      body = JSON.parse(raw) as RecordedRequest['body'];
    } catch {
      body = undefined;
    }
    const user = [...(body?.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
    const record: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, user, inFlight: this.inFlight };
    this.requests.push(record);
    for (const l of [...this.listeners]) l(record);

    if (req.method === 'POST' && req.url === '/v1/embeddings') return this.embed(res, body as { model?: unknown; input?: unknown } | undefined);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return send(res, 404, {}, { error: { message: `Unknown request URL: ${req.method} ${req.url}`, type: 'invalid_request_error', code: 'unknown_url' } });
    }
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return send(
        res,
        400,
        {},
        { error: { message: "We could not parse the JSON body of your request, or it lacks 'model' and 'messages'.", type: 'invalid_request_error' } },
      );
    }
    const exchange = this.exchanges.find((e) => user.includes(e.when));
    let reply = this.fallback;
    if (exchange) {
      const n = this.served.get(exchange) ?? 0;
      this.served.set(exchange, n + 1);
      reply = exchange.replies[Math.min(n, exchange.replies.length - 1)]!;
    }
    if (reply.hang) return; // the socket stays open until the client gives up or the server closes
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    const status = reply.status ?? 200;
    if (reply.body !== undefined) return send(res, status, reply.headers ?? {}, reply.body);
    if (status !== 200) return send(res, status, reply.headers ?? {}, { error: { message: `HTTP ${status}`, type: 'server_error' } });
    send(res, 200, reply.headers ?? {}, completion(body.model, body.messages, reply));
  }
}

let sequence = 0;

async function replyWith(res: ServerResponse, reply: Reply, ok: () => unknown): Promise<void> {
  if (reply.hang) return;
  if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
  if (res.destroyed) return;
  const status = reply.status ?? 200;
  if (reply.body !== undefined) return send(res, status, reply.headers ?? {}, reply.body);
  if (status !== 200) return send(res, status, reply.headers ?? {}, { error: { message: `HTTP ${status}`, type: 'server_error' } });
  send(res, 200, reply.headers ?? {}, ok());
}

function completion(model: string, messages: { content: string }[], reply: Reply): unknown {
  const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content ?? { statements: [] });
  const usage =
    reply.usage === null
      ? undefined
      : (reply.usage ?? {
          prompt_tokens: messages.reduce((n, m) => n + Math.ceil(m.content.length / 4), 0),
          completion_tokens: Math.ceil(content.length / 4),
        });
  return {
    id: `chatcmpl-test${String(++sequence).padStart(6, '0')}`,
    object: 'chat.completion',
    created: 1732220000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: reply.finishReason ?? 'stop' }],
    ...(usage ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } : {}),
    system_fingerprint: 'fp_replay',
  };
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
  res.end(text);
}
