// Reading the records of a format 1–4 SQLite store (one row per nugget and per evidence span, text
// columns, JSON validity): how a read-only open serves an older file it may not migrate, and what
// the migration to format 5 copies from. The statements are those of the format-4 code.

import type Database from 'better-sqlite3';
import type { AssertedValidity, Evidence, Nugget, NuggetKey } from '../../model/nugget.js';
import type { DocumentRevision, NuggetVersion, StoreStats, SubjectEntry } from '../store.js';
import type { RecordLayout } from './layout.js';
import { namesEntity } from '../../govern/normalize.js';

type Row = Record<string, unknown>;
const num = (v: unknown, ifNull: number): number => (v === null || v === undefined ? ifNull : Number(v));

function decodeAsserted(text: string): AssertedValidity {
  const a = JSON.parse(text) as AssertedValidity & { start: number | null; end: number | null };
  return { ...a, start: a.start ?? -Infinity, end: a.end ?? Infinity };
}

/** The records of a format 1–4 file; `prefix` names its tables (the migration renames them first). */
export class LegacyRecords implements RecordLayout {
  private readonly stmt: Record<string, Database.Statement>;

  constructor(
    private readonly db: Database.Database,
    private readonly prefix = '',
  ) {
    const t = (name: string) => `${prefix}${name}`;
    this.stmt = {
      revisions: db.prepare(`SELECT * FROM ${t('revisions')} WHERE doc_id = ? ORDER BY revision`),
      documents: db.prepare(`SELECT r.* FROM ${t('revisions')} r JOIN (SELECT doc_id, max(revision) AS m FROM ${t('revisions')} GROUP BY doc_id) l
        ON r.doc_id = l.doc_id AND r.revision = l.m ORDER BY r.doc_id`),
      byKey: db.prepare(`SELECT * FROM ${t('nuggets')} WHERE key_scope = ? AND key_subject = ? AND key_predicate = ? ORDER BY id`),
      byDoc: db.prepare(`SELECT n.* FROM ${t('nuggets')} n WHERE n.id IN (SELECT DISTINCT nugget_id FROM ${t('evidence')} WHERE doc_id = ?) ORDER BY n.id`),
      byIds: db.prepare(`SELECT * FROM ${t('nuggets')} WHERE id IN (SELECT value FROM json_each(?))`),
      bySubject: db.prepare(`SELECT * FROM ${t('nuggets')} WHERE key_subject = ? ORDER BY key_predicate, id`),
      page: db.prepare(`SELECT * FROM ${t('nuggets')} WHERE id > ? ORDER BY id LIMIT ?`),
      history: db.prepare(`SELECT * FROM ${t('history')} WHERE nugget_id = ? ORDER BY version`),
      evidenceOf: db.prepare(`SELECT * FROM ${t('evidence')} WHERE nugget_id IN (SELECT value FROM json_each(?)) ORDER BY nugget_id, seq`),
    };
  }

  revisions(docId: string): DocumentRevision[] {
    return (this.stmt.revisions!.all(docId) as Row[]).map(toRevision);
  }

  documents(): DocumentRevision[] {
    return (this.stmt.documents!.all() as Row[]).map(toRevision);
  }

  /** How many revisions, nuggets and history rows there are (the migration's progress counts them). */
  recordCount(): number {
    return ['revisions', 'nuggets', 'history'].reduce(
      (n, t) => n + ((this.db.prepare(`SELECT count(*) AS n FROM ${this.prefix}${t}`).get() as Row).n as number),
      0,
    );
  }

  /** Every revision, document by document, in batches (for the migration). */
  *scanRevisions(batchSize: number): Iterable<DocumentRevision[]> {
    const page = this.db.prepare(`SELECT * FROM ${this.prefix}revisions WHERE (doc_id, revision) > (?, ?) ORDER BY doc_id, revision LIMIT ?`);
    let after: [string, number] = ['', 0];
    for (;;) {
      const rows = (page.all(after[0], after[1], batchSize) as Row[]).map(toRevision);
      if (rows.length === 0) return;
      after = [rows.at(-1)!.docId, rows.at(-1)!.revision];
      yield rows;
    }
  }

  /** Every history row, in batches (for the migration). */
  *scanHistory(batchSize: number): Iterable<NuggetVersion[]> {
    const page = this.db.prepare(`SELECT * FROM ${this.prefix}history WHERE (nugget_id, version) > (?, ?) ORDER BY nugget_id, version LIMIT ?`);
    let after: [string, number] = ['', -Infinity];
    for (;;) {
      const rows = (page.all(after[0], after[1], batchSize) as Row[]).map(toVersion);
      if (rows.length === 0) return;
      after = [rows.at(-1)!.nuggetId, rows.at(-1)!.version];
      yield rows;
    }
  }

  nuggetsByKey(keys: readonly NuggetKey[]): Nugget[] {
    const rows: Row[] = [];
    const seen = new Set<string>();
    for (const k of keys) {
      for (const r of this.stmt.byKey!.all(k.scope, k.subject, k.predicate) as Row[]) {
        if (!seen.has(r.id as string)) {
          seen.add(r.id as string);
          rows.push(r);
        }
      }
    }
    return this.toNuggets(rows);
  }

  nuggetsByDocument(docId: string): Nugget[] {
    return this.toNuggets(this.stmt.byDoc!.all(docId) as Row[]);
  }

  nuggetsById(ids: readonly string[]): Nugget[] {
    if (ids.length === 0) return [];
    const byId = new Map((this.stmt.byIds!.all(JSON.stringify(ids)) as Row[]).map((r) => [r.id as string, r]));
    return this.toNuggets(ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
  }

  nuggetsBySubject(subject: string): Nugget[] {
    return this.toNuggets(this.stmt.bySubject!.all(subject) as Row[]);
  }

  /** An older file opened read-only has no mentions table: every record is read. */
  nuggetsNaming(entity: string, limit = Infinity): Nugget[] {
    return [...this.scanNuggets(1000)]
      .flat()
      .filter((n) => namesEntity(n, entity))
      .slice(0, limit);
  }

  contestedKeys(limit?: number): NuggetKey[] {
    const sql = `SELECT DISTINCT key_scope, key_subject, key_predicate FROM ${this.prefix}nuggets WHERE status = 'contested' ORDER BY key_scope, key_subject, key_predicate`;
    const rows = (limit === undefined ? this.db.prepare(sql).all() : this.db.prepare(`${sql} LIMIT ?`).all(Math.max(0, Math.floor(limit)))) as Row[];
    return rows.map((r) => ({ scope: r.key_scope as string, subject: r.key_subject as string, predicate: r.key_predicate as string }));
  }

  subjects(text: string, limit: number): SubjectEntry[] {
    const t = `${this.prefix}nuggets`;
    const rows = this.db
      .prepare(
        `SELECT key_subject, count(*) AS n, (SELECT subject FROM ${t} m WHERE m.key_subject = g.key_subject ORDER BY id LIMIT 1) AS name
      FROM ${t} g WHERE instr(key_subject, ?) > 0 GROUP BY key_subject
      ORDER BY (substr(key_subject, 1, length(?)) = ?) DESC, n DESC, key_subject LIMIT ?`,
      )
      .all(text, text, text, Math.max(0, Math.floor(limit))) as Row[];
    return rows.map((r) => ({ subject: r.key_subject as string, name: r.name as string, facts: r.n as number }));
  }

  *scanNuggets(batchSize: number): Iterable<Nugget[]> {
    let after = '';
    for (;;) {
      const rows = this.stmt.page!.all(after, batchSize) as Row[];
      if (rows.length === 0) return;
      after = rows.at(-1)!.id as string;
      yield this.toNuggets(rows);
    }
  }

  history(nuggetId: string): NuggetVersion[] {
    return (this.stmt.history!.all(nuggetId) as Row[]).map(toVersion);
  }

  stats(): StoreStats {
    const t = (name: string) => `${this.prefix}${name}`;
    const one = (sql: string) => (this.db.prepare(sql).get() as Row).n as number;
    const byStatus = { active: 0, deprecated: 0, contested: 0 };
    for (const r of this.db.prepare(`SELECT status, count(*) AS n FROM ${t('nuggets')} GROUP BY status`).all() as Row[]) {
      byStatus[r.status as keyof typeof byStatus] = r.n as number;
    }
    return {
      documents: one(`SELECT count(DISTINCT doc_id) AS n FROM ${t('revisions')}`),
      revisions: one(`SELECT count(*) AS n FROM ${t('revisions')}`),
      nuggets: one(`SELECT count(*) AS n FROM ${t('nuggets')}`),
      evidence: one(`SELECT count(*) AS n FROM ${t('evidence')}`),
      byStatus,
      keys: one(`SELECT count(*) AS n FROM (SELECT DISTINCT key_scope, key_subject, key_predicate FROM ${t('nuggets')})`),
      contestedKeys: one(`SELECT count(*) AS n FROM (SELECT DISTINCT key_scope, key_subject, key_predicate FROM ${t('nuggets')} WHERE status = 'contested')`),
    };
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
      start: num(r.v_start, -Infinity),
      end: num(r.v_end, Infinity),
      inferred: r.inferred === 1,
      granularity: r.granularity as Nugget['validity']['granularity'],
      startBasis: r.start_basis as Nugget['validity']['startBasis'],
      endBasis: r.end_basis as Nugget['validity']['endBasis'],
    },
    epistemic: { status: r.status as Nugget['epistemic']['status'], rank: r.rank as Nugget['epistemic']['rank'], confidence: r.confidence as number },
    provenance: { evidence, createdAt: r.created_at as number, parentId: (r.parent_id as string | null) ?? null, version: r.version as number },
  };
}

function toVersion(r: Row): NuggetVersion {
  const snap = JSON.parse(r.snapshot as string) as Omit<NuggetVersion, 'nuggetId' | 'version' | 'changedAt' | 'reason'>;
  snap.validity.start = num(snap.validity.start, -Infinity);
  snap.validity.end = num(snap.validity.end, Infinity);
  return { nuggetId: r.nugget_id as string, version: r.version as number, changedAt: r.changed_at as number, reason: r.reason as string, ...snap };
}

function toRevision(r: Row): DocumentRevision {
  return {
    docId: r.doc_id as string,
    revision: r.revision as number,
    time: r.time as number,
    dated: r.dated === 1,
    contentHash: r.content_hash as string,
    source: r.source as string,
    title: (r.title as string | null) ?? null,
    scope: r.scope as string,
    url: (r.url as string | null) ?? null,
    text: r.text as string,
    ingestedAt: r.ingested_at as number,
  };
}
