// The retrieval benchmark for one corpus size: every system is built from the same nuggets (one at a
// time, so memory is attributable), warmed up, then timed per query; the next is built only after the
// previous is released.

import { hrtime } from 'node:process';
import { defaultSchema } from '../src/defaults.js';
import type { Nugget } from '../src/model/nugget.js';
import type { BenchQuery, SyntheticCorpus, SyntheticDocument } from './corpus.js';
import { indexedText, type Engine, type EngineRow } from './engine.js';
import { grownBy, latency, MB, memory, msSince, type Latency } from './measure.js';
import { OURS_ACTIVE, oursDenseEngine, oursEngine } from './ours.js';
import { miniSearchEngine } from './peers/minisearch.js';
import { plainBm25Engine } from './peers/plain-bm25.js';
import { sqliteFts5Engine } from './peers/sqlite-fts5.js';

export interface SystemResult extends Latency {
  name: string;
  /** Measured queries (a slow system may answer a fixed prefix of the list only). */
  queries: number;
  buildMs: number;
  /** The first query after the build, alone (lazy work an index defers to its first query shows here). */
  firstQueryMs: number;
  /** V8 heap in use after the build, after a full GC. */
  heapMB: number;
  rssMB: number;
  /** Memory the build added (heap + external), bytes; SQLite's own cache is outside it (see RSS). */
  indexBytes: number;
  /** Serialized (MiniSearch: JSON; plain: binary dump) or on-disk (FTS5) bytes; null when there is none. */
  storedBytes: number | null;
  /** P50 ÷ P50 of ours (view active). */
  p50VsOurs: number;
  /** Mean share of the plain BM25 top-k that this system also returns (1 = the same results). */
  agreement: number;
}

export interface RetrievalOptions {
  k: number;
  warmup: readonly BenchQuery[];
  queries: readonly BenchQuery[];
  /** Time allowed for the measured queries of one row; a slower row answers a prefix of the list. */
  rowBudgetMs: number;
  progress: (message: string) => void;
  /** Called with each document of the first build's pass (so a caller can count the corpus without another pass). */
  onDocument?: (doc: SyntheticDocument) => void;
}

const SYSTEMS: { name: string; make: (textOf: (n: Nugget) => string) => Engine }[] = [
  { name: 'ours', make: () => oursEngine() },
  { name: 'ours dense', make: () => oursDenseEngine() },
  { name: 'plain BM25', make: plainBm25Engine },
  { name: 'SQLite FTS5', make: sqliteFts5Engine },
  { name: 'MiniSearch', make: miniSearchEngine },
];
const BATCH = 10_000;
/** At least this many measured queries per row, whatever the budget. */
const MIN_QUERIES = 50;

export function benchRetrieval(corpus: SyntheticCorpus, options: RetrievalOptions): SystemResult[] {
  const textOf = indexedText(defaultSchema());
  const rows: (Omit<SystemResult, 'p50VsOurs' | 'agreement'> & { hits: (readonly string[])[] })[] = [];
  for (const [i, system] of SYSTEMS.entries()) {
    const before = memory();
    let engine: Engine | null = system.make(textOf);
    let buildMs = 0;
    let added = 0;
    for (const batch of batches(corpus, i === 0 ? options.onDocument : undefined)) {
      const start = hrtime.bigint();
      engine.add(batch);
      buildMs += msSince(start);
      added += batch.length;
      if (added % 200_000 < BATCH) options.progress(`${system.name}: indexed ${added.toLocaleString('en')} nuggets`);
    }
    const start = hrtime.bigint();
    engine.finish();
    buildMs += msSince(start);
    const after = memory();
    const storedBytes = engine.storedBytes();
    options.progress(`${system.name}: built in ${(buildMs / 1000).toFixed(1)} s`);
    for (const row of engine.rows()) {
      const run = timeRow(row, options);
      rows.push({ name: row.name, buildMs, heapMB: after.heap / MB, rssMB: after.rss / MB, indexBytes: grownBy(before, after), storedBytes, ...run });
      options.progress(`${row.name}: P50 ${run.p50Ms.toFixed(3)} ms over ${run.queries} queries`);
    }
    engine.close();
    engine = null;
  }
  const plain = rows.find((r) => r.name.startsWith('plain'))!.hits;
  const ours = rows.find((r) => r.name === OURS_ACTIVE)!.p50Ms;
  return rows.map(({ hits, ...r }) => ({ ...r, p50VsOurs: r.p50Ms / ours, agreement: agreement(hits, plain) }));
}

/**
 * Warm-up (cut short for a slow row after a fifth of its budget), then each query timed alone;
 * stops early (after MIN_QUERIES) when the row's budget is spent.
 */
function timeRow(row: EngineRow, options: RetrievalOptions): Latency & { queries: number; firstQueryMs: number; hits: (readonly string[])[] } {
  const warming = hrtime.bigint();
  let firstQueryMs = NaN;
  for (const [i, q] of options.warmup.entries()) {
    row.search(q, options.k);
    if (i === 0) firstQueryMs = msSince(warming);
    if (i >= 10 && msSince(warming) > options.rowBudgetMs / 5) break;
  }
  const samples: number[] = [];
  const hits: (readonly string[])[] = [];
  const started = hrtime.bigint();
  for (const q of options.queries) {
    const t = hrtime.bigint();
    hits.push(row.search(q, options.k));
    samples.push(msSince(t));
    if (samples.length >= MIN_QUERIES && msSince(started) > options.rowBudgetMs) break;
  }
  return { ...latency(samples), queries: samples.length, firstQueryMs, hits };
}

/** The corpus's nuggets in batches, generated as they are needed. */
function* batches(corpus: SyntheticCorpus, onDocument?: (doc: SyntheticDocument) => void): Generator<Nugget[]> {
  let batch: Nugget[] = [];
  for (const doc of corpus.documents()) {
    onDocument?.(doc);
    batch.push(...corpus.nuggetsOf(doc));
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Mean over queries of |hits ∩ reference| ÷ |reference| (queries whose reference is empty skipped). */
function agreement(hits: readonly (readonly string[])[], reference: readonly (readonly string[])[]): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < Math.min(hits.length, reference.length); i++) {
    const ref = reference[i]!;
    if (ref.length === 0) continue;
    const mine = new Set(hits[i]);
    sum += ref.filter((id) => mine.has(id)).length / ref.length;
    n++;
  }
  return n === 0 ? NaN : sum / n;
}
