// The offline embedder: word vectors learned from the store's own text, so dense retrieval works with
// no model download and no network (issue 21). Positive pointwise mutual information over a ±5-word
// window, reduced by truncated SVD (Levy, Goldberg & Dagan 2015: PPMI with context-distribution
// smoothing and eigenvalue weighting p = 0.5 is as good as word2vec on similarity tasks). A text's
// vector is the SIF-weighted sum of its words' vectors (Arora et al. 2017): rare words count more, names twice.

import { ByteReader, ByteWriter } from '../search/codec.js';
import { tokenize } from '../search/tokenize.js';
import type { TrainableEmbedder } from './embedder.js';
import { truncatedSvd, type SparseRows } from './svd.js';
import { normalise } from './vectors.js';

export const OFFLINE_EMBEDDER_ID = 'offline/ppmi-svd@1';
const FORMAT = 'nuggetindex-offline-embedder/1';

/** The model's shape: dimensions, vocabulary cap, window, and the smoothing constants. */
export const OFFLINE_EMBEDDER = {
  dimensions: 64,
  maxTerms: 10_000,
  minCount: 2,
  window: 5,
  /** Context-distribution smoothing (PMI with P(c)^0.75). */
  contextAlpha: 0.75,
  /** Eigenvalue weighting: vectors are U·Σ^p. */
  eigenPower: 0.5,
  /** SIF weight a / (a + p(w)). */
  sif: 1e-3,
  /**
   * A word the text writes with a capital (a name) counts this many times its SIF weight: a question's
   * subject is what its facts must be about, and without it a text's vector is its topic alone
   * (TimeQA, K = 20: semantic AnswerRecall 0.493 → 0.512, hybrid 0.535 → 0.542; 3 and 6 did no better).
   */
  nameWeight: 2,
  seed: 7,
} as const;

/** Index terms worth a vector: words, not numbers (dates are the filter's business) or single letters. */
function terms(text: string): string[] {
  return tokenize(text).filter((t) => t.length > 1 && !/^\d+$/.test(t));
}

export class OfflineEmbedder implements TrainableEmbedder {
  readonly id = OFFLINE_EMBEDDER_ID;
  readonly trainable = true;
  private readonly index: Map<string, number>;

  /** An untrained embedder knows no words: every text embeds to the zero vector. */
  constructor(
    private readonly vocabulary: readonly string[] = [],
    private readonly vectors: Float32Array = new Float32Array(0),
    private readonly weights: Float32Array = new Float32Array(0),
    readonly dimensions: number = OFFLINE_EMBEDDER.dimensions,
  ) {
    this.index = new Map(vocabulary.map((t, i) => [t, i]));
  }

  /** The number of words with a vector. */
  get terms(): number {
    return this.vocabulary.length;
  }

  get trained(): boolean {
    return this.vocabulary.length > 0;
  }

  /**
   * The model with its unit word vectors rounded to 8 bits (×127), a quarter of the size, for the
   * browser export; `fromQuantized` reads it back (cosines move by about 1%).
   */
  quantized(): { vocabulary: readonly string[]; dimensions: number; vectors: Int8Array; weights: Float32Array } {
    return {
      vocabulary: this.vocabulary,
      dimensions: this.dimensions,
      vectors: Int8Array.from(this.vectors, (x) => Math.round(x * 127)),
      weights: this.weights,
    };
  }

  static fromQuantized(q: { vocabulary: readonly string[]; dimensions: number; vectors: Int8Array; weights: Float32Array }): OfflineEmbedder {
    return new OfflineEmbedder(
      q.vocabulary,
      Float32Array.from(q.vectors, (x) => x / 127),
      q.weights,
      q.dimensions,
    );
  }

  train(texts: readonly string[]): OfflineEmbedder {
    return trainOffline(texts);
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    return this.embedNow(texts);
  }

  embedNow(texts: readonly string[]): Float32Array[] {
    const d = this.dimensions;
    return texts.map((text) => {
      const v = new Float32Array(d);
      const names = new Set(terms((text.match(/\b\p{Lu}\p{L}+/gu) ?? []).join(' ')));
      for (const t of terms(text)) {
        const i = this.index.get(t);
        if (i === undefined) continue;
        const w = this.weights[i]! * (names.has(t) ? OFFLINE_EMBEDDER.nameWeight : 1);
        for (let j = 0, o = i * d; j < d; j++) v[j]! += w * this.vectors[o + j]!;
      }
      return normalise(v);
    });
  }

  encode(): Uint8Array {
    const w = new ByteWriter();
    w.string(FORMAT);
    w.uint(this.dimensions);
    w.uint(this.vocabulary.length);
    for (const t of this.vocabulary) w.string(t);
    w.raw(new Uint8Array(this.vectors.buffer, this.vectors.byteOffset, this.vectors.byteLength));
    w.raw(new Uint8Array(this.weights.buffer, this.weights.byteOffset, this.weights.byteLength));
    return w.finish();
  }

  decode(bytes: Uint8Array): OfflineEmbedder | null {
    return decodeOffline(new ByteReader(bytes));
  }
}

/** An offline embedder from `encode`'s bytes, or null when they are of another format. */
export function decodeOffline(r: ByteReader): OfflineEmbedder | null {
  try {
    if (r.string() !== FORMAT) return null;
    const d = r.uint();
    const n = r.uint();
    const vocabulary = Array.from({ length: n }, () => r.string());
    const vectors = new Float32Array(r.raw(n * d * 4).slice().buffer);
    const weights = new Float32Array(r.raw(n * 4).slice().buffer);
    return new OfflineEmbedder(vocabulary, vectors, weights, d);
  } catch (err) {
    if (err instanceof RangeError) return null;
    throw err;
  }
}

/** Trains the offline embedder on `texts` (documents: the window never crosses from one to the next). */
export function trainOffline(texts: readonly string[], dimensions: number = OFFLINE_EMBEDDER.dimensions): OfflineEmbedder {
  const c = OFFLINE_EMBEDDER;
  const docs = texts.map(terms);
  // The vocabulary: the most frequent words seen at least minCount times, ties by spelling.
  const counts = new Map<string, number>();
  let total = 0;
  for (const doc of docs) {
    for (const t of doc) counts.set(t, (counts.get(t) ?? 0) + 1);
    total += doc.length;
  }
  const vocabulary = [...counts]
    .filter(([, n]) => n >= c.minCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, c.maxTerms)
    .map(([t]) => t);
  const n = vocabulary.length;
  const index = new Map(vocabulary.map((t, i) => [t, i]));
  if (n < 2) return new OfflineEmbedder(vocabulary, new Float32Array(n * dimensions), new Float32Array(n).fill(1), dimensions);

  // Co-occurrences within the window, weighted 1/distance, counted once per unordered pair.
  const pairs = new Map<number, number>();
  for (const doc of docs) {
    const ids = doc.map((t) => index.get(t) ?? -1);
    for (let a = 0; a < ids.length; a++) {
      const i = ids[a]!;
      if (i < 0) continue;
      for (let b = a + 1; b <= a + c.window && b < ids.length; b++) {
        const j = ids[b]!;
        if (j < 0 || j === i) continue;
        const key = i < j ? i * n + j : j * n + i;
        pairs.set(key, (pairs.get(key) ?? 0) + 1 / (b - a));
      }
    }
  }
  // Both directions of each pair, as compressed rows, with the marginals PPMI needs.
  const rowCount = new Int32Array(n + 1);
  const marginal = new Float64Array(n);
  let sum = 0;
  for (const [key, v] of pairs) {
    const i = Math.floor(key / n);
    const j = key - i * n;
    rowCount[i + 1]!++;
    rowCount[j + 1]!++;
    marginal[i]! += v;
    marginal[j]! += v;
    sum += 2 * v;
  }
  for (let i = 0; i < n; i++) rowCount[i + 1]! += rowCount[i]!;
  const rowStart = Int32Array.from(rowCount);
  const fill = Int32Array.from(rowCount.subarray(0, n));
  const colIndex = new Int32Array(rowStart[n]!);
  const values = new Float64Array(rowStart[n]!);
  let smoothed = 0;
  for (let j = 0; j < n; j++) smoothed += marginal[j]! ** c.contextAlpha;
  const ppmi = (i: number, j: number, v: number): number =>
    Math.max(0, Math.log(v / sum / ((marginal[i]! / sum) * (marginal[j]! ** c.contextAlpha / smoothed))));
  for (const [key, v] of pairs) {
    const i = Math.floor(key / n);
    const j = key - i * n;
    colIndex[fill[i]!] = j;
    values[fill[i]!++] = ppmi(i, j, v);
    colIndex[fill[j]!] = i;
    values[fill[j]!++] = ppmi(j, i, v);
  }
  const matrix: SparseRows = { rows: n, cols: n, rowStart, colIndex, values };
  const svd = truncatedSvd(matrix, dimensions, { seed: c.seed });
  const d = dimensions;
  const vectors = new Float32Array(n * d);
  for (let i = 0; i < n; i++) {
    const row = new Float32Array(d);
    for (let k = 0; k < svd.k; k++) row[k] = svd.left[i * svd.k + k]! * svd.singular[k]! ** c.eigenPower;
    vectors.set(normalise(row), i * d);
  }
  const weights = Float32Array.from(vocabulary, (t) => c.sif / (c.sif + counts.get(t)! / total));
  return new OfflineEmbedder(vocabulary, vectors, weights, d);
}
