// Shared by the server tests: a SQLite store built from the demo corpus in a temp dir, a real
// server over it on 127.0.0.1 (port 0), the CLI run as a child process, and small fetch helpers.

import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openIndex, type StoreOptions } from '../../src/cli/common.js';
import { readCorpus } from '../../src/io/corpus.js';
import { startServer, type RunningServer, type ServeOptions } from '../../src/server/serve.js';
import type { NuggetIndex } from '../../src/nugget-index.js';
export { cli } from '../support/cli.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const corpus = join(root, 'examples/demo/corpus.jsonl');
export const aliases = join(root, 'examples/demo/aliases.yaml');

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'ni-server-'));
}

/** The store options every test uses (the demo's aliases, as the CLI tests pass them). */
export function storeOf(db: string): StoreOptions {
  return { db, aliases: [aliases] };
}

/** A SQLite store at `db` holding the demo corpus. */
export async function buildDemoStore(db: string): Promise<void> {
  const ni = await openIndex(storeOf(db), true);
  try {
    for (const doc of readCorpus(corpus).documents) await ni.ingest(doc);
  } finally {
    await ni.close();
  }
}

export interface TestServer extends RunningServer {
  index: NuggetIndex;
}

/** A real server on 127.0.0.1 over the store at `db`, opened the way `nuggetindex serve` opens it. */
export async function serveStore(db: string, options: Partial<ServeOptions> = {}): Promise<TestServer> {
  const index = await openIndex(storeOf(db), options.allowWrites ?? false);
  const running = await startServer({ index, allowWrites: false, webRoot: null, port: 0, log: () => undefined, ...options });
  return { ...running, index };
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** GET (or any method) and parse the JSON answer. */
export async function call<T = unknown>(base: string, path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const r = await fetch(new URL(path, base), init);
  const text = await r.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: r.status, headers: r.headers, body: body as T };
}

/** POST a JSON body. */
export function post<T = unknown>(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return call<T>(base, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface ErrorBody {
  error: { code: string; message: string; field: string | null };
}

/** Asserts a JSON error answer with this status, code and field, and no stack trace in it. */
export function assertError(a: Answer, status: number, code: string, field?: string | null): void {
  assert.equal(a.status, status, JSON.stringify(a.body));
  assert.match(a.headers.get('content-type') ?? '', /^application\/json/);
  const e = (a.body as ErrorBody).error;
  assert.equal(e.code, code, JSON.stringify(a.body));
  if (field !== undefined) assert.equal(e.field, field, JSON.stringify(a.body));
  assert.ok(typeof e.message === 'string' && e.message.length > 0);
  assert.doesNotMatch(JSON.stringify(a.body), /\n\s+at |\.ts:\d+/, 'no stack trace in an error answer');
}
