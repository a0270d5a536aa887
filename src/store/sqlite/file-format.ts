// The SQLite store's file: its format version, the schema of each version, the connection settings,
// and what an open does under the write lock — tell a nuggetindex store from any other file, create
// a fresh one, migrate an older one in place. The records' layout is in compact.ts (format 5) and
// legacy.ts (formats 1–4).

import type Database from 'better-sqlite3';
import { NuggetIndexError } from '../../model/errors.js';
import { COMPACT_SCHEMA, CompactRecords, MENTIONS_SCHEMA } from './compact.js';
import { LegacyRecords } from './legacy.js';

/**
 * Bumped whenever the table layout changes; a store of an unknown version is refused, one of an
 * older known version is migrated at open. 1: revisions, nuggets, evidence, history. 2: + deferred
 * (the review queue). 3: + decisions on disputed keys, indexes for a subject's facts and contested keys.
 * 4: + search_index (the search index's bytes, so opening skips re-tokenising every nugget) and a
 * commit generation in meta that tells whether those bytes are current. 5: compact records — names
 * interned as integers, one row per nugget with its evidence in a byte record, quotes sliced from
 * compressed revision texts (compact.ts). 6: + mentions (each nugget under the entities its object
 * names, for bridging facts).
 */
export const SQLITE_FORMAT_VERSION = 6;

/** Told, during an upgrade of an older file, how many records are copied of how many (after each batch; monotone). */
export type MigrationProgress = (done: number, total: number) => void;

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
  2: (db) =>
    db.exec(`${DECISION_SCHEMA}
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
  // A file just copied from format 4 has its mentions already (the copy wrote them).
  5: (db, progress) => {
    const copied = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'mentions'").get() !== undefined;
    db.exec(MENTIONS_SCHEMA);
    if (!copied) new CompactRecords(db).indexMentions(progress);
  },
};

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
${COMPACT_SCHEMA}${QUEUE_SCHEMA}${DECISION_SCHEMA}${INDEX_SCHEMA}`;

type Row = Record<string, unknown>;

/**
 * Configures a newly opened connection and brings its file to a format this code reads: a fresh file
 * gets the current schema, an older one is migrated (unless the handle is read-only, which reads the
 * older layout as it is). Returns the format the records are in. Refuses files of another format
 * version and files that are not nuggetindex stores.
 */
export function prepareFile(db: Database.Database, path: string, progress?: MigrationProgress): number {
  let format: number;
  let migrated = false;
  try {
    useWal(db);
    // Under WAL, NORMAL syncs at checkpoints only: a power loss may drop the last commits, never corrupt the file.
    db.pragma('synchronous = NORMAL');
    // Another process's write transaction is waited for, not failed on.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Checkpoint (copy the WAL into the file, and sync) every 10,000 pages rather than SQLite's
    // 1,000: a document's commit writes many pages, so checkpoints at the default were a large share
    // of its cost (docs/PERFORMANCE.md, "Ingest"); the WAL file is cut back to 16 MB after each.
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
        throw new NuggetIndexError(
          'STORE_FORMAT',
          `${path}: store format ${v !== undefined ? String(v) : 'unknown'} is not supported (this nuggetindex reads formats 1 to ${SQLITE_FORMAT_VERSION})`,
          { file: path, value: v },
        );
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
  return format;
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

/** Upgrades an older format in place; the caller holds the write lock (the open transaction). */
function migrate(db: Database.Database, from: number, path: string, progress?: MigrationProgress): void {
  try {
    for (let v = from; v < SQLITE_FORMAT_VERSION; v++) {
      MIGRATIONS[v]!(db, progress);
      db.prepare("UPDATE meta SET value = ? WHERE key = 'format'").run(String(v + 1));
    }
  } catch (err) {
    throw new NuggetIndexError(
      'STORE_ERROR',
      `${path}: cannot upgrade the store to format ${SQLITE_FORMAT_VERSION}, it is unchanged: ${(err as Error).message}`,
      { file: path },
    );
  }
}
