// Bridging facts from the command line, on a real SQLite store of news stories and biographies I
// wrote for it (not the shapes the tests of the core use): ingest says how many bridging facts it
// wrote; query answers a two-hop question for the asked period only, and --bridging off / --kb 0
// leave bridging facts out; inspect counts them and names the entities skipped as too common;
// `bridge` re-derives them (nothing to do on a store ingest kept in step) and refuses LLM mode
// without a reachable model in one line.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliAsync } from '../support/cli.js';

let dir = '';
let db = '';
const cli = (...args: string[]) => cliAsync(dir, ...args);

const STORIES = [
  { id: 'tribune-2012', source: 'tribune', date: '2012-09-04', text: 'Halden Shipping named Marta Kowalczyk as its new CEO on 3 September 2012.' },
  {
    id: 'ledger-2020',
    source: 'ledger',
    date: '2020-02-11',
    text: 'Tomas Berg succeeded Marta Kowalczyk as chief executive of Halden Shipping on 10 February 2020.',
  },
  { id: 'kowalczyk', source: 'encyclopedia', date: '2021-05-01', title: 'Marta Kowalczyk', text: 'Marta Kowalczyk was born in Gdansk in 1966.' },
  { id: 'berg', source: 'encyclopedia', date: '2021-05-01', title: 'Tomas Berg', text: 'Tomas Berg was born in Bergen, Norway, in 1971.' },
  // Twelve short items naming the company and its port: both too common to bridge through (τ = 10).
  ...Array.from({ length: 12 }, (_, i) => ({
    id: `port-${i}`,
    source: `wire-${i}`,
    date: `2019-0${1 + (i % 9)}-15`,
    text: `Halden Shipping is headquartered in Rotterdam. Rotterdam ranked ${i + 2}th in the port survey.`,
  })),
];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nuggetindex-bridge-'));
  db = join(dir, 'ships.db');
  writeFileSync(join(dir, 'stories.jsonl'), STORIES.map((s) => JSON.stringify(s)).join('\n') + '\n');
  const r = await cli('ingest', join(dir, 'stories.jsonl'), '--db', db);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /\d+ bridging facts written/);
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('query: the bridging fact of each term answers for its own period, marked; --bridging off and --kb 0 leave it out', async () => {
  const ask = async (time: string, ...extra: string[]) => {
    const r = await cli('query', 'Where was the CEO of Halden Shipping born?', '--db', db, '--time', time, '-k', '5', ...extra);
    assert.equal(r.status, 0, r.stderr);
    return r.stdout;
  };
  const in2015 = await ask('2015');
  assert.match(in2015, /The chief executive officer of Halden Shipping, Marta Kowalczyk, was born in Gdansk \[BRIDGING\]/);
  assert.doesNotMatch(in2015, /Tomas Berg, was born/);
  const in2021 = await ask('2021');
  assert.match(in2021, /The chief executive officer of Halden Shipping, Tomas Berg, was born in Bergen, Norway \[BRIDGING\]/);
  assert.doesNotMatch(in2021, /Marta Kowalczyk, was born/);
  assert.doesNotMatch(await ask('2015', '--bridging', 'off'), /\[BRIDGING\]/);
  assert.doesNotMatch(await ask('2015', '--kb', '0'), /\[BRIDGING\]/);
  const json = JSON.parse(await ask('2015', '--json')) as { results: { text: string; derivedFrom?: string[] }[] };
  const bridge = json.results.find((r) => r.derivedFrom);
  assert.equal(bridge?.derivedFrom?.length, 2);
  const bad = await cli('query', 'x', '--db', db, '--bridging', 'maybe');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--bridging/);
});

test('inspect counts bridge entities and bridging facts and names the entity skipped as too common; context and answer take the same options', async () => {
  const r = await cli('inspect', '--db', db);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /bridging: \d+ bridge entities, \d+ bridging facts \(active \d+, contested \d+, withdrawn \d+\)/);
  assert.match(r.stdout, /skipped, named by more than τ = 10 documents: halden shipping \(14\), rotterdam \(12\)/);
  const json = JSON.parse((await cli('inspect', '--db', db, '--json')).stdout) as { bridging: { tooCommon: { entity: string; df: number }[] } };
  assert.deepEqual(json.bridging.tooCommon, [
    { entity: 'halden shipping', df: 14 },
    { entity: 'rotterdam', df: 12 },
  ]);
  const context = await cli('context', 'Where was the CEO of Halden Shipping born?', '--db', db, '--time', '2015', '--kb', '1');
  assert.match(context.stdout, /Marta Kowalczyk, was born in Gdansk \(2012-09-03 to 2020-02-10; sources: tribune, encyclopedia\)/);
  const answer = await cli('answer', 'Where was the CEO of Halden Shipping born?', '--db', db, '--time', '2015', '--bridging', 'off', '--json');
  assert.equal(answer.status, 0, answer.stderr);
});

test('bridge re-derives every bridge entity (nothing to change after ingest); LLM mode with no endpoint fails in one line', async () => {
  const r = await cli('bridge', '--db', db, '-q');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^\d+ bridge entities; 0 bridging facts written \(0 withdrawn\) · offline \(approximate/);
  assert.match(r.stdout, /2 entities skipped: named by more than τ documents/);
  const llm = await cli('bridge', '--db', db, '--mode', 'llm', '--llm-base-url', 'http://127.0.0.1:9/v1', '--llm-model', 'm', '-q');
  assert.notEqual(llm.status, 0);
  assert.doesNotMatch(llm.stderr, /\n\s+at /, 'no stack trace');
});
