// The markdown section of docs/EVALUATION.md for the nugget evaluation: creation against the
// supporting facts, the meta-evaluation's runs and Kendall's τ, and the offline assigner's agreement
// with recorded assessor labels — with the limits stated beside the figures.

import type { AgreementReport } from './nuggets/agreement.js';
import { ASSIGNMENTS } from './nuggets/records.js';
import type { TauReport } from './nuggets/kendall.js';
import type { CreationFigures, NuggetEvalReport } from './nugget-eval.js';

const f3 = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(3));

function creationRow(name: string, c: CreationFigures): string {
  return `| ${name} | ${c.nuggetsPerQuestion.toFixed(1)} | ${c.wordsPerNugget.toFixed(1)} | ${f3(c.withinTwelveWords)} | ${f3(c.answerInNuggets)} | ${f3(c.supportingRecall)} | ${f3(c.precision)} |`;
}

function tauRow(name: string, t: TauReport): string {
  return `| ${name} | ${f3(t.runLevel)} | ${f3(t.perTopicMean)} | ${f3(t.allTopicsRuns)} |`;
}

/** A recorded set's agreement, labelled with who assessed it. */
export interface AgreementSection {
  file: string;
  assessor: string;
  report: AgreementReport;
}

/**
 * The section, for one or more datasets and recorded sets.
 *
 * @example nuggetReportMarkdown([await evaluateNuggets(hotpot, 'HotpotQA')], [], 'nuggetindex eval nuggets --hotpotqa …')
 */
export function nuggetReportMarkdown(reports: readonly NuggetEvalReport[], agreements: readonly AgreementSection[], command: string): string {
  const lines: string[] = [];
  lines.push('## Nugget evaluation (AutoNuggetizer), offline mode', '');
  lines.push(
    "Offline mode: no model. Nuggets are created from a question's pool of paragraphs by the offline extractor (the facts it governs in a",
    "temporary store) and the pool's clauses of 3–12 words, ranked by BM25 against the question; assignment is lexical entailment. Both",
    "approximate the paper's LLM steps, and these figures measure the approximation, not the paper's method (which needs a model; none is",
    'reachable from this machine).',
    '',
    `Regenerate: \`${command}\`.`,
    '',
  );
  lines.push('### Creation, scored against the gold supporting facts and answer', '');
  lines.push(
    '"Answer in nuggets": questions (yes/no answers left out) with the gold answer (or an alias) inside some nugget. "Supporting recall":',
    'supporting facts (HotpotQA: sentences; MuSiQue: paragraphs) some nugget rests on (its evidence span overlaps them). "Precision": nuggets',
    'resting on a supporting fact. The reference row takes the pool\'s 20 sentences BM25 ranks highest as "nuggets" — whole sentences, most',
    "longer than the paper's 12 words.",
    '',
  );
  lines.push('| dataset / creator | nuggets per question | words per nugget | share ≤ 12 words | answer in nuggets | supporting recall | precision |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of reports) {
    lines.push(creationRow(`${r.dataset} (${r.questions} q.): offline nuggets`, r.creation.offline));
    lines.push(creationRow(`${r.dataset}: reference, top 20 BM25 sentences`, r.creation.sentences));
  }
  lines.push('', '### Assignment and scores: do nugget scores order answers as the gold answer does?', '');
  lines.push(
    "The paper validates nugget scores by Kendall's τ against manual evaluation (§5.2). Here five simple answer runs are built from each",
    "question's pool (the supporting facts; BM25's top 3 paragraphs; its top paragraph; the first sentence of each paragraph; a",
    'non-supporting paragraph) and scored twice: by V_strict, and by whether the answer contains the gold answer (questions with a yes/no',
    'answer left out). τ-b between the two, run-level, as the mean of per-topic τ, and over all topic/run pairs. "Offline nuggets" is the',
    'paper\'s AutoNuggets/AutoAssign condition done offline; "gold nuggets" replaces creation with the dataset\'s own gold (HotpotQA: the',
    "supporting sentences; MuSiQue: the answers of the decomposition's hops) and so isolates assignment, as the paper's RQ2 does. With five",
    'runs, run-level τ moves in steps of 0.2.',
    '',
  );
  for (const r of reports) {
    lines.push(`**${r.dataset}** (${r.questions} questions; gold nuggets: ${r.goldNuggets})`, '');
    lines.push('| run | contains gold answer | V_strict, offline nuggets | V_strict, gold nuggets |', '|---|---:|---:|---:|');
    for (const run of r.runs) lines.push(`| ${run.run} | ${f3(run.answerRecall)} | ${f3(run.vStrictAuto)} | ${f3(run.vStrictGold)} |`);
    lines.push('', '| Kendall τ-b against "contains gold answer" | run-level | per-topic mean | all topic/run pairs |', '|---|---:|---:|---:|');
    lines.push(tauRow('V_strict, offline nuggets', r.tau.auto), tauRow('V_strict, gold nuggets', r.tau.gold), '');
    lines.push(
      `Offline assignment labels (offline nuggets, all runs): support ${f3(r.labels.support)}, partial_support ${f3(r.labels.partial_support)}, not_support ${f3(r.labels.not_support)}; ${(r.ms / 1000).toFixed(1)} s.`,
      '',
    );
  }
  if (agreements.length > 0) {
    lines.push('### The offline assigner against recorded assessor labels', '');
    lines.push(
      "The recorded sets hold every published label available here: the paper's Table 3, five nuggets labelled by GPT-4o (AutoAssign) and",
      'five by a NIST assessor (ManualAssign) for one answer whose middle the paper elides. Ten labels make an anecdote, not a measurement;',
      'an LLM-mode `assign` output added to the set (same file shape) makes it one.',
      '',
    );
    lines.push('| recorded set | assessor | pairs | agreement | Cohen κ | support vs rest agreement |', '|---|---|---:|---:|---:|---:|');
    for (const a of agreements) {
      lines.push(`| ${a.file} | ${a.assessor} | ${a.report.pairs} | ${f3(a.report.agreement)} | ${f3(a.report.kappa)} | ${f3(a.report.strictAgreement)} |`);
    }
    lines.push('', 'Confusion (rows: the recorded assessor, columns: offline), all sets together:', '');
    lines.push(`| | ${ASSIGNMENTS.join(' | ')} |`, `|---|${ASSIGNMENTS.map(() => '---:').join('|')}|`);
    for (const theirs of ASSIGNMENTS) {
      lines.push(`| ${theirs} | ${ASSIGNMENTS.map((ours) => agreements.reduce((s, a) => s + a.report.matrix[theirs][ours], 0)).join(' | ')} |`);
    }
    lines.push('');
  }
  lines.push(
    '**Limits.** The offline creator finds what the offline extractor and a clause cutter can quote, ranked by words shared with the',
    'question: the bridge entity of a multi-hop question, which the question does not name, ranks low. Lexical assignment cannot see a',
    "paraphrase. Both are labelled approximate in every output; `--mode llm` runs the paper's prompts. On HotpotQA the gold nuggets are",
    'the supporting sentences and the "supporting facts" run is those same sentences, so that run\'s gold-nugget V_strict of about 1 holds',
    'by construction; the other four runs, and MuSiQue (whose gold nuggets are the hop answers), carry the comparison.',
    '',
  );
  return lines.join('\n');
}
