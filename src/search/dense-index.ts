// The dense index of §3.3 (component 3): one unit vector per nugget, from the store's embedder, and
// a nearest-neighbour index over them (HNSW in Node, exact search in browsers). Labels are the
// order nuggets were embedded in; the search index maps them to its slots.

import type { AnnFactory, AnnIndex, Neighbour } from '../embed/ann.js';
import { isTrainable, type Embedder } from '../embed/embedder.js';
import { dotRow, normalise, VectorRows } from '../embed/vectors.js';
import { ByteReader, ByteWriter } from './codec.js';

const FORMAT = 'nuggetindex-dense/2';

export class DenseIndex {
  private ids: string[] = [];
  private readonly labels = new Map<string, number>();
  private vectors: VectorRows;
  private ann: AnnIndex;
  /** The number of the store's documents this index reflects (kept with it, so opening need not count them). */
  documents: number;

  /**
   * `trainedOn`: for an embedder trained on the store's text, the number of documents it was trained
   * on (the index is rebuilt with a retrained embedder once the store has twice as many).
   */
  constructor(
    readonly embedder: Embedder,
    private readonly annFactory: AnnFactory,
    readonly trainedOn = 0,
  ) {
    this.vectors = new VectorRows(embedder.dimensions);
    this.ann = annFactory.create(this.vectors);
    this.documents = trainedOn;
  }

  get size(): number {
    return this.ids.length;
  }

  /** Exact search scans vectors; an approximate index can come back short under a filter. */
  get exact(): boolean {
    return this.ann.kind === 'exact';
  }

  labelOf(id: string): number | undefined {
    return this.labels.get(id);
  }

  idOf(label: number): string {
    return this.ids[label]!;
  }

  /** Adds the nuggets not indexed yet, with vectors embedded from `text`; answers the labels added. */
  async add(entries: readonly { id: string; text: string }[]): Promise<number[]> {
    const fresh = entries.filter((e) => !this.labels.has(e.id));
    if (fresh.length === 0) return [];
    return this.addVectors(
      fresh.map((e) => e.id),
      await this.embedder.embed(fresh.map((e) => e.text)),
    );
  }

  /** Adds nuggets with their vectors (normalised here); answers their labels. */
  addVectors(ids: readonly string[], vectors: readonly Float32Array[]): number[] {
    return ids.map((id, i) => {
      const label = this.vectors.push(normalise(Float32Array.from(vectors[i]!)));
      this.ids.push(id);
      this.labels.set(id, label);
      this.ann.add(label);
      return label;
    });
  }

  /** The query's inner product with a nugget's vector (its cosine). */
  score(query: Float32Array, label: number): number {
    return dotRow(query, this.vectors.rows, label);
  }

  /** Up to k nearest labels among those `accept` admits, best first. */
  search(query: Float32Array, k: number, accept?: (label: number) => boolean): Neighbour[] {
    return this.ann.search(query, k, accept);
  }

  /** The embedder's query vector, normalised. */
  async embedQuery(text: string): Promise<Float32Array> {
    const [v] = await this.embedder.embed([text]);
    return normalise(Float32Array.from(v!));
  }

  encode(): Uint8Array {
    const w = new ByteWriter();
    w.string(FORMAT);
    w.string(this.embedder.id);
    w.uint(this.embedder.dimensions);
    w.uint(this.trainedOn);
    w.uint(this.documents);
    const model = isTrainable(this.embedder) ? this.embedder.encode() : new Uint8Array(0);
    w.uint(model.length);
    w.raw(model);
    w.uint(this.ids.length);
    for (const id of this.ids) w.string(id);
    const rows = this.vectors.used();
    w.raw(new Uint8Array(rows.buffer, rows.byteOffset, rows.byteLength));
    const graph = this.ann.encode();
    w.string(graph ? this.ann.kind : '');
    if (graph) {
      w.uint(graph.length);
      w.raw(graph);
    }
    return w.finish();
  }

  /**
   * An index from `encode`'s bytes, or null when they are of another format, damaged, or of another
   * embedder than `embedder` (by id). A trainable embedder comes back with the model it was saved with.
   */
  static decode(bytes: Uint8Array, embedder: Embedder, annFactory: AnnFactory): DenseIndex | null {
    try {
      const r = new ByteReader(bytes);
      if (r.string() !== FORMAT || r.string() !== embedder.id) return null;
      const dimensions = r.uint();
      const trainedOn = r.uint();
      const documents = r.uint();
      const modelBytes = r.raw(r.uint());
      let model: Embedder = embedder;
      if (isTrainable(embedder)) {
        const trained = embedder.decode(modelBytes);
        if (!trained) return null;
        model = trained;
      }
      if (model.dimensions !== dimensions) return null;
      const index = new DenseIndex(model, annFactory, trainedOn);
      index.documents = documents;
      const n = r.uint();
      index.ids = Array.from({ length: n }, () => r.string());
      index.ids.forEach((id, label) => index.labels.set(id, label));
      index.vectors = VectorRows.from(dimensions, new Float32Array(r.raw(n * dimensions * 4).slice().buffer));
      const kind = r.string();
      const graph = kind === annFactory.kind ? annFactory.decode(index.vectors, r.raw(r.uint())) : null;
      index.ann = graph ?? annFactory.create(index.vectors);
      return index;
    } catch (err) {
      if (err instanceof RangeError) return null;
      throw err;
    }
  }
}
