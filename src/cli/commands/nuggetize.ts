// `nuggetindex nuggetize`: AutoNuggetizer creation and importance (src/eval/nuggets/) from a pool
// file in nuggetizer's `create` input shape, or from a governed store (the facts valid at the
// question's time), written as nuggetizer's nuggets file.

import type { Command } from 'commander';
import { type BatchFailure, type NuggetIndex, NuggetIndexError, nuggetize, nuggetListJson, type NuggetTopic, parseIsoTime, readPool } from '../../index.js';
import { readText } from '../../node.js';
import { err, openIndex } from '../common.js';
import { n } from '../extractor-options.js';
import {
  checkOutputs,
  DEFAULT_MIN_JUDGMENT,
  type NuggetCliOptions,
  nuggetStepOptions,
  reportFailures,
  runSummary,
  startModelRun,
  writeRecords,
} from '../nugget-options.js';

interface NuggetizeCliOptions extends NuggetCliOptions {
  query?: string;
  qid?: string;
  time?: string;
  minJudgment?: number;
}

export function registerNuggetizeCommand(program: Command): void {
  nuggetStepOptions(
    program
      .command('nuggetize')
      .summary('create the nuggets a good answer must hold (AutoNuggetizer), from passages or from the store')
      .description(
        'Creates the answer key of each question: the nuggets (short facts) a good answer must hold, each labelled vital or okay, vital first. ' +
          'Questions come from a pool file in nuggetizer\'s create input shape ({"query": {"qid", "text"}, "candidates": [{"docid", "doc": {"segment"}}]}); ' +
          'the output is nuggetizer\'s nuggets file ({"query", "qid", "nuggets": [{"text", "importance"}]}).\n\n' +
          "By default (--mode offline) no model is asked: the nuggets are the facts the offline extractor finds in the passages and the passages' short clauses (3-12 words), " +
          'their importance judged by overlap with the question. Every record says "mode": "offline", "approximate": true.\n\n' +
          "With --mode llm, the AutoNuggetizer paper's prompts run through an OpenAI-compatible endpoint: creation over windows of 10 passages " +
          '(Figure 1, at most 30 nuggets of 1-12 words), then importance in batches of 10 (Figure 2); 20 nuggets are kept.\n\n' +
          "With --db, the nuggets come from the governed store instead: the facts valid at the question's time (--time, or the time the question names) " +
          'that retrieval returns, each with its provenance; a contested fact becomes one nugget naming the dispute. ' +
          'Give the questions with a pool file, or one question with --query and --db.',
      )
      .argument('[pool]', 'pool file (JSON lines), nuggetizer create input')
      .option('--query <text>', 'one question, instead of a pool file (with --db)')
      .option('--qid <id>', 'the id of the --query question (default: q1)')
      .option('--db <file>', 'create the nuggets from this governed store')
      .option('--time <iso>', 'the date the questions are about, e.g. 2020 or 2020-06-01 (creation from a store)')
      .option(
        '--min-judgment <n>',
        'leave out candidates judged below this grade: 1 keeps passages judged at least "related", as the paper does; 0 keeps every judged one (candidates without a judgment are always kept)',
        Number,
        DEFAULT_MIN_JUDGMENT,
      ),
    'nuggets from the facts the offline extractor finds in the passages and their short clauses, or from the facts the store holds; importance by overlap with the question',
  ).action(async (pool: string | undefined, o: NuggetizeCliOptions) => {
    if (!pool === !o.query)
      throw new NuggetIndexError('INVALID_INPUT', 'nuggetize: give a pool file or --query (with --db)', { field: pool ? '--query' : 'pool' });
    if (pool && o.qid !== undefined)
      throw new NuggetIndexError('INVALID_INPUT', '--qid: names the --query question; a pool file carries its own question ids', { field: '--qid' });
    if (o.query && !o.db) throw new NuggetIndexError('INVALID_INPUT', '--query: needs --db (the store to create the nuggets from)', { field: '--db' });
    if (o.minJudgment !== undefined && !Number.isFinite(o.minJudgment))
      throw new NuggetIndexError('INVALID_INPUT', '--min-judgment: must be a number', { field: '--min-judgment' });
    if (o.time !== undefined) parseIsoTime(o.time, '--time');
    checkOutputs(o);
    // Every input is read and checked before anything is asked or written.
    const topics: NuggetTopic[] = pool ? readPool(readText(pool), pool, o.minJudgment) : [{ qid: o.qid ?? 'q1', query: o.query!, candidates: [] }];
    const ni: NuggetIndex | undefined = o.db ? await openIndex({ db: o.db }, false) : undefined;
    const run = startModelRun(o, 'nuggetize');
    const lists = [];
    const failures: BatchFailure[] = [];
    try {
      for (const [i, topic] of topics.entries()) {
        const got = await nuggetize(topic, {
          mode: o.mode,
          ...(run.model ? { model: run.model } : {}),
          stats: run.stats,
          ...(ni ? { index: ni } : {}),
          ...(o.time ? { time: o.time } : {}),
        });
        lists.push(nuggetListJson(got.value));
        failures.push(...got.failures);
        if (!o.quiet && topics.length > 1 && process.stderr.isTTY) process.stderr.write(`\rnuggetize ${i + 1}/${topics.length} questions`);
      }
    } finally {
      run.done();
      await ni?.close();
    }
    if (!o.quiet && topics.length > 1 && process.stderr.isTTY) process.stderr.write('\n');
    writeRecords(o, lists);
    reportFailures(o, failures);
    const count = lists.reduce((s, l) => s + (l.nuggets as unknown[]).length, 0);
    if (!o.quiet)
      err(
        runSummary(
          o,
          run,
          `${n(count)} ${count === 1 ? 'nugget' : 'nuggets'} for ${n(lists.length)} ${lists.length === 1 ? 'question' : 'questions'}${o.db ? ' from the store' : ''}`,
        ),
      );
  });
}
