// Nugget creation from the governed store: the facts valid at the question's time, with their
// provenance; a superseded fact is not a nugget at a later time; a contested key is one nugget that
// names the dispute and cites both sides.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex, nuggetize } from '../../../src/index.js';

async function store(docs: { id: string; text: string; date: string; source: string }[]): Promise<NuggetIndex> {
  const ni = await NuggetIndex.open();
  for (const d of docs) await ni.ingest(d);
  return ni;
}

test('the facts valid at the time, with provenance; the superseded one only at its own time', async () => {
  const ni = await store([
    { id: 'a', text: 'Steve Ballmer is the chief executive of Microsoft.', date: '2010-05-01', source: 'paper-a' },
    { id: 'b', text: 'Satya Nadella became chief executive of Microsoft in February 2014, succeeding Steve Ballmer.', date: '2015-03-01', source: 'paper-b' },
  ]);
  const topic = { qid: 'ms', query: 'Who is the CEO of Microsoft?', candidates: [] };
  const now = (await nuggetize(topic, { index: ni, time: '2020-06-01' })).value.nuggets;
  assert.deepEqual(
    now.map((n) => n.text),
    ['Satya Nadella is the chief executive officer of Microsoft'],
  );
  assert.equal(now[0]!.importance, 'vital');
  assert.deepEqual(now[0]!.provenance?.validity, { start: '2014-02-01', end: null });
  assert.deepEqual(
    now[0]!.provenance?.evidence.map((e) => e.docId),
    ['b'],
  );
  const then = (await nuggetize(topic, { index: ni, time: '2011-06-01' })).value.nuggets;
  assert.deepEqual(
    then.map((n) => n.text),
    ['Steve Ballmer is the chief executive officer of Microsoft'],
  );
  await ni.close();
});

test('a contested key is one nugget naming the dispute, with both sides as provenance', async () => {
  const ni = await store([
    { id: 'a', text: 'Jane Roe is the chief executive of Globex.', date: '2021-05-01', source: 'paper-a' },
    { id: 'b', text: 'John Poe is the chief executive of Globex.', date: '2021-05-02', source: 'paper-b' },
  ]);
  const [nugget, ...rest] = (await nuggetize({ qid: 'g', query: 'Who is the CEO of Globex?', candidates: [] }, { index: ni, time: '2021-06-01' })).value
    .nuggets;
  assert.deepEqual(rest, []);
  assert.equal(nugget!.text, 'The chief executive officer of Globex is disputed: Jane Roe or John Poe');
  assert.equal(nugget!.provenance?.status, 'contested');
  assert.equal(nugget!.provenance?.nuggetIds.length, 2);
  assert.deepEqual(nugget!.provenance?.evidence.map((e) => e.docId).sort(), ['a', 'b']);
  await ni.close();
});
