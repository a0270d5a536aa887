// `nuggetindex answer`: a governed, cited answer to one question (Crucible or GINGER, offline or
// through a model), printed with numbered citations to document, revision and character span.

import { Option, type Command } from 'commander';
import { answer, ANSWER, ANSWER_PROMPT_VERSION, type Answer, type AnswerMode, numberedCitations, type Pipeline, queryPeriod } from '../../index.js';
import { choiceOption, err, integerOption, openIndex, out, storeOptions, type StoreOptions } from '../common.js';
import { modelRunLine, nuggetStepOptionsFor, startModelRun, type NuggetCliOptions } from '../nugget-options.js';

interface AnswerCliOptions extends StoreOptions, Omit<NuggetCliOptions, 'mode' | keyof StoreOptions> {
  mode: AnswerMode;
  time?: string;
  pipeline: Pipeline;
  json?: boolean;
  k: number;
  documents: number;
  sentences: number;
  words: number;
  rewrites: number;
  passages: number;
  bridging: 'on' | 'off';
  kb: number;
  verify?: boolean;
}

export function registerAnswerCommand(program: Command): void {
  const cmd = storeOptions(
    program
      .command('answer')
      .summary('a governed answer with exact citations (Crucible or GINGER)')
      .description(
        "Answers a question from the store: only facts valid at the question's time (--time, else the time the question names, else now); " +
          'a disputed fact is stated as disputed with each side cited; a fact that has ended is stated only with its period. ' +
          'Every sentence cites document, revision and character span.\n\n' +
          'Pipelines: crucible builds a bank of Q&A nuggets (from the facts and the best sentences), merges paraphrases, ranks them and writes one cited sentence per nugget; ' +
          'ginger rewrites the question, detects nuggets in the best passages, clusters them by facet and writes one sentence per facet within a word budget.\n\n' +
          "By default (--mode offline) no model is asked: sentences are the governed facts and the documents' own sentences, and the output says it is approximate. " +
          'With --mode llm every stage runs through an OpenAI-compatible endpoint (replies that cite material outside the pool or misquote it are refused and asked again).',
      )
      .addHelpText(
        'after',
        '\nIn the printed answer, [DISPUTED] marks a fact sources disagree on (each side cited) and [PAST] a fact that ended before the asked time (stated with its period). ' +
          '"Withheld" counts the sentences of the documents read that were left out because they state a fact not valid at that time, or disputed. ' +
          'Exit code 1: a model step failed and the offline rule stood in (the answer says approximate).',
      )
      .argument('<question>', 'the question')
      .option('--time <iso>', 'the date the question is about (2008, 2008-06, 2008-06-15)')
      .addOption(choiceOption('--pipeline <name>', ANSWER.pipeline))
      .addOption(integerOption('-k <n>', ANSWER.k))
      .addOption(integerOption('--documents <n>', ANSWER.documents))
      .addOption(integerOption('--sentences <n>', ANSWER.sentences))
      .addOption(integerOption('--words <n>', ANSWER.words))
      .addOption(integerOption('--rewrites <n>', ANSWER.rewrites))
      .addOption(integerOption('--passages <n>', ANSWER.passages))
      .addOption(choiceOption('--bridging <on|off>', ANSWER.bridging))
      .addOption(integerOption('--kb <n>', ANSWER.kb))
      .option('--verify', 'crucible: check each sentence against its cited span and drop unsupported ones')
      .option('--json', 'print the answer as JSON'),
  );
  nuggetStepOptionsFor(cmd, new Option('--mode <mode>', ANSWER.mode.description).choices(ANSWER.mode.values).default(ANSWER.mode.default)).action(
    async (question: string, o: AnswerCliOptions, command: Command) => {
      // Say what is ignored or overridden rather than leave a user wondering.
      const given = (name: string) => command.getOptionValueSource(name) === 'cli';
      const other = o.pipeline === 'crucible' ? ['words', 'rewrites', 'passages'] : ['sentences', 'verify'];
      for (const name of other.filter(given))
        err(`note: --${name} applies to the ${o.pipeline === 'crucible' ? 'ginger' : 'crucible'} pipeline; ignored with --pipeline ${o.pipeline}`);
      if (o.time !== undefined) {
        const named = queryPeriod(question, undefined, Date.now());
        if (named.from === 'question') err(`note: the question names its own time; --time ${o.time} is used instead`);
      }
      const ni = await openIndex(o, false);
      const run = startModelRun({ ...o, mode: o.mode }, 'answer');
      let a: Answer;
      try {
        a = await answer(ni, question, {
          ...(o.time === undefined ? {} : { time: o.time }),
          pipeline: o.pipeline,
          mode: o.mode,
          ...(run.model ? { model: run.model } : {}),
          stats: run.stats,
          k: o.k,
          documents: o.documents,
          sentences: o.sentences,
          words: o.words,
          rewrites: o.rewrites,
          passages: o.passages,
          bridging: o.bridging,
          kb: o.kb,
          verify: o.verify === true,
        });
      } finally {
        run.done();
        await ni.close();
      }
      if (o.json) out(JSON.stringify(a, null, 2));
      else printAnswer(a);
      for (const f of a.failures) err(`model step "${f.step}" gave no usable reply (${f.reasons.at(-1)}); the offline rule stood in for it`);
      if (a.failures.length > 0) {
        err('the answer is approximate: offline rules stood in for the model where it failed');
        process.exitCode = 1;
      }
      if (o.mode === 'llm' && !o.quiet) err(modelRunLine(o, run, ANSWER_PROMPT_VERSION));
    },
  );
}

function printAnswer(a: Answer): void {
  const when =
    a.time.from === 'now'
      ? `now (${a.time.start?.slice(0, 10)})`
      : `${a.time.start ?? '−∞'} → ${a.time.end ?? '+∞'} (${a.time.from === 'option' ? '--time' : 'from the question'})`;
  out(
    `"${a.question}"  time: ${when} · ${a.pipeline} · ${a.mode}${a.approximate ? (a.mode === 'offline' ? ' (approximate: no model wrote this; --mode llm uses one)' : ' (approximate: offline rules stood in where the model failed)') : ''}`,
  );
  out('');
  if (a.sentences.length === 0) {
    out(`(${a.note ?? 'nothing to answer from'})`);
    return;
  }
  const { sources, numbers } = numberedCitations(a.sentences);
  a.sentences.forEach((s, i) => {
    const flag = s.standing === 'disputed' ? ' [DISPUTED]' : s.standing === 'past' ? ' [PAST]' : '';
    out(`${s.text}${flag} ${numbers[i]!.map((k) => `[${k}]`).join('')}`);
  });
  out('');
  sources.forEach((c, i) => {
    const title = c.title ? ` "${c.title}"` : '';
    const date = c.documentTime ? ` (${c.documentTime.slice(0, 10)})` : '';
    out(`[${i + 1}] ${c.source}${title}${date} — ${c.docId} revision ${c.revision}, characters ${c.start}–${c.end}: "${truncate(c.quote, 140)}"`);
  });
  if (a.trace.withheld > 0)
    out(
      `\nwithheld: ${a.trace.withheld} sentence${a.trace.withheld === 1 ? '' : 's'} of the documents read state facts not valid at that time, or disputed (never quoted).`,
    );
}

function truncate(s: string, max: number): string {
  const t = s.replace(/\s+/g, ' ');
  return t.length <= max ? t : t.slice(0, max - 1) + '…';
}
