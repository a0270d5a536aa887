// The review queue of a SQLite store (the `deferred` table, format 2 on): candidates the quality gate
// held back, with their resolution once reviewed. Candidate, occurrences and the resolution's edit
// are JSON; the rest is queryable (by status, document, predicate, reason, confidence).

import type Database from 'better-sqlite3';
import type { CandidateEdit, DeferredCandidate } from '../../model/deferred.js';
import type { DeferredFilter, DeferredResolutionChange } from '../store.js';
import { statementCache } from './layout.js';

type Row = Record<string, unknown>;

export class DeferredTable {
  private readonly putDeferred: Database.Statement;
  private readonly resolution: Database.Statement;
  /** Statements of SQL built per call (a filter's WHERE clause). */
  private readonly prepared: (sql: string) => Database.Statement;

  constructor(db: Database.Database) {
    this.prepared = statementCache(db);
    this.putDeferred = db.prepare(`INSERT OR REPLACE INTO deferred VALUES (@id, @docId, @revision, @predicate, @reason, @detail, @confidence,
      @candidate, @quote, @occurrences, @deferredAt, @status, @resolvedBy, @resolvedAt, @edit, @nuggetId)`);
    this.resolution = db.prepare(
      'UPDATE deferred SET status = @status, resolved_by = @by, resolved_at = @at, edit = @edit, nugget_id = @nuggetId WHERE id = @id',
    );
  }

  /** The items `filter` selects (pending ones by default), by predicate, then highest confidence, then id. */
  list(filter: DeferredFilter): DeferredCandidate[] {
    const where: string[] = [];
    const params: unknown[] = [];
    const status = filter.status ?? 'pending';
    if (status !== 'all') {
      where.push('status = ?');
      params.push(status);
    }
    if (filter.ids) {
      where.push('id IN (SELECT value FROM json_each(?))');
      params.push(JSON.stringify(filter.ids));
    }
    if (filter.docId !== undefined) {
      where.push('doc_id = ?');
      params.push(filter.docId);
    }
    if (filter.predicate !== undefined) {
      where.push('predicate = ?');
      params.push(filter.predicate);
    }
    if (filter.reason !== undefined) {
      where.push('reason = ?');
      params.push(filter.reason);
    }
    if (filter.below !== undefined) {
      where.push('confidence < ?');
      params.push(filter.below);
    }
    let sql = `SELECT * FROM deferred${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY predicate, confidence DESC, id`;
    if (filter.limit !== undefined) {
      sql += ' LIMIT ?';
      params.push(Math.max(0, Math.floor(filter.limit)));
    }
    return (this.prepared(sql).all(...params) as Row[]).map(toDeferred);
  }

  /** Inserts or replaces an item, by id. */
  put(q: DeferredCandidate): void {
    this.putDeferred.run({
      id: q.id,
      docId: q.docId,
      revision: q.revision,
      predicate: q.predicate,
      reason: q.reason,
      detail: q.detail,
      confidence: q.candidate.confidence,
      candidate: encode(q.candidate),
      quote: q.quote,
      occurrences: encode(q.occurrences),
      deferredAt: q.deferredAt,
      status: q.status,
      resolvedBy: q.resolution?.by ?? null,
      resolvedAt: q.resolution?.at ?? null,
      edit: q.resolution?.edit ? JSON.stringify(q.resolution.edit) : null,
      nuggetId: q.resolution?.nuggetId ?? null,
    });
  }

  /** Records a review decision on an item (an id the table does not hold changes nothing). */
  resolve(r: DeferredResolutionChange): void {
    this.resolution.run({ id: r.id, status: r.status, by: r.by, at: r.at, edit: r.edit ? JSON.stringify(r.edit) : null, nuggetId: r.nuggetId });
  }
}

// A candidate's temporal expression may start at an unknown time (−∞, "is an American attorney"),
// which JSON would write as null: it is written as a string and read back as the number.
const encode = (value: unknown): string => JSON.stringify(value, (_key, x: unknown) => (x === -Infinity ? '-Infinity' : x));
const decode = (text: string): unknown => JSON.parse(text, (key, x: unknown) => (key === 'time' && x === '-Infinity' ? -Infinity : x));

function toDeferred(r: Row): DeferredCandidate {
  const status = r.status as DeferredCandidate['status'];
  return {
    id: r.id as string,
    docId: r.doc_id as string,
    revision: r.revision as number,
    predicate: r.predicate as string,
    reason: r.reason as DeferredCandidate['reason'],
    detail: r.detail as string,
    candidate: decode(r.candidate as string) as DeferredCandidate['candidate'],
    quote: r.quote as string,
    occurrences: decode(r.occurrences as string) as DeferredCandidate['occurrences'],
    deferredAt: r.deferred_at as number,
    status,
    resolution:
      r.resolved_at === null
        ? null
        : {
            by: r.resolved_by as string,
            at: r.resolved_at as number,
            edit: r.edit === null ? null : (JSON.parse(r.edit as string) as CandidateEdit),
            nuggetId: (r.nugget_id as string | null) ?? null,
          },
  };
}
