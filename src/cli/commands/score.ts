// `nuggetindex score`: V_strict, V, A_strict and A per answer and per run from assignments files
// (nuggetizer's `metrics` output shape), and, with --against, Kendall's τ between this evaluation
// and another of the same runs (the paper's meta-evaluation: run-level, per-topic mean, all pairs).

import type { Command } from 'commander';
import {
  type AssignmentRecord,
  type MetricsRecord,
  metricsJson,
  NuggetIndexError,
  type PairedScore,
  readAssignments,
  readMetrics,
  score,
  type ScoreReport,
  tauReport,
  type TauReport,
  toJsonLines,
} from '../../index.js';
import { readText, writeTextAtomic } from '../../node.js';
import { collect, err, out } from '../common.js';
import { n } from '../extractor-options.js';
import { checkOutputFolder, OFFLINE_NOTICE, runIdOf } from '../nugget-options.js';

interface ScoreCliOptions {
  out?: string;
  json?: boolean;
  against?: string[];
}

const REASONS: Record<ScoreReport['incomplete'][number]['reason'], string> = {
  'failed batch': 'a nugget batch failed',
  'no nuggets': 'no nuggets for its question',
};

export function registerScoreCommand(program: Command): void {
  program
    .command('score')
    .summary('nugget scores (V_strict, V, A_strict, A) per answer and run; Kendall τ against another evaluation')
    .description(
      "Scores assignments files (as assign writes them, or nuggetizer's): per answer, V_strict (the share of vital nuggets supported, the paper's primary metric), " +
        'V (partial support counts 0.5), A_strict and A (the same over all nuggets); per run, their mean over its answers. ' +
        'An answer with a nugget whose batch failed, or with no nuggets, is not scored (never scored as 0): the table counts them per run and standard error lists them. ' +
        'When a run answers a question twice, the last record counts. ' +
        'Prints a table; --json prints nuggetizer\'s metrics lines instead ({"qid", "strict_vital_score", "strict_all_score", "vital_score", "all_score", "run_id"}, then "qid": "all" per run).\n\n' +
        "With --against, Kendall's τ-b (ties corrected, as scipy computes it) between these scores and another evaluation of the same runs " +
        '(assignments or metrics files, e.g. manual assignments): run-level, the mean of per-topic τ, and over all topic/run pairs, for V_strict and A_strict. ' +
        'A metrics line without run_id belongs to the run its file is named after: nuggetizer writes one metrics file per run with no run_id, ' +
        'so name each after its run (runA.jsonl for run_id runA) and give --against once per file. ' +
        'With --json, the metrics lines stay on standard output and τ is printed on standard error (one JSON line).',
    )
    .argument('<assignments...>', 'assignments files (JSON lines)')
    .option('--out <file>', 'also write the metrics lines here (whole or not at all)')
    .option('--json', 'print the metrics lines instead of the table (τ, with --against, on standard error)')
    .option(
      '--against <file>',
      'another evaluation of the same runs, an assignments or metrics file (repeatable; a metrics file without run_id is named after its run, e.g. runA.jsonl): print Kendall τ',
      collect,
    )
    .action((files: string[], o: ScoreCliOptions) => {
      if (o.out) checkOutputFolder(o.out, '--out');
      // Everything is read and computed (τ included) before anything is written.
      const records: AssignmentRecord[] = files.flatMap((f) => readAssignments(readText(f), f));
      const other = o.against ? o.against.flatMap(readEvaluation) : null;
      const report = score(records);
      const lines = [...report.answers, ...report.runs].map(metricsJson);
      const tau = other ? { vitalStrict: tauOf(report.answers, other, 'vitalStrict'), allStrict: tauOf(report.answers, other, 'allStrict') } : null;
      if (o.out) writeTextAtomic(o.out, toJsonLines(lines));
      if (report.duplicates.length > 0) {
        const d = report.duplicates.length;
        err(
          `${n(d)} duplicate ${d === 1 ? 'answer' : 'answers'} (same run and question): the last one counts: ${listed(report.duplicates.map((x) => `${x.runId}/${x.qid}`))}`,
        );
      }
      if (report.incomplete.length > 0) {
        const i = report.incomplete.length;
        err(
          `${n(i)} ${i === 1 ? 'answer' : 'answers'} not scored (never scored as 0): ${listed(report.incomplete.map((x) => `${x.runId}/${x.qid} (${REASONS[x.reason]})`))}`,
        );
      }
      if (o.json) {
        for (const l of lines) out(JSON.stringify(l));
        if (tau) err(JSON.stringify({ kendall_tau: tau }));
        return;
      }
      // The last record of each run and question (as score reads them), for the stale-facts column.
      const kept = new Map(records.map((r) => [`${r.runId}\u0000${r.qid}`, r]));
      const runIds = [...new Set(records.map((r) => r.runId))];
      const offline = records.some((r) => r.mode === 'offline');
      out('| run | answers | not scored | V_strict | V | A_strict | A | stale facts |');
      out('|---|---:|---:|---:|---:|---:|---:|---:|');
      for (const runId of runIds) {
        const answers = report.answers.filter((a) => a.runId === runId).length;
        const notScored = report.incomplete.filter((x) => x.runId === runId).length;
        const mine = [...kept.values()].filter((x) => x.runId === runId);
        const stale = mine.filter((x) => (x.staleFacts?.length ?? 0) > 0).length;
        const hasStale = mine.some((x) => x.staleFacts !== undefined);
        const s = report.runs.find((r) => r.runId === runId)?.scores;
        const f = (x: number | undefined) => (x === undefined ? '–' : x.toFixed(4));
        out(`| ${runId} | ${answers} | ${notScored} | ${f(s?.vitalStrict)} | ${f(s?.vital)} | ${f(s?.allStrict)} | ${f(s?.all)} | ${hasStale ? stale : '–'} |`);
      }
      if (tau) {
        out('');
        out(`Kendall τ-b against ${o.against!.join(', ')}:`);
        out('| score | run-level | per-topic mean (topics) | all topic/run pairs | runs | topics |');
        out('|---|---:|---:|---:|---:|---:|');
        for (const [name, t] of [
          ['V_strict', tau.vitalStrict],
          ['A_strict', tau.allStrict],
        ] as const)
          out(tauRow(name, t));
      }
      if (offline) out(`\nNote: ${OFFLINE_NOTICE}.`);
    });
}

/** The first five items, then an ellipsis. */
function listed(items: readonly string[]): string {
  return items.slice(0, 5).join(', ') + (items.length > 5 ? ', …' : '');
}

/** An assignments file is scored here; a metrics file is read as it is (a line without run_id: the file's name). */
function readEvaluation(file: string): MetricsRecord[] {
  const text = readText(file);
  const first = text.split('\n').find((l) => l.trim() !== '') ?? '';
  if (first.includes('"nuggets"')) return score(readAssignments(text, file)).answers;
  return readMetrics(text, file, runIdOf(file)).filter((m) => m.qid !== 'all');
}

function tauOf(mine: readonly MetricsRecord[], other: readonly MetricsRecord[], key: 'vitalStrict' | 'allStrict'): TauReport {
  const theirs = new Map(other.map((m) => [`${m.runId}\u0000${m.qid}`, m.scores[key]]));
  const pairs: PairedScore[] = mine.flatMap((m) => {
    const b = theirs.get(`${m.runId}\u0000${m.qid}`);
    return b === undefined ? [] : [{ runId: m.runId, qid: m.qid, a: m.scores[key], b }];
  });
  if (pairs.length === 0)
    throw new NuggetIndexError('INVALID_INPUT', '--against: no run and question in common with the scored assignments', { field: '--against' });
  return tauReport(pairs);
}

function tauRow(name: string, t: TauReport): string {
  const f = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(3));
  return `| ${name} | ${f(t.runLevel)} | ${f(t.perTopicMean)} (${t.topicsCorrelated}) | ${f(t.allTopicsRuns)} | ${t.runs} | ${t.topics} |`;
}
