// The in-memory retrieval index over a store's nuggets: BM25 over the canonical text plus the
// subject's and object's aliases, and the governance filter. Built at open, updated on ingest.

import { Bm25Postings, type ScoredSlot } from './bm25.js';
import { ByteReader, ByteWriter } from './codec.js';
import { GovernanceFilter, VIEW_STATES, type View } from './governance-filter.js';
import { SlotIds } from './slot-ids.js';
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

/** Bumped whenever the encoded layout or what is indexed (analyzer, extra terms) changes. */
const FORMAT = 'nuggetindex-search/4';

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
  }

  /** Adds a nugget or updates its governed state (its text never changes). */
  upsert(n: Nugget): void {
    let slot = this.ids.slot(n.id);
    if (slot === undefined) {
      slot = this.ids.push(n.id);
      // Aliases, the predicate's other role nouns and its keywords make "USA" and "CEO" find
      // "United States" and "chief executive officer" nuggets (the canonical text uses one name for each).
      let text = n.fact.text;
      for (const words of [this.aliases.aliases(n.fact.subject), this.aliases.aliases(n.fact.object), this.vocabulary.get(n.fact.predicate) ?? []]) {
        if (words.length > 0) text += ` ${words.join(' ')}`;
      }
      this.bm25.add(slot, text);
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
  search(text: string, view: View, from: number, to: number, k: number, governance: GovernanceSwitches = {}): SearchHit[] {
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

  /** Does `x` rank before `y`: a higher score, or an equal one and the earlier tie rank? */
  private ahead(x: ScoredSlot, y: ScoredSlot): boolean {
    return x.score > y.score || (x.score === y.score && this.bm25.tieRank(x.slot) < this.bm25.tieRank(y.slot));
  }
}
