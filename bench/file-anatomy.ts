// Where a SQLite store's bytes go, per table and index (SQLite's dbstat), largest first: what to
// shrink to meet a size target.

import Database from 'better-sqlite3';

/** Bytes of each table and index of the file, largest first. */
export function fileAnatomy(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC').all() as { name: string; bytes: number }[];
    return Object.fromEntries(rows.map((r) => [r.name, r.bytes]));
  } finally {
    db.close();
  }
}
