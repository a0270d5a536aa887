// The LLM extractor through the real command (a child process) against the protocol test server:
// `ingest --extractor llm` builds a governed SQLite store and reports tokens and cache hits, a second
// build is served from the cache beside the store, Ctrl-C while a request hangs exits 130 with the
// store as of the last committed document, errors are one line without the API key, and
// `estimate-cost` counts windows, tokens and dollars — exactly the requests ingest sends.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CostEstimate } from '../../src/index.js';
import type { RetrievalJson } from '../../src/wire.js';
import { SqliteNuggetStore } from '../../src/node.js';
import { extractorFrom, llmRunSummary } from '../../src/cli/extractor-options.js';
import { defaultSchema } from '../../src/defaults.js';
import { toSourceDocument } from '../../src/model/document.js';
import { fixturePath, loadFixture, OpenAiTestServer, type Fixture } from '../support/openai-server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = fixturePath('news.jsonl');
const API_KEY = 'sk-test-cli-0123456789';
let server: OpenAiTestServer;
let dir = '';

before(async () => {
  server = await OpenAiTestServer.start(loadFixture('news'));
  dir = mkdtempSync(join(tmpdir(), 'ni-llm-cli-'));
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the command; the parent's event loop stays free, so the test server can answer it. */
function start(args: string[]): { child: ReturnType<typeof spawn>; done: Promise<Run> } {
  const env: NodeJS.ProcessEnv = { ...process.env, NUGGETINDEX_LLM_API_KEY: API_KEY };
  for (const name of ['OPENAI_API_KEY', 'NUGGETINDEX_LLM_MODEL', 'NUGGETINDEX_LLM_BASE_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/run.ts'), ...args], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const done = new Promise<Run>((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
  return { child, done };
}
const cli = (...args: string[]) => start(args).done;
const llm = (db: string, ...extra: string[]) => [
  'ingest',
  corpus,
  '--db',
  db,
  '--extractor',
  'llm',
  '--llm-base-url',
  server.baseUrl,
  '--llm-model',
  'test-model',
  ...extra,
];

/** The store's counts, read in this process (a spawn per look would make the suite slow). */
async function inspect(db: string): Promise<{ documents: number; nuggets: number; byStatus: unknown }> {
  const store = SqliteNuggetStore.open(db, { readonly: true });
  try {
    const s = await store.stats();
    return { documents: s.documents, nuggets: s.nuggets, byStatus: s.byStatus };
  } finally {
    await store.close();
  }
}

describe('ingest --extractor llm', () => {
  const db = () => join(dir, 'news.db');

  test('builds a governed store, reporting tokens, cost and rejections; the key goes only into the Authorization header', async () => {
    server.reset();
    const r = await cli(...llm(db()));
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /ingested 4 new, 0 revised, 0 unchanged documents/);
    assert.match(
      r.stderr,
      /llm test-model \(stage1@2\): 4 windows, 4 requests, 0 from cache; 13,881 input \+ 422 output tokens, \$0 \(unknown price[^)]*\); rejected: 1 statement quoting text not in its window\./,
    );
    assert.equal(server.requests.length, 4);
    assert.ok(server.requests.every((q) => q.body?.model === 'test-model' && q.headers.authorization === `Bearer ${API_KEY}`));
    assert.ok(server.maxInFlight <= 4);
    assert.ok(!r.stderr.includes(API_KEY) && !r.stdout.includes(API_KEY));
    assert.ok(existsSync(join(dir, '.nuggetindex-cache', 'llm')), 'the cache lives beside the store');
    const [q, then] = await Promise.all([
      cli('query', 'Who is the CEO of Northwind Energy?', '--db', db(), '--json', '-k', '1'),
      cli('query', 'Who was the CEO of Northwind Energy in 2014?', '--db', db(), '--json', '-k', '1'),
    ]);
    assert.equal((JSON.parse(q.stdout) as RetrievalJson).results[0]?.object, 'Daniel Okafor');
    assert.equal((JSON.parse(then.stdout) as RetrievalJson).results[0]?.object, 'Maria Lopez');
  });

  test('a second store built beside it is served entirely from the cache: zero requests', async () => {
    server.reset();
    const r = await cli(...llm(join(dir, 'again.db'), '--price-in', '0.15', '--price-out', '0.6'));
    assert.equal(r.status, 0, r.stderr);
    assert.equal(server.requests.length, 0);
    assert.match(r.stderr, /4 windows, 0 requests, 4 from cache; 0 input \+ 0 output tokens, \$0; the cache saved \$0\.0023/);
    assert.deepEqual(await inspect(join(dir, 'again.db')), await inspect(db()));
  });

  test('--no-llm-cache asks again and keeps nothing; --llm-cache puts the cache elsewhere; --llm-concurrency bounds requests', async () => {
    server.reset();
    const sub = join(dir, 'nocache');
    mkdirSync(sub);
    const r = await cli(...llm(join(sub, 'x.db'), '--no-llm-cache', '--quiet', '--llm-concurrency', '1', '--llm-timeout', '5'));
    assert.equal(r.status, 0, r.stderr);
    assert.equal(server.requests.length, 4);
    assert.equal(server.maxInFlight, 1, '--llm-concurrency 1');
    assert.equal(r.stderr, '');
    assert.ok(!existsSync(join(sub, '.nuggetindex-cache')));
    server.reset();
    const elsewhere = join(dir, 'elsewhere-cache');
    assert.equal((await cli(...llm(join(dir, 'elsewhere.db'), '--llm-cache', elsewhere))).status, 0);
    assert.ok(existsSync(elsewhere));
    assert.equal(server.requests.length, 4);
  });

  test('without a model it is a usage error naming the flag and the variable', async () => {
    const [r, bad] = await Promise.all([
      cli('ingest', corpus, '--db', join(dir, 'nomodel.db'), '--extractor', 'llm', '--llm-base-url', server.baseUrl),
      cli(...llm(join(dir, 'badurl.db')).map((a) => (a === server.baseUrl ? '127.0.0.1:8080' : a))),
    ]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /^nuggetindex: --llm-model: required with --extractor llm \(or set NUGGETINDEX_LLM_MODEL\)\n$/);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /--llm-base-url: .* URL/);
  });

  test('an endpoint refusing the key is one line naming the endpoint, never the key; nothing is written', async () => {
    const refusing: Fixture = {
      exchanges: [
        {
          when: '<passage>',
          replies: [
            { status: 401, body: { error: { message: `Incorrect API key provided: ${API_KEY}.`, type: 'invalid_request_error', code: 'invalid_api_key' } } },
          ],
        },
      ],
    };
    server.load(refusing);
    try {
      const r = await cli(...llm(join(dir, 'refused.db'), '--no-llm-cache'));
      assert.equal(r.status, 2);
      assert.match(
        r.stderr,
        /nuggetindex: LLM endpoint http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions refused the request, HTTP 401: .*\(check the API key\)/,
      );
      assert.ok(!r.stderr.includes(API_KEY));
      assert.doesNotMatch(r.stderr, /at .*\.ts:\d+/);
      assert.equal((await inspect(join(dir, 'refused.db'))).documents, 0);
    } finally {
      server.load(loadFixture('news'));
    }
  });
});

describe('an interrupted LLM ingest', () => {
  test('Ctrl-C while a request hangs exits 130 at once; the store keeps only committed documents and a re-run completes it', async () => {
    const file = join(dir, 'interrupted.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({
          id: 'ht-2012-03-02',
          source: 'harbor-times',
          date: '2012-03-02',
          text: 'Northwind Energy named Maria Lopez as its chief executive on 1 March 2012. The company is headquartered in Tacoma.',
        }),
        JSON.stringify({
          id: 'board',
          source: 'coast-wire',
          date: '2012-04-01',
          text: 'The board met on Tuesday. Northwind Energy is headquartered in Tacoma.',
        }),
      ].join('\n') + '\n',
    );
    const db = join(dir, 'interrupted.db');
    // One request at a time: the first document's windows are answered (and it commits) before the
    // second document's request, which hangs, is sent — even though ingest extracts both at once.
    const args = ['ingest', file, '--db', db, '--extractor', 'llm', '--llm-base-url', server.baseUrl, '--llm-model', 'test-model', '--llm-concurrency', '1'];
    const hang: Fixture = { exchanges: [{ when: '<passage>\nThe board met on Tuesday.', replies: [{ hang: true }] }] };
    server.load(loadFixture('news'), hang);
    server.reset();
    const arrived = server.waitForRequest('<passage>\nThe board met on Tuesday.');
    const { child, done } = start(args);
    await arrived;
    const t = Date.now();
    child.kill('SIGINT');
    const r = await done;
    assert.equal(r.status, 130, r.stderr);
    assert.ok(Date.now() - t < 5000, `exited ${Date.now() - t} ms after Ctrl-C`);
    assert.match(r.stderr, /interrupted: cancelling the LLM requests in flight/);
    assert.match(r.stderr, /ingested 1 new, 0 revised, 0 unchanged documents/);
    assert.equal((await inspect(db)).documents, 1, 'the interrupted document is not written');

    server.load(loadFixture('news'), { exchanges: [{ when: '<passage>\nThe board met on Tuesday.', replies: [{ content: { statements: [] } }] }] });
    server.reset();
    const again = await cli(...args);
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stderr, /ingested 1 new, 0 revised, 1 unchanged documents/);
    assert.equal((await inspect(db)).documents, 2);
    server.load(loadFixture('news'));
  });
});

describe('estimate-cost', () => {
  test('counts documents, windows and tokens, and prices a listed model', async () => {
    const [r, text] = await Promise.all([
      cli('estimate-cost', corpus, '--llm-model', 'gpt-4o-mini', '--json'),
      cli('estimate-cost', corpus, '--llm-model', 'gpt-4o-mini'),
    ]);
    assert.equal(r.status, 0, r.stderr);
    const e = JSON.parse(r.stdout) as CostEstimate;
    assert.deepEqual([e.documents, e.windowChars, e.windows, e.cached, e.repeated, e.toAsk], [4, 3000, 4, 0, 0, 4]);
    assert.ok(e.inputTokens > 4 * e.systemTokens && e.systemTokens > 3000, `${e.inputTokens} input tokens, ${e.systemTokens} per window`);
    assert.ok(e.outputTokens > 4 * 12);
    assert.deepEqual(e.price, { input: 0.15, output: 0.6, from: 'table' });
    assert.ok(Math.abs(e.usd - (e.inputTokens * 0.15 + e.outputTokens * 0.6) / 1e6) < 1e-12);
    assert.match(text.stdout, /windows +4 of up to 3,000 characters\n +requests +4\n/);
    assert.match(text.stdout, /estimated cost +\$0\.\d{4} \(gpt-4o-mini at \$0\.15 \/ \$0\.6 per 1M input \/ output tokens\)/);
  });

  test('counts exactly the requests ingest sends, at any --llm-window', async () => {
    // Three biographies of eight paragraphs, and a document without a letter (never sent).
    const people = ['Ada Stone', 'Ben Cole', 'Cleo Marsh'];
    const docs = people.map((name, d) => ({
      id: `bio-${d}`,
      title: name,
      date: '2021-08-01',
      source: 'wiki',
      text: Array.from(
        { length: 8 },
        (_, p) =>
          `In ${1960 + 4 * p + d}, ${name} joined the staff of Firm ${p} as an engineer. ` +
          `${d % 2 ? 'He' : 'She'} led its office in City ${p} from ${1961 + 4 * p} to ${1963 + 4 * p}. The office grew.`,
      ).join('\n\n'),
    }));
    docs.push({ id: 'rule', title: 'rule', date: '2021-08-01', source: 'wiki', text: '---- 1 .\n\n2 .' });
    const file = join(dir, 'agree.jsonl');
    writeFileSync(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
    const seen: number[] = [];
    for (const window of ['300', '1', '3000']) {
      const est = await cli('estimate-cost', file, '--llm-model', 'test-model', '--llm-window', window, '--json');
      assert.equal(est.status, 0, est.stderr);
      const e = JSON.parse(est.stdout) as CostEstimate;
      server.reset();
      const r = await cli(
        'ingest',
        file,
        '--db',
        join(dir, `agree-${window}.db`),
        '--extractor',
        'llm',
        '--llm-base-url',
        server.baseUrl,
        '--llm-model',
        'test-model',
        '--llm-window',
        window,
        '--no-llm-cache',
        '--quiet',
      );
      assert.equal(r.status, 0, r.stderr);
      assert.equal(server.requests.length, e.toAsk, `--llm-window ${window}: estimate-cost counted ${e.toAsk} requests, ingest sent ${server.requests.length}`);
      assert.equal(e.windows, e.toAsk);
      seen.push(e.toAsk);
    }
    assert.deepEqual(
      seen.map((k) => k > 0),
      [true, true, true],
    );
    assert.ok(seen[1]! > seen[0]! && seen[0]! > seen[2]!, `${seen.join(', ')}: one sentence per request asks most, 3,000 characters fewest`);
    assert.equal(seen[1], 3 * 8 * 3, 'one sentence per request: every sentence with a letter (the rule document has none)');
  });

  test('--llm-window is checked at the command line and explained in --help', async () => {
    const [zero, frac, help, ingestHelp] = await Promise.all([
      cli('estimate-cost', corpus, '--llm-model', 'm', '--llm-window', '0'),
      cli('ingest', corpus, '--db', join(dir, 'never.db'), '--extractor', 'llm', '--llm-model', 'm', '--llm-window', '2.5'),
      cli('estimate-cost', '--help'),
      cli('ingest', '--help'),
    ]);
    assert.equal(zero.status, 2);
    assert.match(zero.stderr, /--llm-window.*must be an integer from 1 to 50000/);
    assert.equal(frac.status, 2);
    assert.ok(!existsSync(join(dir, 'never.db')));
    for (const h of [help.stdout, ingestHelp.stdout])
      assert.match(h, /--llm-window <chars>[\s\S]*paragraph\s+break[\s\S]*fewer\s+requests[\s\S]*1\s+to\s+50000\s+\(default: 3000\)/);
  });

  test('leaves out windows already cached, and says when a price is unknown', async () => {
    const [r, priced, noModel, badPrice] = await Promise.all([
      cli('estimate-cost', corpus, '--llm-model', 'test-model', '--llm-cache', join(dir, '.nuggetindex-cache', 'llm')),
      cli('estimate-cost', corpus, '--llm-model', 'my-local-model', '--price-in', '1', '--price-out', '2', '--json'),
      cli('estimate-cost', corpus),
      cli('estimate-cost', corpus, '--llm-model', 'm', '--price-in', '-1'),
    ]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /windows +4 of up to 3,000 characters \(4 already cached\)\n +requests +0\n/);
    assert.match(r.stdout, /estimated cost +\$0 \(unknown price/);
    assert.deepEqual((JSON.parse(priced.stdout) as { price: unknown }).price, { input: 1, output: 2, from: 'override' });
    assert.equal(noModel.status, 2, 'a model is required');
    assert.match(noModel.stderr, /--llm-model: required/);
    assert.equal(badPrice.status, 2);
  });
});

test('the end-of-run line names every kind of rejection, in the singular or plural', async () => {
  const other = await OpenAiTestServer.start(loadFixture('extraction'));
  try {
    const extractor = extractorFrom(
      { extractor: 'llm', llmBaseUrl: other.baseUrl, llmModel: 'gpt-4o-mini', llmConcurrency: 2, llmTimeout: 5, llmCache: false, llmWindow: 120 },
      defaultSchema(),
      new AbortController().signal,
    )!;
    // The document of test/llm/extractor.test.ts, whose answers are test/fixtures/llm/extraction.json.
    const text =
      'Lena Ward has been the chief financial officer of Acme since 2019. She  previously\nworked for Beta Industries.\n\n' +
      'Tom Hale founded Acme in 1990 and led it until 2001. Acme\u2019s head office is in Denver.\n\n' +
      'Acme sells rockets. Its rockets fly to orbit from a pad in Texas every month.\n\n' +
      'The firm employs 400 people. It was listed on the Nasdaq in 2005.\n\n' +
      "Mia Chen has chaired Acme's board since 2016. A 2018 filing says that Mia Chen chairs Acme's board.";
    const document = toSourceDocument({ id: 'acme', text, date: '2020-01-01', title: 'Acme' }, 0, 'global');
    await Promise.all(extractor.windows!(document).map((window) => extractor.extract({ document, window })));
    assert.equal(llmRunSummary(undefined, {}), null);
    assert.match(
      llmRunSummary(extractor, {})!,
      new RegExp(
        '^llm gpt-4o-mini \\(stage1@2\\): 5 windows, 5 requests, 0 from cache; [\\d,]+ input \\+ [\\d,]+ output tokens, \\$0\\.\\d{4}; ' +
          'rejected: 1 answer that could not be read, 2 statements quoting text not in its window, 2 statements quoting only the context before its window, ' +
          '1 statement with a predicate not in the schema, 1 statement missing a field\\.$',
      ),
    );
    assert.match(llmRunSummary(extractor, { priceIn: 0, priceOut: 0 })!, /output tokens, \$0; rejected/);
  } finally {
    await other.close();
  }
});

describe('eval construction --extractor llm', () => {
  const data = join(root, '..', 'shared', 'data', 'timeqa', 'human_annotated_train.json');
  test(
    'scores the model on the gold sentences through the same endpoint options and cache as ingest',
    { skip: !existsSync(data) && 'TimeQA data not beside the repository' },
    async () => {
      // Three gold sentences keep it quick; the test server answers unknown windows with no statements.
      const gold = join(dir, 'gold-3.jsonl');
      const { readFileSync } = await import('node:fs');
      writeFileSync(gold, readFileSync(join(root, 'test/fixtures/construction-gold.jsonl'), 'utf8').split('\n').slice(0, 3).join('\n') + '\n');
      const before = server.requests.length;
      // No prose gold here (an empty folder): the three TimeQA sentences only.
      const r = await cli(
        'eval',
        'construction',
        '--data',
        data,
        '--gold',
        gold,
        '--prose',
        dir,
        '--json',
        '--extractor',
        'llm',
        '--llm-base-url',
        server.baseUrl,
        '--llm-model',
        'test-model',
        '--llm-cache',
        join(dir, 'construction-cache'),
      );
      assert.equal(r.status, 0, r.stderr);
      const reports = JSON.parse(r.stdout) as Record<string, { sentences: number; all: { predicted: number } }>;
      assert.deepEqual(Object.keys(reports), ['TimeQA sentences']);
      assert.equal(reports['TimeQA sentences']!.sentences, 3);
      assert.equal(reports['TimeQA sentences']!.all.predicted, 0, 'the fallback answer has no statements');
      assert.ok(server.requests.length > before, 'the model was asked');
      assert.match(r.stderr, /test-model/, 'the run line names the model');
      assert.ok(!r.stderr.includes(API_KEY));
    },
  );
});
