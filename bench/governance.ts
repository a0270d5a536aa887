// Stores at size: a store holding the corpus (bulk-loaded), opened the way an application opens it
// (file → first answer), then a batch of new documents governed into it through `ingest` with
// pre-extracted candidates — Algorithms 1 and 2, the commit and the index update, per nugget.

import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hrtime } from 'node:process';
import type { IngestResult } from '../src/ingest/context.js';
import { NuggetIndex } from '../src/nugget-index.js';
import { MemoryNuggetStore } from '../src/store/memory.js';
import { SqliteNuggetStore } from '../src/store/sqlite/sqlite-store.js';
import type { NuggetStore } from '../src/store/store.js';
import { NOW, type BenchQuery, type SyntheticCorpus, type SyntheticDocument } from './corpus.js';
import { fileAnatomy } from './file-anatomy.js';
import { msSince } from './measure.js';
import { preload } from './preload.js';
import { ReplayExtractor } from './replay-extractor.js';

export type Backend = 'memory' | 'sqlite';

/** Candidates governed, untimed, before the measured batch. */
export const WARMUP_CANDIDATES = 10_000;

export interface GovernanceRun {
  documents: number;
  /** Candidates the extractor returned. */
  candidates: number;
  /** Of those, the ones the quality gate deferred or dropped (the generator means none to be). */
  notGoverned: number;
  /** Nuggets created or updated. */
  written: number;
  ms: number;
  candidatesPerSecond: number;
  /** Mean cost per governed candidate, µs. */
  usPerCandidate: number;
}

export interface StoreResult {
  backend: Backend;
  nuggets: number;
  preloadMs: number;
  /** SQLite: bytes of the file after the bulk load (records only; WAL checkpointed). */
  recordsBytes: number | null;
  /**
   * SQLite: the first open after the bulk load (the index is rebuilt from every row, and saved in
   * the file where the store keeps a search cache) plus its first answer.
   */
  rebuildOpenMs: number | null;
  /** SQLite: bytes of the file as an application leaves it (records + any search cache). */
  fileBytes: number | null;
  /** SQLite, up to 100,000 nuggets (it reads every page): that file's bytes per table and index. */
  anatomy: Record<string, number> | null;
  /** Opening as an application does: SqliteNuggetStore.open + NuggetIndex.open (memory: the index built from the store). */
  openMs: number;
  /** The first retrieve() after opening. */
  firstAnswerMs: number;
  /** A batch of new documents governed into the loaded store through `ingestMany` (grouped commits). */
  batch: GovernanceRun;
  /** As many more, one `ingest` (and, for SQLite, one transaction) per document, as single requests are. */
  perDocument: GovernanceRun;
}

export interface StoreOptions {
  /** Candidates in the governed batch. */
  batchCandidates: number;
  firstQuery: BenchQuery;
  progress: (message: string) => void;
}

/** Loads, opens and governs into one backend at the corpus's size. */
export async function benchStore(corpus: SyntheticCorpus, backend: Backend, options: StoreOptions): Promise<StoreResult> {
  const { progress } = options;
  const replay = new ReplayExtractor();
  const dir = backend === 'sqlite' ? mkdtempSync(join(tmpdir(), 'nuggetindex-bench-store-')) : null;
  const file = dir ? join(dir, 'facts.db') : '';
  const fileSize = () => statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
  try {
    const loaded: NuggetStore = dir ? SqliteNuggetStore.open(file, { create: true }) : new MemoryNuggetStore();
    const loadStart = hrtime.bigint();
    const nuggets = await preload(loaded, corpus, progress);
    const preloadMs = msSince(loadStart);
    progress(`${backend} store: ${nuggets.toLocaleString('en')} nuggets loaded in ${(preloadMs / 1000).toFixed(1)} s; opening`);
    const open = async () => {
      const start = hrtime.bigint();
      const store = dir ? SqliteNuggetStore.open(file) : loaded;
      const ni = await NuggetIndex.open({ store: withScanProgress(store, nuggets, progress), extractor: replay, clock: () => NOW });
      const openMs = msSince(start);
      const answerStart = hrtime.bigint();
      const q = options.firstQuery;
      await ni.retrieve(q.text, { k: 20, ...(q.year !== null ? { time: String(q.year) } : {}) });
      return { ni, openMs, firstAnswerMs: msSince(answerStart) };
    };

    let recordsBytes: number | null = null;
    let rebuildOpenMs: number | null = null;
    let fileBytes: number | null = null;
    let anatomy: Record<string, number> | null = null;
    if (dir) {
      // A bulk-loaded file has no saved index: its first open rebuilds (and may save) it; the next is what applications see.
      await loaded.close();
      recordsBytes = fileSize();
      const first = await open();
      await first.ni.close();
      rebuildOpenMs = first.openMs + first.firstAnswerMs;
      fileBytes = fileSize();
      if (nuggets <= 100_000) anatomy = fileAnatomy(file);
      progress(`${backend} store: first open (rebuild) and answer in ${(rebuildOpenMs / 1000).toFixed(2)} s; opening again`);
    }
    const { ni, openMs, firstAnswerMs } = await open();
    progress(`${backend} store: opened in ${(openMs / 1000).toFixed(2)} s, first answer ${firstAnswerMs.toFixed(1)} ms; governing a batch`);
    // A warm-up batch first (documents of their own, before the measured ones), as queries are
    // measured after warm-up: the measured batch is the steady per-candidate cost, not the JIT's.
    // Then the two ways in alternating halves (grouped, one by one, grouped, one by one), so neither
    // gets a warmer JIT or a smaller store than the other.
    const half = options.batchCandidates / 2;
    const updates = [...corpus.updates(WARMUP_CANDIDATES + 4 * half)];
    const slices: SyntheticDocument[][] = [];
    let at = 0;
    let count = 0;
    for (const limit of [WARMUP_CANDIDATES, ...[1, 2, 3, 4].map((i) => WARMUP_CANDIDATES + i * half)]) {
      const from = at;
      while (at < updates.length && count < limit) count += corpus.candidatesOf(updates[at++]!).length;
      slices.push(updates.slice(from, at));
    }
    await governBatch(ni, replay, slices[0]!, corpus, true);
    const runs = [];
    for (let i = 1; i <= 4; i++) runs.push(await governBatch(ni, replay, slices[i]!, corpus, i % 2 === 1));
    const batch = combine(runs[0]!, runs[2]!);
    const perDocument = combine(runs[1]!, runs[3]!);
    progress(
      `${backend} store: governed ${batch.candidatesPerSecond.toFixed(0)} candidates/s in groups, ${perDocument.candidatesPerSecond.toFixed(0)} one document at a time`,
    );
    await ni.close();
    return { backend, nuggets, preloadMs, recordsBytes, rebuildOpenMs, fileBytes, anatomy, openMs, firstAnswerMs, batch, perDocument };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** Governs the corpus itself into an empty memory store, document by document (small sizes only). */
export async function benchFromEmpty(corpus: SyntheticCorpus): Promise<GovernanceRun> {
  const replay = new ReplayExtractor();
  const ni = await NuggetIndex.open({ extractor: replay, clock: () => NOW });
  const run = await governBatch(ni, replay, corpus.documents(), corpus, false);
  await ni.close();
  return run;
}

/** A run's counts and time, with the rates they give. */
function governanceRun(documents: number, candidates: number, notGoverned: number, written: number, ms: number): GovernanceRun {
  return {
    documents,
    candidates,
    notGoverned,
    written,
    ms,
    candidatesPerSecond: candidates / (ms / 1000),
    usPerCandidate: (ms * 1000) / Math.max(1, candidates),
  };
}

/** Two runs as one: their counts and time added up. */
const combine = (a: GovernanceRun, b: GovernanceRun): GovernanceRun =>
  governanceRun(a.documents + b.documents, a.candidates + b.candidates, a.notGoverned + b.notGoverned, a.written + b.written, a.ms + b.ms);

/** Governs `documents` through `ingestMany` (grouped) or one `ingest` call each. */
async function governBatch(
  ni: NuggetIndex,
  replay: ReplayExtractor,
  documents: Iterable<SyntheticDocument>,
  corpus: SyntheticCorpus,
  grouped: boolean,
): Promise<GovernanceRun> {
  // Generated up front, so only ingest is timed.
  const inputs = [...documents].map((doc) => {
    replay.set(doc.id, corpus.candidatesOf(doc));
    return corpus.inputOf(doc);
  });
  let candidates = 0;
  let notGoverned = 0;
  let written = 0;
  const tally = (r: IngestResult) => {
    candidates += r.candidates;
    notGoverned += r.deferred + Object.values(r.dropped).reduce((a, b) => a + b, 0);
    written += r.created + r.updated;
  };
  const start = hrtime.bigint();
  if (grouped) for await (const r of ni.ingestMany(inputs)) tally(r);
  else for (const input of inputs) tally(await ni.ingest(input));
  return governanceRun(inputs.length, candidates, notGoverned, written, msSince(start));
}

/** The store, reporting how far a full scan (the open path) has read, on stderr every 100,000 nuggets. */
function withScanProgress(store: NuggetStore, total: number, progress: (message: string) => void): NuggetStore {
  if (total < 200_000) return store;
  return new Proxy(store, {
    get(target, property) {
      if (property === 'scanNuggets') {
        return async function* (batchSize?: number) {
          let read = 0;
          for await (const batch of target.scanNuggets(batchSize)) {
            read += batch.length;
            if (read % 100_000 < batch.length) progress(`opening: read ${read.toLocaleString('en')} of ${total.toLocaleString('en')} nuggets`);
            yield batch;
          }
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
