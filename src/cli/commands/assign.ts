// `nuggetindex assign`: AutoNuggetizer assignment (src/eval/nuggets/): each question's nuggets
// against each run's answer, support / partial_support / not_support, written as nuggetizer's
// assignments file; with --db, the stale facts each answer states are flagged beside them.

import type { Command } from 'commander';
import { assign, assignmentJson, type BatchFailure, type NuggetIndex, type NuggetList, readAnswers, readNuggets, type RunAnswer } from '../../index.js';
import { readText } from '../../node.js';
import { err, openIndex } from '../common.js';
import { n } from '../extractor-options.js';
import { type NuggetCliOptions, nuggetStepOptions, reportFailures, runIdOf, runSummary, startModelRun, writeRecords } from '../nugget-options.js';

interface AssignCliOptions extends NuggetCliOptions {
  time?: string;
}

export function registerAssignCommand(program: Command): void {
  nuggetStepOptions(
    program
      .command('assign')
      .summary("label each nugget supported, partially supported or not by each run's answer (AutoNuggetizer)")
      .description(
        'Nugget assignment, as the AutoNuggetizer paper (Figure 3, at most 10 nuggets a call): for every question of the\n' +
          'nuggets file and every answers file (TREC 2024 RAG format: {"run_id", "topic_id", "answer": [{"text", "citations"}]}),\n' +
          "the answer's sentences joined, each nugget labelled support, partial_support or not_support. A question a run did\n" +
          'not answer is assigned against an empty answer. Writes nuggetizer\'s assignments file: {"query", "qid", "answer_text",\n' +
          '"run_id", "nuggets": [{"text", "importance", "assignment"}]}.\n\n' +
          'With --db, each record also lists the stale facts its answer states: facts the store holds as ended, not yet valid or\n' +
          "deprecated at the question's time (--time, or the time the question names), with what holds instead.",
      )
      .argument('<nuggets>', 'nuggets file (JSON lines), as nuggetize writes it')
      .argument('<answers...>', "answers files (JSON lines), one run each (a record without run_id takes the file's name)")
      .option('--db <file>', 'flag the stale facts each answer states, by this governed store')
      .option('--time <iso>', 'the date the questions are about (stale facts)'),
    'lexical entailment: names, numbers and most content words of the nugget in one passage of the answer, same polarity',
  ).action(async (nuggetsFile: string, answerFiles: string[], o: AssignCliOptions) => {
    // Every input is read and checked before anything is asked or written.
    const lists: NuggetList[] = readNuggets(readText(nuggetsFile), nuggetsFile);
    const runs = answerFiles.map((file) => readAnswers(readText(file), file, runIdOf(file)));
    const ni: NuggetIndex | undefined = o.db ? await openIndex({ db: o.db }, false) : undefined;
    const run = startModelRun(o, 'assign');
    const records = [];
    const failures: BatchFailure[] = [];
    const asked = new Set(lists.map((l) => l.qid));
    let unmatched = 0;
    try {
      for (const answers of runs) {
        const byRun = new Map<string, Map<string, RunAnswer>>();
        for (const a of answers) {
          if (!asked.has(a.qid)) unmatched++;
          const m = byRun.get(a.runId) ?? new Map<string, RunAnswer>();
          m.set(a.qid, a);
          byRun.set(a.runId, m);
        }
        for (const [runId, byQid] of byRun) {
          for (const list of lists) {
            const answer = byQid.get(list.qid) ?? { runId, qid: list.qid, text: '' };
            const got = await assign(list, answer, {
              mode: o.mode,
              ...(run.model ? { model: run.model } : {}),
              stats: run.stats,
              ...(ni ? { index: ni } : {}),
              ...(o.time ? { time: o.time } : {}),
            });
            records.push(got.value);
            failures.push(...got.failures);
          }
        }
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
