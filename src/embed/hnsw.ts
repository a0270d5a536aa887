// HNSW (Malkov & Yashunin 2018) through hnswlib-node, the paper's dense index (M = 32,
// efConstruction = 200). Node-only (a native addon): the CLI and the server pass `hnswAnn` to
// NuggetIndex.open; the browser and small filtered sets use exact search (ann.ts).

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import hnswlib from 'hnswlib-node';
import type { AnnFactory, AnnIndex, Neighbour } from './ann.js';
import type { VectorRows } from './vectors.js';

/** The paper's graph parameters; ef at query time is raised to k when k is larger. */
export const HNSW = { m: 32, efConstruction: 200, efSearch: 64, seed: 100 } as const;
const INITIAL_CAPACITY = 1024;

class HnswAnn implements AnnIndex {
  readonly kind = 'hnsw';

  constructor(
    private readonly vectors: VectorRows,
    private readonly graph: hnswlib.HierarchicalNSW,
  ) {}

  add(label: number): void {
    const capacity = this.graph.getMaxElements();
    if (label >= capacity) this.graph.resizeIndex(Math.max(2 * capacity, label + 1));
    const d = this.vectors.dimensions;
    this.graph.addPoint(Array.from(this.vectors.rows.subarray(label * d, (label + 1) * d)), label);
  }

  remove(label: number): void {
    this.graph.markDelete(label);
  }

  search(query: Float32Array, k: number, accept?: (label: number) => boolean): Neighbour[] {
    const count = this.graph.getCurrentCount();
    if (count === 0) return [];
    this.graph.setEf(Math.max(HNSW.efSearch, k));
    const found = this.graph.searchKnn(Array.from(query), Math.min(k, count), accept);
    // hnswlib's 'ip' space answers 1 − inner product, nearest first.
    return found.neighbors.map((label, i) => ({ label, score: 1 - found.distances[i]! }));
  }

  encode(): Uint8Array {
    // hnswlib-node writes only to files: through a private temporary one.
    return viaTempFile((path) => {
      this.graph.writeIndexSync(path);
      return new Uint8Array(readFileSync(path));
    });
  }
}

function viaTempFile<T>(work: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'nuggetindex-hnsw-'));
  try {
    return work(join(dir, 'index.bin'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HNSW over the dense index's vectors (Node only). */
export const hnswAnn: AnnFactory = {
  kind: 'hnsw',
  create(vectors) {
    const graph = new hnswlib.HierarchicalNSW('ip', vectors.dimensions);
    graph.initIndex({ maxElements: Math.max(INITIAL_CAPACITY, vectors.size), m: HNSW.m, efConstruction: HNSW.efConstruction, randomSeed: HNSW.seed });
    const ann = new HnswAnn(vectors, graph);
    for (let label = 0; label < vectors.size; label++) ann.add(label);
    return ann;
  },
  decode(vectors, bytes) {
    const graph = new hnswlib.HierarchicalNSW('ip', vectors.dimensions);
    try {
      viaTempFile((path) => {
        writeFileSync(path, bytes);
        graph.readIndexSync(path);
      });
    } catch {
      return null; // damaged or of another version: rebuilt from the vectors
    }
    return graph.getCurrentCount() === vectors.size ? new HnswAnn(vectors, graph) : null;
  },
};
