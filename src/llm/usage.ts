// Token and cost accounting for LLM runs: tokens as the endpoint reports them (`usage`), a small
// price table by model id, and the rough chars/4 token estimate behind `estimate-cost`.

/** Tokens of one request or of a whole run, as reported by the endpoint's `usage`. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

/** USD per one million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/**
 * List prices of common hosted models (USD per 1M tokens, standard tier, checked 2025-06), matched
 * against the model id with an optional provider prefix ("openai/gpt-4o-mini" on OpenRouter) and an
 * optional date suffix ("gpt-4o-mini-2024-07-18"). More specific ids come first. Prices change:
 * override them with `--price-in` / `--price-out`.
 */
export const PRICE_TABLE: readonly { model: string; price: ModelPrice }[] = [
  { model: 'gpt-4o-mini', price: { input: 0.15, output: 0.6 } },
  { model: 'gpt-4o', price: { input: 2.5, output: 10 } },
  { model: 'gpt-4.1-nano', price: { input: 0.1, output: 0.4 } },
  { model: 'gpt-4.1-mini', price: { input: 0.4, output: 1.6 } },
  { model: 'gpt-4.1', price: { input: 2, output: 8 } },
  { model: 'gpt-5-nano', price: { input: 0.05, output: 0.4 } },
  { model: 'gpt-5-mini', price: { input: 0.25, output: 2 } },
  { model: 'gpt-5', price: { input: 1.25, output: 10 } },
  { model: 'o4-mini', price: { input: 1.1, output: 4.4 } },
  // Embedding models: input only.
  { model: 'text-embedding-3-small', price: { input: 0.02, output: 0 } },
  { model: 'text-embedding-3-large', price: { input: 0.13, output: 0 } },
  { model: 'text-embedding-ada-002', price: { input: 0.1, output: 0 } },
];

/** A price and where it came from; `unknown` prices (local or unlisted models) count as 0. */
export interface PriceQuote {
  price: ModelPrice;
  from: 'table' | 'override' | 'unknown';
}

/**
 * The price of `model`: the override when given (both fields), else the table's entry, else an
 * unknown price of 0 (a local llama.cpp / Ollama / vLLM model costs nothing per token).
 *
 * @example priceOf('openai/gpt-4o-mini').price // { input: 0.15, output: 0.6 }
 */
export function priceOf(model: string, override?: Partial<ModelPrice>): PriceQuote {
  const id = model
    .trim()
    .toLowerCase()
    .replace(/^.*\//, '')
    .replace(/-\d{4}-\d{2}-\d{2}$/, '');
  const listed = PRICE_TABLE.find((p) => p.model === id)?.price;
  if (override?.input !== undefined || override?.output !== undefined) {
    return { price: { input: override.input ?? listed?.input ?? 0, output: override.output ?? listed?.output ?? 0 }, from: 'override' };
  }
  return listed ? { price: listed, from: 'table' } : { price: { input: 0, output: 0 }, from: 'unknown' };
}

/** USD for `usage` at `price`. */
export function costUsd(usage: TokenUsage, price: ModelPrice): number {
  return (usage.promptTokens * price.input + usage.completionTokens * price.output) / 1_000_000;
}

/** What an estimate of an LLM run reports, whichever step it is for (nugget steps, answers). */
export interface RequestEstimate {
  model: string;
  promptVersion: string;
  requests: number;
  inputTokens: number;
  outputTokens: number;
  usd: number;
  price: ModelPrice & { from: PriceQuote['from'] };
}

/** An estimate's counts with their price: the USD they cost at `price`. */
export function priced<T extends Omit<RequestEstimate, 'usd' | 'price'>>(counts: T, price: PriceQuote): T & Pick<RequestEstimate, 'usd' | 'price'> {
  return {
    ...counts,
    usd: costUsd({ promptTokens: counts.inputTokens, completionTokens: counts.outputTokens }, price.price),
    price: { ...price.price, from: price.from },
  };
}

/** The sum of two usages. */
export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { promptTokens: a.promptTokens + b.promptTokens, completionTokens: a.completionTokens + b.completionTokens };
}

/**
 * A rough token count for English text: one token per four characters (OpenAI's rule of thumb;
 * real tokenisers differ by ±25 %, more for non-English text). Used for estimates only; runs report
 * the endpoint's own counts.
 *
 * @example estimateTokens('Acme is headquartered in Boston.') // 8
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Per-message overhead of the chat format (role markers), in tokens. */
export const MESSAGE_OVERHEAD_TOKENS = 4;

/**
 * Estimated input tokens of a chat request: its messages with their overhead, plus the structured
 * output schema when one is sent (endpoints count it as input).
 *
 * @example estimateRequestTokens([{ content: 'Acme is headquartered in Boston.' }]) // 12
 */
export function estimateRequestTokens(messages: readonly { content: string }[], jsonSchema?: unknown): number {
  const schema = jsonSchema === undefined ? 0 : estimateTokens(JSON.stringify(jsonSchema));
  return messages.reduce((n, m) => n + estimateTokens(m.content) + MESSAGE_OVERHEAD_TOKENS, 0) + schema;
}

/**
 * Formats a cost for people: "$0.0123", "$1.32"; an unknown price says so.
 *
 * @example formatCost(0.01234, 'table') // '$0.0123'
 */
export function formatCost(usd: number, from: PriceQuote['from']): string {
  if (from === 'unknown') return '$0 (unknown price: pass --price-in and --price-out for a hosted model)';
  if (usd === 0) return '$0';
  if (usd < 0.0001) return '< $0.0001';
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`;
}
