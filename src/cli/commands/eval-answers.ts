// `nuggetindex eval answers`: the answer pipelines (offline) against the BM25-passage baseline on
// TimeQA and the multi-hop sets (src/eval/answer-eval.ts); prints the docs/EVALUATION.md section.

import type { Command } from 'commander';
import {
  answerReportMarkdown,
  evaluateAnswersMultihop,
  evaluateAnswersTimeqa,
  NuggetIndexError,
  parseHotpotqa,
  parseMusique,
  parseTimeqa,
  type AnswerEvalReport,
} from '../../index.js';
import { readJson } from '../../node.js';
import { err, out } from '../common.js';

interface EvalAnswersOptions {
  timeqa?: string;
  hotpotqa?: string;
  musique?: string;
  json?: boolean;
  quiet?: boolean;
}

export function registerAnswerEvalCommand(evalCommand: Command): void {
  evalCommand
    .command('answers')
    .summary('Crucible and GINGER (offline) against a top-passages baseline on TimeQA, HotpotQA, MuSiQue')
    .description(
      'Answers every question of each dataset from a governed store of its documents with Crucible and GINGER in offline mode, and with a baseline ' +
        '(the BM25-best paragraphs cut to the same word budget). Reports answer correctness (gold answer stated, and on TimeQA no distractor), ' +
        "citation precision (cited spans state the sentence) and V_strict with the dataset's gold nuggets. Prints the docs/EVALUATION.md section.",
    )
    .option('--timeqa <file>', 'TimeQA questions (the human-annotated JSON)')
    .option('--hotpotqa <file>', 'HotpotQA questions (HippoRAG format)')
    .option('--musique <file>', 'MuSiQue questions (HippoRAG format)')
    .option('--json', 'print the figures as JSON')
    .option('-q, --quiet', 'no progress on standard error')
    .action(async (o: EvalAnswersOptions) => {
      if (!o.timeqa && !o.hotpotqa && !o.musique)
        throw new NuggetIndexError('INVALID_INPUT', 'eval answers: give --timeqa, --hotpotqa and/or --musique', { field: '--timeqa' });
      // Every input is read and checked before the run.
      const timeqa = o.timeqa ? parseTimeqa(readJson(o.timeqa), o.timeqa) : null;
      const hotpotqa = o.hotpotqa ? parseHotpotqa(readJson(o.hotpotqa), o.hotpotqa) : null;
      const musique = o.musique ? parseMusique(readJson(o.musique), o.musique) : null;
      const progress = (dataset: string) => (stage: string, done: number, total: number) => {
        if (!o.quiet && (done === total || done % 100 === 0)) err(`eval answers: ${dataset} ${stage} ${done}/${total}`);
      };
      const reports: AnswerEvalReport[] = [];
      if (timeqa) reports.push(await evaluateAnswersTimeqa(timeqa, progress('TimeQA')));
      if (hotpotqa) reports.push(await evaluateAnswersMultihop(hotpotqa, 'HotpotQA', progress('HotpotQA')));
      if (musique) reports.push(await evaluateAnswersMultihop(musique, 'MuSiQue', progress('MuSiQue')));
      if (o.json) {
        out(JSON.stringify(reports, null, 2));
        return;
      }
      const command = [
        'nuggetindex eval answers',
        o.timeqa ? `--timeqa ${o.timeqa}` : '',
        o.hotpotqa ? `--hotpotqa ${o.hotpotqa}` : '',
        o.musique ? `--musique ${o.musique}` : '',
      ]
        .filter((x) => x !== '')
        .join(' ');
      out(answerReportMarkdown(reports, command));
    });
}
