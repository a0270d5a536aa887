// The dense side of a NuggetIndex (paper §3.3, component 3): which embedder a store's vectors come
// from, loading its dense index from the store's index cache or building it (training the offline
// embedder on the store's documents first), following every write, retraining when the corpus has
// doubled, and saving it back. A store records its embedder's id; opening it with another is refused
// unless the caller asks to re-embed, so vectors of two spaces are never compared.

import { exactAnn, type AnnFactory } from './embed/ann.js';
import { isTrainable, type Embedder } from './embed/embedder.js';
import { OFFLINE_EMBEDDER_ID, OfflineEmbedder } from './embed/offline.js';
import { contentHash } from './model/ids.js';
import { NuggetIndexError } from './model/errors.js';
import type { Nugget } from './model/nugget.js';
import { DenseIndex } from './search/dense-index.js';
import type { NuggetSearch } from './search/nugget-search.js';
import type { NuggetStore } from './store/store.js';

/** The store setting naming the embedder its vectors come from. */
export const EMBEDDER_SETTING = 'embedder';
/** The dense index's name in a store's index cache. */
const DENSE_INDEX = 'dense';
/** An offline embedder is retrained once the store holds this many times the documents it was trained on. */
const RETRAIN_GROWTH = 2;

export interface DenseOptions {
  /** The embedder; 'offline' for the one trained on the store's text. Default: the store's own, if offline. */
  embedder?: Embedder | 'offline';
  /** The nearest-neighbour index; default exact search (HNSW in Node: `hnswAnn` from nuggetindex/node). */
  ann?: AnnFactory;
  /** Replace vectors of another embedder than the store's (re-embedding every nugget). Default false. */
  reembed?: boolean;
  /**
   * Makes the embedder a store's vectors came from, by its recorded id, when `embedder` is not given
   * (the CLI: an endpoint embedder for that model). Not called for the offline embedder.
   */
  embedderFor?: (id: string) => Embedder | null;
}

export class DenseKeeper {
  private index: DenseIndex | null = null;
  private loading: Promise<DenseIndex> | null = null;
  /** True when the dense index has changes the store's cache does not hold yet. */
  unsaved = false;

  private constructor(
    private readonly store: NuggetStore,
    private readonly search: () => NuggetSearch,
    private readonly fingerprint: string,
    private embedder: Embedder | null,
    /** The embedder id the store records, if any. */
    private recorded: string | null,
    private readonly ann: AnnFactory,
    private readonly reembed: boolean,
  ) {}

  static async open(store: NuggetStore, search: () => NuggetSearch, searchFingerprint: string, options: DenseOptions): Promise<DenseKeeper> {
    const recorded = await store.meta(EMBEDDER_SETTING);
    const given = options.embedder === 'offline' ? new OfflineEmbedder() : (options.embedder ?? null);
    const embedder =
      given ?? (recorded === OFFLINE_EMBEDDER_ID ? new OfflineEmbedder() : recorded !== null && options.embedderFor ? options.embedderFor(recorded) : null);
    const fingerprint = contentHash(DENSE_INDEX, searchFingerprint);
    return new DenseKeeper(store, search, fingerprint, embedder, recorded, options.ann ?? exactAnn, options.reembed ?? false);
  }

  /** True when writes must keep vectors in step: the store has vectors, or an embedder was given. */
  get active(): boolean {
    return this.recorded !== null || this.embedder !== null;
  }

  /** The embedder id of the store's vectors, or of the embedder given (null: no dense retrieval). */
  get embedderId(): string | null {
    return this.index?.embedder.id ?? this.recorded ?? this.embedder?.id ?? null;
  }

  /** The dense index, loaded from the store's cache or built; for a semantic or hybrid query. */
  ready(): Promise<DenseIndex> {
    if (this.index) return Promise.resolve(this.index);
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  private async load(): Promise<DenseIndex> {
    const embedder = this.usable();
    await embedder.prepare?.();
    const cache = this.store.searchCache;
    const bytes = cache && this.recorded === embedder.id ? await cache.load(DENSE_INDEX, this.cacheKey(embedder)) : null;
    const loaded = bytes ? DenseIndex.decode(bytes, embedder, this.ann) : null;
    if (loaded) {
      this.index = loaded;
      this.search().linkDense(loaded);
      return loaded;
    }
    return this.build(undefined, false);
  }

  /** The embedder to use, checked against the store's vectors. */
  private usable(): Embedder {
    if (!this.embedder) {
      throw new NuggetIndexError(
        'INVALID_INPUT',
        this.recorded === null
          ? 'mode: this store has no dense index: open it with an embedder (CLI: run `nuggetindex embed`) for semantic or hybrid retrieval'
          : `mode: this store's vectors come from the embedder "${this.recorded}": open it with that embedder for semantic or hybrid retrieval`,
        { field: 'mode' },
      );
    }
    if (this.recorded !== null && this.recorded !== this.embedder.id && !this.reembed) {
      throw new NuggetIndexError(
        'INVALID_INPUT',
        `embedder: this store's vectors come from "${this.recorded}", not "${this.embedder.id}"; comparing the two spaces would be meaningless: re-embed every nugget (reembed: true; CLI --reembed) or use "${this.recorded}"`,
        { field: 'embedder', value: this.embedder.id },
      );
    }
    return this.embedder;
  }

  private cacheKey(embedder: Embedder): string {
    return contentHash(this.fingerprint, embedder.id);
  }

  /**
   * (Re)builds the dense index over every nugget — training the embedder first when it learns from
   * the store's text — and records its embedder in the store.
   */
  async build(progress?: (done: number, total: number) => void, retrain = true): Promise<DenseIndex> {
    let embedder = this.usable();
    await embedder.prepare?.();
    const documents = await this.store.documents();
    // A model handed over already trained (a browser export's) is used as it is unless asked to retrain.
    if (isTrainable(embedder) && (retrain || !embedder.trained)) embedder = embedder.train(documents.map((d) => d.text));
    this.embedder = embedder;
    const index = new DenseIndex(embedder, this.ann, documents.length);
    const search = this.search();
    const entries: { id: string; text: string }[] = [];
    for await (const batch of this.store.scanNuggets()) for (const n of batch) entries.push({ id: n.id, text: search.indexedText(n) });
    const BATCH = 256;
    for (let i = 0; i < entries.length; i += BATCH) {
      await index.add(entries.slice(i, i + BATCH));
      progress?.(Math.min(i + BATCH, entries.length), entries.length);
    }
    if (this.recorded !== embedder.id) {
      await this.store.transaction(() => this.store.commit({ meta: { [EMBEDDER_SETTING]: embedder.id }, revisions: [], nuggets: [], history: [] }));
      this.recorded = embedder.id;
    }
    this.index = index;
    search.linkDense(index);
    this.unsaved = this.store.searchCache !== undefined;
    return index;
  }

  /**
   * After a write: embeds the nuggets it created; retrains and rebuilds once the corpus has doubled.
   * The write is committed already, so a failure here (an embeddings endpoint down) does not fail
   * it: the dense index is dropped instead, and rebuilt — or its failure reported — by the next
   * semantic or hybrid query. Answers the failure, if any.
   */
  async follow(changed: readonly Nugget[], newDocuments: number): Promise<Error | null> {
    try {
      await this.followWrite(changed, newDocuments);
      return null;
    } catch (e) {
      this.index = null;
      this.unsaved = false;
      return e instanceof Error ? e : new Error(String(e));
    }
  }

  private async followWrite(changed: readonly Nugget[], newDocuments: number): Promise<void> {
    if (!this.active || (changed.length === 0 && newDocuments === 0)) return;
    const index = await this.ready();
    index.documents += newDocuments;
    if (isTrainable(index.embedder) && index.documents >= RETRAIN_GROWTH * Math.max(1, index.trainedOn)) {
      await this.build();
      return;
    }
    const search = this.search();
    const labels = await index.add(changed.map((n) => ({ id: n.id, text: search.indexedText(n) })));
    for (const label of labels) search.linkLabel(label);
    // Every commit moves the store's generation: the saved index is behind even when no vector was
    // added (a state change, a document without facts), and would be rebuilt at the next open.
    this.unsaved = this.store.searchCache !== undefined;
  }

  /** The trained offline embedder of the store's vectors (for the browser export), or null for any other. */
  async offlineModel(): Promise<OfflineEmbedder | null> {
    if (this.embedderId !== OFFLINE_EMBEDDER_ID) return null;
    const index = await this.ready();
    return index.embedder instanceof OfflineEmbedder ? index.embedder : null;
  }

  /** The query's vector (the dense index is loaded or built first). */
  async queryVector(text: string): Promise<Float32Array> {
    return (await this.ready()).embedQuery(text);
  }

  /** Saves the dense index in the store's cache when it has changed (a read-only store declines). */
  async save(): Promise<void> {
    const cache = this.store.searchCache;
    if (!cache || !this.unsaved || !this.index) return;
    if (await cache.save(DENSE_INDEX, this.cacheKey(this.index.embedder), this.index.encode())) this.unsaved = false;
  }
}
