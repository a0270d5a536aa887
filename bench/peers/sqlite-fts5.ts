// SQLite FTS5 ranked by its built-in bm25(), in a temporary file: the usual embedded full-text
// choice. It indexes our analyzer's terms (so every system matches the same words) and is asked
// for the OR of the query's terms.

import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tokenize } from '../../src/search/tokenize.js';
import type { Nugget } from '../../src/model/nugget.js';
import type { Engine } from '../engine.js';

export function sqliteFts5Engine(textOf: (n: Nugget) => string): Engine {
  const dir = mkdtempSync(join(tmpdir(), 'nuggetindex-bench-fts5-'));
  const file = join(dir, 'fts.db');
  const db = new Database(file);
  // A bulk build: no journal, no fsync (a fair best case for the peer).
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.exec('CREATE VIRTUAL TABLE t USING fts5(body, id UNINDEXED)');
  const insert = db.prepare('INSERT INTO t(body, id) VALUES (?, ?)');
  const addBatch = db.transaction((batch: readonly Nugget[]) => {
    for (const n of batch) insert.run(tokenize(textOf(n)).join(' '), n.id);
  });
  const query = db.prepare('SELECT id FROM t WHERE t MATCH ? ORDER BY bm25(t) LIMIT ?').pluck();
  return {
    add: (batch) => addBatch(batch),
    // Merging the segment b-trees makes queries faster; a deployment would do it after a bulk load.
    finish: () => db.exec("INSERT INTO t(t) VALUES ('optimize')"),
    rows: () => [
      {
        name: 'SQLite FTS5 bm25()',
        search: (q, k) => {
          const terms = [...new Set(tokenize(q.text))];
          return terms.length === 0 ? [] : (query.all(terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR '), k) as string[]);
        },
      },
    ],
    storedBytes: () => statSync(file).size,
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
