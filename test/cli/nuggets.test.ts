// Nugget evaluation through the real command, as a user runs it: `nuggetize` → `assign` → `score`
// on a small topic set in nuggetizer's file shapes, offline (labelled approximate) and in LLM mode
// against the protocol test server; creation from a governed store at a time, the stale fact an
// answer states, Kendall τ against another evaluation, `estimate-cost --for`, and bad input that
// names file, line and field and writes nothing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';
import { cliAsync } from '../support/cli.js';

let dir = '';
let server: OpenAiTestServer;

/** The command in a child process (in the temporary folder: relative paths, default failure files). */
const cli = (...args: string[]) => cliAsync(dir, ...args);

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const jsonl = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
const path = (name: string) => join(dir, name);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ni-nuggets-cli-'));
  server = await OpenAiTestServer.start(loadFixture('nuggets'));
  writeFileSync(
    path('news.jsonl'),
    jsonl([
      { id: 'ms-2010', text: 'Steve Ballmer is the chief executive of Microsoft. The company is based in Redmond.', date: '2010-05-01', source: 'paper-a' },
      {
        id: 'ms-2015',
        text: 'Satya Nadella became chief executive of Microsoft in February 2014, succeeding Steve Ballmer.',
        date: '2015-03-01',
        source: 'paper-b',
      },
      { id: 'ms-2019', text: 'Satya Nadella is the chief executive of Microsoft.', date: '2019-03-01', source: 'paper-c' },
    ]),
  );
  writeFileSync(
    path('pool.jsonl'),
    jsonl([
      {
        query: { qid: 'q1', text: 'Who founded Acme, and when?' },
        candidates: [
          { docid: 'd1', doc: { segment: 'Acme is a rocket maker. Acme was founded by Jane Doe in 1990.' } },
          { docid: 'd2', doc: { segment: 'Jane Doe studied physics in Ohio; she worked at Boeing before founding Acme.' } },
        ],
      },
      {
        query: { qid: 'q2', text: 'Where is Initech based?' },
        candidates: [{ docid: 'd3', doc: { segment: 'Initech is based in Austin, Texas. It makes software.' } }],
      },
    ]),
  );
  writeFileSync(
    path('good.jsonl'),
    jsonl([
      {
        run_id: 'good',
        topic_id: 'q1',
        topic: 'Who founded Acme, and when?',
        references: ['d1'],
        response_length: 9,
        answer: [{ text: 'Jane Doe founded Acme in 1990.', citations: [0] }],
      },
      { run_id: 'good', topic_id: 'q2', answer: [{ text: 'Initech is based in Austin, Texas.', citations: [] }] },
    ]),
  );
  writeFileSync(path('poor.jsonl'), jsonl([{ run_id: 'poor', topic_id: 'q1', answer: [{ text: 'Acme makes rockets.', citations: [] }] }]));
  const ingest = await cli('ingest', 'news.jsonl', '--db', 'ms.db');
  assert.equal(ingest.status, 0, ingest.stderr);
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('offline: nuggetize → assign → score on a small topic set, in nuggetizer shapes, labelled approximate', async () => {
  const created = await cli('nuggetize', 'pool.jsonl', '--out', 'nuggets.jsonl');
  assert.equal(created.status, 0, created.stderr);
  assert.match(created.stderr, /nuggets for 2 questions; offline mode, approximate/);
  const lists = lines(path('nuggets.jsonl'));
  assert.deepEqual(
    lists.map((l) => l.qid),
    ['q1', 'q2'],
  );
  for (const l of lists) {
    assert.deepEqual(Object.keys(l).slice(0, 3), ['query', 'qid', 'nuggets']);
    assert.equal(l.mode, 'offline');
    assert.equal(l.approximate, true);
  }
  const q1 = (lists[0]!.nuggets as { text: string; importance: string }[]).map((n) => n.text);
  assert.ok(
    q1.some((t) => /Jane Doe/.test(t) && /Acme/.test(t)),
    `a nugget about the founding: ${JSON.stringify(q1)}`,
  );

  const assigned = await cli('assign', 'nuggets.jsonl', 'good.jsonl', 'poor.jsonl', '--out', 'assignments.jsonl');
  assert.equal(assigned.status, 0, assigned.stderr);
  const records = lines(path('assignments.jsonl'));
  // Every question of the nuggets file for every run: poor did not answer q2 and is assigned an empty answer.
  assert.deepEqual(
    records.map((r) => `${r.run_id}/${r.qid}`),
    ['good/q1', 'good/q2', 'poor/q1', 'poor/q2'],
  );
  assert.deepEqual(Object.keys(records[0]!).slice(0, 6), ['query', 'qid', 'answer_text', 'response_length', 'run_id', 'nuggets']);
  assert.equal(records[0]!.answer_text, 'Jane Doe founded Acme in 1990.');
  assert.equal(records[3]!.answer_text, '');

  const scored = await cli('score', 'assignments.jsonl', '--json');
  assert.equal(scored.status, 0, scored.stderr);
  const metrics = scored.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, number | string>);
  assert.deepEqual(Object.keys(metrics[0]!), ['qid', 'strict_vital_score', 'strict_all_score', 'vital_score', 'all_score', 'run_id']);
  const all = (run: string) => metrics.find((m) => m.qid === 'all' && m.run_id === run)!;
  assert.ok((all('good').strict_vital_score as number) > (all('poor').strict_vital_score as number), JSON.stringify(metrics));
  assert.equal(
    all('poor').strict_all_score,
    metrics.filter((m) => m.run_id === 'poor' && m.qid !== 'all').reduce((s, m) => s + (m.strict_all_score as number), 0) / 2,
  );

  const table = await cli('score', 'assignments.jsonl');
  assert.match(table.stdout, /\| run \| answers \| not scored \| V_strict \| V \| A_strict \| A \| stale facts \|/);
  assert.match(table.stdout, /\| good \| 2 \| 0 \|/);
  assert.match(table.stdout, /offline mode, approximate/);
});

test('Kendall τ against another evaluation of the same runs', async () => {
  // "Manual" labels that agree with the automatic ranking of runs: good above poor on q1.
  const auto = lines(path('assignments.jsonl'));
  const manual = auto.map((r) => ({
    ...r,
    mode: undefined,
    nuggets: (r.nuggets as { assignment: string }[]).map((n) => ({ ...n, assignment: r.run_id === 'good' ? 'support' : 'not_support' })),
  }));
  writeFileSync(path('manual.jsonl'), jsonl(manual));
  const r = await cli('score', 'assignments.jsonl', '--against', 'manual.jsonl');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /Kendall τ-b against manual\.jsonl/);
  assert.match(r.stdout, /\| V_strict \| 1\.000 \|/);
});

test('creation from the governed store at a time, and the stale fact an answer states', async () => {
  const created = await cli(
    'nuggetize',
    '--db',
    'ms.db',
    '--query',
    'Who is the CEO of Microsoft?',
    '--qid',
    'ms',
    '--time',
    '2020-06-01',
    '--out',
    'ms-nuggets.jsonl',
  );
  assert.equal(created.status, 0, created.stderr);
  const [list] = lines(path('ms-nuggets.jsonl'));
  const nuggets = list!.nuggets as { text: string; provenance: { evidence: { docId: string }[]; validity: { start: string | null } } }[];
  const ceo = nuggets.find((n) => /Nadella/.test(n.text));
  assert.ok(ceo, JSON.stringify(nuggets));
  assert.equal(ceo.provenance.validity.start, '2014-02-01');
  assert.ok(ceo.provenance.evidence.some((e) => e.docId === 'ms-2019'));
  assert.ok(!nuggets.some((n) => /Ballmer/.test(n.text)), 'the superseded CEO is not a nugget for 2020');

  writeFileSync(
    path('ms-answers.jsonl'),
    jsonl([
      { run_id: 'stale', topic_id: 'ms', answer: [{ text: 'Steve Ballmer is the chief executive officer of Microsoft.' }] },
      { run_id: 'current', topic_id: 'ms', answer: [{ text: 'Satya Nadella is the chief executive officer of Microsoft; Steve Ballmer was CEO until 2014.' }] },
    ]),
  );
  const assigned = await cli('assign', 'ms-nuggets.jsonl', 'ms-answers.jsonl', '--db', 'ms.db', '--time', '2020-06-01', '--out', 'ms-assignments.jsonl');
  assert.equal(assigned.status, 0, assigned.stderr);
  assert.match(assigned.stderr, /1 state a stale fact/);
  const [stale, current] = lines(path('ms-assignments.jsonl'));
  const flagged = stale!.stale_facts as { text: string; reason: string; current: { text: string }[] }[];
  assert.equal(flagged.length, 1);
  assert.match(flagged[0]!.text, /Steve Ballmer/);
  assert.equal(flagged[0]!.reason, 'ended');
  assert.match(flagged[0]!.current[0]!.text, /Satya Nadella/);
  assert.deepEqual(current!.stale_facts, [], 'a past fact stated with its period is not stale');
  const table = await cli('score', 'ms-assignments.jsonl');
  assert.match(table.stdout, /\| stale \| 1 \|.*\| 1 \|/);
  assert.match(table.stdout, /\| current \| 1 \|.*\| 0 \|/);
});

test('LLM mode through the endpoint; a batch that stays unusable is saved with its raw reply, labelled "failed", and exits 1', async () => {
  const acme = {
    query: { qid: 'acme-1', text: 'Who founded Acme and where is it based?' },
    candidates: [
      { docid: 'd1', doc: { segment: 'Acme was founded by Jane Doe in 1990.' } },
      ...Array.from({ length: 9 }, (_, i) => ({ docid: `f${i}`, doc: { segment: `Acme filler passage number ${i}.` } })),
      { docid: 'd11', doc: { segment: 'Acme moved its headquarters to Austin in 2015.' } },
      { docid: 'f10', doc: { segment: 'Acme filler passage number 10.' } },
    ],
  };
  writeFileSync(path('acme-pool.jsonl'), jsonl([acme]));
  const endpoint = ['--mode', 'llm', '--llm-base-url', server.baseUrl, '--llm-model', 'gpt-4o-mini', '--no-llm-cache'];
  const created = await cli('nuggetize', 'acme-pool.jsonl', ...endpoint, '--out', 'acme-nuggets.jsonl');
  assert.equal(created.status, 0, created.stderr);
  assert.match(created.stderr, /llm gpt-4o-mini \(autonuggetizer@2\): 4 requests, 0 from cache/);
  assert.match(created.stderr, /1 unusable reply asked again/);
  const [list] = lines(path('acme-nuggets.jsonl'));
  assert.equal(list!.mode, 'llm');
  assert.equal(list!.approximate, false);
  assert.deepEqual(
    (list!.nuggets as { importance: string }[]).map((n) => n.importance),
    ['vital', 'vital', 'okay'],
  );

  writeFileSync(path('anvils.jsonl'), jsonl([{ run_id: 'anvils', topic_id: 'acme-1', answer: [{ text: 'Acme sells anvils.' }] }]));
  const assigned = await cli('assign', 'acme-nuggets.jsonl', 'anvils.jsonl', ...endpoint, '--out', 'acme-assignments.jsonl');
  assert.equal(assigned.status, 1, assigned.stderr);
  assert.match(
    assigned.stderr,
    /1 batch failed after every attempt; their nuggets are labelled "failed" \(raw replies in acme-assignments\.jsonl\.failures\.jsonl\)/,
  );
  const [record] = lines(path('acme-assignments.jsonl'));
  assert.deepEqual(
    (record!.nuggets as { assignment: string }[]).map((n) => n.assignment),
    ['failed', 'failed', 'failed'],
  );
  const [failure] = lines(path('acme-assignments.jsonl.failures.jsonl'));
  assert.equal(failure!.reply, 'Sorry, still no list.');
  assert.equal(failure!.step, 'assign');
  const scored = await cli('score', 'acme-assignments.jsonl');
  assert.match(scored.stderr, /1 answer not scored \(never scored as 0\): anvils\/acme-1 \(a nugget batch failed\)/);

  const missing = await cli('nuggetize', 'acme-pool.jsonl', '--mode', 'llm', '--llm-base-url', server.baseUrl);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /--llm-model: required with nuggetize --mode llm/);
});

test('estimate-cost counts the nugget prompts a run would send', async () => {
  const r = await cli('estimate-cost', '--for', 'nuggetize', 'acme-pool.jsonl', '--llm-model', 'gpt-4o-mini', '--json');
  assert.equal(r.status, 0, r.stderr);
  const e = JSON.parse(r.stdout) as { requests: number; items: number; usd: number };
  // 12 passages: two creation windows; then importance in batches of ten of up to 30 nuggets.
  assert.equal(e.items, 1);
  assert.equal(e.requests, 2 + 3);
  assert.ok(e.usd > 0);
  const a = await cli('estimate-cost', '--for', 'assign', 'acme-nuggets.jsonl', 'anvils.jsonl', '--llm-model', 'gpt-4o-mini', '--json');
  assert.equal(JSON.parse(a.stdout).requests, 1);
});

test('bad input names file, line and field, and writes nothing', async () => {
  writeFileSync(
    path('bad-pool.jsonl'),
    jsonl([
      { query: { qid: 'q1', text: 'ok' }, candidates: [] },
      { query: { qid: 'q2' }, candidates: [] },
    ]),
  );
  const r = await cli('nuggetize', 'bad-pool.jsonl', '--out', 'bad-out.jsonl');
  assert.equal(r.status, 2);
  assert.match(r.stderr, /^nuggetindex: bad-pool\.jsonl:2: query\.text: is required/);
  assert.ok(!existsSync(path('bad-out.jsonl')));

  writeFileSync(
    path('bad-answers.jsonl'),
    '{"run_id": "x", "topic_id": "q1", "answer": [{"text": "A."}]}\n{"run_id": "x", "topic_id": "q1", "answer": "A."}\n',
  );
  writeFileSync(path('kept.jsonl'), 'before\n');
  const b = await cli('assign', 'nuggets.jsonl', 'bad-answers.jsonl', '--out', 'kept.jsonl');
  assert.equal(b.status, 2);
  assert.match(b.stderr, /bad-answers\.jsonl:2: answer: Invalid input: expected array/);
  assert.equal(readFileSync(path('kept.jsonl'), 'utf8'), 'before\n', 'an existing output stays as it was');

  writeFileSync(
    path('bad-assignments.jsonl'),
    '{"query": "q", "qid": "1", "answer_text": "", "run_id": "r", "nuggets": [{"text": "a", "importance": "vital", "assignment": "maybe"}]}\n',
  );
  const c = await cli('score', 'bad-assignments.jsonl');
  assert.equal(c.status, 2);
  assert.match(c.stderr, /bad-assignments\.jsonl:1: nuggets\.0\.assignment: "maybe" is not one of support, partial_support, not_support, failed/);

  const none = await cli('nuggetize');
  assert.equal(none.status, 2);
  assert.match(none.stderr, /give a pool file or --query/);
});

test('outputs: the folders of --out and --failures are checked before any work; a failed score writes nothing', async () => {
  const endpoint = ['--mode', 'llm', '--llm-base-url', server.baseUrl, '--llm-model', 'gpt-4o-mini', '--no-llm-cache'];
  const asked = server.requests.length;
  const a = await cli('assign', 'acme-nuggets.jsonl', 'anvils.jsonl', ...endpoint, '--out', 'nodir/a.jsonl');
  assert.equal(a.status, 2, a.stderr);
  assert.match(a.stderr, /^nuggetindex: --out: folder nodir does not exist/);
  const f = await cli('assign', 'acme-nuggets.jsonl', 'anvils.jsonl', ...endpoint, '--failures', 'nodir/f.jsonl');
  assert.equal(f.status, 2, f.stderr);
  assert.match(f.stderr, /^nuggetindex: --failures: folder nodir does not exist/);
  assert.equal(server.requests.length, asked, 'no request was sent');

  const n = await cli('nuggetize', 'pool.jsonl', '--out', 'nodir/n.jsonl');
  assert.equal(n.status, 2);
  assert.match(n.stderr, /--out: folder nodir does not exist/);
  const notFolder = await cli('nuggetize', 'pool.jsonl', '--out', 'pool.jsonl/n.jsonl');
  assert.equal(notFolder.status, 2);
  assert.match(notFolder.stderr, /--out: pool\.jsonl is not a folder/);
  const s = await cli('score', 'assignments.jsonl', '--out', 'nodir/m.jsonl');
  assert.equal(s.status, 2);
  assert.match(s.stderr, /--out: folder nodir does not exist/);

  // τ is computed before the metrics are written: an --against with nothing in common writes nothing.
  writeFileSync(path('other-runs.jsonl'), jsonl([{ qid: 'q9', strict_vital_score: 1, strict_all_score: 1, vital_score: 1, all_score: 1, run_id: 'x' }]));
  const t = await cli('score', 'assignments.jsonl', '--out', 'm.jsonl', '--against', 'other-runs.jsonl');
  assert.equal(t.status, 2);
  assert.match(t.stderr, /--against: no run and question in common/);
  assert.ok(!existsSync(path('m.jsonl')), 'no metrics file');
});

test('a failures file that cannot be written still reports the failed batches', async () => {
  mkdirSync(path('a-folder'));
  const endpoint = ['--mode', 'llm', '--llm-base-url', server.baseUrl, '--llm-model', 'gpt-4o-mini', '--no-llm-cache'];
  const r = await cli('assign', 'acme-nuggets.jsonl', 'anvils.jsonl', ...endpoint, '--out', 'acme-again.jsonl', '--failures', 'a-folder');
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /1 batch failed after every attempt; their nuggets are labelled "failed" \(their raw replies could not be saved\)/);
  assert.match(r.stderr, /a-folder: cannot write/);
  assert.equal(lines(path('acme-again.jsonl')).length, 1, 'the assignments are written');
});

test('score: answers not scored are counted per run, duplicates reported, an empty --out is empty', async () => {
  const table = await cli('score', 'acme-assignments.jsonl');
  assert.equal(table.status, 0, table.stderr);
  assert.match(table.stdout, /\| run \| answers \| not scored \| V_strict \| V \| A_strict \| A \| stale facts \|/);
  // A run whose every answer is incomplete still has its row.
  assert.match(table.stdout, /\| anvils \| 0 \| 1 \| – \| – \| – \| – \| – \|/);

  const none = await cli('score', 'acme-assignments.jsonl', '--json', '--out', 'no-metrics.jsonl');
  assert.equal(none.status, 0, none.stderr);
  assert.equal(readFileSync(path('no-metrics.jsonl'), 'utf8'), '');
  assert.equal(none.stdout, '');

  const [first] = lines(path('assignments.jsonl'));
  writeFileSync(path('no-key.jsonl'), jsonl([{ ...first, qid: 'q9', nuggets: [] }]));
  const twice = await cli('score', 'assignments.jsonl', 'assignments.jsonl', 'no-key.jsonl');
  assert.equal(twice.status, 0, twice.stderr);
  assert.match(twice.stderr, /4 duplicate answers \(same run and question\): the last one counts/);
  assert.match(twice.stderr, /1 answer not scored \(never scored as 0\): good\/q9 \(no nuggets for its question\)/);
  assert.match(twice.stdout, /\| good \| 2 \| 1 \|/);
  assert.match(twice.stdout, /\| poor \| 2 \| 0 \|/);
});

test('assign: a run in two answers files is merged with a warning; an answers file with no records is a run that answered nothing', async () => {
  writeFileSync(path('good-again.jsonl'), readFileSync(path('good.jsonl')));
  const merged = await cli('assign', 'nuggets.jsonl', 'good.jsonl', 'good-again.jsonl', '--out', 'merged.jsonl');
  assert.equal(merged.status, 0, merged.stderr);
  assert.match(merged.stderr, /run good appears in 2 answers files \(good\.jsonl, good-again\.jsonl\): their answers are merged/);
  assert.deepEqual(
    lines(path('merged.jsonl')).map((r) => `${r.run_id}/${r.qid}`),
    ['good/q1', 'good/q2'],
  );

  writeFileSync(path('silent.jsonl'), '');
  const empty = await cli('assign', 'nuggets.jsonl', 'good.jsonl', 'silent.jsonl', '--out', 'with-silent.jsonl');
  assert.equal(empty.status, 0, empty.stderr);
  const records = lines(path('with-silent.jsonl'));
  assert.deepEqual(
    records.map((r) => `${r.run_id}/${r.qid}`),
    ['good/q1', 'good/q2', 'silent/q1', 'silent/q2'],
  );
  for (const r of records.slice(2)) {
    assert.equal(r.answer_text, '');
    assert.ok((r.nuggets as { assignment: string }[]).every((n) => n.assignment === 'not_support'));
  }

  // estimate-cost counts what assign runs: every question for every run; empty answers cost nothing.
  const e = await cli('estimate-cost', '--for', 'assign', 'acme-nuggets.jsonl', 'anvils.jsonl', 'silent.jsonl', '--llm-model', 'gpt-4o-mini', '--json');
  assert.equal(e.status, 0, e.stderr);
  const estimate = JSON.parse(e.stdout) as { items: number; requests: number };
  assert.deepEqual([estimate.items, estimate.requests], [2, 1]);
  const poor = await cli('estimate-cost', '--for', 'assign', 'nuggets.jsonl', 'poor.jsonl', '--llm-model', 'gpt-4o-mini', '--json');
  const only = await cli('estimate-cost', '--for', 'assign', 'nuggets.jsonl', 'good.jsonl', '--llm-model', 'gpt-4o-mini', '--json');
  assert.equal(JSON.parse(poor.stdout).items, 2, 'poor did not answer q2: still assigned');
  assert.ok(JSON.parse(poor.stdout).requests < JSON.parse(only.stdout).requests, 'but with no request');
});

test('nuggetize and assign check --qid and --time before any work', async () => {
  const qid = await cli('nuggetize', 'pool.jsonl', '--qid', 'x');
  assert.equal(qid.status, 2);
  assert.match(qid.stderr, /^nuggetindex: --qid: /);
  const time = await cli('nuggetize', 'pool.jsonl', '--time', 'yesterday');
  assert.equal(time.status, 2);
  assert.match(time.stderr, /^nuggetindex: --time: "yesterday" is not an ISO-8601 date/);
  const month = await cli('assign', 'nuggets.jsonl', 'good.jsonl', '--time', '2020-13');
  assert.equal(month.status, 2);
  assert.match(month.stderr, /^nuggetindex: --time: "2020-13" is not a valid date/);
});

test('nuggetize: candidates judged below "related" (grade 1) are left out by default', async () => {
  writeFileSync(
    path('judged-pool.jsonl'),
    jsonl([
      {
        query: { qid: 'j1', text: 'Who founded Acme, and where is Initech based?' },
        candidates: [
          { docid: 'd1', doc: { segment: 'Acme was founded by Jane Doe in 1990.' }, judgment: 2 },
          { docid: 'd3', doc: { segment: 'Initech is based in Austin, Texas.' }, judgment: 0 },
        ],
      },
    ]),
  );
  const texts = (stdout: string) => (JSON.parse(stdout) as { nuggets: { text: string }[] }).nuggets.map((x) => x.text);
  const judged = await cli('nuggetize', 'judged-pool.jsonl');
  assert.equal(judged.status, 0, judged.stderr);
  assert.ok(!texts(judged.stdout).some((t) => /Austin/.test(t)), judged.stdout);
  assert.ok(
    texts(judged.stdout).some((t) => /Acme/.test(t)),
    judged.stdout,
  );
  const all = await cli('nuggetize', 'judged-pool.jsonl', '--min-judgment', '0');
  assert.ok(
    texts(all.stdout).some((t) => /Austin/.test(t)),
    all.stdout,
  );
  const help = await cli('nuggetize', '--help');
  assert.match(help.stdout, /--min-judgment <n>[\s\S]*"related"[\s\S]*\(default: 1\)/);
});

test('score --against: repeatable, nuggetizer metrics files named after their runs; --json keeps τ on stderr', async () => {
  const scored = await cli('score', 'assignments.jsonl', '--json');
  mkdirSync(path('nz'));
  const metrics = scored.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  // nuggetizer's metrics files: one per run, no run_id.
  for (const run of ['good', 'poor'])
    writeFileSync(path(`nz/${run}.jsonl`), jsonl(metrics.filter((m) => m.run_id === run).map(({ run_id: _dropped, ...m }) => m)));
  const r = await cli('score', 'assignments.jsonl', '--against', 'nz/good.jsonl', '--against', 'nz/poor.jsonl');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /Kendall τ-b against nz\/good\.jsonl, nz\/poor\.jsonl/);
  assert.match(r.stdout, /\| V_strict \| 1\.000 \|.*\| 2 \| 2 \|/);

  const j = await cli('score', 'assignments.jsonl', '--json', '--against', 'nz/good.jsonl', '--against', 'nz/poor.jsonl');
  assert.equal(j.status, 0, j.stderr);
  for (const line of j.stdout.trim().split('\n')) assert.ok('strict_vital_score' in (JSON.parse(line) as object), line);
  assert.match(j.stderr, /^\{"kendall_tau":\{"vitalStrict":\{"runLevel":1,/m);
  const help = await cli('score', '--help');
  assert.match(help.stdout, /runA\.jsonl for run_id runA/);
  assert.match(help.stdout, /τ is printed on standard error/);
});
