// Nugget evaluation (AutoNuggetizer) against a governed store, offline: the store proposes the
// nuggets valid at the question's time, each answer is assigned and scored (V_strict, A_strict …),
// an answer stating a superseded fact is flagged, and two evaluations are compared by Kendall's τ.
// Run: node --import tsx examples/nugget-evaluation.ts
import { assign, evaluateAnswer, kendallTau, NuggetIndex, nuggetize, score } from '../src/index.js';

const ni = await NuggetIndex.open();
await ni.ingest({
  id: 'a',
  text: 'Steve Ballmer is the chief executive of Microsoft. The company is based in Redmond.',
  date: '2010-05-01',
  source: 'paper-a',
});
await ni.ingest({
  id: 'b',
  text: 'Satya Nadella became chief executive of Microsoft in February 2014, succeeding Steve Ballmer.',
  date: '2015-03-01',
  source: 'paper-b',
});

const question = 'Who is the CEO of Microsoft?';
const key = await nuggetize({ qid: 'ms', query: question, candidates: [] }, { index: ni, time: '2020-06-01' });
for (const n of key.value.nuggets) console.log(`${n.importance}: ${n.text}`); // vital: Satya Nadella is the chief executive officer of Microsoft

const answers = ['Satya Nadella is the chief executive officer of Microsoft, which is headquartered in Redmond.', 'Microsoft makes software.'];
const records = [];
for (const [i, text] of answers.entries()) records.push((await assign(key.value, { runId: `run-${i + 1}`, qid: 'ms', text })).value);
for (const run of score(records).runs) console.log(run.runId, 'V_strict', run.scores.vitalStrict, 'A_strict', run.scores.allStrict);

const stale = await evaluateAnswer({ question, answer: 'Steve Ballmer is the chief executive officer of Microsoft.', time: '2020-06-01' }, { index: ni });
console.log(
  stale.approximate,
  stale.staleFacts.map((s) => `${s.text} (${s.reason}; now: ${s.current.map((c) => c.text).join(', ')})`),
);

console.log('Kendall tau-b:', kendallTau([0.9, 0.4, 0.1], [0.8, 0.5, 0.3])); // 1: the two evaluations order the runs alike
await ni.close();
