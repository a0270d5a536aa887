// Every option of the public API in one place: its type, range, default and meaning. The library
// validates its arguments against these at the boundary (a bad option is a NuggetIndexError naming
// it, never a TypeError from deep inside), and the CLI's options and the server's zod schemas are
// derived from the same specs, so the three front doors cannot disagree on a limit or a default.

import type { Extractor } from './extract/extractor.js';
import type { AliasTable } from './govern/aliases.js';
import type { ReviewAction } from './ingest/review.js';
import type { GovernanceConfig } from './model/config.js';
import { DEFER_REASONS, DEFERRED_STATUSES, type DeferReason, type DeferredStatus } from './model/deferred.js';
import { GENRES, type Genre } from './model/document.js';
import { NuggetIndexError } from './model/errors.js';
import type { PredicateSchema } from './model/schema.js';
import type { Clock, Instant } from './model/time.js';
import { DEFAULT_FUSION, FUSION_METHODS, type FusionMethod, type FusionWeights } from './search/fusion.js';
import { VIEWS, type View } from './search/governance-filter.js';
import { SEARCH_MODES, type GovernanceSwitches, type SearchMode } from './search/nugget-search.js';
import type { NuggetStore } from './store/store.js';
import type { CheckedModel, ModelRunStats } from './llm/ask.js';
import type { AnnFactory } from './embed/ann.js';
import type { RetrievalSettings } from './retrieve/retrieval.js';
import type { Embedder } from './embed/embedder.js';

/** A whole number in [min, max]. */
export interface IntegerSpec {
  type: 'integer';
  min: number;
  max: number;
  default?: number;
  description: string;
}

/** Any number in [min, max]. */
export interface NumberSpec {
  type: 'number';
  min: number;
  max: number;
  default?: number;
  description: string;
}

/** One of a fixed set of words. */
export interface ChoiceSpec<T extends string = string> {
  type: 'choice';
  values: readonly T[];
  default?: T;
  description: string;
}

export type OptionSpec = IntegerSpec | NumberSpec | ChoiceSpec;

const integer = (min: number, max: number, description: string, dflt?: number): IntegerSpec => ({
  type: 'integer',
  min,
  max,
  description,
  ...(dflt === undefined ? {} : { default: dflt }),
});
const choice = <T extends string>(values: readonly T[], description: string, dflt?: T): ChoiceSpec<T> => ({
  type: 'choice',
  values,
  description,
  ...(dflt === undefined ? {} : { default: dflt }),
});

/** What a value must be, in the words every front end prints: "an integer from 1 to 1000". */
export function expected(spec: OptionSpec): string {
  switch (spec.type) {
    case 'integer':
      return `an integer from ${spec.min} to ${spec.max}`;
    case 'number':
      return `a number from ${spec.min} to ${spec.max}`;
    case 'choice':
      return `one of ${spec.values.join(', ')}`;
  }
}

/** True when `value` satisfies `spec`. */
export function satisfies(spec: OptionSpec, value: unknown): boolean {
  switch (spec.type) {
    case 'integer':
      return Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max;
    case 'number':
      return typeof value === 'number' && value >= spec.min && value <= spec.max;
    case 'choice':
      return typeof value === 'string' && (spec.values as readonly string[]).includes(value);
  }
}

/** The option `field` as given, or its default; a value outside the spec is an INVALID_INPUT naming the field. */
export function optionValue<S extends OptionSpec>(spec: S, field: string, value: unknown): SpecValue<S> {
  if (value === undefined && spec.default !== undefined) return spec.default as SpecValue<S>;
  if (!satisfies(spec, value)) {
    throw new NuggetIndexError('INVALID_INPUT', `${field}: must be ${expected(spec)} (got ${show(value)})`, { field, value });
  }
  return value as SpecValue<S>;
}

type SpecValue<S extends OptionSpec> = S extends ChoiceSpec<infer T> ? T : number;

/** An options argument: absent, or a plain object (not an array, a string, null). */
export function optionsObject<T extends object>(value: T | undefined, name: string): Partial<T> {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new NuggetIndexError('INVALID_INPUT', `${name}: must be an object of options (got ${show(value)})`, { field: name, value });
  }
  return value;
}

/** A required string argument; `nonEmpty` also refuses blank text. */
export function stringValue(field: string, value: unknown, nonEmpty = true): string {
  if (typeof value !== 'string' || (nonEmpty && value.trim() === '')) {
    throw new NuggetIndexError('INVALID_INPUT', `${field}: must be a ${nonEmpty ? 'non-empty ' : ''}string (got ${show(value)})`, { field, value });
  }
  return value;
}

/** An optional boolean argument. */
export function booleanValue(field: string, value: unknown, dflt: boolean): boolean {
  if (value === undefined) return dflt;
  if (typeof value !== 'boolean') throw new NuggetIndexError('INVALID_INPUT', `${field}: must be true or false (got ${show(value)})`, { field, value });
  return value;
}

/** A value as an error message quotes it; never throws (String() does on an object without a prototype). */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;
}

// ——— The options themselves.

/** Retrieval (`retrieve`, `context`; CLI `query`, `context`; GET /v1/retrieve, /v1/context). */
export const RETRIEVE = {
  k: integer(1, 1000, 'Number of results.', 10),
  view: choice(VIEWS, 'active: current consensus; active_contested: also disputed facts, flagged; all: no governance (every state, every time).', 'active'),
  bridging: choice(
    ['on', 'off'] as const,
    'Bridging facts (IndexRAG: facts of two documents joined through an entity they share): on admits at most kb of them among the k results; off leaves them out.',
    'on',
  ),
  kb: integer(0, 1000, 'At most this many bridging facts among the k results (balanced selection, IndexRAG k_b).', 3),
  mode: choice(
    SEARCH_MODES,
    'lexical: BM25 alone; semantic: the dense index alone; hybrid: both, fused (needs a store with vectors: an embedder at open, CLI `embed`).',
    'lexical',
  ),
  fusion: choice(
    FUSION_METHODS,
    'How hybrid mode fuses: rrf (reciprocal rank fusion, weighted) or linear (weighted min–max-normalised scores, as the paper).',
    DEFAULT_FUSION.fusion,
  ),
} satisfies Record<string, OptionSpec>;

/** The fusion weights' range (each of lexical, dense, metadata). */
export const FUSION_WEIGHT = { type: 'number', min: 0, max: 1, description: 'A fusion weight.' } as const satisfies NumberSpec;

/** The whole-store bridging run (`bridge`; CLI `bridge`). */
export const BRIDGE_RUN = {
  mode: choice(
    ['offline', 'llm'] as const,
    "offline: the schema's compositions (approximate: no model read the documents); llm: the paper's generator (Figure 6) through an OpenAI-compatible endpoint.",
    'offline',
  ),
} satisfies Record<string, OptionSpec>;

/** `NuggetIndex.bridge`'s options. */
export interface BridgeRunOptions {
  /** See BRIDGE_RUN.mode. Default offline. */
  mode?: 'offline' | 'llm';
  /** The model (LLM mode; required there). */
  model?: CheckedModel;
  /** Counters for the run's model calls. */
  stats?: ModelRunStats;
  /** Told after each entity: entities done, of how many. */
  progress?: (done: number, total: number) => void;
  /** When aborted, no further entity is started (those done stay written). */
  signal?: AbortSignal;
}

/** What a bridging run did. */
export interface BridgeRunResult {
  mode: 'offline' | 'llm';
  /** Bridge entities (2 ≤ df ≤ τ). */
  entities: number;
  /** Entities skipped for df > τ, with their df. */
  tooCommon: { entity: string; df: number }[];
  /** Bridging facts written (new, changed or withdrawn). */
  written: number;
  /** Of those, withdrawn (Deprecated). */
  withdrawn: number;
  /** Entities whose model reply could not be used (they keep their bridging facts). */
  failures: { entity: string; reasons: string[]; reply: string }[];
  stats: ModelRunStats;
}

/** `NuggetIndex.bridgeSummary`: what `inspect` says about bridging. */
export interface BridgeSummary {
  /** Bridge entities (2 ≤ df ≤ τ). */
  entities: number;
  tau: number;
  /** Entities skipped for df > τ, most documents first. */
  tooCommon: { entity: string; df: number }[];
  bridgingFacts: { active: number; contested: number; deprecated: number };
}

/** The subject picker (`subjects`; GET /v1/subjects). */
export const SUBJECTS = {
  limit: integer(1, 1000, 'At most this many subjects.', 20),
} satisfies Record<string, OptionSpec>;

/** The disputes queue (`disputes`; CLI `disputes`; GET /v1/disputes). */
export const DISPUTES = {
  limit: integer(1, 1000, 'At most this many disputed keys.', 50),
} satisfies Record<string, OptionSpec>;

/** The review queue (`reviewQueue`; CLI `review`; GET /v1/review). */
export const REVIEW = {
  status: choice(
    [...DEFERRED_STATUSES, 'all'] as const,
    'Which queue items to list: pending (default), withdrawn (a newer revision no longer states them), accepted, dropped, or all.',
    'pending',
  ),
  reason: choice(DEFER_REASONS, 'Only items deferred for this reason.'),
  below: { type: 'number', min: 0, max: 1, description: 'Only candidates whose confidence is below this.' },
  limit: integer(1, 10_000, 'At most this many items.'),
} satisfies Record<string, OptionSpec>;

/** `ingestMany`'s grouping (a timer cannot wait longer than 2^31 - 1 ms: Node fires one set longer at once). */
export const INGEST_MANY = {
  lookahead: integer(1, 1024, 'Documents extracted at once: the next ones are extracted while one commits (for an extractor that waits on a model).', 1),
  groupDocuments: integer(1, Number.MAX_SAFE_INTEGER, 'A group commits once it holds this many documents.', 100),
  groupMs: {
    type: 'number',
    min: 1,
    max: 2 ** 31 - 1,
    description: 'A group commits once it has run this long (ms), so results and progress arrive at least this often.',
    default: 1000,
  },
} satisfies Record<string, OptionSpec>;

/** Governance thresholds (`NuggetIndex.open({ config })`; see GovernanceConfig for their meaning). */
export const CONFIG = {
  duplicateJaccard: {
    type: 'number',
    min: 0,
    max: 1,
    description: 'Jaccard similarity of character n-grams at which two values of a key are duplicates.',
    default: 0.85,
  },
  duplicateNgram: integer(2, 5, 'n of the character n-grams compared for duplicates.', 3),
  deprecateSources: integer(1, Number.MAX_SAFE_INTEGER, 'Independent sources a claim needs to supersede or deprecate a rival on a functional key.', 2),
  resolveSources: integer(1, Number.MAX_SAFE_INTEGER, 'Independent sources one side of a contest needs to resolve it.', 3),
  inferredValidityDiscount: { type: 'number', min: 0, max: 1, description: 'Confidence multiplier of a fact whose start was inferred.', default: 0.9 },
  reviewBelowConfidence: { type: 'number', min: 0, max: 1, description: 'Candidates extracted with less confidence wait for review.', default: 0.5 },
} satisfies Record<string, OptionSpec>;

/** How the default offline extractor reads documents that do not say (`NuggetIndex.open({ genre })`). */
export const GENRE = choice([...GENRES, 'auto'] as const, 'encyclopedic, news, or auto (guessed per document).', 'auto');

/** Who a decision is recorded as when the library's caller does not say. */
export const DEFAULT_BY = 'library';

export interface RetrieveOptions {
  /** ISO date the query is about; default: parsed from the question, else now. */
  time?: string;
  /** See RETRIEVE.view. Default `active`. */
  view?: View;
  /** See RETRIEVE.k: 1–1000, default 10. */
  k?: number;
  /** Switch governance components off, for ablation studies. Default: both on. */
  governance?: GovernanceSwitches;
  /** See RETRIEVE.bridging. Default `on`. */
  bridging?: 'on' | 'off';
  /** See RETRIEVE.kb: 0–1000, default 3. */
  kb?: number;
  /** See RETRIEVE.mode. Default `lexical`. */
  mode?: SearchMode;
  /** See RETRIEVE.fusion. Default `linear`. */
  fusion?: FusionMethod;
  /** Hybrid fusion weights, each 0–1; default the paper's {lexical: 0.4, dense: 0.5, metadata: 0.1}. */
  weights?: Partial<FusionWeights>;
}

/** How `ingestMany` groups its commits (see INGEST_MANY for ranges and defaults). */
export interface IngestManyOptions {
  lookahead?: number;
  groupDocuments?: number;
  groupMs?: number;
  /** When aborted, no further document is started; those started are committed and yielded. */
  signal?: AbortSignal;
}

/** Which queue items `reviewQueue` lists (see REVIEW). */
export interface ReviewFilter {
  status?: DeferredStatus | 'all';
  reason?: DeferReason;
  predicate?: string;
  below?: number;
  limit?: number;
  /** Only these queue items. */
  ids?: readonly string[];
  /** Only items of this document. */
  docId?: string;
}

export interface ReviewOptions {
  /** Who decides, recorded with each decision. Default "library". */
  by?: string;
}

/** Validated retrieval options with their defaults. */
export function retrieveOptions(o: RetrieveOptions | undefined): RetrievalSettings {
  const given = optionsObject(o, 'options');
  const time = given.time === undefined ? undefined : stringValue('time', given.time);
  const switches = optionsObject(given.governance, 'governance');
  const governance = {
    validity: booleanValue('governance.validity', switches.validity, true),
    lifecycle: booleanValue('governance.lifecycle', switches.lifecycle, true),
  };
  const bridging = optionValue(RETRIEVE.bridging, 'bridging', given.bridging);
  const kb = optionValue(RETRIEVE.kb, 'kb', given.kb);
  const w = optionsObject(given.weights, 'weights');
  const weights = {
    lexical: optionValue({ ...FUSION_WEIGHT, default: DEFAULT_FUSION.weights.lexical }, 'weights.lexical', w.lexical),
    dense: optionValue({ ...FUSION_WEIGHT, default: DEFAULT_FUSION.weights.dense }, 'weights.dense', w.dense),
    metadata: optionValue({ ...FUSION_WEIGHT, default: DEFAULT_FUSION.weights.metadata }, 'weights.metadata', w.metadata),
  };
  return {
    time,
    view: optionValue(RETRIEVE.view, 'view', given.view),
    k: optionValue(RETRIEVE.k, 'k', given.k),
    governance,
    kb: bridging === 'off' ? 0 : kb,
    mode: optionValue(RETRIEVE.mode, 'mode', given.mode),
    fusion: optionValue(RETRIEVE.fusion, 'fusion', given.fusion),
    weights,
  };
}

/** Validated `ingestMany` options with their defaults. */
export function ingestManyOptions(o: IngestManyOptions | undefined): Required<Omit<IngestManyOptions, 'signal'>> & Pick<IngestManyOptions, 'signal'> {
  const given = optionsObject(o, 'options');
  if (given.signal !== undefined && !(typeof given.signal === 'object' && given.signal !== null && 'aborted' in given.signal)) {
    throw new NuggetIndexError('INVALID_INPUT', 'signal: must be an AbortSignal', { field: 'signal', value: given.signal });
  }
  return {
    lookahead: optionValue(INGEST_MANY.lookahead, 'lookahead', given.lookahead),
    groupDocuments: optionValue(INGEST_MANY.groupDocuments, 'groupDocuments', given.groupDocuments),
    groupMs: optionValue(INGEST_MANY.groupMs, 'groupMs', given.groupMs),
    signal: given.signal,
  };
}

/** A validated queue filter (absent fields stay absent: the store's defaults apply). */
export function reviewFilter(f: ReviewFilter | undefined): ReviewFilter {
  const given = optionsObject(f, 'filter');
  const out: ReviewFilter = { status: optionValue(REVIEW.status, 'status', given.status) };
  if (given.reason !== undefined) out.reason = optionValue(REVIEW.reason, 'reason', given.reason);
  if (given.predicate !== undefined) out.predicate = stringValue('predicate', given.predicate);
  if (given.below !== undefined) out.below = optionValue(REVIEW.below, 'below', given.below);
  if (given.limit !== undefined) out.limit = optionValue(REVIEW.limit, 'limit', given.limit);
  if (given.docId !== undefined) out.docId = stringValue('docId', given.docId);
  if (given.ids !== undefined) {
    if (!Array.isArray(given.ids) || !given.ids.every((id) => typeof id === 'string'))
      throw new NuggetIndexError('INVALID_INPUT', 'ids: must be an array of queue item ids', { field: 'ids', value: given.ids });
    out.ids = given.ids;
  }
  return out;
}

/** Who decides, validated, or DEFAULT_BY. */
export function decidedBy(o: ReviewOptions | undefined): string {
  const given = optionsObject(o, 'options');
  return given.by === undefined ? DEFAULT_BY : stringValue('by', given.by);
}

/** What `NuggetIndex.open` takes (checked by `indexOptions`). */
export interface NuggetIndexOptions {
  /** Where records live. Default: a fresh MemoryNuggetStore. */
  store?: NuggetStore;
  /** Predicate schema. Default: the bundled schema/predicates.yaml. */
  schema?: PredicateSchema;
  /** Entity aliases. Default: the bundled schema/aliases.yaml. */
  aliases?: AliasTable;
  /** Candidate extractor. Default: the offline RuleBasedExtractor over `schema`. */
  extractor?: Extractor;
  /**
   * How the default offline extractor reads documents that do not say (their `genre` field):
   * 'encyclopedic', 'news', or 'auto' (guessed per document; the default).
   */
  genre?: Genre | 'auto';
  /** Governance thresholds; unspecified fields take defaultGovernanceConfig. */
  config?: Partial<GovernanceConfig>;
  /** "Now", for undated documents and undated queries. Default: the system clock. */
  clock?: Clock;
  /**
   * Ingest even though the store was built with another schema, alias table or thresholds, and
   * record these instead. Default false: such an ingest fails with INVALID_INPUT.
   */
  reconfigure?: boolean;
  /**
   * Compose new bridging facts at ingest (IndexRAG; src/bridge/). Default true. With false, ingest
   * composes none through entities that have none yet, but still keeps existing ones in step with
   * their sources (a bridge is never left stale).
   */
  bridging?: boolean;
  /**
   * The embedder of the dense index (semantic and hybrid retrieval): 'offline' for the one trained on
   * the store's own text (no download, no network), or an Embedder (e.g. `endpointEmbedder` for an
   * OpenAI-compatible /v1/embeddings). Default: the store's own when it is the offline one; none
   * otherwise (lexical retrieval only). Once given, the store records it and every write is embedded.
   */
  embedder?: Embedder | 'offline';
  /** The nearest-neighbour index over the vectors. Default exact search; in Node, `hnswAnn` (nuggetindex/node) is HNSW. */
  ann?: AnnFactory;
  /** Re-embed a store whose vectors come from another embedder than `embedder`. Default false: refused. */
  reembed?: boolean;
  /** Makes the embedder of a store's recorded id when `embedder` is not given (e.g. an endpoint embedder for that model). */
  embedderFor?: (id: string) => Embedder | null;
}

/** The methods of a NuggetStore a NuggetIndex calls (a store lacking one fails when it is called). */
// prettier-ignore
const STORE_METHODS = ['meta', 'revisions', 'documents', 'nuggetsByKey', 'nuggetsByDocument', 'nuggetsById', 'nuggetsBySubject', 'nuggetsNaming', 'contestedKeys', 'subjects', 'decisions', 'scanNuggets', 'deferred', 'history', 'stats', 'commit', 'transaction', 'close'] as const;

/** `NuggetIndex.open`'s options, checked: each given one has the type it needs, each number its range. */
export function indexOptions(o: NuggetIndexOptions | undefined): NuggetIndexOptions {
  const given = optionsObject(o, 'options');
  const bad = (field: string, what: string, value: unknown): never => {
    throw new NuggetIndexError('INVALID_INPUT', `${field}: must be ${what} (got ${show(value)})`, { field, value });
  };
  const has = (value: unknown, methods: readonly string[]): boolean =>
    typeof value === 'object' && value !== null && methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function');
  if (given.store !== undefined && !has(given.store, STORE_METHODS)) bad('store', 'a NuggetStore', given.store);
  if (
    given.schema !== undefined &&
    !(typeof given.schema === 'object' && given.schema !== null && Array.isArray(given.schema.predicates) && given.schema.byName instanceof Map)
  ) {
    bad('schema', 'a PredicateSchema (parseSchema, defaultSchema)', given.schema);
  }
  if (given.aliases !== undefined && !has(given.aliases, ['canonical', 'canonicalByNorm', 'aliases'])) bad('aliases', 'an AliasTable', given.aliases);
  const x = given.extractor;
  if (x !== undefined && !(has(x, ['extract']) && typeof x.id === 'string' && (x.windows === undefined || typeof x.windows === 'function'))) {
    bad('extractor', 'an Extractor ({id, extract})', x);
  }
  if (given.genre !== undefined) optionValue(GENRE, 'genre', given.genre);
  if (given.clock !== undefined && typeof given.clock !== 'function') bad('clock', 'a function returning epoch ms', given.clock);
  booleanValue('reconfigure', given.reconfigure, false);
  booleanValue('bridging', given.bridging, true);
  booleanValue('reembed', given.reembed, false);
  const e = given.embedder;
  if (e !== undefined && e !== 'offline' && !(has(e, ['embed']) && typeof e.id === 'string' && Number.isInteger(e.dimensions)))
    bad('embedder', "'offline' or an Embedder ({id, dimensions, embed})", e);
  if (given.embedderFor !== undefined && typeof given.embedderFor !== 'function')
    bad('embedderFor', 'a function from an embedder id to an Embedder', given.embedderFor);
  if (given.ann !== undefined && !(has(given.ann, ['create', 'decode']) && typeof given.ann.kind === 'string'))
    bad('ann', 'an AnnFactory ({kind, create, decode})', given.ann);
  const config = optionsObject(given.config, 'config');
  for (const [field, spec] of Object.entries(CONFIG))
    if (config[field as keyof typeof CONFIG] !== undefined) optionValue(spec, `config.${field}`, config[field as keyof typeof CONFIG]);
  if (config.defaultScope !== undefined) stringValue('config.defaultScope', config.defaultScope);
  booleanValue('config.normalizeKeys', config.normalizeKeys, true);
  return given;
}

/** An instant (epoch ms, within the range of a Date), or `dflt` when absent. */
export function instantValue(field: string, value: unknown, dflt: Instant): Instant {
  if (value === undefined) return dflt;
  if (typeof value !== 'number' || !(Math.abs(value) <= 8.64e15)) {
    throw new NuggetIndexError('INVALID_INPUT', `${field}: must be epoch milliseconds, a number from -8.64e15 to 8.64e15 (got ${show(value)})`, {
      field,
      value,
    });
  }
  return value;
}

/** The documents `ingestMany` reads: an iterable or async iterable of them (not a string). */
export function documentsValue(value: unknown): Iterable<unknown> | AsyncIterable<unknown> {
  const iterable = typeof value === 'object' && value !== null && (Symbol.iterator in value || Symbol.asyncIterator in value);
  if (!iterable)
    throw new NuggetIndexError('INVALID_INPUT', `inputs: must be an iterable or async iterable of documents (got ${show(value)})`, { field: 'inputs', value });
  return value as Iterable<unknown> | AsyncIterable<unknown>;
}

/** The bytes of a browser index file (`fromSnapshot`): a Uint8Array (what they hold is checked as they are read). */
export function bytesValue(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array))
    throw new NuggetIndexError('INVALID_INPUT', `bytes: must be a Uint8Array (got ${show(value)})`, { field: 'bytes', value });
  return value;
}

const EDIT_FIELDS = ['subject', 'predicate', 'object', 'start', 'end'] as const;

/** Review decisions, checked: an array of `{id, action: 'accept' | 'drop', edit?}`, an edit's fields strings. */
export function reviewActions(value: unknown): ReviewAction[] {
  if (!Array.isArray(value))
    throw new NuggetIndexError('INVALID_INPUT', `actions: must be an array of {id, action, edit?} (got ${show(value)})`, { field: 'actions', value });
  for (const a of value as unknown[]) {
    if (typeof a !== 'object' || a === null || Array.isArray(a))
      throw new NuggetIndexError('INVALID_INPUT', `actions: each must be {id, action, edit?} (got ${show(a)})`, { field: 'actions', value: a });
    const { id, action, edit } = a as Record<string, unknown>;
    stringValue('id', id);
    if (action !== 'accept' && action !== 'drop')
      throw new NuggetIndexError('INVALID_INPUT', `action: must be accept or drop (got ${show(action)})`, { field: 'action', value: action });
    if (edit === undefined) continue;
    if (typeof edit !== 'object' || edit === null || Array.isArray(edit))
      throw new NuggetIndexError('INVALID_INPUT', `edit: must be an object of corrections (got ${show(edit)})`, { field: 'edit', value: edit });
    const fields = edit as Partial<Record<(typeof EDIT_FIELDS)[number], unknown>>;
    for (const field of EDIT_FIELDS) if (fields[field] !== undefined) stringValue(field, fields[field]);
  }
  return value as ReviewAction[];
}
