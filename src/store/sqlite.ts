// SQLite NuggetStore (Node only, better-sqlite3): one file, one transaction per ChangeSet, a format
// version in the `meta` table that is checked at open (older known formats are migrated in place).
// ±Infinity bounds are stored as NULL.

import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { NuggetIndexError } from '../model/errors.js';
import type { CandidateEdit, DeferredCandidate } from '../govern/quality-gate.js';
import type { KeyDecision } from '../model/decision.js';
import { type AssertedValidity, type Evidence, type Nugget, type NuggetKey } from '../model/nugget.js';
import type { ChangeSet, DeferredFilter, DocumentRevision, IndexCache, NuggetStore, NuggetVersion, StoreStats, SubjectEntry } from './store.js';

/**
 * Bumped whenever the table layout changes; a store of an unknown version is refused, one of an
 * older known version is migrated at open. 1: revisions, nuggets, evidence, history. 2: + deferred
 * (the review queue). 3: + decisions on disputed keys, indexes for a subject's facts and contested keys.
 * 4: + search_index (the search index's bytes, so opening skips re-tokenising every nugget) and a
 * commit generation in meta that tells whether those bytes are current.
 */
export const SQLITE_FORMAT_VERSION = 4;

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
CREATE INDEX IF NOT EXISTS nuggets_subject ON nuggets (key_subject, key_predicate);
CREATE INDEX IF NOT EXISTS nuggets_status ON nuggets (status);
`;

/** Derived indexes (format 4): a cache, valid while meta's generation equals the one saved with it. */
const INDEX_SCHEMA = `
CREATE TABLE IF NOT EXISTS search_index (name TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, generation INTEGER NOT NULL, bytes BLOB NOT NULL);
INSERT OR IGNORE INTO meta (key, value) VALUES ('generation', '0');
`;

/** Migrations from format n to n + 1, by n; each runs inside the transaction that bumps the version. */
const MIGRATIONS: Record<number, string> = { 1: QUEUE_SCHEMA, 2: DECISION_SCHEMA, 3: INDEX_SCHEMA };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS revisions (
  doc_id TEXT NOT NULL, revision INTEGER NOT NULL, time REAL NOT NULL, dated INTEGER NOT NULL,
  content_hash TEXT NOT NULL, source TEXT NOT NULL, title TEXT, scope TEXT NOT NULL, url TEXT,
  text TEXT NOT NULL, ingested_at REAL NOT NULL, PRIMARY KEY (doc_id, revision));
CREATE TABLE IF NOT EXISTS nuggets (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, subject TEXT NOT NULL, predicate TEXT NOT NULL, object TEXT NOT NULL,
  text TEXT NOT NULL, key_subject TEXT NOT NULL, key_predicate TEXT NOT NULL, key_scope TEXT NOT NULL,
  v_start REAL, v_end REAL, inferred INTEGER NOT NULL, granularity TEXT NOT NULL, start_basis TEXT NOT NULL,
  end_basis TEXT NOT NULL, status TEXT NOT NULL, rank TEXT NOT NULL, confidence REAL NOT NULL,
  created_at REAL NOT NULL, parent_id TEXT, version INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS nuggets_key ON nuggets (key_scope, key_subject, key_predicate);
CREATE TABLE IF NOT EXISTS evidence (
  nugget_id TEXT NOT NULL, doc_id TEXT NOT NULL, revision INTEGER NOT NULL, source TEXT NOT NULL,
  start INTEGER NOT NULL, end INTEGER NOT NULL, quote TEXT NOT NULL, confidence REAL NOT NULL,
  document_time REAL NOT NULL, stated TEXT NOT NULL, asserted TEXT NOT NULL, seq INTEGER NOT NULL,
  PRIMARY KEY (nugget_id, doc_id, revision, start, end));
CREATE INDEX IF NOT EXISTS evidence_doc ON evidence (doc_id);
CREATE TABLE IF NOT EXISTS history (
  nugget_id TEXT NOT NULL, version INTEGER NOT NULL, changed_at REAL NOT NULL, snapshot TEXT NOT NULL,
  reason TEXT NOT NULL, PRIMARY KEY (nugget_id, version));
${QUEUE_SCHEMA}${DECISION_SCHEMA}${INDEX_SCHEMA}`;

type Row = Record<string, unknown>;
const num = (v: unknown, ifNull: number): number => (v === null || v === undefined ? ifNull : Number(v));
const finiteOrNull = (t: number): number | null => (Number.isFinite(t) ? t : null);

/** Interval bounds in JSON: ±Infinity become null (JSON has no Infinity). */
function encodeAsserted(a: AssertedValidity): string {
  return JSON.stringify({ ...a, start: finiteOrNull(a.start), end: finiteOrNull(a.end) });
}
function decodeAsserted(text: string): AssertedValidity {
  const a = JSON.parse(text) as AssertedValidity & { start: number | null; end: number | null };
  return { ...a, start: a.start ?? -Infinity, end: a.end ?? Infinity };
}

export class SqliteNuggetStore implements NuggetStore {
  readonly backend = 'sqlite';
  private readonly db: Database.Database;
  private readonly stmt: Record<string, Database.Statement>;

  /**
   * Opens (or, with `create`, creates) a store file. Refuses files of another format version and
   * files that are not nuggetindex stores.
   *
   * @example const store = SqliteNuggetStore.open('facts.db', { create: true })
   */
  static open(path: string, options: { create?: boolean; readonly?: boolean } = {}): SqliteNuggetStore {
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
      return new SqliteNuggetStore(db, path);
    } catch (err) {
      db.close();
      throw err;
    }
  }

  private constructor(db: Database.Database, path: string) {
    this.db = db;
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      // Another process's write transaction is waited for, not failed on.
      db.pragma('busy_timeout = 30000');
      // Inspect, create or migrate under the write lock: two processes opening a fresh file at once
      // must not see each other's half-created tables (one would call the file "not a store").
      if (!db.readonly) db.exec('BEGIN IMMEDIATE');
      const hasMeta = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
      const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as Row).n as number;
      if (!hasMeta && tables > 0) throw new NuggetIndexError('STORE_FORMAT', `${path}: not a nuggetindex store`, { file: path });
      if (hasMeta) {
        const format = () => (db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as Row | undefined)?.value;
        const v = format();
        const known = v !== undefined && Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= SQLITE_FORMAT_VERSION;
        if (!known) {
          throw new NuggetIndexError('STORE_FORMAT', `${path}: store format ${v !== undefined ? String(v) : 'unknown'} is not supported (this nuggetindex reads formats 1 to ${SQLITE_FORMAT_VERSION})`, { file: path, value: v });
        }
        // A read-only handle cannot migrate: it reads the older layout (an absent queue reads empty).
        if (Number(v) < SQLITE_FORMAT_VERSION && !db.readonly) migrate(db, format, path);
      } else if (!db.readonly) {
        db.exec(SCHEMA);
        db.prepare("INSERT INTO meta (key, value) VALUES ('format', ?), ('created_by', 'nuggetindex')").run(String(SQLITE_FORMAT_VERSION));
      }
      if (db.inTransaction) db.exec('COMMIT');
    } catch (err) {
      if (db.inTransaction) db.exec('ROLLBACK');
      if (err instanceof NuggetIndexError) throw err;
      throw new NuggetIndexError('STORE_FORMAT', `${path}: not a nuggetindex store (${(err as Error).message})`, { file: path });
    }
    this.stmt = {
      revisions: db.prepare('SELECT * FROM revisions WHERE doc_id = ? ORDER BY revision'),
      documents: db.prepare('SELECT r.* FROM revisions r JOIN (SELECT doc_id, max(revision) AS m FROM revisions GROUP BY doc_id) l ON r.doc_id = l.doc_id AND r.revision = l.m ORDER BY r.doc_id'),
      byKey: db.prepare('SELECT * FROM nuggets WHERE key_scope = ? AND key_subject = ? AND key_predicate = ? ORDER BY id'),
      byDoc: db.prepare('SELECT n.* FROM nuggets n WHERE n.id IN (SELECT DISTINCT nugget_id FROM evidence WHERE doc_id = ?) ORDER BY n.id'),
      byIds: db.prepare('SELECT * FROM nuggets WHERE id IN (SELECT value FROM json_each(?))'),
      page: db.prepare('SELECT * FROM nuggets WHERE id > ? ORDER BY id LIMIT ?'),
      history: db.prepare('SELECT * FROM history WHERE nugget_id = ? ORDER BY version'),
      // One statement for any number of nuggets: the ids arrive as a JSON array.
      evidenceOf: db.prepare('SELECT * FROM evidence WHERE nugget_id IN (SELECT value FROM json_each(?)) ORDER BY nugget_id, seq'),
      putRevision: db.prepare('INSERT INTO revisions VALUES (@docId, @revision, @time, @dated, @contentHash, @source, @title, @scope, @url, @text, @ingestedAt)'),
      putNugget: db.prepare(`INSERT OR REPLACE INTO nuggets VALUES (@id, @kind, @subject, @predicate, @object, @text, @keySubject,
        @keyPredicate, @keyScope, @vStart, @vEnd, @inferred, @granularity, @startBasis, @endBasis, @status, @rank, @confidence,
        @createdAt, @parentId, @version)`),
      dropEvidence: db.prepare('DELETE FROM evidence WHERE nugget_id = ?'),
      putEvidence: db.prepare('INSERT OR REPLACE INTO evidence VALUES (@nuggetId, @docId, @revision, @source, @start, @end, @quote, @confidence, @documentTime, @stated, @asserted, @seq)'),
      getMeta: db.prepare('SELECT value FROM meta WHERE key = ?'),
      putMeta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
      putHistory: db.prepare('INSERT OR REPLACE INTO history VALUES (@nuggetId, @version, @changedAt, @snapshot, @reason)'),
    };
    const hasTable = (name: string) => db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    this.hasQueue = hasTable('deferred');
    this.hasDecisions = hasTable('decisions');
    if (this.hasDecisions) {
      Object.assign(this.stmt, {
        putDecision: db.prepare('INSERT OR REPLACE INTO decisions VALUES (@scope, @subject, @predicate, @winner, @losers, @reason, @by, @at)'),
        allDecisions: db.prepare('SELECT * FROM decisions ORDER BY key_scope, key_subject, key_predicate'),
        decisionsOf: db.prepare(`SELECT d.* FROM decisions d JOIN (SELECT DISTINCT value ->> '$[0]' AS scope, value ->> '$[1]' AS subject,
          value ->> '$[2]' AS predicate FROM json_each(?)) k ON d.key_scope = k.scope AND d.key_subject = k.subject AND d.key_predicate = k.predicate
          ORDER BY d.key_scope, d.key_subject, d.key_predicate`),
      });
    }
    this.indexCache = hasTable('search_index') ? new SqliteIndexCache(db) : undefined;
    if (this.hasQueue) {
      Object.assign(this.stmt, {
        putDeferred: db.prepare(`INSERT OR REPLACE INTO deferred VALUES (@id, @docId, @revision, @predicate, @reason, @detail, @confidence,
          @candidate, @quote, @occurrences, @deferredAt, @status, @resolvedBy, @resolvedAt, @edit, @nuggetId)`),
        resolve: db.prepare('UPDATE deferred SET status = @status, resolved_by = @by, resolved_at = @at, edit = @edit, nugget_id = @nuggetId WHERE id = @id'),
      });
    }
  }

  /** Absent only for an older file opened read-only (no search_index table: the index is rebuilt). */
  readonly indexCache: SqliteIndexCache | undefined;
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
    return (this.stmt.revisions!.all(docId) as Row[]).map(toRevision);
  }

  async documents(): Promise<DocumentRevision[]> {
    return (this.stmt.documents!.all() as Row[]).map(toRevision);
  }

  async nuggetsByKey(keys: readonly NuggetKey[]): Promise<Nugget[]> {
    const rows: Row[] = [];
    const seen = new Set<string>();
    // Per key in id order, keys in the order given (the contract: deterministic across backends).
    for (const k of keys) {
      for (const r of this.stmt.byKey!.all(k.scope, k.subject, k.predicate) as Row[]) {
        if (!seen.has(r.id as string)) { seen.add(r.id as string); rows.push(r); }
      }
    }
    return this.toNuggets(rows);
  }

  async nuggetsByDocument(docId: string): Promise<Nugget[]> {
    return this.toNuggets(this.stmt.byDoc!.all(docId) as Row[]);
  }

  async nuggetsById(ids: readonly string[]): Promise<Nugget[]> {
    if (ids.length === 0) return [];
    // One query for all ids, then back into the caller's order.
    const byId = new Map((this.stmt.byIds!.all(JSON.stringify(ids)) as Row[]).map((r) => [r.id as string, r]));
    return this.toNuggets(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
  }

  async nuggetsBySubject(subject: string): Promise<Nugget[]> {
    return this.toNuggets(this.db.prepare('SELECT * FROM nuggets WHERE key_subject = ? ORDER BY key_predicate, id').all(subject) as Row[]);
  }

  async contestedKeys(limit?: number): Promise<NuggetKey[]> {
    const sql = "SELECT DISTINCT key_scope, key_subject, key_predicate FROM nuggets WHERE status = 'contested' ORDER BY key_scope, key_subject, key_predicate";
    const rows = (limit === undefined ? this.db.prepare(sql).all() : this.db.prepare(`${sql} LIMIT ?`).all(Math.max(0, Math.floor(limit)))) as Row[];
    return rows.map((r) => ({ scope: r.key_scope as string, subject: r.key_subject as string, predicate: r.key_predicate as string }));
  }

  async subjects(text: string, limit: number): Promise<SubjectEntry[]> {
    // instr() rather than LIKE: no escaping of % and _ in what a user types.
    const rows = this.db.prepare(`SELECT key_subject, count(*) AS n, (SELECT subject FROM nuggets m WHERE m.key_subject = g.key_subject ORDER BY id LIMIT 1) AS name
      FROM nuggets g WHERE instr(key_subject, ?) > 0 GROUP BY key_subject
      ORDER BY (substr(key_subject, 1, length(?)) = ?) DESC, n DESC, key_subject LIMIT ?`).all(text, text, text, Math.max(0, Math.floor(limit))) as Row[];
    return rows.map((r) => ({ subject: r.key_subject as string, name: r.name as string, facts: r.n as number }));
  }

  async decisions(keys?: readonly NuggetKey[]): Promise<KeyDecision[]> {
    if (!this.hasDecisions) return [];
    // One query for any number of keys (ingest asks for every key a document touches).
    const rows = (keys === undefined
      ? this.stmt.allDecisions!.all()
      : this.stmt.decisionsOf!.all(JSON.stringify(keys.map((k) => [k.scope, k.subject, k.predicate])))) as Row[];
    return rows.map(toDecision);
  }

  async *scanNuggets(batchSize = 1000): AsyncIterable<Nugget[]> {
    batchSize = Math.max(1, Math.floor(batchSize));
    let after = '';
    for (;;) {
      const rows = this.stmt.page!.all(after, batchSize) as Row[];
      if (rows.length === 0) return;
      after = rows.at(-1)!.id as string;
      yield this.toNuggets(rows);
    }
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
    return (this.db.prepare(sql).all(...params) as Row[]).map(toDeferred);
  }

  async history(nuggetId: string): Promise<NuggetVersion[]> {
    return (this.stmt.history!.all(nuggetId) as Row[]).map((r) => {
      const snap = JSON.parse(r.snapshot as string) as Omit<NuggetVersion, 'nuggetId' | 'version' | 'changedAt' | 'reason'>;
      snap.validity.start = num(snap.validity.start, -Infinity);
      snap.validity.end = num(snap.validity.end, Infinity);
      return { nuggetId, version: r.version as number, changedAt: r.changed_at as number, reason: r.reason as string, ...snap };
    });
  }

  async stats(): Promise<StoreStats> {
    const one = (sql: string) => (this.db.prepare(sql).get() as Row).n as number;
    const byStatus = { active: 0, deprecated: 0, contested: 0 };
    for (const r of this.db.prepare('SELECT status, count(*) AS n FROM nuggets GROUP BY status').all() as Row[]) {
      byStatus[r.status as keyof typeof byStatus] = r.n as number;
    }
    return {
      documents: one('SELECT count(DISTINCT doc_id) AS n FROM revisions'),
      revisions: one('SELECT count(*) AS n FROM revisions'),
      nuggets: one('SELECT count(*) AS n FROM nuggets'),
      evidence: one('SELECT count(*) AS n FROM evidence'),
      byStatus,
      keys: one('SELECT count(*) AS n FROM (SELECT DISTINCT key_scope, key_subject, key_predicate FROM nuggets)'),
      contestedKeys: one("SELECT count(*) AS n FROM (SELECT DISTINCT key_scope, key_subject, key_predicate FROM nuggets WHERE status = 'contested')"),
    };
  }

  async commit(changes: ChangeSet): Promise<void> {
    const apply = this.db.transaction((c: ChangeSet) => {
      this.indexCache?.committing();
      for (const [name, value] of Object.entries(c.meta ?? {})) this.stmt.putMeta!.run(`setting:${name}`, value);
      for (const r of c.revisions) this.stmt.putRevision!.run({ ...r, dated: r.dated ? 1 : 0 });
      for (const n of c.nuggets) {
        this.stmt.putNugget!.run({
          id: n.id, kind: n.kind, subject: n.fact.subject, predicate: n.fact.predicate, object: n.fact.object, text: n.fact.text,
          keySubject: n.key.subject, keyPredicate: n.key.predicate, keyScope: n.key.scope,
          vStart: finiteOrNull(n.validity.start), vEnd: finiteOrNull(n.validity.end), inferred: n.validity.inferred ? 1 : 0,
          granularity: n.validity.granularity, startBasis: n.validity.startBasis, endBasis: n.validity.endBasis,
          status: n.epistemic.status, rank: n.epistemic.rank, confidence: n.epistemic.confidence,
          createdAt: n.provenance.createdAt, parentId: n.provenance.parentId, version: n.provenance.version,
        });
        this.stmt.dropEvidence!.run(n.id);
        n.provenance.evidence.forEach((e, seq) => {
          this.stmt.putEvidence!.run({ ...e, nuggetId: n.id, stated: encodeAsserted(e.stated), asserted: encodeAsserted(e.asserted), seq });
        });
      }
      for (const v of c.history) {
        const snapshot = JSON.stringify({
          validity: { ...v.validity, start: finiteOrNull(v.validity.start), end: finiteOrNull(v.validity.end) },
          epistemic: v.epistemic,
          evidenceCount: v.evidenceCount,
        });
        this.stmt.putHistory!.run({ nuggetId: v.nuggetId, version: v.version, changedAt: v.changedAt, snapshot, reason: v.reason });
      }
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
    });
    try {
      apply(changes);
    } catch (err) {
      throw new NuggetIndexError('STORE_ERROR', `store write failed, nothing of this document was written: ${(err as Error).message}`);
    }
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    try {
      // IMMEDIATE takes the write lock now, so reads inside `work` see what the commit builds on.
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
      throw err;
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** Records for nugget rows, their evidence fetched in one query (not one per nugget). */
  private toNuggets(rows: readonly Row[]): Nugget[] {
    const evidence = new Map<string, Row[]>();
    if (rows.length > 0) {
      for (const e of this.stmt.evidenceOf!.all(JSON.stringify(rows.map((r) => r.id))) as Row[]) {
        const list = evidence.get(e.nugget_id as string);
        if (list) list.push(e);
        else evidence.set(e.nugget_id as string, [e]);
      }
    }
    return rows.map((r) => toNugget(r, evidence.get(r.id as string) ?? []));
  }
}

function toNugget(r: Row, evidenceRows: readonly Row[]): Nugget {
  const evidence: Evidence[] = evidenceRows.map((e) => ({
    docId: e.doc_id as string,
    revision: e.revision as number,
    source: e.source as string,
    start: e.start as number,
    end: e.end as number,
    quote: e.quote as string,
    confidence: e.confidence as number,
    documentTime: e.document_time as number,
    stated: decodeAsserted(e.stated as string),
    asserted: decodeAsserted(e.asserted as string),
  }));
  return {
    id: r.id as string,
    kind: r.kind as Nugget['kind'],
    fact: { subject: r.subject as string, predicate: r.predicate as string, object: r.object as string, text: r.text as string },
    key: { subject: r.key_subject as string, predicate: r.key_predicate as string, scope: r.key_scope as string },
    validity: {
      start: num(r.v_start, -Infinity), end: num(r.v_end, Infinity), inferred: r.inferred === 1,
      granularity: r.granularity as Nugget['validity']['granularity'],
      startBasis: r.start_basis as Nugget['validity']['startBasis'], endBasis: r.end_basis as Nugget['validity']['endBasis'],
    },
    epistemic: { status: r.status as Nugget['epistemic']['status'], rank: r.rank as Nugget['epistemic']['rank'], confidence: r.confidence as number },
    provenance: { evidence, createdAt: r.created_at as number, parentId: (r.parent_id as string | null) ?? null, version: r.version as number },
  };
}

/** Runs the migrations from the file's format to the current one, in one write transaction. */
/** Upgrades an older format in place; the caller holds the write lock (the open transaction). */
function migrate(db: Database.Database, format: () => unknown, path: string): void {
  try {
    for (let v = Number(format()); v < SQLITE_FORMAT_VERSION; v++) {
      db.exec(MIGRATIONS[v]!);
      db.prepare("UPDATE meta SET value = ? WHERE key = 'format'").run(String(v + 1));
    }
  } catch (err) {
    throw new NuggetIndexError('STORE_ERROR', `${path}: cannot upgrade the store to format ${SQLITE_FORMAT_VERSION}, it is unchanged: ${(err as Error).message}`, { file: path });
  }
}

/**
 * The search index's bytes beside the records. Every commit bumps meta's generation; saved bytes
 * carry the generation they reflect, so a commit by any process — even an older nuggetindex that
 * migrated nothing, as it refuses format 4 — makes them stale rather than wrong.
 */
class SqliteIndexCache implements IndexCache {
  /** The generation the caller's in-memory index reflects, or null when a foreign commit intervened. */
  private synced: number | null = null;
  private readonly getGeneration: Database.Statement;
  private readonly bump: Database.Statement;

  constructor(private readonly db: Database.Database) {
    this.getGeneration = db.prepare("SELECT value FROM meta WHERE key = 'generation'");
    this.bump = db.prepare("UPDATE meta SET value = ? WHERE key = 'generation'");
  }

  private generation(): number {
    return Number((this.getGeneration.get() as Row | undefined)?.value ?? 0);
  }

  /** Inside every commit's transaction: advance the generation, and follow it if nobody else moved it. */
  committing(): void {
    const before = this.generation();
    this.bump.run(String(before + 1));
    this.synced = this.synced === before ? before + 1 : null;
  }

  async load(name: string, fingerprint: string): Promise<Uint8Array | null> {
    const read = this.db.transaction(() => ({ now: this.generation(), row: this.db.prepare('SELECT fingerprint, generation, bytes FROM search_index WHERE name = ?').get(name) as Row | undefined }));
    const { now, row } = read();
    if (!row || row.fingerprint !== fingerprint || Number(row.generation) !== now) return null;
    this.synced = now;
    const bytes = row.bytes as Buffer;
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async rebuilding(): Promise<void> {
    this.synced = this.generation();
  }

  async save(name: string, fingerprint: string, bytes: Uint8Array): Promise<boolean> {
    if (this.db.readonly) return false;
    const write = this.db.transaction(() => {
      const now = this.generation();
      if (this.synced !== now) return false;
      this.db.prepare('INSERT OR REPLACE INTO search_index (name, fingerprint, generation, bytes) VALUES (?, ?, ?, ?)').run(name, fingerprint, now, bytes);
      return true;
    });
    try {
      return write.immediate();
    } catch (err) {
      throw new NuggetIndexError('STORE_ERROR', `could not save the search index (the store is unchanged): ${(err as Error).message}`);
    }
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

function toRevision(r: Row): DocumentRevision {
  return {
    docId: r.doc_id as string, revision: r.revision as number, time: r.time as number, dated: r.dated === 1,
    contentHash: r.content_hash as string, source: r.source as string, title: (r.title as string | null) ?? null,
    scope: r.scope as string, url: (r.url as string | null) ?? null, text: r.text as string, ingestedAt: r.ingested_at as number,
  };
}
