// One model request whose reply must pass a check: a reply the check refuses is shown back to the
// model with the reason and asked again; when the attempts run out the caller gets the reasons and
// the last raw reply instead of a value, so it can report the failure rather than invent an answer.
// Good replies are cached by content. Shared by every LLM-driven stage after extraction
// (AutoNuggetizer, the answer pipelines).

import { cacheKey, type LlmCache } from './cache.js';
import type { ChatClient, ChatMessage } from './client.js';
import { NuggetIndexError } from '../model/errors.js';
import { addUsage, type TokenUsage } from './usage.js';

/** The model a run talks to. */
export interface CheckedModel {
  client: ChatClient;
  /** Where good answers are kept between runs. Default: none. */
  cache?: LlmCache;
  /** Tries per request, the first included, 1–10. Default 3. */
  attempts?: number;
}

export const DEFAULT_ATTEMPTS = 3;

/** What a run asked, for the end-of-run report and cost line. */
export interface ModelRunStats {
  /** Calls answered by the endpoint (retries included). */
  requests: number;
  /** Calls answered from the cache. */
  cacheHits: number;
  /** Replies refused by their check and asked again or given up on. */
  refusedReplies: number;
  /** Requests that failed after every attempt. */
  failedBatches: number;
  spent: TokenUsage;
}

export function emptyModelStats(): ModelRunStats {
  return { requests: 0, cacheHits: 0, refusedReplies: 0, failedBatches: 0, spent: { promptTokens: 0, completionTokens: 0 } };
}

/** Reads a reply: the value, or why the reply cannot be used (shown to the model on the next attempt). */
export type ReplyCheck<T> = (reply: string) => { value: T } | { reason: string };

/**
 * Asks until `check` accepts a reply. `promptVersion` keys the cache; `again` is what the model is
 * told after a refused reply, following the reason ("Answer again with only the JSON object.").
 * An endpoint that keeps failing (the client's own retries spent) fails this request only; a refused
 * request (bad key, model or URL) or a cancelled run throws.
 */
export async function askChecked<T>(
  model: CheckedModel,
  messages: ChatMessage[],
  check: ReplyCheck<T>,
  stats: ModelRunStats,
  prompt: { version: string; again: string },
): Promise<{ value: T } | { reasons: string[]; reply: string }> {
  const key = model.cache ? await cacheKey({ model: model.client.model, promptVersion: prompt.version, messages }) : '';
  if (model.cache) {
    const hit = await model.cache.get(key).catch(() => null);
    const cached = hit ? check(hit.content) : null;
    if (cached && 'value' in cached) {
      stats.cacheHits++;
      return cached;
    }
  }
  const attempts = Math.max(1, Math.min(10, model.attempts ?? DEFAULT_ATTEMPTS));
  const reasons: string[] = [];
  let conversation = messages;
  let reply = '';
  for (let i = 0; i < attempts; i++) {
    let answer: Awaited<ReturnType<ChatClient['chat']>>;
    try {
      answer = await model.client.chat({ messages: conversation });
    } catch (e) {
      if (!(e instanceof NuggetIndexError) || e.code !== 'STORE_ERROR') throw e;
      reasons.push(e.message);
      stats.failedBatches++;
      return { reasons, reply };
    }
    stats.requests++;
    stats.spent = addUsage(stats.spent, answer.usage);
    reply = answer.content;
    const got = check(reply);
    if ('value' in got) {
      if (model.cache) {
        await model.cache.set(key, { content: reply, model: model.client.model, promptVersion: prompt.version, usage: answer.usage }).catch(() => undefined);
      }
      return got;
    }
    stats.refusedReplies++;
    reasons.push(got.reason);
    // The next attempt shows the model its reply and what was wrong with it.
    conversation = [...messages, { role: 'assistant', content: reply }, { role: 'user', content: `That reply cannot be used: ${got.reason}. ${prompt.again}` }];
  }
  stats.failedBatches++;
  return { reasons, reply };
}
