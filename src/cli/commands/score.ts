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
  tauReport,
  type TauReport,
} from '../../index.js';
import { readText, writeTextAtomic } from '../../node.js';
import { err, out } from '../common.js';
import { n } from '../extractor-options.js';
import { OFFLINE_NOTICE, runIdOf } from '../nugget-options.js';

interface ScoreCliOptions {
  out?: string;
  json?: boolean;
  against?: string;
}

export function registerScoreCommand(program: Command): void {
  program
    .command('score')
    .summary('nugget scores (V_strict, V, A_strict, A) per answer and run; Kendall τ against another evaluation')
    .description(
      "Scores assignments files (as assign writes them, or nuggetizer's): per answer, V_strict (vital nuggets supported),\n" +
        'V (partial support counts 0.5), A_strict and A (all nuggets); per run, their mean over its answers. An answer with\n' +
        "a nugget whose batch failed is listed and left out, never scored as 0. Prints a table; --json prints nuggetizer's\n" +
        'metrics lines ({"qid", "strict_vital_score", "strict_all_score", "vital_score", "all_score"}, then "qid": "all" per run).\n\n' +
        "With --against, Kendall's τ-b (ties corrected, as scipy computes it) between these scores and another evaluation of\n" +
        'the same runs (an assignments or metrics file, e.g. manual assignments): run-level, the mean of per-topic τ, and over\n' +
        'all topic/run pairs, for V_strict and A_strict.',
    )
    .argument('<assignments...>', 'assignments files (JSON lines)')
    .option('--out <file>', 'also write the metrics lines here (whole or not at all)')
    .option('--json', 'print the metrics lines instead of the table')
    .option('--against <file>', 'another evaluation of the same runs (assignments or metrics file): print Kendall τ')
    .action((files: string[], o: ScoreCliOptions) => {
      const records: AssignmentRecord[] = files.flatMap((f) => readAssignments(readText(f), f));
      const other = o.against ? readEvaluation(o.against) : null;
      const report = score(records);
      const lines = [...report.answers, ...report.runs].map(metricsJson);
      if (o.out) writeTextAtomic(o.out, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
      if (report.incomplete.length > 0) {
        err(
          `${n(report.incomplete.length)} answers not scored (a nugget batch failed): ${report.incomplete
            .slice(0, 5)
            .map((x) => `${x.runId}/${x.qid}`)
            .join(', ')}${report.incomplete.length > 5 ? ', …' : ''}`,
        );
      }
      const tau = other ? { vitalStrict: tauOf(report.answers, other, 'vitalStrict'), allStrict: tauOf(report.answers, other, 'allStrict') } : null;
      if (o.json) {
        for (const l of lines) out(JSON.stringify(l));
        if (tau) err(JSON.stringify({ kendall_tau: tau }));
        return;
      }
      const offline = records.some((r) => r.mode === 'offline');
      out('| run | answers | V_strict | V | A_strict | A | stale facts |');
      out('|---|---:|---:|---:|---:|---:|---:|');
      for (const r of report.runs) {
        const answers = report.answers.filter((a) => a.runId === r.runId).length;
        const stale = records.filter((x) => x.runId === r.runId && (x.staleFacts?.length ?? 0) > 0).length;
        const hasStale = records.some((x) => x.runId === r.runId && x.staleFacts !== undefined);
        const s = r.scores;
        out(
          `| ${r.runId} | ${answers} | ${s.vitalStrict.toFixed(4)} | ${s.vital.toFixed(4)} | ${s.allStrict.toFixed(4)} | ${s.all.toFixed(4)} | ${hasStale ? stale : '–'} |`,
        );
      }
      if (tau) {
        out('');
        out(`Kendall τ-b against ${o.against}:`);
        out('| score | run-level | per-topic mean (topics) | all topic/run pairs | runs | topics |');
        out('|---|---:|---:|---:|---:|---:|');
        for (const [name, t] of [
          ['V_strict', tau.vitalStrict],
          ['A_strict', tau.allStrict],
        ] as const)
          out(tauRow(name, t));
      }
      if (offline) out(`\n(${OFFLINE_NOTICE})`);
    });
}

/** An assignments file is scored here; a metrics file is read as it is. */
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
