// The OpenAI-compatible client against a real HTTP server replaying recorded endpoint behaviour:
// the request it sends, retries with backoff (and Retry-After), timeouts, cancellation, the
// concurrency bound, refused parameters, and errors that name the endpoint but never the API key.

import { test, describe, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAiCompatibleClient, type LlmClientOptions } from '../../src/llm/client.js';
import { isAbortError } from '../../src/llm/abort.js';
import { NuggetIndexError } from '../../src/model/errors.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer;
before(async () => {
  server = await OpenAiTestServer.start(loadFixture('protocol'));
});
after(() => server.close());
beforeEach(() => server.reset());

const SCHEMA = {
  name: 'atomic_statements',
  schema: { type: 'object', properties: { statements: { type: 'array' } }, required: ['statements'], additionalProperties: false },
};
const client = (o: Partial<LlmClientOptions> = {}) =>
  new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'test-model', backoffMs: 1, maxBackoffMs: 5, random: () => 0.5, ...o });
const ask = (c: OpenAiCompatibleClient, marker: string) =>
  c.chat({
    messages: [
      { role: 'system', content: 'You extract facts.' },
      { role: 'user', content: `SENTENCE: ${marker}` },
    ],
    jsonSchema: SCHEMA,
  });

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  assert.fail('expected a rejection');
}

describe('a request', () => {
  test('is a POST to {baseUrl}/chat/completions with the model, messages, temperature 0 and a strict JSON schema', async () => {
    const answer = await ask(client({ baseUrl: `${server.baseUrl}/`, apiKey: 'sk-test-key' }), '[ok]');
    assert.deepEqual(JSON.parse(answer.content), { statements: [] });
    assert.deepEqual(answer.usage, { promptTokens: 812, completionTokens: 9 });
    assert.equal(answer.finishReason, 'stop');
    const r = server.requests[0]!;
    assert.equal(r.method, 'POST');
    assert.equal(r.path, '/v1/chat/completions');
    assert.equal(r.headers.authorization, 'Bearer sk-test-key');
    assert.match(String(r.headers['content-type']), /application\/json/);
    assert.equal(r.body?.model, 'test-model');
    assert.equal(r.body?.temperature, 0);
    assert.deepEqual(r.body?.response_format, { type: 'json_schema', json_schema: { ...SCHEMA, strict: true } });
    assert.deepEqual(
      r.body?.messages?.map((m) => m.role),
      ['system', 'user'],
    );
  });

  test('carries no Authorization header without an API key', async () => {
    await ask(client(), '[ok]');
    assert.equal(server.requests[0]!.headers.authorization, undefined);
  });

  test('reads a recorded gpt-4o-mini completion: content, usage and finish reason', async () => {
    const answer = await ask(client(), '[recorded]');
    assert.equal(JSON.parse(answer.content).statements[0].object, 'Boston');
    assert.deepEqual(answer.usage, { promptTokens: 3412, completionTokens: 48 });
    assert.equal(answer.usageReported, true);
  });

  test('without usage in the answer, tokens are estimated and flagged', async () => {
    const c = client();
    const answer = await ask(c, '[no-usage]');
    assert.equal(answer.usageReported, false);
    assert.ok(answer.usage.promptTokens > 0 && answer.usage.completionTokens > 0);
    assert.equal(c.totals.estimatedUsage, 1);
  });

  test('run totals add up the requests, retries and tokens', async () => {
    const c = client();
    await ask(c, '[ok]');
    await ask(c, '[flaky]');
    assert.deepEqual(c.totals, { requests: 4, retries: 2, answers: 2, estimatedUsage: 0, promptTokens: 1624, completionTokens: 18 });
  });
});

describe('retries', () => {
  test('a 500 and a 502 are retried until the answer comes', async () => {
    const c = client();
    const answer = await ask(c, '[flaky]');
    assert.deepEqual(JSON.parse(answer.content), { statements: [] });
    assert.equal(server.requests.length, 3);
    assert.equal(c.totals.retries, 2);
  });

  test('a 429 waits as long as Retry-After asks, then succeeds', async () => {
    const t = Date.now();
    await ask(client(), '[rate-limited]');
    assert.ok(Date.now() - t >= 950, `retried after ${Date.now() - t} ms, before the 1 s Retry-After`);
    assert.equal(server.requests.length, 2);
  });

  test("a gateway's upstream error sent with status 200 is retried", async () => {
    await ask(client(), '[upstream-error]');
    assert.equal(server.requests.length, 2);
  });

  test('an endpoint that keeps failing gives up after maxRetries with the status, endpoint and a body excerpt', async () => {
    const e = await rejection(ask(client({ maxRetries: 2 }), '[always-503]'));
    assert.ok(e instanceof NuggetIndexError);
    assert.equal(e.code, 'STORE_ERROR');
    assert.match(e.message, /^LLM endpoint http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions failed after 3 attempts: HTTP 503: upstream connect error/);
    assert.equal(server.requests.length, 3);
  });

  test('a slow answer times out and is asked again', async () => {
    const c = client({ timeoutMs: 150 });
    const t = Date.now();
    await ask(c, '[slow]');
    assert.equal(server.requests.length, 2);
    assert.ok(Date.now() - t < 550, 'the slow first answer was not waited for');
  });

  test('an unreachable endpoint is a network error, retried, then reported with its cause', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const e = await rejection(ask(client({ baseUrl: `http://127.0.0.1:${port}/v1`, maxRetries: 1 }), '[ok]'));
    assert.ok(e instanceof NuggetIndexError);
    assert.match(e.message, /failed after 2 attempts: network error \(ECONNREFUSED\)/);
  });
});

describe('refusals', () => {
  test('a 400 naming response_format is asked again without it, and the run stops sending it', async () => {
    const c = client();
    const answer = await ask(c, '[no-json-schema]');
    assert.deepEqual(JSON.parse(answer.content), { statements: [] });
    assert.equal(server.requests.length, 2);
    assert.ok(server.requests[0]!.body?.response_format);
    assert.equal(server.requests[1]!.body?.response_format, undefined);
    await ask(c, '[ok]');
    assert.equal(server.requests[2]!.body?.response_format, undefined);
    assert.equal(c.totals.retries, 0);
  });

  test("any other 400 fails at once as a user error with the endpoint's message", async () => {
    const e = await rejection(ask(client(), '[bad-request]'));
    assert.ok(e instanceof NuggetIndexError);
    assert.equal(e.code, 'INVALID_INPUT');
    assert.match(e.message, /refused the request, HTTP 400: .*maximum context length/);
    assert.equal(server.requests.length, 1);
  });

  test('a 401 says to check the key, and never repeats the key even when the server echoes it', async () => {
    const key = 'sk-test-0123456789abcdef';
    const e = await rejection(ask(client({ apiKey: key }), '[unauthorized]'));
    assert.ok(e instanceof NuggetIndexError);
    assert.equal(e.code, 'INVALID_INPUT');
    assert.match(e.message, /HTTP 401: .*Incorrect API key provided: \*\*\*.*\(check the API key\)$/);
    assert.ok(!e.message.includes(key));
    assert.ok(!JSON.stringify(e.location).includes(key));
  });

  test('a 200 that is not JSON is an endpoint failure, not a crash', async () => {
    const e = await rejection(ask(client(), '[not-json]'));
    assert.ok(e instanceof NuggetIndexError);
    assert.match(e.message, /not a chat completion: <!DOCTYPE html>/);
  });

  test('options are validated, naming the field', () => {
    assert.throws(() => client({ baseUrl: 'localhost:8080' }), /baseUrl: "localhost:8080" is not a URL|baseUrl: .* must be an http/);
    assert.throws(() => client({ baseUrl: 'ftp://example.com/v1' }), /baseUrl: .* must be an http:\/\/ or https:\/\/ URL/);
    assert.throws(() => client({ model: ' ' }), /model: .* must be a non-empty model id/);
    assert.throws(() => client({ concurrency: 0 }), /concurrency: 0 must be an integer from 1 to 64/);
    assert.throws(() => client({ timeoutMs: -1 }), /timeoutMs: -1 must be a number/);
  });
});

describe('concurrency and cancellation', () => {
  test('no more requests are in flight than the concurrency bound', async () => {
    const c = client({ concurrency: 3 });
    await Promise.all(Array.from({ length: 10 }, () => ask(c, '[busy]')));
    assert.equal(server.requests.length, 10);
    assert.equal(server.maxInFlight, 3);
    assert.ok(server.requests.every((r) => r.inFlight <= 3));
  });

  test('aborting the run rejects the hanging request and every queued one promptly, as AbortErrors', async () => {
    const controller = new AbortController();
    const c = client({ concurrency: 1, signal: controller.signal });
    const arrived = server.waitForRequest('[hang]');
    const hanging = ask(c, '[hang]');
    const queued = ask(c, '[ok]');
    await arrived;
    const t = Date.now();
    controller.abort();
    const [e1, e2] = await Promise.all([rejection(hanging), rejection(queued)]);
    assert.ok(Date.now() - t < 200, `took ${Date.now() - t} ms to reject`);
    assert.ok(isAbortError(e1) && isAbortError(e2), `${String(e1)} / ${String(e2)}`);
    assert.equal(server.requests.length, 1, 'the queued request was never sent');
    await assert.rejects(ask(c, '[ok]'), (e) => isAbortError(e));
  });

  test('aborting during a backoff wait rejects at once', async () => {
    const controller = new AbortController();
    const c = client({ backoffMs: 10_000, maxBackoffMs: 10_000, signal: controller.signal });
    const arrived = server.waitForRequest('[always-503]');
    const p = ask(c, '[always-503]');
    await arrived;
    await new Promise((r) => setTimeout(r, 20));
    const t = Date.now();
    controller.abort();
    assert.ok(isAbortError(await rejection(p)));
    assert.ok(Date.now() - t < 200);
  });
});
