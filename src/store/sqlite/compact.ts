// The format-5 table layout of the SQLite store: its schema, and the reads and writes of nuggets
// and history. A nugget is one row — its id (a hash id as 12 bytes), key (interned names,
// names.ts), status, count of evidence spans, and a compact record holding the rest, evidence
// included (record.ts) — and evidence quotes are slices of the cited revisions' compressed
// texts (revisions.ts). Rows are placed by the document a nugget was first stated in, so a
// document's nuggets are neighbours and `cites` lists only the other documents each one cites.

import type Database from 'better-sqlite3';
import type { Nugget, NuggetKey } from '../../model/nugget.js';
import type { LegacyRecords } from './legacy.js';
import { statementCache, type RecordLayout } from './layout.js';
import { Names } from './names.js';
import { CONTESTED_CODE, compareIds, packId, statusCode, statusOf, unpackId } from './columns.js';
import { citedDocs, citedRevisions, decodeNugget, decodeVersion, encodeNugget, encodeVersion, type RecordContext } from './record.js';
import { RecordWriter } from './record-codec.js';
import { Revisions } from './revisions.js';
import { namesEntity, objectNames } from '../../govern/normalize.js';
import type { DocumentRevision, NuggetVersion, StoreStats, SubjectEntry } from '../store.js';

/**
 * Format 6: each nugget under the normal forms its object names (objectNames; entities interned as
 * subjects), so an entity's facts are found from the object side too (`nuggetsNaming`). Rows are only
 * added: one left by a value's earlier surface makes the lookup a superset, which callers allow.
 */
export const MENTIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS mentions (entity INTEGER NOT NULL, nugget INTEGER NOT NULL, PRIMARY KEY (entity, nugget)) WITHOUT ROWID;
`;

/** The records of format 5 (meta, deferred, decisions and search_index are shared with format 4). */
export const COMPACT_SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS revisions (
  id INTEGER PRIMARY KEY, time REAL NOT NULL, dated INTEGER NOT NULL, content_hash NOT NULL, source INTEGER NOT NULL, title TEXT,
  scope INTEGER NOT NULL, url TEXT, ingested_at REAL, dictionary INTEGER, text NOT NULL);
CREATE TABLE IF NOT EXISTS text_dictionaries (id INTEGER PRIMARY KEY, bytes BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS subjects (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, display TEXT);
CREATE TABLE IF NOT EXISTS terms (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE IF NOT EXISTS nuggets (
  n INTEGER PRIMARY KEY, id NOT NULL UNIQUE, subject INTEGER NOT NULL, predicate INTEGER NOT NULL, scope INTEGER NOT NULL,
  status NOT NULL, spans INTEGER NOT NULL, record BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS nuggets_key ON nuggets (subject, predicate, scope);
CREATE INDEX IF NOT EXISTS nuggets_contested ON nuggets (subject, predicate, scope) WHERE status = ${CONTESTED_CODE};
CREATE TABLE IF NOT EXISTS cites (doc INTEGER NOT NULL, nugget INTEGER NOT NULL, PRIMARY KEY (doc, nugget)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS history (
  nugget NOT NULL, version INTEGER NOT NULL, changed_at REAL NOT NULL, snapshot BLOB NOT NULL, reason TEXT NOT NULL,
  PRIMARY KEY (nugget, version)) WITHOUT ROWID;
${MENTIONS_SCHEMA}`;

type Row = Record<string, unknown>;

/**
 * A nugget's row id places it among the nuggets of its home, the document it was first stated in:
 * HOME_SLOTS ids per document, then (a full home, no evidence) ids from OVERFLOW up. New documents'
 * nuggets append; a nugget keeps its row id for life.
 */
const HOME_SLOTS = 256;
const OVERFLOW = 2 ** 40;
const homeOf = (rowid: number): number | null => (rowid < OVERFLOW ? Math.floor(rowid / HOME_SLOTS) : null);

/** A nugget row as the reads select it: names and revisions are looked up for a whole set of rows at once. */
const NUGGET_COLUMNS = 'n.n, n.id, n.status, n.record, n.subject, n.predicate, n.scope';
const FROM_NUGGETS = 'FROM nuggets n';

export class CompactRecords implements RecordLayout {
  private readonly stmt: Record<string, Database.Statement>;
  private readonly names: Names;
  private readonly revisionRows: Revisions;
  private readonly writer = new RecordWriter();
  private readonly context: RecordContext = {
    docId: (name) => this.names.docId(name),
    docName: (id) => this.names.docName(id),
    revision: (doc, revision) => this.revisionRows.facts(doc, revision),
  };

  /** False for a format-5 file opened read-only (the table came with format 6). */
  private readonly hasMentions: boolean;

  constructor(db: Database.Database) {
    this.prepared = statementCache(db);
    this.hasMentions = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'mentions'").get() !== undefined;
    this.names = new Names(db);
    this.revisionRows = new Revisions(db, this.names);
    this.stmt = {
      byKey: db.prepare(`SELECT ${NUGGET_COLUMNS} ${FROM_NUGGETS} WHERE n.subject = (SELECT id FROM subjects WHERE name = ?)
        AND n.predicate = (SELECT id FROM terms WHERE name = ?) AND n.scope = (SELECT id FROM terms WHERE name = ?)`),
      byHome: db.prepare(`SELECT ${NUGGET_COLUMNS} ${FROM_NUGGETS} WHERE n.n >= ? AND n.n < ?`),
      byCites: db.prepare(`SELECT ${NUGGET_COLUMNS} ${FROM_NUGGETS} WHERE n.n IN (SELECT nugget FROM cites WHERE doc = ?)`),
      // Hash ids arrive as hex (unpacked by SQL), other ids as text: one statement for any number.
      byIds: db.prepare(
        `SELECT ${NUGGET_COLUMNS} ${FROM_NUGGETS} WHERE n.id IN (SELECT unhex(value) FROM json_each(?) UNION ALL SELECT value FROM json_each(?))`,
      ),
      bySubject: db.prepare(`SELECT ${NUGGET_COLUMNS} ${FROM_NUGGETS} WHERE n.subject = (SELECT id FROM subjects WHERE name = ?)`),
      // Text ids sort before every blob in SQLite: each kind is paged in its own order, and the two are merged.
      textPage: db.prepare(`SELECT ${NUGGET_COLUMNS} ${FROM_NUGGETS} WHERE n.id > ? AND n.id < x'' ORDER BY n.id LIMIT ?`),
      blobPage: db.prepare(`SELECT ${NUGGET_COLUMNS} ${FROM_NUGGETS} WHERE n.id > ? ORDER BY n.id LIMIT ?`),
      history: db.prepare('SELECT version, changed_at, snapshot, reason FROM history WHERE nugget = ? ORDER BY version'),
      addNugget: db.prepare('INSERT INTO nuggets (n, id, subject, predicate, scope, status, spans, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      setNugget: db.prepare('UPDATE nuggets SET subject = ?, predicate = ?, scope = ?, status = ?, spans = ?, record = ? WHERE n = ?'),
      lastIn: db.prepare('SELECT max(n) AS m FROM nuggets WHERE n >= ? AND n < ?'),
      setRecord: db.prepare('UPDATE nuggets SET status = ?, spans = ?, record = ? WHERE n = ?'),
      stored: db.prepare('SELECT n, subject, predicate, scope, record FROM nuggets WHERE id = ?'),
      cite: db.prepare('INSERT INTO cites (doc, nugget) VALUES (?, ?)'),
      uncite: db.prepare('DELETE FROM cites WHERE doc = ? AND nugget = ?'),
      ...(this.hasMentions ? { mention: db.prepare('INSERT OR IGNORE INTO mentions (entity, nugget) VALUES (?, ?)') } : {}),
      putHistory: db.prepare('INSERT OR REPLACE INTO history (nugget, version, changed_at, snapshot, reason) VALUES (?, ?, ?, ?, ?)'),
    };
  }

  /** Statements prepared on first use (reads that are not on a hot path). */
  private readonly prepared: (sql: string) => Database.Statement;

  /** Drops every cached name and text (after a rollback: ids handed out inside it are void). */
  forget(): void {
    this.names.forget();
    this.revisionRows.forget();
  }

  // --- Reads ---------------------------------------------------------------------------------------

  revisions(docId: string): DocumentRevision[] {
    return this.revisionRows.of(docId);
  }

  documents(): DocumentRevision[] {
    return this.revisionRows.latest();
  }

  nuggetsByKey(keys: readonly NuggetKey[]): Nugget[] {
    const out: Nugget[] = [];
    const seen = new Set<string>();
    const found: { id: string; r: Row; key: NuggetKey }[] = [];
    for (const k of keys) {
      const rows = (this.stmt.byKey!.all(k.subject, k.predicate, k.scope) as Row[]).map((r) => ({ id: unpackId(r.id), r, key: k }));
      rows.sort((a, b) => compareIds(a.id, b.id));
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        found.push(row);
      }
    }
    this.prefetch(found.map((f) => f.r));
    for (const { id, r, key } of found) out.push(this.toNugget(id, r, { subject: key.subject, predicate: key.predicate, scope: key.scope }));
    return out;
  }

  nuggetsByDocument(docId: string): Nugget[] {
    const doc = this.names.findDocId(docId);
    if (doc === null) return [];
    // Its home nuggets that still cite it (evidence can be replaced), and the nuggets that cite it from elsewhere.
    const home = (this.stmt.byHome!.all(doc * HOME_SLOTS, (doc + 1) * HOME_SLOTS) as Row[]).filter((r) => citedDocs(r.record as Uint8Array, doc).includes(doc));
    return this.sorted([...home, ...(this.stmt.byCites!.all(doc) as Row[])]);
  }

  nuggetsNaming(entity: string, limit = -1): Nugget[] {
    if (!this.hasMentions) {
      // A format-5 file opened read-only has no mentions table: read every record.
      const all = [...this.scanNuggets(1000)].flat().filter((n) => namesEntity(n, entity));
      return limit < 0 ? all : all.slice(0, limit);
    }
    // Text ids sort before blob ids in SQLite, as compareIds orders them; LIMIT -1 is no limit.
    return this.sorted(
      this.prepared(
        `WITH e AS (SELECT id FROM subjects WHERE name = ?)
        SELECT ${NUGGET_COLUMNS} ${FROM_NUGGETS} WHERE n.subject = (SELECT id FROM e)
          OR n.n IN (SELECT nugget FROM mentions WHERE entity = (SELECT id FROM e)) ORDER BY n.id LIMIT ?`,
      ).all(entity, limit < 0 || !Number.isFinite(limit) ? -1 : Math.floor(limit)) as Row[],
    );
  }

  nuggetsById(ids: readonly string[]): Nugget[] {
    if (ids.length === 0) return [];
    const hex: string[] = [];
    const text: string[] = [];
    for (const id of ids) {
      const packed = packId(id);
      if (typeof packed === 'string') text.push(id);
      else hex.push(id.slice(1));
    }
    const found = this.stmt.byIds!.all(JSON.stringify(hex), JSON.stringify(text)) as Row[];
    this.prefetch(found);
    const rows = new Map(found.map((r) => [unpackId(r.id), r]));
    // In the caller's order; missing ids are skipped.
    const out: Nugget[] = [];
    for (const id of ids) {
      const r = rows.get(id);
      if (r) out.push(this.toNugget(id, r));
    }
    return out;
  }

  nuggetsBySubject(subject: string): Nugget[] {
    const rows = (this.stmt.bySubject!.all(subject) as Row[]).map((r) => ({ id: unpackId(r.id), predicate: this.names.termName(r.predicate as number), r }));
    rows.sort((a, b) => compareIds(a.predicate, b.predicate) || compareIds(a.id, b.id));
    this.prefetch(rows.map(({ r }) => r));
    return rows.map(({ id, r }) => this.toNugget(id, r));
  }

  contestedKeys(limit?: number): NuggetKey[] {
    const sql = `SELECT DISTINCT c.name AS scope, s.name AS subject, p.name AS predicate FROM nuggets n JOIN subjects s ON s.id = n.subject
      JOIN terms p ON p.id = n.predicate JOIN terms c ON c.id = n.scope WHERE n.status = ${CONTESTED_CODE} ORDER BY 1, 2, 3`;
    const rows = (limit === undefined ? this.prepared(sql).all() : this.prepared(`${sql} LIMIT ?`).all(Math.max(0, Math.floor(limit)))) as Row[];
    return rows.map((r) => ({ scope: r.scope as string, subject: r.subject as string, predicate: r.predicate as string }));
  }

  subjects(text: string, limit: number): SubjectEntry[] {
    // instr() rather than LIKE: no escaping of % and _ in what a user types.
    const rows = this.prepared(
      `SELECT s.name, count(*) AS n FROM subjects s JOIN nuggets g ON g.subject = s.id WHERE instr(s.name, ?) > 0
      GROUP BY s.id ORDER BY (substr(s.name, 1, length(?)) = ?) DESC, n DESC, s.name LIMIT ?`,
    ).all(text, text, text, Math.max(0, Math.floor(limit))) as Row[];
    // Its name: the surface subject of its first nugget in id order.
    return rows.map((r) => {
      let first: { id: string; r: Row } | null = null;
      for (const row of this.stmt.bySubject!.all(r.name) as Row[]) {
        const id = unpackId(row.id);
        if (!first || compareIds(id, first.id) < 0) first = { id, r: row };
      }
      return { subject: r.name as string, name: this.toNugget(first!.id, first!.r).fact.subject, facts: r.n as number };
    });
  }

  *scanNuggets(batchSize: number): Iterable<Nugget[]> {
    let textAfter = '';
    let blobAfter: Buffer = Buffer.alloc(0);
    for (;;) {
      const texts = (this.stmt.textPage!.all(textAfter, batchSize) as Row[]).map((r) => ({ id: r.id as string, r }));
      const blobs = (this.stmt.blobPage!.all(blobAfter, batchSize) as Row[]).map((r) => ({ id: unpackId(r.id), r }));
      let t = 0;
      let b = 0;
      const page: { id: string; r: Row }[] = [];
      while (page.length < batchSize && (t < texts.length || b < blobs.length)) {
        page.push(b >= blobs.length || (t < texts.length && compareIds(texts[t]!.id, blobs[b]!.id) < 0) ? texts[t++]! : blobs[b++]!);
      }
      this.prefetch(
        page.map(({ r }) => r),
        true,
      );
      const batch = page.map(({ id, r }) => this.toNugget(id, r));
      if (batch.length === 0) return;
      if (t > 0) textAfter = texts[t - 1]!.r.id as string;
      if (b > 0) blobAfter = blobs[b - 1]!.r.id as Buffer;
      yield batch;
    }
  }

  history(nuggetId: string): NuggetVersion[] {
    return (this.stmt.history!.all(packId(nuggetId)) as Row[]).map((r) => ({
      nuggetId,
      version: r.version as number,
      changedAt: r.changed_at as number,
      reason: r.reason as string,
      ...decodeVersion(r.snapshot as Uint8Array),
    }));
  }

  stats(): StoreStats {
    const one = (sql: string) => Number((this.prepared(sql).get() as Row).n);
    const byStatus = { active: 0, deprecated: 0, contested: 0 };
    for (const r of this.prepared('SELECT status, count(*) AS n FROM nuggets GROUP BY status').all() as Row[]) {
      byStatus[statusOf(r.status) as keyof typeof byStatus] = r.n as number;
    }
    return {
      ...this.revisionRows.counts(),
      nuggets: one('SELECT count(*) AS n FROM nuggets'),
      evidence: one('SELECT coalesce(sum(spans), 0) AS n FROM nuggets'),
      byStatus,
      keys: one('SELECT count(*) AS n FROM (SELECT DISTINCT subject, predicate, scope FROM nuggets)'),
      contestedKeys: one(`SELECT count(*) AS n FROM (SELECT DISTINCT subject, predicate, scope FROM nuggets WHERE status = ${CONTESTED_CODE})`),
    };
  }

  // --- Writes (inside the caller's transaction) ----------------------------------------------------

  putRevisions(revisions: readonly DocumentRevision[]): void {
    this.revisionRows.put(revisions);
  }

  putNugget(n: Nugget): void {
    for (const [field, v] of [
      ['fact.subject', n.fact.subject],
      ['fact.predicate', n.fact.predicate],
      ['fact.object', n.fact.object],
      ['fact.text', n.fact.text],
    ] as const) {
      if (typeof v !== 'string') throw new TypeError(`nugget ${n.id}: ${field} must be a string (NOT NULL), got ${String(v)}`);
    }
    const subject = this.names.subjectId(n.key.subject, n.fact.subject);
    const id = packId(n.id);
    // A nugget keeps its row id (and home) for life; what it cited before is in its stored record.
    const before = this.stmt.stored!.get(id) as Row | undefined;
    const rowid = before ? (before.n as number) : this.newRowid(n.provenance.evidence.length > 0 ? this.names.docId(n.provenance.evidence[0]!.docId) : null);
    const home = homeOf(rowid);
    const record = encodeNugget(this.writer, n, subject.display, home, this.context);
    const columns = [
      subject.id,
      this.names.termId(n.key.predicate),
      this.names.termId(n.key.scope),
      statusCode(n.epistemic.status),
      n.provenance.evidence.length,
      record,
    ];
    if (!before) this.stmt.addNugget!.run(rowid, id, ...columns);
    // Most updates keep the key: leaving its columns out of the UPDATE spares the key index's entry.
    else if (before.subject === columns[0] && before.predicate === columns[1] && before.scope === columns[2])
      this.stmt.setRecord!.run(...columns.slice(3), rowid);
    else this.stmt.setNugget!.run(...columns, rowid);
    const docs = new Set(n.provenance.evidence.map((e) => this.names.docId(e.docId)));
    if (home !== null) docs.delete(home);
    for (const doc of new Set(before ? citedDocs(before.record as Uint8Array, home) : [])) {
      if (doc !== home && !docs.delete(doc)) this.stmt.uncite!.run(doc, rowid);
    }
    for (const doc of docs) this.stmt.cite!.run(doc, rowid);
    this.mention(n, rowid);
  }

  /** Files a nugget under the names its object gives (format 6). */
  private mention(n: Nugget, rowid: number): void {
    for (const name of objectNames(n.fact.object)) this.stmt.mention!.run(this.names.subjectId(name, n.fact.object).id, rowid);
  }

  /** Fills the mentions table from every stored record (the migration 5 → 6). */
  indexMentions(progress?: (done: number, total: number) => void): void {
    const total = Number((this.prepared('SELECT count(*) AS n FROM nuggets').get() as Row).n);
    let done = 0;
    progress?.(0, total);
    for (const batch of this.scanNuggets(1000)) {
      for (const n of batch) this.mention(n, (this.stmt.stored!.get(packId(n.id)) as Row).n as number);
      done += batch.length;
      progress?.(done, total);
    }
  }

  /** The next free row id among `home`'s, else (a full home, no evidence) past OVERFLOW. */
  private newRowid(home: number | null): number {
    if (home !== null) {
      const last = (this.stmt.lastIn!.get(home * HOME_SLOTS, (home + 1) * HOME_SLOTS) as Row).m as number | null;
      const next = last === null ? home * HOME_SLOTS : last + 1;
      if (next < (home + 1) * HOME_SLOTS) return next;
    }
    const last = (this.stmt.lastIn!.get(OVERFLOW, Number.MAX_SAFE_INTEGER) as Row).m as number | null;
    return last === null ? OVERFLOW : last + 1;
  }

  putHistory(v: NuggetVersion): void {
    this.stmt.putHistory!.run(packId(v.nuggetId), v.version, v.changedAt, encodeVersion(this.writer, v), v.reason);
  }

  /** Ends a change set: its revisions are read from the table (or the cache) from now on. */
  written(): void {
    this.revisionRows.written();
  }

  /**
   * Copies every record of a format-4 layout into this one (the migration 4 → 5), telling `progress`
   * how many records (revisions, nuggets, history rows) are copied of how many after each batch.
   */
  copyFrom(legacy: LegacyRecords, progress?: (done: number, total: number) => void): void {
    const total = legacy.recordCount();
    let done = 0;
    const copied = (n: number) => {
      done += n;
      progress?.(done, total);
    };
    progress?.(0, total);
    for (const batch of legacy.scanRevisions(500)) {
      this.putRevisions(batch);
      this.written();
      copied(batch.length);
    }
    for (const batch of legacy.scanNuggets(1000)) {
      for (const n of batch) this.putNugget(n);
      copied(batch.length);
    }
    for (const batch of legacy.scanHistory(1000)) {
      for (const v of batch) this.putHistory(v);
      copied(batch.length);
    }
  }

  /**
   * Looks up, a few statements for all of `rows`, the key subjects, cited revisions and document
   * names that the caches do not hold, for the decoding that follows. A `scan`'s batch keeps what
   * it looks up out of the caches.
   */
  private prefetch(rows: readonly Row[], scan = false): void {
    this.names.newBatch();
    const wanted = new Set<number>();
    const docs = new Set<number>();
    for (const r of rows) {
      for (const [doc, revision] of citedRevisions(r.record as Uint8Array, homeOf(r.n as number))) {
        const id = Revisions.row(doc, revision);
        if (id !== null) wanted.add(id);
        if (!this.names.knowsDoc(doc)) docs.add(doc);
      }
    }
    this.names.loadSubjects(
      rows.map((r) => r.subject as number),
      scan,
    );
    // Document names come with the revisions when some are not known (a second lookup per row).
    this.revisionRows.prefetch(wanted, docs.size > 0, scan);
    // Documents cited without a stored revision (evidence may name any document).
    this.names.loadDocNames(docs, scan);
  }

  private toNugget(id: string, r: Row, key?: NuggetKey): Nugget {
    const subject = this.names.subject(r.subject as number);
    const k = key ?? { subject: subject.name, predicate: this.names.termName(r.predicate as number), scope: this.names.termName(r.scope as number) };
    return decodeNugget(id, k, statusOf(r.status), subject.display, homeOf(r.n as number), r.record as Uint8Array, this.context);
  }

  /** Nuggets of rows in id order. */
  private sorted(rows: readonly Row[]): Nugget[] {
    this.prefetch(rows);
    return rows
      .map((r) => ({ id: unpackId(r.id), r }))
      .sort((a, b) => compareIds(a.id, b.id))
      .map(({ id, r }) => this.toNugget(id, r));
  }
}
