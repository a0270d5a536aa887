// SQLite NuggetStore (Node only, better-sqlite3): one file, one transaction per ChangeSet, a format
// version in the `meta` table that is checked at open (older known formats are migrated in place by
// a read-write open, and read as they are by a read-only one: file-format.ts). The records' layout is
// in compact.ts (format 5) and legacy.ts (formats 1–4); the review queue and the decisions on
// disputed keys, which every format from 2 and 3 on shares, in deferred-table.ts and
// decision-table.ts. This file opens the store, wires them, and runs the transactions.

import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { NuggetIndexError } from '../../model/errors.js';
import type { DeferredCandidate } from '../../model/deferred.js';
import type { KeyDecision } from '../../model/decision.js';
import type { Nugget, NuggetKey } from '../../model/nugget.js';
import { CompactRecords } from './compact.js';
import { DecisionTable } from './decision-table.js';
import { DeferredTable } from './deferred-table.js';
import { prepareFile, type MigrationProgress } from './file-format.js';
import { SqliteSearchCache } from './search-cache.js';
import type { RecordLayout } from './layout.js';
import { LegacyRecords } from './legacy.js';
import type { ChangeSet, DeferredFilter, DocumentRevision, NuggetStore, NuggetVersion, StoreStats, SubjectEntry } from '../store.js';

export { SQLITE_FORMAT_VERSION, type MigrationProgress } from './file-format.js';

type Row = Record<string, unknown>;

export interface SqliteOpenOptions {
  create?: boolean;
  readonly?: boolean;
  /** Progress of the upgrade of an older file at a read-write open (format 4 → 5 copies every record: long for a large store, docs/PERFORMANCE.md). */
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
    const format = prepareFile(db, path, progress);
    this.records = format >= 5 ? new CompactRecords(db) : new LegacyRecords(db);
    this.stmt = {
      getMeta: db.prepare('SELECT value FROM meta WHERE key = ?'),
      putMeta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
    };
    const hasTable = (name: string) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    this.queue = hasTable('deferred') ? new DeferredTable(db) : undefined;
    this.decisionTable = hasTable('decisions') ? new DecisionTable(db) : undefined;
    this.searchCache = hasTable('search_index') ? new SqliteSearchCache(db) : undefined;
    this.apply = db.transaction((c: ChangeSet) => this.write(c));
  }

  /** Absent only for an older file opened read-only (no search_index table: the index is rebuilt). */
  readonly searchCache: SqliteSearchCache | undefined;
  /** Absent only for a format-1 file opened read-only (it has no queue table yet). */
  private readonly queue: DeferredTable | undefined;
  /** Absent only for an older file opened read-only (it has no decisions table yet: it holds none). */
  private readonly decisionTable: DecisionTable | undefined;

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

  async nuggetsNaming(entity: string, limit?: number): Promise<Nugget[]> {
    return this.records.nuggetsNaming(entity, limit);
  }

  async contestedKeys(limit?: number): Promise<NuggetKey[]> {
    return this.records.contestedKeys(limit);
  }

  async subjects(text: string, limit: number): Promise<SubjectEntry[]> {
    return this.records.subjects(text, limit);
  }

  async decisions(keys?: readonly NuggetKey[]): Promise<KeyDecision[]> {
    return this.decisionTable?.of(keys) ?? [];
  }

  async *scanNuggets(batchSize = 1000): AsyncIterable<Nugget[]> {
    yield* this.records.scanNuggets(Math.max(1, Math.floor(batchSize)));
  }

  async deferred(filter: DeferredFilter = {}): Promise<DeferredCandidate[]> {
    return this.queue?.list(filter) ?? [];
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
    const queue = this.queue;
    if ((c.deferred?.length ?? 0) + (c.resolutions?.length ?? 0) > 0 && !queue) {
      throw new Error('this store has no review queue (a format-1 file opened read-only)');
    }
    for (const q of c.deferred ?? []) queue!.put(q);
    const decisions = this.decisionTable;
    if ((c.decisions?.length ?? 0) > 0 && !decisions) throw new Error('this store has no decisions table (an older file opened read-only)');
    for (const d of c.decisions ?? []) decisions!.put(d);
    for (const r of c.resolutions ?? []) queue!.resolve(r);
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

  /** After a rollback: names interned and texts cached inside it may be gone. */
  private forget(): void {
    if (this.records instanceof CompactRecords) this.records.forget();
  }
}

const lostBatch = () => new NuggetIndexError('STORE_ERROR', 'the store rolled back the whole batch after an error; nothing of it was written');
