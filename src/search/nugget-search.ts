// The in-memory retrieval index over a store's nuggets: BM25 over the canonical text plus the
// subject's and object's aliases, and the governance filter. Built at open, updated on ingest.

import { TopK } from '../embed/ann.js';
import { Bm25Postings, type LiveSlots, type ScoredSlot } from './bm25.js';
import { ByteReader, ByteWriter } from './codec.js';
import type { DenseIndex } from './dense-index.js';
import { fuse, type FusionCandidate, type FusionMethod, type FusionWeights } from './fusion.js';
import { GovernanceFilter, VIEW_STATES, type View } from './governance-filter.js';
import { SlotIds } from './slot-ids.js';
import { tokenize } from './tokenize.js';
import type { AliasTable } from '../govern/aliases.js';
import { contentHash } from '../model/ids.js';
import type { Nugget } from '../model/nugget.js';
import type { PredicateSchema } from '../model/schema.js';

/** Governance components that retrieval can switch off (both on by default). */
export interface GovernanceSwitches {
  /** Filter by validity at the query time. */
  validity?: boolean;
  /** Filter by lifecycle state (the view). */
  lifecycle?: boolean;
}

/** Temporal-fit reranking: how many times k lexical hits are reranked, and the weight of the fit. */
const FIT_POOL = 4;
const FIT_WEIGHT = 1;
/** The length of a point-in-time query period, ms. */
const POINT = 1;

export interface SearchHit {
  id: string;
  score: number;
}

/** Retrieval modes (paper Table 4): BM25 alone, the dense index alone, or both fused. */
export const SEARCH_MODES = ['lexical', 'semantic', 'hybrid'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** What a semantic or hybrid search needs besides the text: the query's vector and the fusion. */
export interface DenseQuery {
  mode: 'semantic' | 'hybrid';
  vector: Float32Array;
  method: FusionMethod;
  weights: FusionWeights;
}

/**
 * A filtered dense search scans the admitted vectors exactly when at most this many slots can pass
 * the filter (cheaper than a graph walk that rejects most of what it visits, and never short).
 */
const EXACT_MAX = 4096;

/** Bumped whenever the encoded layout or what is indexed (analyzer, extra terms) changes. */
const FORMAT = 'nuggetindex-search/5';

/**
 * Slots are renumbered into clusters by state and validity start (so a governed query passes over
 * whole runs of postings that cannot match it) once the index holds this many nuggets, and again
 * whenever it has doubled since: amortised, each nugget is renumbered a few times.
 */
const CLUSTER_MIN = 4096;

export class NuggetSearch {
  private bm25 = new Bm25Postings();
  private filter = new GovernanceFilter();
  private ids = new SlotIds();

  private readonly vocabulary = new Map<string, readonly string[]>();
  /** The dense index, once attached, and its labels' slots both ways (-1: a slot not embedded). */
  private dense: DenseIndex | null = null;
  private slotOfLabel: Int32Array = new Int32Array(0);
  private labelOfSlot: Int32Array = new Int32Array(0);
  /** The number of nuggets when the slots were last clustered (0: never). */
  private clustered = 0;

  /** `clusterMin`: the size from which slots are clustered (default CLUSTER_MIN; Infinity: never). */
  constructor(
    private readonly aliases: AliasTable,
    schema: PredicateSchema,
    private readonly clusterMin = CLUSTER_MIN,
  ) {
    for (const p of schema.predicates) this.vocabulary.set(p.name, [...p.roles.slice(1), ...p.keywords]);
  }

  /** Earliest and latest finite validity bound seen (epoch ms), or null for an empty index: the span a time slider covers. */
  private earliest = Infinity;
  private latest = -Infinity;

  span(): { start: number; end: number } | null {
    return this.earliest <= this.latest ? { start: this.earliest, end: this.latest } : null;
  }

  get size(): number {
    return this.ids.size;
  }

  /** The index as bytes, for a store to keep beside its records (see `decode`). */
  encode(): Uint8Array {
    this.cluster();
    const w = new ByteWriter();
    w.string(FORMAT);
    w.uint(this.clustered);
    this.ids.encode(w);
    w.time(this.earliest);
    w.time(this.latest);
    this.filter.encode(w, this.ids.size);
    this.bm25.encode(w);
    return w.finish();
  }

  /** What an encoded index depends on besides the nuggets: its format, the schema's vocabulary and the aliases. */
  static fingerprint(aliases: AliasTable, schema: PredicateSchema): string {
    return contentHash(FORMAT, JSON.stringify(schema.predicates), aliases.describe());
  }

  /**
   * An index from `encode`'s bytes, or null when they are of another format or damaged (the caller
   * then rebuilds from the records). `aliases` and `schema` must be those it was built with.
   */
  static decode(bytes: Uint8Array, aliases: AliasTable, schema: PredicateSchema): NuggetSearch | null {
    const index = new NuggetSearch(aliases, schema);
    try {
      const r = new ByteReader(bytes);
      if (r.string() !== FORMAT) return null;
      index.clustered = r.uint();
      index.ids = SlotIds.decode(r);
      index.earliest = r.time();
      index.latest = r.time();
      index.filter = GovernanceFilter.decode(r);
      index.bm25 = Bm25Postings.decode(r);
      if (!r.done || index.bm25.size !== index.ids.size) return null;
      return index;
    } catch (err) {
      if (err instanceof RangeError) return null;
      throw err;
    }
  }

  /**
   * Renumbers the slots by state and validity start when the index has grown enough since it last
   * did (see CLUSTER_MIN). Answers do not change: scores are the same and ties keep their order.
   */
  private cluster(): void {
    const size = this.ids.size;
    if (size < this.clusterMin || size < 2 * this.clustered) return;
    const newSlotOf = this.filter.clusteredOrder(size);
    this.bm25.permute(newSlotOf);
    this.filter.permute(newSlotOf, size);
    this.ids.permute(newSlotOf);
    this.clustered = size;
    if (this.dense) this.linkDense(this.dense);
  }

  /** Attaches a dense index (its labels must name nuggets of this index) for semantic and hybrid search. */
  linkDense(dense: DenseIndex): void {
    this.dense = dense;
    this.slotOfLabel = new Int32Array(dense.size);
    this.labelOfSlot = new Int32Array(this.ids.size).fill(-1);
    for (let label = 0; label < dense.size; label++) this.linkLabel(label);
  }

  /** Records a label the attached dense index added. */
  linkLabel(label: number): void {
    const slot = this.ids.slot(this.dense!.idOf(label));
    if (slot === undefined) throw new Error(`dense label ${label} names a nugget the search index lacks`);
    if (label >= this.slotOfLabel.length) this.slotOfLabel = grownTo(this.slotOfLabel, label + 1, 0);
    if (slot >= this.labelOfSlot.length) this.labelOfSlot = grownTo(this.labelOfSlot, slot + 1, -1);
    this.slotOfLabel[label] = slot;
    this.labelOfSlot[slot] = label;
  }

  /**
   * The text a nugget is indexed under: its canonical sentence, plus the subject's and object's
   * aliases and the predicate's other role nouns and keywords, which make "USA" and "CEO" find
   * "United States" and "chief executive officer" nuggets (the canonical text uses one name for each).
   */
  indexedText(n: Nugget): string {
    let text = n.fact.text;
    for (const words of [this.aliases.aliases(n.fact.subject), this.aliases.aliases(n.fact.object), this.vocabulary.get(n.fact.predicate) ?? []]) {
      if (words.length > 0) text += ` ${words.join(' ')}`;
    }
    return text;
  }

  /** Does the index hold this nugget? */
  has(id: string): boolean {
    return this.ids.slot(id) !== undefined;
  }

  /**
   * Adds a nugget or updates its governed state. Its BM25 entry is written once, when it is added:
   * `indexedText` and `context`, more words matched but never shown (the description of the page
   * it is about); later calls change only its state and validity.
   */
  /** The last context's terms: the nuggets of a page are indexed one after another with its description. */
  private lastContext: { text: string; terms: readonly string[] } | null = null;

  private contextTerms(context: string): readonly string[] {
    if (this.lastContext?.text !== context) this.lastContext = { text: context, terms: tokenize(context) };
    return this.lastContext.terms;
  }

  upsert(n: Nugget, context = ''): void {
    let slot = this.ids.slot(n.id);
    if (slot === undefined) {
      slot = this.ids.push(n.id);
      // The terms of "text context" are those of the text, then those of the context (tokenizeJoined):
      // a page's description, the same for many nuggets, is analysed once for all of them.
      if (context === '') this.bm25.add(slot, this.indexedText(n));
      else this.bm25.addTerms(slot, [...tokenize(this.indexedText(n)), ...this.contextTerms(context)]);
    }
    this.filter.set(slot, n.validity.start, n.validity.end, n.epistemic.status);
    for (const t of [n.validity.start, n.validity.end]) {
      if (!Number.isFinite(t)) continue;
      if (t < this.earliest) this.earliest = t;
      if (t > this.latest) this.latest = t;
    }
  }

  /**
   * Top-k nugget ids for `text` in `view` whose validity overlaps [from, to). `governance` switches
   * the validity or the lifecycle filter off (for ablations); view `all` has neither.
   */
  search(text: string, view: View, from: number, to: number, k: number, governance: GovernanceSwitches = {}, dense?: DenseQuery): SearchHit[] {
    this.cluster();
    const states = governance.lifecycle === false ? VIEW_STATES.all : VIEW_STATES[view];
    const timed = view !== 'all' && governance.validity !== false;
    // Among facts valid at the asked time, the one whose validity matches the asked period is more
    // likely the answer than one that merely overlaps it: rerank a pool by BM25 × (1 + fit). A point
    // in time (an untimed question asks about [now, now + 1 ms)) fits every validity containing it
    // equally — overlap ÷ union is vanishing — so it has nothing to rerank and no pool to fill.
    const weight = timed && to - from > POINT ? FIT_WEIGHT : 0;
    const live = timed ? this.filter.liveSlots(states, from, to, this.ids.size) : null;
    const accept = this.filter.matcher(states, from, to, timed);
    if (dense) return this.denseRanked(text, dense, accept, live, weight, from, to, k);
    if (weight === 0) return this.bm25.search(text, k, accept, live).map((h) => ({ id: this.ids.id(h.slot), score: h.score }));
    // The pool comes unordered: the best k after the fit are picked here, in order, by insertion into
    // a list of at most k (a sort of the whole 4k pool compared several times as often).
    const top: ScoredSlot[] = [];
    for (const h of this.bm25.search(text, k * FIT_POOL, accept, live, false)) {
      h.score *= 1 + weight * this.filter.fit(h.slot, from, to);
      if (top.length === k && !this.ahead(h, top[k - 1]!)) continue;
      let at = Math.min(top.length, k - 1);
      for (; at > 0 && this.ahead(h, top[at - 1]!); at--) top[at] = top[at - 1]!;
      top[at] = h;
    }
    return top.map((h) => ({ id: this.ids.id(h.slot), score: h.score }));
  }

  /**
   * Semantic: the nearest admitted vectors, with the same temporal fit as lexical ranking.
   * Hybrid: BM25's and the dense index's pools fused (paper §3.3) with the fit as the metadata score.
   */
  private denseRanked(
    text: string,
    q: DenseQuery,
    accept: (slot: number) => boolean,
    live: LiveSlots | null,
    weight: number,
    from: number,
    to: number,
    k: number,
  ): SearchHit[] {
    const dense = this.dense;
    if (!dense) throw new Error('semantic and hybrid search need a dense index');
    const pool = weight > 0 || q.mode === 'hybrid' ? k * FIT_POOL : k;
    const near = this.nearest(dense, q.vector, accept, live, pool);
    let ranked: ScoredSlot[];
    if (q.mode === 'semantic') {
      ranked = near.map((h) => ({ slot: h.slot, score: Math.max(0, h.score) * (1 + weight * this.filter.fit(h.slot, from, to)) }));
    } else {
      const candidates = new Map<number, FusionCandidate>();
      for (const h of this.bm25.search(text, pool, accept, live, false)) candidates.set(h.slot, { slot: h.slot, lexical: h.score, dense: null, metadata: 0 });
      for (const h of near) if (!candidates.has(h.slot)) candidates.set(h.slot, { slot: h.slot, lexical: null, dense: null, metadata: 0 });
      const list = [...candidates.values()];
      for (const c of list) {
        // Every candidate's dense score is exact (its vector is at hand), not only the pool's.
        const label = this.labelOfSlot[c.slot] ?? -1;
        c.dense = label >= 0 ? dense.score(q.vector, label) : null;
        c.metadata = weight > 0 ? this.filter.fit(c.slot, from, to) : 0;
      }
      const fused = fuse(list, q.weights, q.method);
      ranked = list.map((c, i) => ({ slot: c.slot, score: fused[i]! }));
    }
    // Ties (frequent where a component cannot tell candidates apart) go by id: the same order in
    // every process, whether the index was built here or decoded.
    const hits = ranked.map((h) => ({ id: this.ids.id(h.slot), score: h.score }));
    hits.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    return hits.slice(0, k);
  }

  /**
   * The k admitted slots nearest the query vector. Filter before rank: a filter few slots can pass
   * is scanned exactly; otherwise the graph is walked with the filter, and should it come back
   * short of k (a graph walk explores neighbours, not the filter), the admitted slots are scanned.
   */
  private nearest(dense: DenseIndex, query: Float32Array, accept: (slot: number) => boolean, live: LiveSlots | null, k: number): ScoredSlot[] {
    let bound = this.ids.size;
    if (live) {
      bound = 0;
      for (let r = 0; r < live.count; r++) bound += live.ranges[2 * r + 1]! - live.ranges[2 * r]!;
    }
    if (!dense.exact && bound > EXACT_MAX) {
      const slotOf = this.slotOfLabel;
      const hits = dense.search(query, k, (label) => accept(slotOf[label]!));
      if (hits.length === k || hits.length >= dense.size) return hits.map((h) => ({ slot: slotOf[h.label]!, score: h.score }));
    }
    const top = new TopK(k);
    const labelOf = this.labelOfSlot;
    const scan = (from: number, to: number): void => {
      for (let slot = from; slot < Math.min(to, labelOf.length); slot++) {
        const label = labelOf[slot]!;
        if (label >= 0 && accept(slot)) top.offer(slot, dense.score(query, label));
      }
    };
    if (live) for (let r = 0; r < live.count; r++) scan(live.ranges[2 * r]!, live.ranges[2 * r + 1]!);
    else scan(0, this.ids.size);
    return top.items.map((h) => ({ slot: h.label, score: h.score }));
  }

  /** Does `x` rank before `y`: a higher score, or an equal one and the earlier tie rank? */
  private ahead(x: ScoredSlot, y: ScoredSlot): boolean {
    return x.score > y.score || (x.score === y.score && this.bm25.tieRank(x.slot) < this.bm25.tieRank(y.slot));
  }
}

function grownTo(a: Int32Array, size: number, fill: number): Int32Array {
  const next = new Int32Array(Math.max(size, 2 * a.length)).fill(fill);
  next.set(a);
  return next;
}
