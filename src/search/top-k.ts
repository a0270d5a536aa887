// The best k (score, slot) pairs of a BM25 query, kept in a binary heap with the worst — the lowest
// score, then the slot that loses the tie — at the root, and a mark per slot for the slots in it, so
// a search can tell a document it already placed from one it has not scored.

export interface ScoredSlot {
  slot: number;
  score: number;
}

export class TopK {
  /** The heap: parallel arrays of scores and slots, worst at index 0. */
  private heapScore = new Float64Array(32);
  private heapSlot = new Int32Array(32);
  /** 1 for the slots in the heap during a query (all 0 between queries); one byte a slot. */
  inTop = new Uint8Array(1024);
  /** Pairs held, and the most it keeps this query. */
  size = 0;
  k = 0;
  /** The query's tie order: a slot's rank, ties to the lower; null for rank = slot. */
  private rank: Int32Array | null = null;

  /** Starts a query that keeps the best `k`, breaking ties by `rank` (null: by slot). */
  begin(k: number, rank: Int32Array | null): void {
    if (this.heapScore.length < k) {
      this.heapScore = new Float64Array(k);
      this.heapSlot = new Int32Array(k);
    }
    this.k = k;
    this.size = 0;
    this.rank = rank;
  }

  /** The score a newcomer must reach once the heap is full (the worst one held). */
  get worst(): number {
    return this.heapScore[0]!;
  }

  /** Makes room for slots below `slots` (marks start cleared; call between queries only). */
  growSlots(slots: number): void {
    this.inTop = new Uint8Array(slots);
  }

  /** Offers (score, slot): kept if the heap has room or it beats the worst pair held. */
  offer(score: number, slot: number): void {
    if (this.size < this.k) {
      this.push(score, slot);
      return;
    }
    const root = this.heapScore[0]!;
    if (score > root || (score === root && this.before(slot, this.heapSlot[0]!))) this.replaceRoot(score, slot);
  }

  /**
   * Ends the query: the pairs held, best first when `ordered` (ties to the lower rank), else in heap
   * order. The slot marks are cleared.
   */
  finish(ordered: boolean): ScoredSlot[] {
    const size = this.size;
    for (let x = 0; x < size; x++) this.inTop[this.heapSlot[x]!] = 0;
    const out: ScoredSlot[] = [];
    for (let i = 0; i < size; i++) out.push({ slot: this.heapSlot[i]!, score: this.heapScore[i]! });
    this.size = 0;
    if (!ordered) return out;
    const rank = this.rank;
    out.sort(rank === null ? (x, y) => y.score - x.score || x.slot - y.slot : (x, y) => y.score - x.score || rank[x.slot]! - rank[y.slot]!);
    return out;
  }

  private worse(i: number, j: number): boolean {
    const a = this.heapScore[i]!;
    const c = this.heapScore[j]!;
    return a < c || (a === c && this.before(this.heapSlot[j]!, this.heapSlot[i]!));
  }

  /** Whether slot x wins a tie against slot y. */
  private before(x: number, y: number): boolean {
    return this.rank === null ? x < y : this.rank[x]! < this.rank[y]!;
  }

  private swap(i: number, j: number): void {
    const s = this.heapScore[i]!;
    this.heapScore[i] = this.heapScore[j]!;
    this.heapScore[j] = s;
    const d = this.heapSlot[i]!;
    this.heapSlot[i] = this.heapSlot[j]!;
    this.heapSlot[j] = d;
  }

  private push(score: number, slot: number): void {
    this.inTop[slot] = 1;
    let i = this.size++;
    this.heapScore[i] = score;
    this.heapSlot[i] = slot;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  private replaceRoot(score: number, slot: number): void {
    this.inTop[this.heapSlot[0]!] = 0;
    this.inTop[slot] = 1;
    this.heapScore[0] = score;
    this.heapSlot[0] = slot;
    const size = this.size;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      if (l >= size) return;
      const r = l + 1;
      const w = r < size && this.worse(r, l) ? r : l;
      if (!this.worse(w, i)) return;
      this.swap(w, i);
      i = w;
    }
  }
}
