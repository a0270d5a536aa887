// Dense retrieval from the command line, on news reports I wrote for it: a store without vectors
// refuses --mode semantic in one line; `embed` gives it offline vectors and says they are
// approximate; hybrid and semantic queries then answer, filtered by time like lexical ones;
// `embed --embedder endpoint` re-embeds (with --reembed) through an OpenAI-protocol server, and later
// queries embed the question with the same model.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliAsync, cliAsyncWith } from '../support/cli.js';
import { OpenAiTestServer } from '../support/openai-server.js';

let dir = '';
let db = '';
const cli = (...args: string[]) => cliAsync(dir, ...args);

const REPORTS = [
  {
    id: 'r1',
    source: 'courier',
    date: '2016-07-01',
    text: 'Fjord Rovers appointed Lena Strand as head coach on Friday. Strand replaces Ola Berg, who was sacked in May.',
  },
  { id: 'r2', source: 'courier', date: '2021-06-03', text: 'Fjord Rovers named Piet Jansen as their new head coach on Thursday, succeeding Lena Strand.' },
  { id: 'r3', source: 'gazette', date: '2019-03-12', text: 'Nordkapp Timber is headquartered in Tromso. The sawmill company employs 400 people.' },
  { id: 'r4', source: 'gazette', date: '2020-11-20', text: 'Nordkapp Timber moved its headquarters from Tromso to Bodo last week.' },
];

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'nuggetindex-embed-'));
  db = join(dir, 'news.db');
  writeFileSync(join(dir, 'news.jsonl'), REPORTS.map((r) => JSON.stringify(r)).join('\n') + '\n');
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('without vectors, semantic retrieval is refused in one line; embed gives the store offline vectors', async () => {
  assert.equal((await cli('ingest', '--db', db, 'news.jsonl', '--quiet')).status, 0);
  const refused = await cli('query', '--db', db, 'Who manages Fjord Rovers?', '--mode', 'semantic');
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /no dense index.*nuggetindex embed/);
  assert.equal(refused.stderr.trim().split('\n').length, 1);
  const embedded = await cli('embed', '--db', db);
  assert.equal(embedded.status, 0, embedded.stderr);
  assert.match(embedded.stdout, /nuggets embedded with offline\/ppmi-svd@1 .*approximate/);
});

test('hybrid and semantic queries answer for the asked time only; --weights is checked', async () => {
  for (const mode of ['hybrid', 'semantic']) {
    const r = await cli('query', '--db', db, 'Who was head coach of Fjord Rovers?', '--time', '2018', '--mode', mode, '--json');
    assert.equal(r.status, 0, r.stderr);
    const json = JSON.parse(r.stdout) as { mode: string; results: { object: string; text: string }[] };
    assert.equal(json.mode, mode);
    const texts = json.results.map((x) => x.text).join(' | ');
    assert.ok(!texts.includes('Piet Jansen'), `${mode}: Jansen only from 2021: ${texts}`);
    assert.ok(!texts.includes('Ola Berg is the head coach'), `${mode}: Berg was gone by 2016: ${texts}`);
  }
  const hybrid = await cli('query', '--db', db, 'Where is Nordkapp Timber based?', '--mode', 'hybrid', '--fusion', 'rrf', '--weights', '0.3,0.4,0.3');
  assert.equal(hybrid.status, 0, hybrid.stderr);
  assert.match(hybrid.stdout, /mode: hybrid/);
  assert.match(hybrid.stdout, /1\. Nordkapp Timber/);
  const bad = await cli('query', '--db', db, 'x', '--weights', '0.5,0.5');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /three numbers from 0 to 1/);
  // The paper's own fusion, spelled out, answers too.
  const paper = await cli('query', '--db', db, 'Where is Nordkapp Timber based?', '--mode', 'hybrid', '--fusion', 'linear', '--weights', '0.4,0.5,0.1');
  assert.equal(paper.status, 0, paper.stderr);
  assert.match(paper.stdout, /1\. Nordkapp Timber/);
});

test('tune-fusion checks --folds before reading anything', async () => {
  const r = await cli('tune-fusion', '--data', 'no-such.json', '--folds', '1');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /--folds: must be an integer from 2 to 10/);
});

test('embed --embedder endpoint: another embedder needs --reembed; queries then embed the question with that model', async () => {
  const server = await OpenAiTestServer.start({ exchanges: [] });
  try {
    const endpoint = ['--embedder', 'endpoint', '--llm-model', 'test-embed-1', '--llm-base-url', server.baseUrl];
    const refused = await cli('embed', '--db', db, ...endpoint);
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /vectors come from "offline\/ppmi-svd@1", not "test-embed-1".*--reembed/);
    const estimate = async () => {
      const e = await cli('estimate-cost', '--for', 'embed', '--db', db, '--llm-model', 'text-embedding-3-small', '--json');
      assert.equal(e.status, 0, e.stderr);
      return JSON.parse(e.stdout) as { requests: number; texts: number; cached: number; usd: number; price: { input: number } };
    };
    const first = await estimate();
    assert.ok(first.texts > 0 && first.requests === Math.ceil((first.texts - first.cached) / 64), JSON.stringify(first));
    assert.equal(first.price.input, 0.02);
    assert.equal(server.requests.length, 0, 'an estimate sends nothing');
    const r = await cli('embed', '--db', db, ...endpoint, '--reembed');
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /embedded with test-embed-1 .*requests, 0 of \d+ texts from the cache/);
    assert.ok(existsSync(join(dir, '.nuggetindex-cache', 'embeddings')));
    const before = server.requests.length;
    const q = await cliAsyncWith(
      dir,
      { NUGGETINDEX_LLM_BASE_URL: server.baseUrl },
      'query',
      '--db',
      db,
      'Nordkapp Timber headquarters',
      '--mode',
      'semantic',
      '--time',
      '2022',
    );
    assert.equal(q.status, 0, q.stderr);
    assert.match(q.stdout, /1\. Nordkapp Timber/);
    assert.equal(server.requests.length, before + 1, 'one request: the question');
  } finally {
    await server.close();
  }
});
