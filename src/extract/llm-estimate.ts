// What an LLM ingest of a corpus would cost, without sending anything (`estimate-cost`): the same
// windows (`llmWindows`) and the same messages (`stage1Messages`) ingest with the LLM extractor
// sends, minus those already in the answer cache or repeated, in estimated tokens and list-price USD.

import type { LlmCache } from '../llm/cache.js';
import { expectedAnswerTokens, PROMPT_VERSION, Stage1Prompt } from '../llm/stage1.js';
import { costUsd, estimateRequestTokens, type ModelPrice, type PriceQuote } from '../llm/usage.js';
import { toSourceDocument, type DocumentInput } from '../model/document.js';
import type { PredicateSchema } from '../model/schema.js';
import { llmWindows, stage1Messages, windowCacheKey } from './llm.js';

export interface CostEstimateOptions {
  model: string;
  schema: PredicateSchema;
  /** The most characters of a window (as the extractor's `windowChars`). */
  windowChars: number;
  price: PriceQuote;
  /** Windows whose answer this cache holds cost nothing. */
  cache?: LlmCache;
  /** Where that cache lives, echoed in the estimate. */
  cacheDir?: string;
}

/** What `estimate-cost` reports. */
export interface CostEstimate {
  model: string;
  promptVersion: string;
  documents: number;
  windowChars: number;
  /** Windows worth a request (a window without a letter is not sent). */
  windows: number;
  /** Windows whose answer is already in the cache (no request, no cost). */
  cached: number;
  /** Windows identical to an earlier one (same text, context, title and date): asked once, then answered by the cache. */
  repeated: number;
  /** Requests ingest would send: the windows neither cached nor repeated. */
  toAsk: number;
  /** Estimated tokens of the windows to ask. */
  inputTokens: number;
  outputTokens: number;
  /** Estimated input tokens of one request's fixed part (system prompt and answer schema). */
  systemTokens: number;
  usd: number;
  price: ModelPrice & { from: PriceQuote['from'] };
  cacheDir: string | null;
}

/**
 * Counts windows, requests and estimated tokens for documents (JSONL lines as read), as ingest with
 * the LLM extractor would send them.
 *
 * @example const e = await estimateLlmCost(docs, { model: 'gpt-4o-mini', schema: defaultSchema(), windowChars: 3000, price: priceOf('gpt-4o-mini') })
 */
export async function estimateLlmCost(documents: Iterable<DocumentInput>, o: CostEstimateOptions): Promise<CostEstimate> {
  const prompt = new Stage1Prompt(o.schema);
  const systemTokens = estimateRequestTokens([{ content: prompt.system }], prompt.jsonSchema);
  const e = { documents: 0, windows: 0, cached: 0, repeated: 0, toAsk: 0, inputTokens: 0, outputTokens: 0 };
  // The system message and schema are the same for every window: the user message tells requests apart.
  const seen = new Set<string>();
  for (const input of documents) {
    e.documents++;
    const d = toSourceDocument(input, 0, 'global');
    for (const window of llmWindows(d.text, o.windowChars)) {
      const messages = stage1Messages(prompt, d, window);
      if (!messages) continue;
      e.windows++;
      const user = messages[messages.length - 1]!.content;
      if (seen.has(user)) {
        e.repeated++;
        continue;
      }
      seen.add(user);
      if (o.cache && (await o.cache.get(await windowCacheKey(o.model, prompt, messages)))) {
        e.cached++;
        continue;
      }
      e.toAsk++;
      e.inputTokens += estimateRequestTokens(messages, prompt.jsonSchema);
      e.outputTokens += expectedAnswerTokens(window.sentence.text);
    }
  }
  const usd = costUsd({ promptTokens: e.inputTokens, completionTokens: e.outputTokens }, o.price.price);
  return {
    model: o.model,
    promptVersion: PROMPT_VERSION,
    windowChars: o.windowChars,
    ...e,
    systemTokens,
    usd,
    price: { ...o.price.price, from: o.price.from },
    cacheDir: o.cacheDir ?? null,
  };
}
