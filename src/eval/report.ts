// Renders an evaluation report as the paper-style markdown table, the targets, the ceiling of the
// metrics and the failure summary.

import type { EvalReport, FailureCause } from './harness.js';

const f3 = (x: number) => x.toFixed(3);
/** The cut-off the targets are set at. */
const TARGET_K = 20;

export function reportMarkdown(r: EvalReport, header: { command: string; date: string; machine: string }): string {
  const lines: string[] = [];
  lines.push(`Command: \`${header.command}\`  `, `Run: ${header.date} on ${header.machine}  `);
  lines.push(
    `Corpus: ${r.corpus.pages} pages, ${r.corpus.paragraphs} paragraphs → ${r.corpus.nuggets} nuggets, ingested in ${(r.corpus.ingestMs / 1000).toFixed(1)} s ` +
      `(${Math.round(r.corpus.nuggetsPerSecond)} nuggets/s). Questions: ${r.questions} answerable (${r.unanswerable} without a gold answer skipped).`,
    '',
  );
  lines.push(
    'Distractors of a question: the gold answers of the other questions on its page and relation whose asked period (read from the ' +
      'question at year granularity; "after"/"since" reach forward without end, "before" back) does not overlap its own, less any answer ' +
      "valid in its period. A distractor found only inside the subject's name (the page title) or inside an answer valid in the asked " +
      'period ("Mediterranean" in "Exxon Mediterranean") is not counted. ConflictRate: questions whose top K holds the gold answer and a ' +
      'distractor; TemporalCorrectness: among results holding either, the share with the gold and no distractor.',
    '',
  );
  lines.push('| System | K | AnswerRecall | TemporalCorrectness | ConflictRate | Governance | Median ctx tokens | P50 ms | P95 ms |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of r.systems) {
    for (const k of r.ks) {
      const m = s.byK[k]!;
      lines.push(
        `| ${s.name} | ${k} | ${f3(m.answerRecall)} | ${f3(m.temporalCorrectness)} | ${f3(m.conflictRate)} | ${f3(m.governance)} | ${m.medianContextTokens} | ${s.latency.p50Ms.toFixed(3)} | ${s.latency.p95Ms.toFixed(3)} |`,
      );
    }
  }
  const { contested, deprecated } = r.corpus.byStatus;
  lines.push(
    '',
    `Governance states in the store: ${r.corpus.byStatus.active} active, ${contested} contested, ${deprecated} deprecated.` +
      (contested + deprecated === 0
        ? ' Every page of this corpus comes from one source (wikipedia), so no key is ever disputed: ' +
          'active and active_contested coincide, and the lifecycle and contested ablations cannot differ from active here.'
        : ''),
  );
  const active = r.systems.find((s) => s.name === 'nuggetindex active')?.byK[TARGET_K];
  const passage = r.systems.find((s) => s.name === 'BM25-Passage')?.byK[TARGET_K];
  if (active && passage) {
    const targets: [string, string, boolean][] = [
      [`AnswerRecall ≥ 0.90 × BM25-Passage (${f3(0.9 * passage.answerRecall)})`, f3(active.answerRecall), active.answerRecall >= 0.9 * passage.answerRecall],
      ['TemporalCorrectness ≥ 0.95', f3(active.temporalCorrectness), active.temporalCorrectness >= 0.95],
      ['ConflictRate ≤ 0.05', f3(active.conflictRate), active.conflictRate <= 0.05],
      ['Median context tokens ≤ 400', String(active.medianContextTokens), active.medianContextTokens <= 400],
    ];
    lines.push('', `Targets for nuggetindex active (K = ${TARGET_K}):`, '', '| Target | Now | Status |', '|---|---:|---|');
    for (const [target, now, met] of targets) lines.push(`| ${target} | ${now} | ${met ? 'met' : 'not met'} |`);
  }
  const c = r.ceiling;
  lines.push(
    '',
    "The ceiling of these metrics: perfect nuggets — each gold answer after its subject's name, valid over exactly the period its " +
      'question names, retrieved only for the questions of its own page and relation whose periods overlap:',
    '',
  );
  lines.push('| Ceiling | AnswerRecall | TemporalCorrectness | ConflictRate | Governance |', '|---|---:|---:|---:|---:|');
  lines.push(`| perfect nuggets | ${f3(c.answerRecall)} | ${f3(c.temporalCorrectness)} | ${f3(c.conflictRate)} | ${f3(c.governance)} |`);
  const maxK = r.ks.at(-1)!;
  lines.push('', `Why nuggetindex active missed a question's answer at K = ${maxK} (${r.failures.length} of ${r.questions}):`, '');
  lines.push('| Cause | Questions |', '|---|---:|');
  for (const [cause, n] of (Object.entries(r.failureCounts) as [FailureCause, number][]).sort((a, b) => b[1] - a[1])) lines.push(`| ${cause} | ${n} |`);
  return lines.join('\n') + '\n';
}
