// The stale-fact check: an answer that states, as if it held, a fact the store holds as ended at the
// question's time is flagged with what holds instead; the same fact put in the past ("was", "replaced
// X as", "until 2014") is history, not a stale claim; written with an abbreviation or a surname it is
// still found.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NuggetIndex, staleFacts } from '../../../src/index.js';

let ni: NuggetIndex;
before(async () => {
  ni = await NuggetIndex.open();
  await ni.ingest({ id: 'a', text: 'Steve Ballmer is the chief executive of Microsoft.', date: '2010-05-01', source: 'paper-a' });
  await ni.ingest({
    id: 'b',
    text: 'Satya Nadella became chief executive of Microsoft in February 2014, succeeding Steve Ballmer.',
    date: '2015-03-01',
    source: 'paper-b',
  });
});
after(async () => ni.close());

const question = 'Who is the CEO of Microsoft?';
const flagged = async (answer: string, time = '2020-06-01') => (await staleFacts(ni, question, answer, time)).map((f) => `${f.reason}: ${f.text}`);

test('a superseded fact stated in the present is flagged, with what holds instead', async () => {
  const [f] = await staleFacts(ni, question, 'Steve Ballmer is the chief executive officer of Microsoft.', '2020-06-01');
  assert.equal(f?.reason, 'ended');
  assert.equal(f?.validity.end, '2014-02-01');
  assert.deepEqual(
    f?.current.map((c) => c.text),
    ['Satya Nadella is the chief executive officer of Microsoft'],
  );
  assert.deepEqual(await flagged('Ballmer is the CEO of Microsoft.'), ['ended: Steve Ballmer is the chief executive officer of Microsoft']);
});

test('the same fact put in the past, or at its own time, is not flagged', async () => {
  for (const answer of [
    'Steve Ballmer was the chief executive officer of Microsoft.',
    'Satya Nadella replaced Steve Ballmer as chief executive officer of Microsoft.',
    'Steve Ballmer is the former CEO of Microsoft.',
    'Steve Ballmer, CEO of Microsoft until 2014, is the CEO of the Clippers now.',
    'Satya Nadella is the chief executive officer of Microsoft.',
  ]) {
    assert.deepEqual(await flagged(answer), [], answer);
  }
  assert.deepEqual(await flagged('Steve Ballmer is the chief executive officer of Microsoft.', '2011-06-01'), []);
});
