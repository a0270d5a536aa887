// SQLite NuggetStore (Node only, better-sqlite3): one file, one transaction per ChangeSet, a format
// version in the `meta` table that is checked at open (older known formats are migrated in place by
// a read-write open, and read as they are by a read-only one). The records' layout is in
// sqlite-compact.ts (format 5) and sqlite-legacy.ts (formats 1–4); this file opens, migrates and
// wires them, and keeps the tables every format shares (meta, the review queue, decisions).

import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { NuggetIndexError } from '../../model/errors.js';
import type { CandidateEdit, DeferredCandidate } from '../../model/deferred.js';
import type { KeyDecision } from '../../model/decision.js';
import type { Nugget, NuggetKey } from '../../model/nugget.js';
import { COMPACT_SCHEMA, CompactRecords } from './compact.js';
import { SqliteSearchCache } from './search-cache.js';
import { statementCache, type RecordLayout } from './layout.js';
import { LegacyRecords } from './legacy.js';
import type { ChangeSet, DeferredFilter, DocumentRevision, NuggetStore, NuggetVersion, StoreStats, SubjectEntry } from '../store.js';

/**
 * Bumped whenever the table layout changes; a store of an unknown version is refused, one of an
 * older known version is migrated at open. 1: revisions, nuggets, evidence, history. 2: + deferred
 * (the review queue). 3: + decisions on disputed keys, indexes for a subject's facts and contested keys.
 * 4: + search_index (the search index's bytes, so opening skips re-tokenising every nugget) and a
 * commit generation in meta that tells whether those bytes are current. 5: compact records — names
 * interned as integers, one row per nugget with its evidence in a byte record, quotes sliced from
 * compressed revision texts (sqlite-compact.ts).
 */
export const SQLITE_FORMAT_VERSION = 5;

/** The review queue (format 2). Candidate, occurrences and the resolution's edit are JSON; the rest is queryable. */
const QUEUE_SCHEMA = `
CREATE TABLE IF NOT EXISTS deferred (
  id TEXT PRIMARY KEY, doc_id TEXT NOT NULL, revision INTEGER NOT NULL, predicate TEXT NOT NULL, reason TEXT NOT NULL,
  detail TEXT NOT NULL, confidence REAL NOT NULL, candidate TEXT NOT NULL, quote TEXT NOT NULL, occurrences TEXT NOT NULL,
  deferred_at REAL NOT NULL, status TEXT NOT NULL, resolved_by TEXT, resolved_at REAL, edit TEXT, nugget_id TEXT);
CREATE INDEX IF NOT EXISTS deferred_queue ON deferred (status, predicate, confidence);
CREATE INDEX IF NOT EXISTS deferred_doc ON deferred (doc_id, status);
`;

/** Decisions on disputed keys (format 3), one per key; losers are a JSON array of nugget ids. */
const DECISION_SCHEMA = `
CREATE TABLE IF NOT EXISTS decisions (
  key_scope TEXT NOT NULL, key_subject TEXT NOT NULL, key_predicate TEXT NOT NULL, winner TEXT, losers TEXT NOT NULL,
  reason TEXT NOT NULL, decided_by TEXT NOT NULL, decided_at REAL NOT NULL, PRIMARY KEY (key_scope, key_subject, key_predicate));
`;

/** Derived indexes (format 4): a cache, valid while meta's generation equals the one saved with it. */
const INDEX_SCHEMA = `
CREATE TABLE IF NOT EXISTS search_index (name TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, generation INTEGER NOT NULL, bytes BLOB NOT NULL);
INSERT OR IGNORE INTO meta (key, value) VALUES ('generation', '0');
`;

/** The format 1–4 record tables, renamed aside while format 5 copies them. */
const LEGACY_TABLES = ['revisions', 'nuggets', 'evidence', 'history'];

/** How long a write waits for another process's write transaction. */
const BUSY_TIMEOUT_MS = 30_000;

/**
 * Migrations from format n to n + 1, by n; each runs inside the transaction that bumps the version.
 * 4 → 5 copies every record into the compact layout (and the search index's bytes stay current:
 * the records read back the same).
 */
const MIGRATIONS: Record<number, (db: Database.Database, progress?: MigrationProgress) => void> = {
  1: (db) => db.exec(QUEUE_SCHEMA),
  2: (db) => db.exec(`${DECISION_SCHEMA}
    CREATE INDEX IF NOT EXISTS nuggets_subject ON nuggets (key_subject, key_predicate);
    CREATE INDEX IF NOT EXISTS nuggets_status ON nuggets (status);`),
  3: (db) => db.exec(INDEX_SCHEMA),
  4: (db, progress) => {
    db.exec(['nuggets_key', 'nuggets_subject', 'nuggets_status', 'evidence_doc'].map((i) => `DROP INDEX IF EXISTS ${i};`).join('\n'));
    db.exec(LEGACY_TABLES.map((t) => `ALTER TABLE ${t} RENAME TO legacy_${t};`).join('\n'));
    db.exec(COMPACT_SCHEMA);
    new CompactRecords(db).copyFrom(new LegacyRecords(db, 'legacy_'), progress);
    db.exec(LEGACY_TABLES.map((t) => `DROP TABLE legacy_${t};`).join('\n'));
  },
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
${COMPACT_SCHEMA}${QUEUE_SCHEMA}${DECISION_SCHEMA}${INDEX_SCHEMA}`;

type Row = Record<string, unknown>;

/** Told, during an upgrade of an older file, how many records are copied of how many (after each batch; monotone). */
export type MigrationProgress = (done: number, total: number) => void;

export interface SqliteOpenOptions {
  create?: boolean;
  readonly?: boolean;
  /** Progress of the upgrade of an older file at a read-write open (format 4 → 5 copies every record: ~100 s at a million nuggets). */
  progress?: MigrationProgress;
}

export class SqliteNuggetStore implements NuggetStore {
  readonly backend = 'sqlite';
  private readonly db: Database.Database;
  private readonly stmt: Record<string, Database.Statement>;
  /** The records: compact (format 5), or as an older file that was opened read-only holds them. */
  private readonly records: RecordLayout;
  private readonly apply: Database.Transaction<(changes: ChangeSet) => void>;

  /**
   * Opens (or, with `create`, creates) a store file. Refuses files of another format version and
   * files that are not nuggetindex stores.
   *
   * @example const store = SqliteNuggetStore.open('facts.db', { create: true })
   */
  static open(path: string, options: SqliteOpenOptions = {}): SqliteNuggetStore {
    if (existsSync(path) && statSync(path).isDirectory()) {
      throw new NuggetIndexError('INVALID_INPUT', `${path}: is a folder; --db takes a store file (e.g. ${path.replace(/\/+$/, '')}/facts.db)`, { file: path });
    }
    if (!existsSync(path) && !options.create) {
      throw new NuggetIndexError('NOT_FOUND', `${path}: no such store (run "nuggetindex ingest … --db ${path}" to create one)`, { file: path });
    }
    let db: Database.Database;
    try {
      db = new Database(path, { readonly: options.readonly ?? false });
    } catch (err) {
      throw new NuggetIndexError('STORE_ERROR', `${path}: cannot open: ${(err as Error).message}`, { file: path });
    }
    try {
      return new SqliteNuggetStore(db, path, options.progress);
    } catch (err) {
      db.close();
      throw err;
    }
  }

  private constructor(db: Database.Database, path: string, progress?: MigrationProgress) {
    this.db = db;
    this.prepared = statementCache(db);
    let format: number;
    let migrated = false;
    try {
      useWal(db);
      // Under WAL, NORMAL syncs at checkpoints only: a power loss may drop the last commits, never corrupt the file.
      db.pragma('synchronous = NORMAL');
      // Another process's write transaction is waited for, not failed on.
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      // Checkpoint (copy the WAL into the file, and sync) every 10,000 pages rather than SQLite's
      // 1,000: one document's commit writes ~30 pages, so checkpoints were a third of its cost (57k
      // synthetic store, 800 documents governed: COMMIT 1.7–2.1 → 1.0–1.4 ms); the WAL file is cut
      // back to 16 MB after each.
      db.pragma('wal_autocheckpoint = 10000');
      db.pragma('journal_size_limit = 16777216');
      // Inspect, create or migrate under the write lock: two processes opening a fresh file at once
      // must not see each other's half-created tables (one would call the file "not a store").
      if (!db.readonly) db.exec('BEGIN IMMEDIATE');
      const hasMeta = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
      const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as Row).n as number;
      if (!hasMeta && (tables > 0 || db.readonly)) throw new NuggetIndexError('STORE_FORMAT', `${path}: not a nuggetindex store`, { file: path });
      if (hasMeta) {
        const v = (db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as Row | undefined)?.value;
        const known = v !== undefined && Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= SQLITE_FORMAT_VERSION;
        if (!known) {
          throw new NuggetIndexError('STORE_FORMAT', `${path}: store format ${v !== undefined ? String(v) : 'unknown'} is not supported (this nuggetindex reads formats 1 to ${SQLITE_FORMAT_VERSION})`, { file: path, value: v });
        }
        format = Number(v);
        // A read-only handle cannot migrate: it reads the older layout (an absent queue reads empty).
        if (format < SQLITE_FORMAT_VERSION && !db.readonly) {
          migrate(db, format, path, progress);
          format = SQLITE_FORMAT_VERSION;
          migrated = true;
        }
      } else {
        db.exec(SCHEMA);
        db.prepare("INSERT INTO meta (key, value) VALUES ('format', ?), ('created_by', 'nuggetindex')").run(String(SQLITE_FORMAT_VERSION));
        format = SQLITE_FORMAT_VERSION;
      }
      if (db.inTransaction) db.exec('COMMIT');
    } catch (err) {
      if (db.inTransaction) db.exec('ROLLBACK');
      if (err instanceof NuggetIndexError) throw err;
      throw new NuggetIndexError('STORE_FORMAT', `${path}: not a nuggetindex store (${(err as Error).message})`, { file: path });
    }
    // The old tables' pages are free after a migration: give them back (best effort; the file is sound either way).
    if (migrated) {
      try {
        db.exec('VACUUM');
        db.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        // Left at its size: free pages are reused by later writes.
      }
    }
    this.records = format === SQLITE_FORMAT_VERSION ? new CompactRecords(db) : new LegacyRecords(db);
    this.stmt = {
      getMeta: db.prepare('SELECT value FROM meta WHERE key = ?'),
      putMeta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
    };
    const hasTable = (name: string) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    this.hasQueue = hasTable('deferred');
    this.hasDecisions = hasTable('decisions');
    if (this.hasDecisions) {
      Object.assign(this.stmt, {
        putDecision: db.prepare('INSERT OR REPLACE INTO decisions VALUES (@scope, @subject, @predicate, @winner, @losers, @reason, @by, @at)'),
        allDecisions: db.prepare('SELECT * FROM decisions ORDER BY key_scope, key_subject, key_predicate'),
        anyDecision: db.prepare('SELECT 1 FROM decisions LIMIT 1'),
        decisionsOf: db.prepare(`SELECT d.* FROM decisions d JOIN (SELECT DISTINCT value ->> '$[0]' AS scope, value ->> '$[1]' AS subject,
          value ->> '$[2]' AS predicate FROM json_each(?)) k ON d.key_scope = k.scope AND d.key_subject = k.subject AND d.key_predicate = k.predicate
          ORDER BY d.key_scope, d.key_subject, d.key_predicate`),
      });
    }
    this.searchCache = hasTable('search_index') ? new SqliteSearchCache(db) : undefined;
    if (this.hasQueue) {
      Object.assign(this.stmt, {
        putDeferred: db.prepare(`INSERT OR REPLACE INTO deferred VALUES (@id, @docId, @revision, @predicate, @reason, @detail, @confidence,
          @candidate, @quote, @occurrences, @deferredAt, @status, @resolvedBy, @resolvedAt, @edit, @nuggetId)`),
        resolve: db.prepare('UPDATE deferred SET status = @status, resolved_by = @by, resolved_at = @at, edit = @edit, nugget_id = @nuggetId WHERE id = @id'),
      });
    }
    this.apply = db.transaction((c: ChangeSet) => this.write(c));
  }

  /** Absent only for an older file opened read-only (no search_index table: the index is rebuilt). */
  readonly searchCache: SqliteSearchCache | undefined;
  /** False only for a format-1 file opened read-only (it has no queue table yet). */
  private readonly hasQueue: boolean;
  /** False only for an older file opened read-only (it has no decisions table yet: it holds none). */
  private readonly hasDecisions: boolean;

  async meta(name: string): Promise<string | null> {
    // Namespaced so user settings can never overwrite the format version.
    const row = this.stmt.getMeta!.get(`setting:${name}`) as Row | undefined;
    return row ? (row.value as string) : null;
  }

  async revisions(docId: string): Promise<DocumentRevision[]> {
    return this.records.revisions(docId);
  }

  async documents(): Promise<DocumentRevision[]> {
    return this.records.documents();
  }

  async nuggetsByKey(keys: readonly NuggetKey[]): Promise<Nugget[]> {
    return this.records.nuggetsByKey(keys);
  }

  async nuggetsByDocument(docId: string): Promise<Nugget[]> {
    return this.records.nuggetsByDocument(docId);
  }

  async nuggetsById(ids: readonly string[]): Promise<Nugget[]> {
    return this.records.nuggetsById(ids);
  }

  async nuggetsBySubject(subject: string): Promise<Nugget[]> {
    return this.records.nuggetsBySubject(subject);
  }

  async contestedKeys(limit?: number): Promise<NuggetKey[]> {
    return this.records.contestedKeys(limit);
  }

  async subjects(text: string, limit: number): Promise<SubjectEntry[]> {
    return this.records.subjects(text, limit);
  }

  async decisions(keys?: readonly NuggetKey[]): Promise<KeyDecision[]> {
    if (!this.hasDecisions) return [];
    // Most stores hold no decision: one row probe answers, before the keys are serialised for the join.
    if (keys !== undefined && this.stmt.anyDecision!.get() === undefined) return [];
    // One query for any number of keys (ingest asks for every key a document touches).
    const rows = (keys === undefined
      ? this.stmt.allDecisions!.all()
      : this.stmt.decisionsOf!.all(JSON.stringify(keys.map((k) => [k.scope, k.subject, k.predicate])))) as Row[];
    return rows.map(toDecision);
  }

  async *scanNuggets(batchSize = 1000): AsyncIterable<Nugget[]> {
    yield* this.records.scanNuggets(Math.max(1, Math.floor(batchSize)));
  }

  async deferred(filter: DeferredFilter = {}): Promise<DeferredCandidate[]> {
    if (!this.hasQueue) return [];
    const where: string[] = [];
    const params: unknown[] = [];
    const status = filter.status ?? 'pending';
    if (status !== 'all') { where.push('status = ?'); params.push(status); }
    if (filter.ids) { where.push('id IN (SELECT value FROM json_each(?))'); params.push(JSON.stringify(filter.ids)); }
    if (filter.docId !== undefined) { where.push('doc_id = ?'); params.push(filter.docId); }
    if (filter.predicate !== undefined) { where.push('predicate = ?'); params.push(filter.predicate); }
    if (filter.reason !== undefined) { where.push('reason = ?'); params.push(filter.reason); }
    if (filter.below !== undefined) { where.push('confidence < ?'); params.push(filter.below); }
    let sql = `SELECT * FROM deferred${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY predicate, confidence DESC, id`;
    if (filter.limit !== undefined) { sql += ' LIMIT ?'; params.push(Math.max(0, Math.floor(filter.limit))); }
    return (this.prepared(sql).all(...params) as Row[]).map(toDeferred);
  }

  async history(nuggetId: string): Promise<NuggetVersion[]> {
    return this.records.history(nuggetId);
  }

  async stats(): Promise<StoreStats> {
    return this.records.stats();
  }

  async commit(changes: ChangeSet): Promise<void> {
    const mark = this.searchCache?.mark();
    try {
      this.apply(changes);
    } catch (err) {
      this.rolledBack(mark);
      throw new NuggetIndexError('STORE_ERROR', `store write failed, nothing of this document was written: ${(err as Error).message}`);
    }
  }

  /** One change set, inside the transaction `apply` opens (a savepoint inside `transaction`). */
  private write(c: ChangeSet): void {
    const records = this.records;
    if (!(records instanceof CompactRecords)) throw new Error('the store is open read-only (an older format, not migrated)');
    this.searchCache?.committing();
    for (const [name, value] of Object.entries(c.meta ?? {})) this.stmt.putMeta!.run(`setting:${name}`, value);
    records.putRevisions(c.revisions);
    for (const n of c.nuggets) records.putNugget(n);
    records.written();
    for (const v of c.history) records.putHistory(v);
    if ((c.deferred?.length ?? 0) + (c.resolutions?.length ?? 0) > 0 && !this.hasQueue) {
      throw new Error('this store has no review queue (a format-1 file opened read-only)');
    }
    for (const q of c.deferred ?? []) {
      this.stmt.putDeferred!.run({
        id: q.id, docId: q.docId, revision: q.revision, predicate: q.predicate, reason: q.reason, detail: q.detail,
        confidence: q.candidate.confidence, candidate: JSON.stringify(q.candidate), quote: q.quote,
        occurrences: JSON.stringify(q.occurrences), deferredAt: q.deferredAt,
        status: q.status, resolvedBy: q.resolution?.by ?? null, resolvedAt: q.resolution?.at ?? null,
        edit: q.resolution?.edit ? JSON.stringify(q.resolution.edit) : null, nuggetId: q.resolution?.nuggetId ?? null,
      });
    }
    if ((c.decisions?.length ?? 0) > 0 && !this.hasDecisions) throw new Error('this store has no decisions table (an older file opened read-only)');
    for (const d of c.decisions ?? []) {
      this.stmt.putDecision!.run({ scope: d.key.scope, subject: d.key.subject, predicate: d.key.predicate, winner: d.winner, losers: JSON.stringify(d.losers), reason: d.reason, by: d.by, at: d.at });
    }
    for (const r of c.resolutions ?? []) {
      this.stmt.resolve!.run({ id: r.id, status: r.status, by: r.by, at: r.at, edit: r.edit ? JSON.stringify(r.edit) : null, nuggetId: r.nuggetId });
    }
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.batching ? this.savepoint(work) : this.immediate(work);
  }

  /** True inside `batch`: a transaction is then a savepoint of the batch's one. */
  private batching = false;

  /**
   * Many transactions in one: a commit writes every page it dirtied to the WAL, so documents
   * committed together write a page they share once (the key and id indexes, the last pages of each
   * table) instead of once each.
   */
  async batch<T>(work: () => Promise<T>): Promise<T> {
    if (this.batching) return work();
    this.batching = true;
    try {
      return await this.immediate(async () => {
        const result = await work();
        // SQLite ends the whole transaction by itself on some errors (a full disk, an I/O error).
        if (!this.db.inTransaction) throw lostBatch();
        return result;
      });
    } finally {
      this.batching = false;
    }
  }

  /**
   * `work` in one transaction. IMMEDIATE takes the write lock now, so reads inside it see what its
   * commit builds on.
   */
  private async immediate<T>(work: () => Promise<T>): Promise<T> {
    const mark = this.searchCache?.mark();
    try {
      this.db.exec('BEGIN IMMEDIATE');
    } catch (err) {
      throw new NuggetIndexError('STORE_ERROR', `store is busy (another process is writing): ${(err as Error).message}`);
    }
    try {
      const result = await work();
      this.db.exec('COMMIT');
      return result;
    } catch (err) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      this.rolledBack(mark);
      throw err;
    }
  }

  /** One transaction inside a batch: undone alone if it throws. */
  private async savepoint<T>(work: () => Promise<T>): Promise<T> {
    // Outside the batch's transaction a savepoint would begin (and its release commit) one of its own.
    if (!this.db.inTransaction) throw lostBatch();
    const mark = this.searchCache?.mark();
    this.db.exec('SAVEPOINT unit');
    try {
      const result = await work();
      this.db.exec('RELEASE unit');
      return result;
    } catch (err) {
      if (this.db.inTransaction) {
        this.db.exec('ROLLBACK TO unit');
        this.db.exec('RELEASE unit');
      }
      this.rolledBack(mark);
      throw err;
    }
  }

  /**
   * After a rollback: names interned and texts cached inside it may be gone, and the commit
   * generations it advanced are undone, so the index cache returns to where it stood before.
   */
  private rolledBack(mark: number | null | undefined): void {
    this.forget();
    if (mark !== undefined) this.searchCache?.rolledBack(mark);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** Statements of SQL built per call (a filter's WHERE clause). */
  private readonly prepared: (sql: string) => Database.Statement;

  /** After a rollback: names interned and texts cached inside it may be gone. */
  private forget(): void {
    if (this.records instanceof CompactRecords) this.records.forget();
  }
}

/**
 * Switches the file to WAL. Two processes opening a fresh file at the same moment both try to switch
 * it, and the loser's switch fails at once with SQLITE_BUSY (SQLite does not wait on the busy timeout
 * for it): it waits briefly and tries again, by when the file is in WAL and the switch is a no-op.
 */
function useWal(db: Database.Database): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 10) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'SQLITE_BUSY' || waited >= BUSY_TIMEOUT_MS) throw err;
      Atomics.wait(pause, 0, 0, 10); // a synchronous 10 ms sleep: opening is synchronous
    }
  }
}

const lostBatch = () => new NuggetIndexError('STORE_ERROR', 'the store rolled back the whole batch after an error; nothing of it was written');

/** Upgrades an older format in place; the caller holds the write lock (the open transaction). */
function migrate(db: Database.Database, from: number, path: string, progress?: MigrationProgress): void {
  try {
    for (let v = from; v < SQLITE_FORMAT_VERSION; v++) {
      MIGRATIONS[v]!(db, progress);
      db.prepare("UPDATE meta SET value = ? WHERE key = 'format'").run(String(v + 1));
    }
  } catch (err) {
    throw new NuggetIndexError('STORE_ERROR', `${path}: cannot upgrade the store to format ${SQLITE_FORMAT_VERSION}, it is unchanged: ${(err as Error).message}`, { file: path });
  }
}

function toDecision(r: Row): KeyDecision {
  return {
    key: { scope: r.key_scope as string, subject: r.key_subject as string, predicate: r.key_predicate as string },
    winner: (r.winner as string | null) ?? null, losers: JSON.parse(r.losers as string) as string[],
    reason: r.reason as string, by: r.decided_by as string, at: r.decided_at as number,
  };
}

function toDeferred(r: Row): DeferredCandidate {
  const status = r.status as DeferredCandidate['status'];
  return {
    id: r.id as string, docId: r.doc_id as string, revision: r.revision as number, predicate: r.predicate as string,
    reason: r.reason as DeferredCandidate['reason'], detail: r.detail as string,
    candidate: JSON.parse(r.candidate as string) as DeferredCandidate['candidate'], quote: r.quote as string,
    occurrences: JSON.parse(r.occurrences as string) as DeferredCandidate['occurrences'],
    deferredAt: r.deferred_at as number, status,
    resolution: r.resolved_at === null ? null : {
      by: r.resolved_by as string, at: r.resolved_at as number,
      edit: r.edit === null ? null : (JSON.parse(r.edit as string) as CandidateEdit), nuggetId: (r.nugget_id as string | null) ?? null,
    },
  };
}
