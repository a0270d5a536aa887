// `nuggetindex eval nuggets`: the offline AutoNuggetizer measured on the multi-hop development sets
// (src/eval/nugget-eval.ts) and against recorded assessor labels; prints the docs/EVALUATION.md section.

import type { Command } from 'commander';
import {
  evaluateNuggets,
  NuggetIndexError,
  nuggetReportMarkdown,
  offlineAgreement,
  parseHotpotqa,
  parseMusique,
  readAssignments,
  type AgreementSection,
  type NuggetEvalReport,
} from '../../index.js';
import { readJson, readText } from '../../node.js';
import { collect, err, out } from '../common.js';

interface EvalNuggetsOptions {
  hotpotqa?: string;
  musique?: string;
  agreement?: string[];
  json?: boolean;
  quiet?: boolean;
}

export function registerNuggetEvalCommand(evalCommand: Command): void {
  evalCommand
    .command('nuggets')
    .summary('the offline nugget evaluation on HotpotQA / MuSiQue and against recorded assessor labels')
    .description(
      "Measures the offline AutoNuggetizer: nugget creation from each question's pool against the gold supporting facts and answer, " +
        "and Kendall's τ between V_strict and the gold answer's presence over five answer runs built from the pool " +
        "(with offline nuggets, and with the dataset's gold nuggets to isolate assignment). Prints the docs/EVALUATION.md section.\n\n" +
        "With --agreement, also the offline assigner's agreement with the labels of assignments files recorded from another assessor (an LLM run, or people).",
    )
    .option('--hotpotqa <file>', 'HotpotQA questions (HippoRAG format: context, supporting_facts, answer)')
    .option('--musique <file>', 'MuSiQue questions (HippoRAG format: paragraphs with is_supporting, answer, answer_aliases)')
    .option('--agreement <file>', 'an assignments file labelled by another assessor (repeatable)', collect)
    .option('--json', 'print the figures as JSON')
    .option('-q, --quiet', 'no progress on standard error')
    .action(async (o: EvalNuggetsOptions) => {
      if (!o.hotpotqa && !o.musique && !o.agreement) {
        throw new NuggetIndexError('INVALID_INPUT', 'eval nuggets: give --hotpotqa, --musique and/or --agreement', { field: '--hotpotqa' });
      }
      // Read and check every input before the (minutes-long) run.
      const sets = [
        ...(o.hotpotqa ? [{ name: 'HotpotQA', questions: parseHotpotqa(readJson(o.hotpotqa), o.hotpotqa) }] : []),
        ...(o.musique ? [{ name: 'MuSiQue', questions: parseMusique(readJson(o.musique), o.musique) }] : []),
      ];
      const recorded = (o.agreement ?? []).map((file) => ({ file, records: readAssignments(readText(file), file) }));
      const reports: NuggetEvalReport[] = [];
      for (const set of sets) {
        reports.push(
          await evaluateNuggets(set.questions, set.name, (done, total) => {
            if (!o.quiet && (done === total || done % 20 === 0)) err(`eval nuggets: ${set.name} ${done}/${total} questions`);
          }),
        );
      }
      const agreements: AgreementSection[] = recorded.map(({ file, records }) => ({
        file: file.replace(/^.*\//, ''),
        assessor: [...new Set(records.map((r) => (r.mode === 'llm' ? 'an LLM' : r.mode === 'offline' ? 'offline' : 'people (no mode recorded)')))].join(', '),
        report: offlineAgreement(records),
      }));
      if (o.json) {
        out(JSON.stringify({ reports, agreements }, null, 2));
        return;
      }
      const command = [
        'nuggetindex eval nuggets',
        o.hotpotqa ? `--hotpotqa ${o.hotpotqa}` : '',
        o.musique ? `--musique ${o.musique}` : '',
        ...(o.agreement ?? []).map((f) => `--agreement ${f}`),
      ]
        .filter((x) => x !== '')
        .join(' ');
      out(nuggetReportMarkdown(reports, agreements, command));
    });
}
