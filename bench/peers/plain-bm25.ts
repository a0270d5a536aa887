// The floor: plain BM25 over typed arrays with no governance — term → doc ids (Int32Array) and term
// frequencies (Uint16Array), exhaustive term-at-a-time scoring into a Float64Array, then a k-heap.
// Same analyzer and formula as src/search/bm25.ts, so its top-k is what ours must return ungoverned.

import { tokenize } from '../../src/search/tokenize.js';
import type { Nugget } from '../../src/model/nugget.js';
import type { Engine, EngineRow } from '../engine.js';

interface Postings {
  docs: Int32Array;
  tfs: Uint16Array;
  idf: number;
}

export class PlainBm25 {
  private building = new Map<string, { docs: number[]; tfs: number[] }>();
  private lengthList: number[] = [];
  private readonly postings = new Map<string, Postings>();
  private lengths = new Float32Array(0);
  private scores = new Float64Array(0);
  private avgdl = 0;

  constructor(
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {}

  add(text: string): void {
    const slot = this.lengthList.length;
    const terms = tokenize(text);
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [term, n] of tf) {
      let p = this.building.get(term);
      if (!p) this.building.set(term, (p = { docs: [], tfs: [] }));
      p.docs.push(slot);
      p.tfs.push(n);
    }
    this.lengthList.push(terms.length);
  }

  /** Freezes the postings into typed arrays (idf is fixed from here on). */
  finish(): void {
    const n = this.lengthList.length;
    this.lengths = Float32Array.from(this.lengthList);
    this.avgdl = this.lengthList.reduce((a, b) => a + b, 0) / Math.max(1, n);
    for (const [term, p] of this.building) {
      const df = p.docs.length;
      this.postings.set(term, { docs: Int32Array.from(p.docs), tfs: Uint16Array.from(p.tfs), idf: Math.log(1 + (n - df + 0.5) / (df + 0.5)) });
    }
    this.building = new Map();
    this.lengthList = [];
    this.scores = new Float64Array(n);
  }

  /** The top `k` slots for `query`, best first (ties: lower slot first). */
  search(query: string, k: number): Int32Array {
    const { k1, b, avgdl, lengths, scores } = this;
    const touched: number[] = [];
    for (const term of new Set(tokenize(query))) {
      const p = this.postings.get(term);
      if (!p) continue;
      const { docs, tfs, idf } = p;
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i]!;
        const tf = tfs[i]!;
        if (scores[d] === 0) touched.push(d);
        scores[d]! += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * lengths[d]!) / avgdl));
      }
    }
    // A min-heap of the best k (its root is the worst kept), then sorted best first.
    const worse = (x: number, y: number) => scores[x]! < scores[y]! || (scores[x] === scores[y] && x > y);
    const heap: number[] = [];
    for (const d of touched) {
      if (heap.length < k) siftUp(heap, heap.push(d) - 1, worse);
      else if (worse(heap[0]!, d)) {
        heap[0] = d;
        siftDown(heap, worse);
      }
    }
    const top = Int32Array.from(heap.sort((x, y) => (worse(x, y) ? 1 : worse(y, x) ? -1 : 0)));
    for (const d of touched) scores[d] = 0;
    return top;
  }

  /** Bytes of the simplest binary dump: per term its UTF-8 bytes, a length and df, the postings; the lengths (ids not included). */
  serializedBytes(): number {
    let bytes = this.lengths.byteLength;
    for (const [term, p] of this.postings) bytes += Buffer.byteLength(term) + 8 + p.docs.byteLength + p.tfs.byteLength;
    return bytes;
  }
}

function siftUp(heap: number[], i: number, worse: (x: number, y: number) => boolean): void {
  for (let up = (i - 1) >> 1; i > 0 && worse(heap[i]!, heap[up]!); i = up, up = (i - 1) >> 1) [heap[i], heap[up]] = [heap[up]!, heap[i]!];
}

function siftDown(heap: number[], worse: (x: number, y: number) => boolean): void {
  for (let i = 0; ;) {
    const l = 2 * i + 1;
    if (l >= heap.length) return;
    const m = l + 1 < heap.length && worse(heap[l + 1]!, heap[l]!) ? l + 1 : l;
    if (!worse(heap[m]!, heap[i]!)) return;
    [heap[i], heap[m]] = [heap[m]!, heap[i]!];
    i = m;
  }
}

/** PlainBm25 as a benchmark engine over the same text ours indexes, answering nugget ids (kept by slot). */
export function plainBm25Engine(textOf: (n: Nugget) => string): Engine {
  const index = new PlainBm25();
  const ids: string[] = [];
  const row: EngineRow = { name: 'plain typed-array BM25 (no governance)', search: (q, k) => Array.from(index.search(q.text, k), (slot) => ids[slot]!) };
  return {
    add: (batch) => {
      for (const n of batch) {
        index.add(textOf(n));
        ids.push(n.id);
      }
    },
    finish: () => index.finish(),
    rows: () => [row],
    storedBytes: () => index.serializedBytes() + ids.reduce((sum, id) => sum + id.length + 1, 0),
    close: () => {},
  };
}
