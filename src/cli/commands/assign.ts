// `nuggetindex assign`: AutoNuggetizer assignment (src/eval/nuggets/): each question's nuggets
// against each run's answer, support / partial_support / not_support, written as nuggetizer's
// assignments file; with --db, the stale facts each answer states are flagged beside them.

import type { Command } from 'commander';
import {
  assign,
  assignmentJson,
  type BatchFailure,
  type NuggetIndex,
  type NuggetList,
  parseIsoTime,
  readAnswers,
  readNuggets,
  type RunAnswer,
} from '../../index.js';
import { readText } from '../../node.js';
import { err, openIndex } from '../common.js';
import { n } from '../extractor-options.js';
import { checkOutputs, type NuggetCliOptions, nuggetStepOptions, reportFailures, runIdOf, runSummary, startModelRun, writeRecords } from '../nugget-options.js';

interface AssignCliOptions extends NuggetCliOptions {
  time?: string;
}

export function registerAssignCommand(program: Command): void {
  nuggetStepOptions(
    program
      .command('assign')
      .summary("label each nugget supported, partially supported or not by each run's answer (AutoNuggetizer)")
      .description(
        "Labels each nugget of each question support, partial_support or not_support against each run's answer. " +
          'The answers files are in the TREC 2024 RAG format ({"run_id", "topic_id", "answer": [{"text", "citations"}]}), one run each: ' +
          'a record without run_id, or a file with no records, stands for the run named after the file (runA.jsonl: runA). ' +
          "Every run is assigned against every question of the nuggets file, the answer's sentences joined; " +
          'a question a run did not answer is assigned against an empty answer (every nugget not_support, no model asked). ' +
          'Writes nuggetizer\'s assignments file: {"query", "qid", "answer_text", "run_id", "nuggets": [{"text", "importance", "assignment"}]}.\n\n' +
          'By default (--mode offline) no model is asked: a nugget is supported when one passage of the answer holds its names, numbers ' +
          'and most of its content words with the same polarity (approximate, and every record says so). ' +
          "With --mode llm, the AutoNuggetizer paper's assignment prompt (Figure 3) runs through an OpenAI-compatible endpoint, at most 10 nuggets a call.\n\n" +
          'With --db, each record also lists the stale facts its answer states: facts the store holds as ended, not yet valid or ' +
          "deprecated at the question's time (--time, or the time the question names), with what holds instead.",
      )
      .argument('<nuggets>', 'nuggets file (JSON lines), as nuggetize writes it')
      .argument('<answers...>', "answers files (JSON lines), one run each (a record without run_id takes the file's name)")
      .option('--db <file>', 'flag the stale facts each answer states, by this governed store')
      .option('--time <iso>', 'the date the questions are about, e.g. 2020 or 2020-06-01 (stale facts)'),
    'lexical entailment: names, numbers and most content words of the nugget in one passage of the answer, same polarity',
  ).action(async (nuggetsFile: string, answerFiles: string[], o: AssignCliOptions) => {
    if (o.time !== undefined) parseIsoTime(o.time, '--time');
    checkOutputs(o);
    // Every input is read and checked before anything is asked or written.
    const lists: NuggetList[] = readNuggets(readText(nuggetsFile), nuggetsFile);
    const asked = new Set(lists.map((l) => l.qid));
    // Each run's answers by question (the last answer to a question counts), in the order the runs first appear.
    const runs = new Map<string, { files: string[]; byQid: Map<string, RunAnswer> }>();
    let unmatched = 0;
    for (const file of answerFiles) {
      const answers = readAnswers(readText(file), file, runIdOf(file));
      // A file with no records still stands for its run: every question is assigned against an empty answer.
      const ids = answers.length === 0 ? [runIdOf(file)] : [...new Set(answers.map((a) => a.runId))];
      for (const id of ids) {
        const entry = runs.get(id) ?? { files: [], byQid: new Map<string, RunAnswer>() };
        if (!entry.files.includes(file)) entry.files.push(file);
        runs.set(id, entry);
      }
      for (const a of answers) {
        if (!asked.has(a.qid)) unmatched++;
        runs.get(a.runId)!.byQid.set(a.qid, a);
      }
    }
    for (const [id, { files }] of runs)
      if (files.length > 1)
        err(`run ${id} appears in ${files.length} answers files (${files.join(', ')}): their answers are merged, the last answer to a question counts`);
    const ni: NuggetIndex | undefined = o.db ? await openIndex({ db: o.db }, false) : undefined;
    const run = startModelRun(o, 'assign');
    const records = [];
    const failures: BatchFailure[] = [];
    const jobs = [...runs].flatMap(([runId, { byQid }]) => lists.map((list) => ({ list, answer: byQid.get(list.qid) ?? { runId, qid: list.qid, text: '' } })));
    const results: Awaited<ReturnType<typeof assign>>[] = new Array(jobs.length);
    let done = 0;
    const showProgress = !o.quiet && process.stderr.isTTY && jobs.length > 20;
    try {
      // Answers are independent: in LLM mode several are asked at once (the client's --llm-concurrency
      // bounds the requests in flight); the output keeps the input order.
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const i = next++;
          const { list, answer } = jobs[i]!;
          results[i] = await assign(list, answer, {
            mode: o.mode,
            ...(run.model ? { model: run.model } : {}),
            stats: run.stats,
            ...(ni ? { index: ni } : {}),
            ...(o.time ? { time: o.time } : {}),
          });
          done++;
          if (showProgress && (done % 10 === 0 || done === jobs.length)) process.stderr.write(`\rassign ${done}/${jobs.length} answers`);
        }
      };
      // A worker that fails stops the others taking new answers; the store closes only once all have stopped.
      const settled = await Promise.allSettled(
        Array.from({ length: o.mode === 'llm' ? Math.max(1, o.llmConcurrency) : 1 }, () =>
          worker().catch((e: unknown) => {
            next = jobs.length;
            throw e;
          }),
        ),
      );
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      if (showProgress) process.stderr.write('\n');
      for (const got of results) {
        records.push(got.value);
        failures.push(...got.failures);
      }
    } finally {
      run.done();
      await ni?.close();
    }
    writeRecords(o, records.map(assignmentJson));
    reportFailures(o, failures);
    if (unmatched > 0) err(`${n(unmatched)} answers are to questions the nuggets file does not have (not assigned)`);
    const stale = records.filter((r) => (r.staleFacts?.length ?? 0) > 0).length;
    const extra = o.db ? `; ${n(stale)} state a stale fact` : '';
    if (!o.quiet) err(runSummary(o, run, `${n(records.length)} answers assigned${extra}`));
  });
}
