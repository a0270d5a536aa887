// NuggetIndex: the library's one entry object. Wires a store, a schema, an alias table and an
// extractor into the two flows of DESIGN.md — ingest and retrieve — and keeps the in-memory search
// index in step with the store. The CLI, the server and the web page only call this.

import {
  disputes,
  nuggetDetail,
  subjectFacts,
  subjects,
  type Dispute,
  type DisputeOutcome,
  type DisputesOptions,
  type NuggetDetail,
  type SubjectFacts,
  type SubjectsOptions,
} from './browse.js';
import { defaultAliases, defaultSchema } from './defaults.js';
import { RuleBasedExtractor } from './extract/rules.js';
import type { AliasTable } from './govern/aliases.js';
import { PredicateMapper } from './govern/canonicalize.js';
import { governanceSettings, type GovernanceSettings } from './govern/settings.js';
import { commitDocument, prepareDocument } from './ingest/document.js';
import { decideDispute } from './ingest/disputes.js';
import { reviewDeferred, type ReviewAction, type ReviewResult } from './ingest/review.js';
import type { IngestContext, IngestResult } from './ingest/context.js';
import { commitGroup, Lookahead, settled, type CommitGroup } from './ingest/lookahead.js';
import { planBridges, rederiveStored } from './ingest/bridges.js';
import { BRIDGE_LIMITS, type BridgeEntity } from './bridge/entities.js';
import { BRIDGE_PROMPT_VERSION, generateBridges } from './bridge/llm.js';
import { emptyModelStats } from './llm/ask.js';
import { defaultGovernanceConfig, type GovernanceConfig } from './model/config.js';
import { groupQueue, type CandidateEdit, type ReviewQueue } from './model/deferred.js';
import { toSourceDocument } from './model/document.js';
import { NuggetIndexError } from './model/errors.js';
import type { Nugget } from './model/nugget.js';
import type { PredicateSchema } from './model/schema.js';
import { systemClock, toIso, type Instant } from './model/time.js';
import {
  bytesValue,
  decidedBy,
  documentsValue,
  indexOptions,
  ingestManyOptions,
  instantValue,
  optionsObject,
  retrieveOptions,
  reviewActions,
  reviewFilter,
  stringValue,
  BRIDGE_RUN,
  optionValue,
  type BridgeRunOptions,
  type BridgeRunResult,
  type BridgeSummary,
  type IngestManyOptions,
  type NuggetIndexOptions,
  type RetrieveOptions,
  type ReviewFilter,
  type ReviewOptions,
} from './options.js';
import { generatorContext } from './retrieve/context.js';
import { governedRetrieval, type Retrieval } from './retrieve/retrieval.js';
import { NuggetSearch } from './search/nugget-search.js';
import { PageDescriptions } from './ingest/page-descriptions.js';
import { DenseKeeper } from './dense.js';
import { embeddingKey, type EmbeddingCache } from './embed/endpoint.js';
import { estimateTokens, priced, type PriceQuote, type RequestEstimate } from './llm/usage.js';
import { MemoryNuggetStore } from './store/memory.js';
import { decodeSnapshot, encodeSnapshot, snapshotOf, snapshotStore } from './store/snapshot.js';
import type { NuggetStore, StoreStats, SubjectEntry } from './store/store.js';

export class NuggetIndex {
  readonly store: NuggetStore;
  readonly schema: PredicateSchema;
  readonly aliases: AliasTable;
  readonly config: GovernanceConfig;
  private readonly ctx: IngestContext;
  private search: NuggetSearch;
  /** What each page says its subject is: words the search index adds to the nuggets about it. */
  private readonly pages: PageDescriptions;
  /** The dense index and its embedder (semantic and hybrid retrieval). */
  private dense!: DenseKeeper;
  private denseFailure: Error | null = null;
  /** True when the search index has changes its store's cache does not hold yet. */
  private unsaved = false;
  private writing: Promise<unknown> = Promise.resolve();
  private settings: GovernanceSettings | null = null;

  private constructor(given: NuggetIndexOptions | undefined) {
    const options = indexOptions(given);
    this.store = options.store ?? new MemoryNuggetStore();
    this.schema = options.schema ?? defaultSchema();
    this.aliases = options.aliases ?? defaultAliases();
    this.config = { ...defaultGovernanceConfig, ...options.config };
    this.ctx = {
      store: this.store,
      schema: this.schema,
      mapper: new PredicateMapper(this.schema),
      aliases: this.aliases,
      extractor: options.extractor ?? new RuleBasedExtractor(this.schema, { genre: options.genre ?? 'auto' }),
      config: this.config,
      clock: options.clock ?? systemClock,
      // Hashed on the first write only: a read-only open (every CLI query) never needs it.
      settings: () => (this.settings ??= governanceSettings(this.schema, this.aliases, this.config)),
      reconfigure: options.reconfigure ?? false,
      bridging: options.bridging ?? true,
    };
    this.search = new NuggetSearch(this.aliases, this.schema);
    this.pages = new PageDescriptions(this.aliases, options.genre ?? 'auto');
  }

  /**
   * Opens an index over a store, loading its nuggets into the search index.
   *
   * @example const ni = await NuggetIndex.open({ store: new MemoryNuggetStore() })
   */
  static async open(options?: NuggetIndexOptions): Promise<NuggetIndex> {
    const ni = new NuggetIndex(options);
    await ni.load(options);
    return ni;
  }

  /** Loads (or rebuilds) the search index over the store, and the dense index's state. */
  private async load(options: NuggetIndexOptions | undefined): Promise<void> {
    this.dense = await DenseKeeper.open(this.store, () => this.search, NuggetSearch.fingerprint(this.aliases, this.schema), options ?? {});
    // A persistent store keeps the search index's bytes beside its records: loading them takes
    // milliseconds where re-tokenising every nugget takes seconds per hundred thousand.
    const cache = this.store.searchCache;
    const bytes = cache ? await cache.load(SEARCH_INDEX, NuggetSearch.fingerprint(this.aliases, this.schema)) : null;
    const loaded = bytes ? NuggetSearch.decode(bytes, this.aliases, this.schema) : null;
    if (loaded) this.search = loaded;
    else {
      await cache?.rebuilding();
      for await (const batch of this.store.scanNuggets()) {
        await this.pages.prepare(this.store, batch);
        for (const n of batch) this.search.upsert(n, this.pages.of(n));
      }
      this.unsaved = cache !== undefined;
      await this.saveSearchIndex();
    }
  }

  /** Saves the search index in the store's cache when it has changed (a read-only store declines). */
  private async saveSearchIndex(): Promise<void> {
    const cache = this.store.searchCache;
    if (!cache || !this.unsaved) return;
    if (await cache.save(SEARCH_INDEX, NuggetSearch.fingerprint(this.aliases, this.schema), this.search.encode())) this.unsaved = false;
  }

  /** Runs `work` after every write started before it: one writer at a time, in call order. */
  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = this.writing.then(work);
    this.writing = run.catch(() => undefined);
    return run;
  }

  /** A serialised write, then the search index follows the nuggets it changed. */
  private async write<T extends { changed: readonly Nugget[] }>(work: () => Promise<T>, newDocuments = 0): Promise<T> {
    return this.serialised(async () => {
      const r = await work();
      await this.indexChanged(r.changed, newDocuments);
      return r;
    });
  }

  /**
   * Every write lands here: the in-memory indexes follow the store (the dense one embeds what is
   * new, inside the write chain so that a query never sees nuggets without vectors), and the cache
   * is now behind.
   */
  private async indexChanged(changed: readonly Nugget[], newDocuments: number): Promise<void> {
    // Only a nugget the index does not hold yet takes words beside its text (see NuggetSearch.upsert).
    const fresh = new Set(changed.filter((n) => !this.search.has(n.id)));
    await this.pages.prepare(this.store, [...fresh]);
    for (const n of changed) this.search.upsert(n, fresh.has(n) ? this.pages.of(n) : '');
    if (changed.length > 0) this.unsaved = this.store.searchCache !== undefined;
    const failed = await this.dense.follow(changed, newDocuments);
    if (failed) this.denseFailure = failed;
  }

  /**
   * Why the dense index could not follow the last writes (an embeddings endpoint down), or null: the
   * writes were committed and are searchable lexically; the next semantic or hybrid query rebuilds
   * the dense index. Reading it clears it.
   */
  takeDenseFailure(): Error | null {
    const failure = this.denseFailure;
    this.denseFailure = null;
    return failure;
  }

  /**
   * Ingests one document (`{id, text, date?, source?, title?, scope?, url?}`). Writes are serialised:
   * concurrent calls run one after another, each committing atomically.
   */
  async ingest(input: unknown): Promise<IngestResult> {
    const doc = toSourceDocument(input, this.ctx.clock(), this.config.defaultScope);
    // Extraction starts at once, outside the write chain (a model may take seconds per window);
    // commits keep the order of the calls, so revisions of one document land in input order.
    const prepared = prepareDocument(this.ctx, doc);
    prepared.catch(() => undefined); // observed by the commit below; never an unhandled rejection
    return this.write(async () => commitDocument(this.ctx, await prepared), 1);
  }

  /**
   * Ingests many documents in order, as `ingest` does each, committing them in groups: a store that
   * pays per durable write (SQLite) writes once per group instead of once per document. Each
   * document stays atomic — one that fails leaves nothing — and governs against the documents before
   * it, in its group or not. Yields each document's result once its group is committed (durable
   * and searchable). At the first failure, the documents before it are committed and yielded, then
   * the error is thrown (the number of results yielded is the failing document's position); if the
   * group's commit itself fails, none of that group is yielded. A group holds a SQLite store's write
   * lock for at most `groupMs` plus one document, and reads through this index while a group is
   * open may see its records before they are committed.
   *
   * @example for await (const r of ni.ingestMany(docs)) console.log(r.docId, r.outcome)
   */
  async *ingestMany(inputs: Iterable<unknown> | AsyncIterable<unknown>, options?: IngestManyOptions): AsyncGenerator<IngestResult, void, undefined> {
    const documents = documentsValue(inputs);
    const { lookahead, groupDocuments, groupMs, signal } = ingestManyOptions(options);
    const ahead = new Lookahead(
      documents,
      (input) => prepareDocument(this.ctx, toSourceDocument(input, this.ctx.clock(), this.config.defaultScope)),
      lookahead,
      signal,
    );
    try {
      for (;;) {
        await ahead.fill();
        if (!ahead.next) return;
        await settled(ahead.next);
        let group: CommitGroup = { done: [] };
        const run = async (): Promise<void> => {
          group = await commitGroup(ahead, (prepared) => commitDocument(this.ctx, prepared), groupDocuments, groupMs);
        };
        const store = this.store;
        let committed = false;
        try {
          // The indexes follow in the same turn of the write chain: no other write can come between.
          await this.serialised(async () => {
            await (store.batch ? store.batch(run) : run());
            committed = true;
            await this.indexChanged(
              group.done.flatMap((r) => r.changed),
              group.done.filter((r) => r.outcome === 'new').length,
            );
          });
        } catch (error) {
          // The group's own commit failed: none of it was kept. A document's failure, if there was
          // one, is the cause worth reporting (a full disk fails both).
          throw !committed && 'failed' in group ? group.failed : error;
        }
        yield* group.done;
        if ('failed' in group) throw group.failed;
      }
    } finally {
      ahead.close(); // stopped early (a failure, the signal, the consumer), or a no-op
    }
  }

  /**
   * The deferral queue: candidates the quality gate held back (default: pending ones), counted by
   * predicate and confidence bucket.
   *
   * @example const { groups, items } = await ni.reviewQueue({ reason: 'low-confidence', limit: 20 })
   */
  async reviewQueue(filter?: ReviewFilter): Promise<ReviewQueue> {
    const { limit, ...rest } = reviewFilter(filter);
    const all = await this.store.deferred(rest);
    return { total: all.length, groups: groupQueue(all), items: limit === undefined ? all : all.slice(0, limit) };
  }

  /**
   * Applies review decisions in one transaction: an accepted candidate (optionally edited) is
   * canonicalised and governed exactly like an ingested claim; accepted and dropped items leave the
   * queue with who decided and when. Unknown or already reviewed ids fail the whole batch.
   *
   * @example await ni.review([{ id, action: 'accept', edit: { subject: 'Jane Doe' } }, { id: other, action: 'drop' }], { by: 'alice' })
   */
  async review(actions: readonly ReviewAction[], options?: ReviewOptions): Promise<ReviewResult> {
    const checked = reviewActions(actions);
    const by = decidedBy(options);
    return this.write(() => reviewDeferred(this.ctx, checked, by));
  }

  /** Accepts queue items, each with the same optional edit. */
  accept(ids: readonly string[], options: ReviewOptions & { edit?: CandidateEdit } = {}): Promise<ReviewResult> {
    const { edit } = optionsObject(options, 'options');
    return this.review(
      idList(ids).map((id) => ({ id, action: 'accept', ...(edit === undefined ? {} : { edit }) })),
      options,
    );
  }

  /** Drops queue items: they are never governed, and a new revision repeating them does not re-queue them. */
  drop(ids: readonly string[], options?: ReviewOptions): Promise<ReviewResult> {
    return this.review(
      idList(ids).map((id) => ({ id, action: 'drop' })),
      options,
    );
  }

  /**
   * Re-derives every bridging fact of the store (IndexRAG): Eq. 1 over all facts, then each bridge
   * entity in its own transaction. Offline (the default), the schema's compositions — what ingest
   * already does entity by entity, run over the whole store after a schema change or on a store built
   * before bridging facts. With `mode: 'llm'`, the paper's generator (Figure 6) writes each entity's
   * bridging facts from its facts; a reply that cites a fact outside the entity's bundle is refused.
   * Entities Eq. 1 no longer admits have their bridging facts withdrawn.
   *
   * @example const run = await ni.bridge({ mode: 'llm', model: { client } })
   */
  async bridge(options?: BridgeRunOptions): Promise<BridgeRunResult> {
    const o = optionsObject(options, 'options');
    const mode = optionValue(BRIDGE_RUN.mode, 'mode', o.mode);
    if (mode === 'llm' && !o.model)
      throw new NuggetIndexError('INVALID_INPUT', 'model: LLM mode needs a model (an OpenAI-compatible client)', { field: 'model' });
    const stats = o.stats ?? emptyModelStats();
    const plan = await planBridges(this.ctx);
    const result: BridgeRunResult = { mode, entities: plan.bridges.length, tooCommon: plan.tooCommon, written: 0, withdrawn: 0, failures: [], stats };
    const entities = [
      ...plan.bridges.map((b) => ({ entity: b.entity, bridge: b as BridgeEntity | null })),
      ...plan.stale.map((entity) => ({ entity, bridge: null })),
    ];
    const reason = mode === 'llm' ? `bridging run (${BRIDGE_PROMPT_VERSION})` : 'bridging run (offline)';
    for (const [i, { entity, bridge }] of entities.entries()) {
      if (o.signal?.aborted) break;
      const written = mode === 'llm' && bridge ? await generateBridges(o.model!, bridge, stats, result.failures) : null;
      if (mode === 'llm' && bridge && written === null) continue; // no usable reply: the entity keeps what it had
      const r = await this.write(() => rederiveStored(this.ctx, entity, written, reason));
      result.written += r.nuggets.length;
      result.withdrawn += r.nuggets.filter((n) => n.epistemic.status === 'deprecated').length;
      o.progress?.(i + 1, entities.length);
    }
    return result;
  }

  /**
   * The store's bridging in numbers (reads every fact): bridge entities (Eq. 1: 2 ≤ df ≤ τ), the
   * entities skipped for df > τ (most documents first), and the bridging facts by state.
   */
  async bridgeSummary(): Promise<BridgeSummary> {
    const plan = await planBridges(this.ctx);
    return {
      entities: plan.bridges.length,
      tau: BRIDGE_LIMITS.tau,
      tooCommon: [...plan.tooCommon].sort((a, b) => b.df - a.df || (a.entity < b.entity ? -1 : 1)),
      bridgingFacts: plan.bridgingFacts,
    };
  }

  /** Governed retrieval: time and state filter first, then BM25, then top-k. */
  async retrieve(question: string, options?: RetrieveOptions): Promise<Retrieval> {
    stringValue('question', question, false);
    const o = retrieveOptions(options);
    return governedRetrieval(this.search, this.store, question, o, this.ctx.clock(), o.mode === 'lexical' ? undefined : (text) => this.dense.queryVector(text));
  }

  /**
   * The generator context for a question (§3.3.2): retrieval with view `active_contested`, then the
   * "Established facts / Disputed" block naming the sources on each side.
   */
  async context(question: string, options?: Omit<RetrieveOptions, 'view'>): Promise<{ text: string; retrieval: Retrieval }> {
    const retrieval = await this.retrieve(question, { ...optionsObject(options, 'options'), view: 'active_contested' });
    return { text: await generatorContext(this.store, retrieval), retrieval };
  }

  /** The index's clock: the time an undated question is about, and what "has ended" is measured against. */
  now(): Instant {
    return this.ctx.clock();
  }

  stats(): Promise<StoreStats> {
    return this.store.stats();
  }

  /** Earliest and latest finite validity bound in the store (ISO; null when empty): the span a time slider covers. */
  timeSpan(): { start: string | null; end: string | null } {
    const span = this.search.span();
    return { start: span ? toIso(span.start) : null, end: span ? toIso(span.end) : null };
  }

  /**
   * Every nugget in the store, in batches (never the whole store in memory): what `export` writes.
   *
   * @example for await (const batch of ni.nuggets()) for (const n of batch) console.log(n.fact.text)
   */
  nuggets(): AsyncIterable<Nugget[]> {
    return this.store.scanNuggets();
  }

  /** A nugget's full record, its earlier governed states (oldest first), its key's decision and its evidence in context; null when unknown. */
  nuggetDetail(id: string): Promise<NuggetDetail | null> {
    return nuggetDetail(this.store, id);
  }

  /**
   * Every fact about a subject, in every state, for a timeline: the name is keyed like Stage 2 keys
   * subjects (aliases, case, punctuation), so "the Acme Corp." finds Acme's facts.
   */
  subjectFacts(name: string): Promise<SubjectFacts> {
    return subjectFacts(this.store, this.aliases, name);
  }

  /** Subjects whose key contains `prefix` (normalised; starts-with first, then most facts), for a picker. */
  subjects(options?: SubjectsOptions): Promise<SubjectEntry[]> {
    return subjects(this.store, this.aliases, options);
  }

  /**
   * The disputes queue: keys with a Contested value, each with all its values and any recorded
   * decision; with `decided`, also keys a person has ruled on.
   */
  disputes(options?: DisputesOptions): Promise<Dispute[]> {
    return disputes(this.store, options);
  }

  /**
   * Resolves a dispute: `winner` becomes Active + Preferred, the Contested values overlapping it
   * Deprecated; the decision and its reason are recorded and pinned, so later ingests keep them
   * (new evidence for a loser does not revive it; a new rival reopens the dispute instead).
   *
   * @example await ni.resolve({ winner: id, reason: 'the annual report says so', by: 'alice' })
   */
  async resolve(input: { winner: string; reason: string; by?: string }): Promise<DisputeOutcome> {
    const given = optionsObject(input, 'input');
    const winner = stringValue('winner', given.winner);
    const [n] = await this.store.nuggetsById([winner]);
    if (!n) throw new NuggetIndexError('NOT_FOUND', `no nugget with id ${winner}`, { field: 'winner', value: winner });
    return this.decide({ key: n.key, winner: n.id, reason: given.reason, by: given.by });
  }

  /** Records that a person reviewed a disputed key and leaves it contested (both sides stay visible, flagged). */
  async keepContested(input: { key: { subject: string; predicate: string; scope?: string }; reason: string; by?: string }): Promise<DisputeOutcome> {
    const given = optionsObject(input, 'input');
    const k = given.key as Partial<{ subject: unknown; predicate: unknown; scope: unknown }> | undefined;
    if (
      !k ||
      typeof k !== 'object' ||
      typeof k.subject !== 'string' ||
      typeof k.predicate !== 'string' ||
      (k.scope !== undefined && typeof k.scope !== 'string')
    ) {
      throw new NuggetIndexError('INVALID_INPUT', 'key: must be {subject, predicate, scope?} as a dispute lists it', { field: 'key', value: given.key });
    }
    return this.decide({
      key: { subject: k.subject, predicate: k.predicate, scope: (k.scope as string | undefined) ?? this.config.defaultScope },
      winner: null,
      reason: given.reason,
      by: given.by,
    });
  }

  private async decide(ruling: { key: Nugget['key']; winner: string | null; reason: unknown; by: unknown }): Promise<DisputeOutcome> {
    const reason = stringValue('reason', ruling.reason, false);
    const by = decidedBy({ by: ruling.by as string | undefined });
    return this.write(() => decideDispute(this.ctx, { ...ruling, reason, by }));
  }

  /**
   * The browser index file (`export --browser`): every nugget, its earlier versions, the documents'
   * revisions, the decisions, the schema and aliases, compressed. `NuggetIndex.fromSnapshot` opens it.
   */
  async snapshot(at?: Instant): Promise<Uint8Array> {
    const now = instantValue('now', at, this.ctx.clock());
    const source = await snapshotOf(this.store, this.schema, this.aliases, now);
    // The file keeps no document text: it carries the page descriptions the search index adds.
    const pages = source.documents.flatMap((rev) => this.pages.describe(rev) ?? []);
    // A store with offline vectors carries its model: the page embeds the nuggets and questions itself.
    return encodeSnapshot({ ...source, pages, embedder: await this.dense.offlineModel() });
  }

  /**
   * Opens a browser index file (see `snapshot`) in memory, with the schema and aliases it carries.
   * Nothing is extracted: the default extractor is one that reads nothing.
   */
  static async fromSnapshot(bytes: Uint8Array, options?: Omit<NuggetIndexOptions, 'store' | 'schema' | 'aliases'>): Promise<NuggetIndex> {
    const given = optionsObject(options, 'options');
    const snap = await decodeSnapshot(bytesValue(bytes));
    const opened: NuggetIndexOptions = {
      extractor: { id: 'none', extract: () => [] },
      ...given,
      store: await snapshotStore(snap),
      schema: snap.schema,
      aliases: snap.aliases,
      ...(snap.embedder ? { embedder: snap.embedder } : {}),
    };
    const ni = new NuggetIndex(opened);
    ni.pages.seed(snap.pages);
    await ni.load(opened);
    return ni;
  }

  /**
   * Embeds every nugget of the store anew with the index's embedder (training the offline one on the
   * store's documents first) and records it as the store's: what a store built without vectors, or
   * with another embedder (`reembed`), needs before semantic or hybrid retrieval.
   *
   * @example const ni = await NuggetIndex.open({ store, embedder: 'offline' }); await ni.embed()
   */
  async embed(options?: { progress?: (done: number, total: number) => void }): Promise<{ embedder: string; nuggets: number }> {
    const { progress } = optionsObject(options, 'options');
    return this.serialised(async () => {
      const index = await this.dense.build(progress);
      return { embedder: index.embedder.id, nuggets: index.size };
    });
  }

  /**
   * What `embed()` with an endpoint model would send, sending nothing: one text per nugget (its
   * indexed text), less those `cache` already holds, in requests of `batchSize`; tokens at four
   * characters each, priced at `price` (input tokens only).
   */
  async estimateEmbedding(options: { model: string; batchSize?: number; cache?: EmbeddingCache; price: PriceQuote }): Promise<EmbeddingCostEstimate> {
    const o = optionsObject(options, 'options');
    const model = stringValue('model', o.model);
    const batchSize = o.batchSize ?? 64;
    let texts = 0;
    let cached = 0;
    let inputTokens = 0;
    const seen = new Set<string>();
    for await (const batch of this.store.scanNuggets()) {
      for (const n of batch) {
        const text = this.search.indexedText(n);
        texts++;
        if (seen.has(text) || (o.cache && (await o.cache.get(embeddingKey(model, text))) !== undefined)) {
          cached++;
          continue;
        }
        seen.add(text);
        inputTokens += estimateTokens(text);
      }
    }
    const requests = Math.ceil((texts - cached) / batchSize);
    return { texts, cached, ...priced({ model, promptVersion: 'embeddings', requests, inputTokens, outputTokens: 0 }, o.price!) };
  }

  /** The embedder id of the store's vectors (null: the store has none; retrieval is lexical only). */
  embedderId(): string | null {
    return this.dense.embedderId;
  }

  /** Waits for pending writes, saves the search index in the store's cache if it changed, and closes the store. */
  async close(): Promise<void> {
    await this.writing;
    try {
      await this.saveSearchIndex();
      await this.dense.save();
    } finally {
      await this.store.close();
    }
  }
}

/** What `estimateEmbedding` reports: nuggets, those already cached (or repeated), and the requests for the rest. */
export type EmbeddingCostEstimate = RequestEstimate & { texts: number; cached: number };

/** The search index's name in a store's index cache. */
const SEARCH_INDEX = 'search';

function idList(ids: unknown): string[] {
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
    throw new NuggetIndexError('INVALID_INPUT', 'ids: must be an array of queue item ids', { field: 'ids', value: ids });
  return ids;
}
