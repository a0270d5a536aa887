// What the tests of a committed SQLite fixture share: a working copy of the file (a WAL open leaves
// -shm/-wal beside it, so the committed file is never opened), its hash, and SQL reads of it.

import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Runs `body` on a copy of `fixture` in a temp dir, removed after. */
export async function withFixtureCopy(fixture: string, body: (file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ni-fixture-'));
  const file = join(dir, 'store.db');
  copyFileSync(fixture, file);
  try {
    await body(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Runs `read` on a read-only handle of `file`. */
export function sql<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export const metaValue = (db: Database.Database, key: string): string | undefined =>
  (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;

/** Every table, index and its SQL, as a fresh store's can be compared with it. */
export const schemaOf = (db: Database.Database): unknown[] =>
  db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all();
