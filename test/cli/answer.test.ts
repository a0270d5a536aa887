// `nuggetindex answer` end to end on a real SQLite store of the demo corpus: a succession answered
// for two times, a dispute stated as disputed, every citation of --json resolving to the exact
// characters of the revision it names (read back with `export`), the plain "nothing valid" answer,
// bad input as one-line errors; and --mode llm against the OpenAI-protocol test server.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Answer } from '../../src/index.js';
import { cliAsync } from '../support/cli.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dir = '';
let db = '';
let server: OpenAiTestServer;
const cli = (...args: string[]) => cliAsync(dir, ...args);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nuggetindex-answer-'));
  db = join(dir, 'demo.db');
  const r = await cli('ingest', join(root, 'examples/demo/corpus.jsonl'), '--db', db, '--aliases', join(root, 'examples/demo/aliases.yaml'));
  assert.equal(r.status, 0, r.stderr);
  server = await OpenAiTestServer.start(loadFixture('answers'));
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The corpus's documents by id (revision 1 of each; the company page's revision 2 is its second line). */
function corpusText(docId: string, revision: number): string {
  const docs = readFileSync(join(root, 'examples/demo/corpus.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { id: string; text: string });
  return docs.filter((d) => d.id === docId)[revision - 1]!.text;
}

test('a succession answered for two times, with numbered citations to document, revision and characters', async () => {
  const then = await cli('answer', 'Who was the CEO of Northwind Energy in 2018?', '--db', db);
  assert.equal(then.status, 0, then.stderr);
  assert.match(then.stdout, /time: 2018-01-01 → 2019-01-01 \(from the question\) · crucible · offline \(approximate/);
  assert.match(then.stdout, /^Daniel Okafor was the chief executive officer of Northwind Energy from March 2015 until 2021\. \[1\]\[2\]$/m);
  assert.match(
    then.stdout,
    /^\[1\] harbor-times "Northwind Power picks new chief" \(2015-03-04\) — ht-2015-03-04-okafor revision 1, characters 0–67: "Northwind Power named Daniel Okafor as its new CEO on 3 March 2015\."$/m,
  );
  // "until 2021" is cited to the article that says so: the successor's appointment.
  assert.match(then.stdout, /^\[2\] harbor-times "New chief at Northwind" \(2021-01-12\) — .*succeeding Daniel Okafor\."$/m);
  const stated = then.stdout.split('\n\n')[1]!;
  assert.doesNotMatch(stated, /Natarajan|Crane|Lopez/, 'the answer sentences name no other CEO');

  const now = await cli('answer', 'Who is the CEO of Northwind Energy?', '--db', db, '--pipeline', 'ginger', '--json');
  assert.equal(now.status, 0, now.stderr);
  const a = JSON.parse(now.stdout) as Answer;
  assert.equal(a.pipeline, 'ginger');
  assert.match(a.text, /Priya Natarajan/);
  assert.doesNotMatch(a.text, /Okafor|Crane/);
  for (const s of a.sentences) for (const c of s.citations) assert.equal(corpusText(c.docId, c.revision).slice(c.start, c.end), c.quote);
});

test('a dispute is stated as disputed, both sides cited; a time the store does not cover says so', async () => {
  const hq = await cli('answer', 'Where is Northwind Energy headquartered?', '--db', db, '--time', '2020');
  assert.equal(hq.status, 0, hq.stderr);
  assert.match(hq.stdout, /^Sources disagree about the headquarters location of Northwind Energy: .* \[DISPUTED\] \[1\]\[2\]$/m);
  assert.match(hq.stdout, /valley-ledger .* "Northwind Energy is based in Olympia, according to its annual filing\."/);
  assert.match(hq.stdout, /harbor-times .* "Northwind Energy is headquartered in Tacoma\."/);
  assert.match(hq.stdout, /^withheld: \d+ sentences? of the documents read state facts not valid at that time, or disputed/m);

  const none = await cli('answer', 'Who was the mayor of Eastport?', '--db', db, '--time', '1850');
  assert.equal(none.status, 0);
  assert.match(none.stdout, /\(no fact valid in 1850 matches the question; the store's facts span \d{4} to \d{4}\)/);
});

test('bad input: one line naming the field, exit code 2, no stack trace', async () => {
  for (const [args, message] of [
    [['answer', '   ', '--db', db], /question: must be a non-empty string/],
    [['answer', 'Who?', '--db', db, '--pipeline', 'storm'], /--pipeline/],
    [['answer', 'Who?', '--db', db, '--time', 'soon'], /time/],
    [['answer', 'Who?', '--db', db, '--sentences', '0'], /--sentences/],
    [['answer', 'Who?', '--db', db, '--mode', 'llm'], /--llm-model: required with answer --mode llm/],
    [['answer', 'Who?', '--db', join(dir, 'missing.db')], /missing\.db/],
  ] as const) {
    const r = await cli(...args);
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  }
  const help = await cli('answer', '--help');
  assert.match(help.stdout, /--pipeline <name>/);
  assert.match(help.stdout, /disputed fact is stated\s+as disputed/);
});

test('estimate-cost --for answer counts what --mode llm would send, and sends nothing', async () => {
  writeFileSync(join(dir, 'questions.jsonl'), '{"id": "q1", "query": "Who was the CEO of Northwind Energy in 2018?"}\n');
  const r = await cli('estimate-cost', '--for', 'answer', 'questions.jsonl', '--db', db, '--llm-model', 'gpt-4o-mini');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /answer --pipeline crucible:\n {2}questions {7}1\n {2}requests {8}8\n/);
  const missing = await cli('estimate-cost', '--for', 'answer', 'questions.jsonl', '--llm-model', 'gpt-4o-mini');
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /--db: estimate-cost --for answer needs the store/);
});

test('--mode llm runs the stages through the endpoint and reports its calls', async () => {
  server.reset();
  const r = await cli(
    'answer',
    'Who was the CEO of Northwind Energy in 2018?',
    '--db',
    db,
    '--mode',
    'llm',
    '--llm-base-url',
    server.baseUrl,
    '--llm-model',
    'gpt-4o-mini',
    '--json',
  );
  assert.equal(r.status, 0, r.stderr);
  const a = JSON.parse(r.stdout) as Answer;
  assert.equal(a.mode, 'llm');
  assert.equal(a.approximate, false);
  assert.equal(a.text, 'Northwind Power named Daniel Okafor its chief executive on 3 March 2015.');
  assert.match(r.stderr, /llm gpt-4o-mini \(answer@1\): 5 requests, 0 from cache/);
});
