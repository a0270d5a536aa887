// The LLM answer cache: content-addressed by the SHA-256 of everything that decides an answer
// (model, prompt version, the exact messages and answer schema), so a re-run over the same text
// costs nothing and sends nothing, and any change to the prompt, schema or model misses. The
// contract and an in-memory implementation live here; the on-disk one is src/io/llm-cache.ts.

import type { ChatMessage } from './client.js';
import type { TokenUsage } from './usage.js';

/** Version of a cache entry's layout; entries of another version are misses. */
export const CACHE_FORMAT = 1;

/** One cached answer. */
export interface CachedAnswer {
  /** The assistant's raw text, parsed again on every hit (so parser fixes apply to old entries). */
  content: string;
  model: string;
  promptVersion: string;
  /** What the answer cost when it was asked. */
  usage: TokenUsage;
}

export interface LlmCache {
  /** The answer stored under `key`, or null (absent, unreadable or corrupt: all the same to callers). */
  get(key: string): Promise<CachedAnswer | null>;
  /** Stores an answer; an existing entry is replaced. A reader never sees a half-written entry. */
  set(key: string, answer: CachedAnswer): Promise<void>;
}

/** What a cache key is computed from. */
export interface CacheKeyParts {
  model: string;
  promptVersion: string;
  messages: readonly ChatMessage[];
  /** The structured-output schema sent with the request, if any. */
  jsonSchema?: unknown;
}

/**
 * The cache key: hex SHA-256 (Web Crypto, so Node and browsers agree) of the parts as JSON.
 *
 * @example await cacheKey({ model: 'gpt-4o-mini', promptVersion: 'stage1@1', messages: [{ role: 'user', content: 'hi' }] })
 */
export async function cacheKey(parts: CacheKeyParts): Promise<string> {
  const text = JSON.stringify([CACHE_FORMAT, parts.model, parts.promptVersion, parts.messages.map((m) => [m.role, m.content]), parts.jsonSchema ?? null]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stored form of an entry: the answer plus what it answers, so an entry can be checked. */
export function serializeEntry(key: string, answer: CachedAnswer, createdAt: Date): string {
  return JSON.stringify({ format: CACHE_FORMAT, key, createdAt: createdAt.toISOString(), ...answer }) + '\n';
}

/** Reads a stored entry back; null when it is not a complete entry for `key` (corrupt, truncated, other format). */
export function parseEntry(text: string, key: string): CachedAnswer | null {
  let e: unknown;
  try {
    e = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof e !== 'object' || e === null) return null;
  const r = e as Record<string, unknown>;
  const usage = r.usage as Record<string, unknown> | undefined;
  if (r.format !== CACHE_FORMAT || r.key !== key || typeof r.content !== 'string' || typeof r.model !== 'string' || typeof r.promptVersion !== 'string')
    return null;
  if (typeof usage?.promptTokens !== 'number' || typeof usage.completionTokens !== 'number') return null;
  return {
    content: r.content,
    model: r.model,
    promptVersion: r.promptVersion,
    usage: { promptTokens: usage.promptTokens, completionTokens: usage.completionTokens },
  };
}

/** A cache that lives as long as the process (tests, browsers, one-off runs). */
export class MemoryLlmCache implements LlmCache {
  private readonly entries = new Map<string, CachedAnswer>();

  async get(key: string): Promise<CachedAnswer | null> {
    const a = this.entries.get(key);
    return a ? { ...a, usage: { ...a.usage } } : null;
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    this.entries.set(key, { ...answer, usage: { ...answer.usage } });
  }

  /** Entries stored. */
  get size(): number {
    return this.entries.size;
  }
}
