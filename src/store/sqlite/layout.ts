// What a SQLite table layout answers: the record reads of the NuggetStore contract. A format-5 file
// is read through its compact layout (src/store/sqlite/compact.ts); an older file opened read-only,
// which may not be migrated, through the layout it was written in (src/store/sqlite/legacy.ts).

import type Database from 'better-sqlite3';
import type { Nugget, NuggetKey } from '../../model/nugget.js';
import type { DocumentRevision, NuggetVersion, StoreStats, SubjectEntry } from '../store.js';

/** The NuggetStore reads that depend on the table layout, synchronous (better-sqlite3 is). */
export interface RecordLayout {
  revisions(docId: string): DocumentRevision[];
  documents(): DocumentRevision[];
  nuggetsByKey(keys: readonly NuggetKey[]): Nugget[];
  nuggetsByDocument(docId: string): Nugget[];
  nuggetsById(ids: readonly string[]): Nugget[];
  nuggetsBySubject(subject: string): Nugget[];
  nuggetsNaming(entity: string, limit?: number): Nugget[];
  contestedKeys(limit?: number): NuggetKey[];
  subjects(text: string, limit: number): SubjectEntry[];
  /** Every nugget in id order, `batchSize` at a time. */
  scanNuggets(batchSize: number): Iterable<Nugget[]>;
  history(nuggetId: string): NuggetVersion[];
  stats(): StoreStats;
}

/**
 * Statements whose SQL is built per call (a filter's WHERE clause, an optional LIMIT), each prepared
 * once per distinct text.
 */
export function statementCache(db: Database.Database): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    let st = statements.get(sql);
    if (!st) {
      st = db.prepare(sql);
      statements.set(sql, st);
    }
    return st;
  };
}
