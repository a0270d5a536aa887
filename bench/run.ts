// `npm run bench`: the speed and scale benchmark of issue 5 — retrieval against peers, stores
// (load, open, governance) and ingest throughput — at each corpus size, in one process. Markdown
// (or JSON with --json) on stdout, progress on stderr.

import { cpus } from 'node:os';
import { argv, hrtime, stderr, stdout } from 'node:process';
import { parseArgs } from 'node:util';
import { defaultSchema } from '../src/defaults.js';
import type { Status } from '../src/model/nugget.js';
import { SyntheticCorpus, type BenchQuery, type SyntheticDocument } from './corpus.js';
import { benchFromEmpty, benchStore, type Backend } from './governance.js';
import { gcAvailable, msSince } from './measure.js';
import { markdown, type BenchReport, type CorpusSummary, type SizeReport } from './report.js';
import { benchRetrieval } from './retrieval.js';
import { benchTimeqa, TIMEQA_TRAIN } from './timeqa.js';
import { benchBridging } from './bridging.js';

const HELP = `Usage: npm run bench -- [options]

Speed and scale benchmark (issue 5): retrieval (ours governed and ungoverned, plain BM25, SQLite FTS5,
MiniSearch), stores (bulk load, open + first answer, governance of a batch), TimeQA ingest, and bridging
facts (a 10,000-document store: one more document against re-deriving every bridge).

Options:
  --sizes LIST      corpus sizes in nuggets, comma-separated, k/m suffixes allowed (default 57000,1000000)
  --queries N       measured queries per size, after 100 warm-up queries (default 1000)
  --quick           smoke test: 5,000 nuggets, 200 queries, a 2,000-candidate batch, 20 TimeQA documents
                    (default: 10,000-candidate batches; a retrieval row gets 30 s of queries up to 100k
                    nuggets, 10 s above, and answers 50 at least)
  --only LIST       sections to run: retrieval, stores, timeqa, bridging (default all)
  --timeqa FILE     the TimeQA training split (default ${TIMEQA_TRAIN})
  --seed N          corpus seed (default 20251122)
  --json            print one JSON document instead of markdown
  --help            this text
`;

const SECTIONS = ['retrieval', 'stores', 'timeqa', 'bridging'] as const;

/** A mistake in the command line: reported in one line, exit code 2. */
class UsageError extends Error {}
type Section = (typeof SECTIONS)[number];

interface Settings {
  sizes: number[];
  queries: number;
  warmup: number;
  /** Candidates in each governed batch. */
  batch: number;
  /** Time for the measured queries of one retrieval row, by corpus size; a slower row answers a prefix of the list. */
  rowBudgetMs: (size: number) => number;
  timeqaLimit: number;
  /** Documents of the bridging store (news appointments and biographies, half each). */
  bridgingDocuments: number;
  sections: Set<Section>;
  timeqa: string;
  seed: number;
  json: boolean;
}

function settings(args: string[]): Settings | null {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        sizes: { type: 'string' },
        queries: { type: 'string' },
        quick: { type: 'boolean' },
        only: { type: 'string' },
        timeqa: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { values } = parsed;
  if (values.help) return null;
  const quick = values.quick ?? false;
  const sections = values.only ? values.only.split(',').map((s) => s.trim()) : [...SECTIONS];
  for (const s of sections)
    if (!(SECTIONS as readonly string[]).includes(s)) throw new UsageError(`--only: unknown section "${s}" (known: ${SECTIONS.join(', ')})`);
  return {
    sizes: values.sizes ? values.sizes.split(',').map(count) : quick ? [5_000] : [57_000, 1_000_000],
    queries: values.queries ? count(values.queries) : quick ? 200 : 1_000,
    warmup: quick ? 20 : 100,
    batch: quick ? 2_000 : 10_000,
    // Every system answers all queries at 57k; at a million the slow peers answer a prefix.
    rowBudgetMs: (size) => (quick ? 2_000 : size <= 100_000 ? 30_000 : 10_000),
    timeqaLimit: quick ? 20 : Infinity,
    bridgingDocuments: quick ? 200 : 10_000,
    sections: new Set(sections as Section[]),
    timeqa: values.timeqa ?? TIMEQA_TRAIN,
    seed: values.seed ? count(values.seed) : 20_251_122,
    json: values.json ?? false,
  };
}

/** "57000", "57_000", "57k", "1m" → a positive integer. */
function count(text: string): number {
  const m = /^(\d[\d_]*)([km]?)$/i.exec(text.trim());
  const value = m ? Number(m[1]!.replaceAll('_', '')) * (m[2]?.toLowerCase() === 'k' ? 1e3 : m[2]?.toLowerCase() === 'm' ? 1e6 : 1) : NaN;
  if (!(value >= 1)) throw new UsageError(`not a positive count: "${text}"`);
  return value;
}

const started = hrtime.bigint();
const progress = (message: string) => stderr.write(`[bench ${(msSince(started) / 1000).toFixed(0).padStart(4)} s] ${message}\n`);

async function benchSize(size: number, s: Settings): Promise<SizeReport> {
  const corpus = new SyntheticCorpus(size, defaultSchema(), s.seed);
  const all = corpus.queries(s.warmup + s.queries);
  const warmup = all.slice(0, s.warmup);
  const queries = all.slice(s.warmup);
  progress(`${size.toLocaleString('en')} nuggets, ${queries.length} queries`);
  const tally = new Tally();
  const report: SizeReport = { corpus: tally.summary(corpus, queries, warmup.length), systems: [], ingest: { stores: [], fromEmpty: null }, open: [] };
  if (s.sections.has('retrieval')) {
    report.systems = benchRetrieval(corpus, { k: 20, warmup, queries, rowBudgetMs: s.rowBudgetMs(size), progress, onDocument: (doc) => tally.add(doc) });
  } else {
    for (const doc of corpus.documents()) tally.add(doc);
  }
  report.corpus = tally.summary(corpus, queries, warmup.length);
  if (s.sections.has('stores')) {
    for (const backend of ['memory', 'sqlite'] as Backend[]) {
      const r = await benchStore(corpus, backend, { batchCandidates: s.batch, firstQuery: queries[0]!, progress });
      report.ingest.stores.push(r);
      report.open.push({
        backend,
        fileBytes: r.fileBytes,
        rebuildOpenMs: r.rebuildOpenMs,
        openMs: r.openMs,
        firstAnswerMs: r.firstAnswerMs,
        totalMs: r.openMs + r.firstAnswerMs,
      });
    }
    // Governing a whole corpus document by document takes minutes at a million: small sizes only.
    if (size <= 100_000) {
      progress('governing the corpus into an empty memory store');
      report.ingest.fromEmpty = await benchFromEmpty(corpus);
    }
  }
  return report;
}

/** Counts of the corpus, taken from a pass another part of the benchmark makes anyway. */
class Tally {
  private documents = 0;
  private words = 0;
  private readonly byStatus: Record<Status, number> = { active: 0, contested: 0, deprecated: 0 };

  add(doc: SyntheticDocument): void {
    this.documents++;
    for (const { fact } of doc.facts) {
      this.byStatus[fact.status]++;
      for (let i = fact.sentence.indexOf(' '); i >= 0; i = fact.sentence.indexOf(' ', i + 1)) this.words++;
      this.words++;
    }
  }

  summary(corpus: SyntheticCorpus, queries: readonly BenchQuery[], warmup: number): CorpusSummary {
    return {
      nuggets: corpus.size,
      documents: this.documents,
      byStatus: { ...this.byStatus },
      meanWords: this.words / corpus.size,
      queries: queries.length,
      timedQueries: queries.filter((q) => q.year !== null).length,
      warmupQueries: warmup,
    };
  }
}

async function main(): Promise<void> {
  const s = settings(argv.slice(2));
  if (!s) {
    stdout.write(HELP);
    return;
  }
  if (!gcAvailable()) progress('warning: run with node --expose-gc (npm run bench does) for memory after a full GC');
  const report: BenchReport = {
    command: `npm run bench${argv.length > 2 ? ` -- ${argv.slice(2).join(' ')}` : ''}`,
    machine: {
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      cores: cpus().length,
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      gcExposed: gcAvailable(),
    },
    startedAt: new Date().toISOString(),
    wallSeconds: 0,
    sizes: [],
    ingest: { timeqa: null },
  };
  for (const size of s.sizes) report.sizes.push(await benchSize(size, s));
  if (s.sections.has('bridging')) report.bridging = await benchBridging(s.bridgingDocuments, progress, Math.min(s.bridgingDocuments, 1000));
  if (s.sections.has('timeqa')) {
    const t = await benchTimeqa(s.timeqa, progress, s.timeqaLimit);
    report.ingest.timeqa = t ?? { skipped: `${s.timeqa} not found (pass --timeqa FILE)` };
    if (!t) progress(`TimeQA skipped: ${s.timeqa} not found`);
  }
  report.wallSeconds = msSince(started) / 1000;
  stdout.write(s.json ? `${JSON.stringify(report, null, 2)}\n` : markdown(report));
}

main().catch((err: unknown) => {
  const usage = err instanceof UsageError;
  stderr.write(usage ? `bench: ${err.message} (see --help)\n` : `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = usage ? 2 : 1;
});
