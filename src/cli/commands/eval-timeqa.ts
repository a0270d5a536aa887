// `nuggetindex eval timeqa`: retrieval on TimeQA against BM25-Passage, with ablations and failures.

import { Command, Option } from 'commander';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { err, out, positiveInt } from '../common.js';
import {
  defaultSchema,
  evaluateTimeqa,
  expected,
  NuggetIndexError,
  parseTimeqa,
  reportMarkdown,
  RETRIEVE,
  RuleBasedExtractor,
  satisfies,
} from '../../index.js';
import { readJson } from '../../node.js';

export function registerTimeqaCommand(evalCommand: Command): void {
  evalCommand
    .command('timeqa')
    .summary('score retrieval on TimeQA against BM25-Passage and ablations')
    .description(
      'Score BM25-Passage, Proposition (no governance), nuggetindex active and active_contested on TimeQA:\n' +
        'AnswerRecall@K, TemporalCorrectness, ConflictRate, governance score, context tokens, latency; and why misses happen.',
    )
    .requiredOption('--data <file>', 'a TimeQA human_annotated_*.json file')
    .option('-k <list>', 'cut-offs, comma-separated', '10,20')
    .option('--pages <n>', 'only the first n distinct pages (a quick smoke run)', positiveInt)
    .option('--json', 'print the report as JSON instead of a table')
    .option('--ablations', 'also score active with each governance component switched off (paper Table 3)')
    .option('--out <report.md>', 'also write the markdown report to this file')
    .option('--failures <file>', 'where to write one JSON line per question the active view misses', 'timeqa-failures.jsonl')
    .addOption(
      new Option('--extractor <name>', 'rules: the offline extractor; patterns: its surface patterns alone, without the prose reader (rules@2, for comparison)')
        .choices(['rules', 'patterns'])
        .default('rules'),
    )
    .action(
      async (o: {
        data: string;
        k: string;
        pages?: number;
        json?: boolean;
        ablations?: boolean;
        out?: string;
        failures: string;
        extractor: 'rules' | 'patterns';
      }) => {
        const ks = o.k.split(',').map((x) => Number(x.trim()));
        if (ks.some((k) => !satisfies(RETRIEVE.k, k)))
          throw new NuggetIndexError(
            'INVALID_INPUT',
            `-k: "${o.k}" must be a comma-separated list of ${expected(RETRIEVE.k).replace(/^an integer/, 'integers')}`,
            { field: '-k' },
          );
        let entries = parseTimeqa(readJson(o.data), o.data);
        if (o.pages !== undefined) {
          const keep = new Set([...new Set(entries.map((e) => e.link))].slice(0, o.pages));
          entries = entries.filter((e) => keep.has(e.link));
        }
        let last = '';
        const report = await evaluateTimeqa(entries, {
          ks,
          ...(o.extractor === 'patterns' ? { index: { extractor: new RuleBasedExtractor(defaultSchema(), { reader: false }) } } : {}),
          ablations: o.ablations ?? false,
          progress: (stage, done, total) => {
            if (stage.startsWith('ingest') && done % 50 !== 0 && done !== total) return;
            const line = stage.startsWith('ingest') ? `${stage} ${done}/${total} pages` : `scored ${stage}`;
            if (line !== last) err(line);
            last = line;
          },
        });
        writeFileSync(o.failures, report.failures.map((f) => JSON.stringify(f)).join('\n') + (report.failures.length ? '\n' : ''));
        const md = reportMarkdown(report, {
          command: `nuggetindex eval timeqa ${process.argv.slice(process.argv.indexOf('timeqa') + 1).join(' ')}`.trim(),
          date: new Date().toISOString().slice(0, 10),
          machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`,
        });
        if (o.out) writeFileSync(o.out, `# Evaluation: TimeQA (human-annotated)\n\n${md}`);
        out(o.json ? JSON.stringify({ ...report, failures: undefined }, null, 2) : md);
        err(`failures: ${report.failures.length} questions → ${o.failures}`);
      },
    );
}
