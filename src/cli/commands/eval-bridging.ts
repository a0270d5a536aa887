// `nuggetindex eval bridging`: bridging facts (IndexRAG, offline) on the multi-hop sets — retrieval
// with and without them against BM25 paragraphs, and what building them costs (src/eval/bridge-eval.ts);
// prints the docs/EVALUATION.md section.

import type { Command } from 'commander';
import { bridgeReportMarkdown, evaluateBridging, NuggetIndexError, parseHotpotqa, parseMusique, type BridgeEvalReport } from '../../index.js';
import { readJson } from '../../node.js';
import { err, out } from '../common.js';

interface EvalBridgingOptions {
  hotpotqa?: string;
  musique?: string;
  json?: boolean;
  quiet?: boolean;
}

export function registerBridgeEvalCommand(evalCommand: Command): void {
  evalCommand
    .command('bridging')
    .summary('bridging facts (IndexRAG, offline): multi-hop recall@10 with and without them, counts and index time')
    .description(
      "Builds one store of each dataset's paragraphs with and without bridging facts and retrieves every question with K = 10: " +
        'supporting-passage recall@10 and answer recall@10 for BM25 paragraphs, nuggetindex with bridging off, on (k_b = 3 and k_b = K) and ' +
        'with the named compositions only; the number of bridge entities and bridging facts, the non-empty rate and the ingest time. ' +
        'Prints the docs/EVALUATION.md section.',
    )
    .option('--hotpotqa <file>', 'HotpotQA questions (HippoRAG format)')
    .option('--musique <file>', 'MuSiQue questions (HippoRAG format)')
    .option('--json', 'print the figures as JSON')
    .option('-q, --quiet', 'no progress on standard error')
    .action(async (o: EvalBridgingOptions) => {
      if (!o.hotpotqa && !o.musique) throw new NuggetIndexError('INVALID_INPUT', 'eval bridging: give --hotpotqa and/or --musique', { field: '--hotpotqa' });
      // Every input is read and checked before the run.
      const hotpotqa = o.hotpotqa ? parseHotpotqa(readJson(o.hotpotqa), o.hotpotqa) : null;
      const musique = o.musique ? parseMusique(readJson(o.musique), o.musique) : null;
      const progress = (dataset: string) => (stage: string) => {
        if (!o.quiet) err(`eval bridging: ${dataset} ${stage}`);
      };
      const reports: BridgeEvalReport[] = [];
      if (hotpotqa) reports.push(await evaluateBridging(hotpotqa, 'HotpotQA', progress('HotpotQA')));
      if (musique) reports.push(await evaluateBridging(musique, 'MuSiQue', progress('MuSiQue')));
      if (o.json) {
        out(JSON.stringify(reports, null, 2));
        return;
      }
      const command = ['nuggetindex eval bridging', o.hotpotqa ? `--hotpotqa ${o.hotpotqa}` : '', o.musique ? `--musique ${o.musique}` : '']
        .filter((x) => x !== '')
        .join(' ');
      out(bridgeReportMarkdown(reports, command));
    });
}
