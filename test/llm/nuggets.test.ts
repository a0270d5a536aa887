// The AutoNuggetizer's LLM mode over a real socket: the paper's three prompts sent through the
// project's OpenAI-compatible client to the protocol test server, which replays recorded replies —
// fenced Python lists, a list of the wrong length, an unknown label, and a model that never returns
// a list. Wrong replies are asked again with the reason; a batch that stays wrong is reported with
// its raw reply and leaves its nuggets unlabelled, never given a default label.

import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import {
  assign,
  emptyModelStats,
  evaluateAnswer,
  NuggetIndex,
  nuggetize,
  OpenAiCompatibleClient,
  score,
  type NuggetList,
  type NuggetTopic,
} from '../../src/index.js';
import { MemoryLlmCache } from '../../src/llm/cache.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer;
before(async () => {
  server = await OpenAiTestServer.start(loadFixture('nuggets'));
});
after(async () => server.close());
beforeEach(() => server.reset());

const filler = (i: number) => ({ docid: `f${i}`, text: `Acme filler passage number ${i}.` });
const topic: NuggetTopic = {
  qid: 'acme-1',
  query: 'Who founded Acme and where is it based?',
  candidates: [
    { docid: 'd1', text: 'Acme was founded by Jane Doe in 1990.' },
    ...Array.from({ length: 9 }, (_, i) => filler(i)),
    { docid: 'd11', text: 'Acme moved its headquarters to Austin in 2015.' },
    filler(10),
  ],
};

function model(cache?: MemoryLlmCache) {
  const client = new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'gpt-4o-mini', backoffMs: 0 });
  return { client, ...(cache ? { cache } : {}) };
}

test('creation runs Figure 1 over windows of ten passages, carrying the list; importance retries a reply of the wrong length', async () => {
  const stats = emptyModelStats();
  const got = await nuggetize(topic, { mode: 'llm', model: model(), stats });
  assert.deepEqual(got.failures, []);
  assert.deepEqual(
    got.value.nuggets.map((n) => [n.text, n.importance]),
    [
      ['Jane Doe founded Acme in 1990', 'vital'],
      ['Acme moved its headquarters to Austin in 2015', 'vital'],
      ['Acme is based in Boston', 'okay'],
    ],
  );
  assert.equal(got.value.mode, 'llm');
  // Two creation windows (12 passages), one importance call, one retry of it.
  assert.equal(server.requests.length, 4);
  const [first, second, importance, retry] = server.requests;
  assert.match(first!.body!.messages![0]!.content, /^You are NuggetizeLLM/);
  assert.match(first!.user, /\[10\] Acme filler passage number 8\./);
  assert.doesNotMatch(first!.user, /\[11\]/);
  assert.match(first!.user, /Initial Nugget List: \[\]\nInitial Nugget List Length: 0/);
  assert.match(second!.user, /\[1\] Acme moved its headquarters to Austin in 2015\.\n\[2\] Acme filler passage number 10\./);
  assert.match(second!.user, /Initial Nugget List Length: 2/);
  assert.match(importance!.body!.messages![0]!.content, /^You are NuggetizeScoreLLM/);
  assert.match(importance!.user, /label each of the 3 nuggets either a vital or okay/);
  // The retry shows the model its reply and what was wrong.
  assert.equal(retry!.body!.messages!.at(-2)!.role, 'assistant');
  assert.match(retry!.user, /2 labels for 3 nuggets/);
  assert.equal(stats.requests, 4);
  assert.equal(stats.refusedReplies, 1);
  assert.ok(stats.spent.promptTokens > 0);
});

test('a second run is answered by the cache: nothing is sent', async () => {
  const cache = new MemoryLlmCache();
  await nuggetize(topic, { mode: 'llm', model: model(cache) });
  const sent = server.requests.length;
  const stats = emptyModelStats();
  const again = await nuggetize(topic, { mode: 'llm', model: model(cache), stats });
  assert.equal(server.requests.length, sent);
  assert.equal(stats.cacheHits, 3);
  assert.equal(again.value.nuggets.length, 3);
});

const list: NuggetList = {
  qid: 'acme-1',
  query: topic.query,
  nuggets: [
    { text: 'Jane Doe founded Acme in 1990', importance: 'vital' },
    { text: 'Acme moved its headquarters to Austin in 2015', importance: 'vital' },
    { text: 'Acme is based in Boston', importance: 'okay' },
  ],
};

test('assignment labels each nugget by Figure 3; an unknown label is asked again and normalised', async () => {
  const good = await assign(list, { runId: 'r1', qid: 'acme-1', text: 'Acme, founded by Jane Doe in 1990, later moved.' }, { mode: 'llm', model: model() });
  assert.deepEqual(
    good.value.nuggets.map((n) => n.assignment),
    ['support', 'partial_support', 'not_support'],
  );
  assert.match(server.requests[0]!.body!.messages![0]!.content, /^You are NuggetizeAssignerLLM/);
  assert.match(server.requests[0]!.user, /label each of the 3 nuggets either as support, partial_support, or not_support/);
  server.reset();
  const retried = await assign(list, { runId: 'r2', qid: 'acme-1', text: 'Jane Doe is the founder of Acme.' }, { mode: 'llm', model: model() });
  assert.deepEqual(retried.failures, []);
  assert.deepEqual(
    retried.value.nuggets.map((n) => n.assignment),
    ['support', 'not_support', 'not_support'],
  );
  assert.equal(server.requests.length, 2);
});

test('a model that never returns a list: the batch is reported failed with its raw reply, its nuggets unlabelled, the answer not scored', async () => {
  const stats = emptyModelStats();
  const got = await assign(list, { runId: 'r3', qid: 'acme-1', text: 'Acme sells anvils.' }, { mode: 'llm', model: model(), stats });
  assert.deepEqual(
    got.value.nuggets.map((n) => n.assignment),
    [null, null, null],
  );
  assert.equal(got.failures.length, 1);
  const failure = got.failures[0]!;
  assert.equal(failure.step, 'assign');
  assert.equal(failure.runId, 'r3');
  assert.equal(failure.reply, 'Sorry, still no list.');
  assert.equal(failure.reasons.length, 3);
  assert.equal(server.requests.length, 3);
  assert.equal(stats.failedBatches, 1);
  const report = score([got.value]);
  assert.deepEqual(report.incomplete, [{ runId: 'r3', qid: 'acme-1', reason: 'failed batch' }]);
  assert.deepEqual(report.runs, []);
});

test('LLM mode without a model is refused, naming the field', async () => {
  await assert.rejects(() => nuggetize(topic, { mode: 'llm' }), /mode "llm" needs a model/);
  await assert.rejects(
    () => assign(list, { runId: 'r', qid: 'acme-1', text: 'x' }, { mode: 'llm' }),
    (e: Error & { code?: string }) => e.code === 'INVALID_INPUT',
  );
});

test('from a store in LLM mode: the governed facts are the candidates, the model labels their importance, provenance kept; evaluateAnswer flags the stale fact', async () => {
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
  const got = await nuggetize(
    { qid: 'ms', query: 'Who is the CEO of Microsoft?', candidates: [] },
    { mode: 'llm', model: model(), index: ni, time: '2020-06-01' },
  );
  assert.equal(server.requests.length, 1, 'no creation call: the store gives the candidates');
  assert.match(server.requests[0]!.body!.messages![0]!.content, /^You are NuggetizeScoreLLM/);
  assert.deepEqual(
    got.value.nuggets.map((n) => [n.text, n.importance, n.provenance?.evidence[0]?.docId]),
    [
      ['Satya Nadella is the chief executive officer of Microsoft', 'vital', 'b'],
      ['Microsoft is headquartered in Redmond', 'okay', 'a'],
    ],
  );
  const evaluation = await evaluateAnswer(
    {
      question: 'Who is the CEO of Microsoft?',
      answer: 'Steve Ballmer is the chief executive officer of Microsoft.',
      time: '2020-06-01',
      nuggets: got.value.nuggets,
    },
    { mode: 'offline', index: ni },
  );
  assert.equal(evaluation.approximate, true);
  assert.equal(evaluation.scores?.vitalStrict, 0);
  assert.deepEqual(
    evaluation.staleFacts.map((f) => [f.reason, f.current[0]?.text]),
    [['ended', 'Satya Nadella is the chief executive officer of Microsoft']],
  );
  await ni.close();
});

test('an endpoint that keeps failing fails its batch, not the run; a refused request stops the run', async () => {
  const stats = emptyModelStats();
  const client = new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'gpt-4o-mini', backoffMs: 0, maxRetries: 1 });
  const broken = await assign(list, { runId: 'r4', qid: 'acme-1', text: 'The endpoint breaks on this one.' }, { mode: 'llm', model: { client }, stats });
  assert.deepEqual(
    broken.value.nuggets.map((n) => n.assignment),
    [null, null, null],
  );
  assert.match(broken.failures[0]!.reasons[0]!, /failed after 2 attempts: HTTP 503/);
  assert.equal(stats.failedBatches, 1);
  const next = await assign(
    list,
    { runId: 'r4', qid: 'acme-1', text: 'Acme, founded by Jane Doe in 1990, later moved.' },
    { mode: 'llm', model: { client }, stats },
  );
  assert.deepEqual(next.failures, []);
  const refused = new OpenAiCompatibleClient({ baseUrl: `${server.baseUrl}/nowhere`, model: 'gpt-4o-mini', backoffMs: 0 });
  await assert.rejects(
    () => assign(list, { runId: 'r5', qid: 'acme-1', text: 'Acme, founded by Jane Doe.' }, { mode: 'llm', model: { client: refused } }),
    /refused the request, HTTP 404/,
  );
});
