// The search index's bytes kept beside a SQLite store's records (an SearchCache): loaded at open
// while no commit happened since they were saved, so an open is a decode, not a re-tokenise.

import type Database from 'better-sqlite3';
import { NuggetIndexError } from '../../model/errors.js';
import type { SearchCache } from '../store.js';

type Row = Record<string, unknown>;

/**
 * The search index's bytes beside the records. Every commit bumps meta's generation; saved bytes
 * carry the generation they reflect, so a commit by any process — even an older nuggetindex that
 * migrated nothing, as it refuses format 4 — makes them stale rather than wrong.
 */
export class SqliteSearchCache implements SearchCache {
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

  /** Where the caller's index stands, for `rolledBack`. */
  mark(): number | null {
    return this.synced;
  }

  /** A rollback undid the generations committed since `mark`: the caller's index (never updated by them) is back there. */
  rolledBack(mark: number | null): void {
    this.synced = mark;
  }

  async load(name: string, fingerprint: string): Promise<Uint8Array | null> {
    const read = this.db.transaction(() => ({
      now: this.generation(),
      row: this.db.prepare('SELECT fingerprint, generation, bytes FROM search_index WHERE name = ?').get(name) as Row | undefined,
    }));
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
