// Nearest-neighbour search over unit vectors by inner product: the contract, and exact search —
// what the browser uses, and what a filtered query falls back to when few vectors pass its filter
// (an approximate index explores the graph, not the filter, and can come back short).

import { dotRow, type VectorRows } from './vectors.js';

export interface Neighbour {
  label: number;
  /** Inner product with the query (cosine, for unit vectors). */
  score: number;
}

/** An approximate (or exact) nearest-neighbour index over the rows of a VectorRows, by label = row. */
export interface AnnIndex {
  readonly kind: string;
  /** Indexes row `label` of the table (labels arrive in order: 0, 1, 2, …). */
  add(label: number): void;
  /** Excludes a label from every later search. */
  remove(label: number): void;
  /** Up to k labels by score, best first, among those `accept` admits (all when omitted). */
  search(query: Float32Array, k: number, accept?: (label: number) => boolean): Neighbour[];
  /** The index as bytes (null: it is rebuilt from the vectors instead, which exact search is). */
  encode(): Uint8Array | null;
}

/** Makes the ANN index for a table of vectors, empty or from `encode`'s bytes (null if they do not fit). */
export interface AnnFactory {
  readonly kind: string;
  create(vectors: VectorRows): AnnIndex;
  decode(vectors: VectorRows, bytes: Uint8Array): AnnIndex | null;
}

/** Keeps the best k of a stream of scored labels in order (insertion into a list of at most k). */
export class TopK {
  readonly items: Neighbour[] = [];
  constructor(private readonly k: number) {}

  /** The score a new item must beat to enter. */
  get floor(): number {
    return this.items.length < this.k ? -Infinity : this.items[this.k - 1]!.score;
  }

  offer(label: number, score: number): void {
    if (score <= this.floor) return;
    const items = this.items;
    let at = Math.min(items.length, this.k - 1);
    if (items.length < this.k) items.push({ label, score });
    for (; at > 0 && items[at - 1]!.score < score; at--) items[at] = items[at - 1]!;
    items[at] = { label, score };
  }
}

/** Exact search: every admitted row is scored. */
export class ExactAnn implements AnnIndex {
  readonly kind = 'exact';
  private readonly removed = new Set<number>();
  private count = 0;

  constructor(private readonly vectors: VectorRows) {
    this.count = vectors.size;
  }

  add(label: number): void {
    this.removed.delete(label);
    this.count = Math.max(this.count, label + 1);
  }

  remove(label: number): void {
    this.removed.add(label);
  }

  search(query: Float32Array, k: number, accept?: (label: number) => boolean): Neighbour[] {
    const top = new TopK(k);
    const rows = this.vectors.rows;
    for (let label = 0; label < this.count; label++) {
      if ((accept && !accept(label)) || (this.removed.size > 0 && this.removed.has(label))) continue;
      top.offer(label, dotRow(query, rows, label));
    }
    return top.items;
  }

  encode(): null {
    return null;
  }
}

export const exactAnn: AnnFactory = {
  kind: 'exact',
  create: (vectors) => new ExactAnn(vectors),
  decode: (vectors) => new ExactAnn(vectors),
};
