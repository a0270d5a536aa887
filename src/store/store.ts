// The NuggetStore contract: persistence of document revisions, nuggets (with their evidence),
// nugget version history and the deferral queue of candidates awaiting review. Every backend (memory, SQLite, later PostgreSQL) passes the shared
// conformance suite in test/store/conformance.ts. Reads may run concurrently; writes arrive as one
// ChangeSet per document and must be applied atomically (all or nothing).

import type { CandidateEdit, DeferReason, DeferredCandidate, DeferredStatus } from '../model/deferred.js';
import type { KeyDecision } from '../model/decision.js';
import type { Nugget, NuggetKey, Status, Validity, Epistemic } from '../model/nugget.js';
import type { Instant } from '../model/time.js';

/** One revision of a document, as ingested. */
export interface DocumentRevision {
  docId: string;
  /** 1-based, in ingest order. */
  revision: number;
  /** The document's timestamp t_d for this revision. */
  time: Instant;
  /** False when the input had no date and `time` is the ingest time. */
  dated: boolean;
  contentHash: string;
  source: string;
  title: string | null;
  scope: string;
  url: string | null;
  text: string;
  ingestedAt: Instant;
}

/** A nugget's governed state before a change, kept for version lineage. */
export interface NuggetVersion {
  nuggetId: string;
  version: number;
  changedAt: Instant;
  validity: Validity;
  epistemic: Epistemic;
  evidenceCount: number;
  /** Why it changed, e.g. "revision 2 of doc-7", "evidence from reuters-12". */
  reason: string;
}

/** Everything one ingested document changes, committed atomically. */
export interface ChangeSet {
  /** Store-level settings to record (e.g. the governance fingerprint), by name. */
  meta?: Record<string, string>;
  revisions: DocumentRevision[];
  /** Full records to insert or replace (evidence included). */
  nuggets: Nugget[];
  history: NuggetVersion[];
  /** Queue items to insert or replace, by id (ingest adds, withdraws and re-states items this way). */
  deferred?: DeferredCandidate[];
  /** Review decisions on queue items; ids the store does not hold are ignored (the caller checks). */
  resolutions?: DeferredResolutionChange[];
  /** Decisions on disputed keys, inserted or replaced by key (one decision per key). */
  decisions?: KeyDecision[];
}

/** A subject as a picker lists it. */
export interface SubjectEntry {
  /** The key subject (normal form). */
  subject: string;
  /** A display name it was stated under (the first in id order). */
  name: string;
  /** Its number of nuggets. */
  facts: number;
}

/** A queue item leaves `pending`: accepted (into the nugget `nuggetId`) or dropped. */
export interface DeferredResolutionChange {
  id: string;
  status: 'accepted' | 'dropped';
  by: string;
  at: Instant;
  edit: CandidateEdit | null;
  nuggetId: string | null;
}

/** Which queue items to list; all fields narrow the list. */
export interface DeferredFilter {
  /** Default `pending`; `all` lists resolved items too. */
  status?: DeferredStatus | 'all';
  ids?: readonly string[];
  docId?: string;
  /** The schema predicate the candidate maps to. */
  predicate?: string;
  reason?: DeferReason;
  /** Only candidates whose confidence is below this. */
  below?: number;
  /** At most this many items (after ordering). */
  limit?: number;
}

export interface StoreStats {
  documents: number;
  revisions: number;
  nuggets: number;
  evidence: number;
  byStatus: Record<Status, number>;
  keys: number;
  contestedKeys: number;
}

/**
 * Where a persistent store keeps derived indexes (the search index) beside its records, so that
 * opening loads them instead of rebuilding them from every record. A cache: whatever it returns
 * reflects every commit, or it returns nothing.
 */
export interface SearchCache {
  /** The bytes saved under `name` with this `fingerprint`, if no commit happened since; else null. */
  load(name: string, fingerprint: string): Promise<Uint8Array | null>;
  /** Call before rebuilding an index from the records: a later `save` must reflect commits from here on. */
  rebuilding(): Promise<void>;
  /**
   * Saves bytes that reflect the records as of the last `load` or `rebuilding` plus every commit made
   * through this handle since; false (nothing written) when another writer committed meanwhile or the
   * store is read-only.
   */
  save(name: string, fingerprint: string, bytes: Uint8Array): Promise<boolean>;
}

export interface NuggetStore {
  /** "memory", "sqlite", … */
  readonly backend: string;
  /** Present on stores that persist derived indexes (absent: indexes are rebuilt at every open). */
  readonly searchCache?: SearchCache;
  /** A store-level setting recorded by a commit, or null. */
  meta(name: string): Promise<string | null>;
  /** All revisions of a document, in ingest order (empty when unknown). */
  revisions(docId: string): Promise<DocumentRevision[]>;
  /** The latest revision of every document, in id order. */
  documents(): Promise<DocumentRevision[]>;
  /** All nuggets of the given keys: keys in the order given, each key's nuggets in id order, no duplicates. */
  nuggetsByKey(keys: readonly NuggetKey[]): Promise<Nugget[]>;
  /** All nuggets with evidence from the document (any revision). */
  nuggetsByDocument(docId: string): Promise<Nugget[]>;
  /** The nuggets with these ids, in the same order; missing ids are skipped. */
  nuggetsById(ids: readonly string[]): Promise<Nugget[]>;
  /** All nuggets whose key subject is `subject` (a normal form), ordered by predicate, then id. */
  nuggetsBySubject(subject: string): Promise<Nugget[]>;
  /**
   * The nuggets that name an entity (a normal form): those keyed on it, and those whose object names
   * it by one of `objectNames` — a superset where a value's surface changed, so callers check the
   * object by its type. In id order, no duplicates. Bridging facts are keyed on their bridge entity,
   * so they are among them. With `limit`, at most `limit` of them (which
   * ones may differ between backends).
   */
  nuggetsNaming(entity: string, limit?: number): Promise<Nugget[]>;
  /** Keys with at least one Contested nugget, ordered by scope, subject, predicate; at most `limit`. */
  contestedKeys(limit?: number): Promise<NuggetKey[]>;
  /**
   * Key subjects containing `text` (a normal form; '' lists all): those starting with it first, then
   * by number of nuggets (most first), then by subject; at most `limit`.
   */
  subjects(text: string, limit: number): Promise<SubjectEntry[]>;
  /** Decisions recorded on these keys (every decision when omitted), ordered by scope, subject, predicate. */
  decisions(keys?: readonly NuggetKey[]): Promise<KeyDecision[]>;
  /** Every nugget, in id order, in batches (to build indexes and export without holding everything twice). */
  scanNuggets(batchSize?: number): AsyncIterable<Nugget[]>;
  /**
   * Deferral-queue items matching `filter` (default: every pending item), ordered by predicate, then
   * confidence (highest first), then id.
   */
  deferred(filter?: DeferredFilter): Promise<DeferredCandidate[]>;
  /** Earlier versions of a nugget, oldest first. */
  history(nuggetId: string): Promise<NuggetVersion[]>;
  stats(): Promise<StoreStats>;
  /** Applies a change set atomically. */
  commit(changes: ChangeSet): Promise<void>;
  /**
   * Runs `work` (reads, then a commit) as one unit that no other writer can interleave with — in
   * this process or, for shared backends, another. If `work` throws, nothing it committed stays.
   * Reads inside `work` need not see its own commits (ingest commits last).
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Optional, for a store that pays per durable write (a file): runs `work`, a sequence of
   * `transaction`s, as one write. Inside it each transaction stays atomic on its own (one that throws
   * leaves nothing; the ones before it stay) and reads see the ones before it; everything becomes
   * durable, and visible to other connections, when `work` returns. If `work` throws, or the final
   * write fails, nothing of it stays. A store without it writes each transaction on its own.
   */
  batch?<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
