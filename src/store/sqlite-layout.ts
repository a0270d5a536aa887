// What a SQLite table layout answers: the record reads of the NuggetStore contract. A format-5 file
// is read through its compact layout (src/store/sqlite-compact.ts); an older file opened read-only,
// which may not be migrated, through the layout it was written in (src/store/sqlite-legacy.ts).

import type { Nugget, NuggetKey } from '../model/nugget.js';
import type { DocumentRevision, NuggetVersion, StoreStats, SubjectEntry } from './store.js';

/** The NuggetStore reads that depend on the table layout, synchronous (better-sqlite3 is). */
export interface RecordLayout {
  revisions(docId: string): DocumentRevision[];
  documents(): DocumentRevision[];
  nuggetsByKey(keys: readonly NuggetKey[]): Nugget[];
  nuggetsByDocument(docId: string): Nugget[];
  nuggetsById(ids: readonly string[]): Nugget[];
  nuggetsBySubject(subject: string): Nugget[];
  contestedKeys(limit?: number): NuggetKey[];
  subjects(text: string, limit: number): SubjectEntry[];
  /** Every nugget in id order, `batchSize` at a time. */
  scanNuggets(batchSize: number): Iterable<Nugget[]>;
  history(nuggetId: string): NuggetVersion[];
  stats(): StoreStats;
}
