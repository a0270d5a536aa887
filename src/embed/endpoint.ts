// Embeddings from any OpenAI-compatible /v1/embeddings endpoint (OpenAI, vLLM, Ollama, llama.cpp,
// TEI): texts sent in batches through the project's client (bounded concurrency, retries, cancel),
// each vector cached by (model, text) so a rebuilt dense index costs no second request.

import { contentHash } from '../model/ids.js';
import { NuggetIndexError } from '../model/errors.js';
import type { Embedder } from './embedder.js';

/** What the embedder needs of a client: its model id and one embeddings request. */
export interface EmbeddingsClient {
  readonly model: string;
  embeddings(texts: readonly string[]): Promise<number[][]>;
}

/** Vectors by content key; a cache may forget anything (a miss is just a request). */
export interface EmbeddingCache {
  get(key: string): Float32Array | undefined | Promise<Float32Array | undefined>;
  set(key: string, vector: Float32Array): void | Promise<void>;
}

export class MemoryEmbeddingCache implements EmbeddingCache {
  private readonly vectors = new Map<string, Float32Array>();
  get(key: string): Float32Array | undefined {
    return this.vectors.get(key);
  }
  set(key: string, vector: Float32Array): void {
    this.vectors.set(key, vector);
  }
}

/** The cache key of a text's vector under a model. */
export function embeddingKey(model: string, text: string): string {
  return contentHash('embedding', model, text);
}

export interface EndpointEmbedderOptions {
  /** Texts per request (1–2048). Default 64. */
  batchSize?: number;
  /** The vectors' length when known; otherwise learned from the first reply (see `prepare`). */
  dimensions?: number;
  /** Default: in memory (a file cache in Node: `FileEmbeddingCache` from nuggetindex/node). */
  cache?: EmbeddingCache;
}

/** Requests and cache hits of an embedder's run, for the end-of-run report and `estimate-cost`'s check. */
export interface EmbeddingTotals {
  requests: number;
  texts: number;
  cached: number;
}

export class EndpointEmbedder implements Embedder {
  readonly id: string;
  private dims: number;
  private readonly batchSize: number;
  readonly cache: EmbeddingCache;
  readonly totals: EmbeddingTotals = { requests: 0, texts: 0, cached: 0 };

  constructor(
    private readonly client: EmbeddingsClient,
    options: EndpointEmbedderOptions = {},
  ) {
    this.id = client.model;
    this.batchSize = options.batchSize ?? 64;
    if (!Number.isInteger(this.batchSize) || this.batchSize < 1 || this.batchSize > 2048)
      throw new NuggetIndexError('INVALID_INPUT', `batchSize: must be an integer from 1 to 2048 (got ${options.batchSize})`, { field: 'batchSize' });
    this.dims = options.dimensions ?? 0;
    this.cache = options.cache ?? new MemoryEmbeddingCache();
  }

  /** 0 until known (given, or learned from the first reply). */
  get dimensions(): number {
    return this.dims;
  }

  /** Learns the vectors' length with one (cached) request when it was not given. */
  async prepare(): Promise<void> {
    if (this.dims === 0) await this.embed(['dimensions']);
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const out: (Float32Array | undefined)[] = await Promise.all(texts.map((t) => this.cache.get(embeddingKey(this.id, t))));
    for (const v of out) if (v && this.dims === 0) this.dims = v.length;
    const uncached = texts.filter((_, i) => out[i] === undefined);
    const missing = [...new Set(uncached)];
    this.totals.texts += texts.length;
    this.totals.cached += texts.length - uncached.length;
    const fetched = new Map<string, Float32Array>();
    const batches: string[][] = [];
    for (let i = 0; i < missing.length; i += this.batchSize) batches.push(missing.slice(i, i + this.batchSize));
    // All batches at once: the client's semaphore bounds how many are in flight.
    await Promise.all(
      batches.map(async (batch) => {
        this.totals.requests++;
        const vectors = await this.client.embeddings(batch);
        for (const [i, v] of vectors.entries()) {
          const vector = Float32Array.from(v);
          if (this.dims === 0) this.dims = vector.length;
          if (vector.length !== this.dims)
            throw new NuggetIndexError('STORE_ERROR', `embeddings endpoint: a vector of ${vector.length} dimensions where ${this.id} gave ${this.dims}`, {
              field: 'embedder',
            });
          fetched.set(batch[i]!, vector);
          await this.cache.set(embeddingKey(this.id, batch[i]!), vector);
        }
      }),
    );
    return texts.map((t, i) => out[i] ?? fetched.get(t)!);
  }
}
