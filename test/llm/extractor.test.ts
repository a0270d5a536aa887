// The LLM extractor against the protocol test server: answers read leniently, quotes verified
// against the document (offsets are ours), temporal expressions tagged over the verified span, bad
// answers counted rather than crashing, and the cache answering repeated windows without a request.

import { test, describe, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { LlmExtractor, locateQuote } from '../../src/extract/llm.js';
import { sentenceWindows } from '../../src/extract/sentences.js';
import { OpenAiCompatibleClient } from '../../src/llm/client.js';
import { MemoryLlmCache } from '../../src/llm/cache.js';
import { isAbortError } from '../../src/llm/abort.js';
import { defaultSchema } from '../../src/defaults.js';
import { toSourceDocument } from '../../src/model/document.js';
import { toIso } from '../../src/model/time.js';
import type { Candidate } from '../../src/extract/extractor.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

const TEXT = 'Lena Ward has been the chief financial officer of Acme since 2019. She  previously\nworked for Beta Industries. ' +
  'Tom Hale founded Acme in 1990 and led it until 2001. Acme\u2019s head office is in Denver. Acme sells rockets. The firm employs 400 people.';
const doc = toSourceDocument({ id: 'acme', text: TEXT, date: '2020-01-01', source: 'acme.example' }, 0, 'global');
const windows = sentenceWindows(TEXT);

let server: OpenAiTestServer;
before(async () => { server = await OpenAiTestServer.start(loadFixture('extraction')); });
after(() => server.close());
beforeEach(() => server.reset());

const extractor = (o: { cache?: MemoryLlmCache; signal?: AbortSignal } = {}) =>
  new LlmExtractor({ client: new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'test-model', backoffMs: 1, signal: o.signal }), schema: defaultSchema(), cache: o.cache });
const span = (c: Candidate) => TEXT.slice(c.start, c.end);
const extractWindow = (x: LlmExtractor, i: number) => x.extract({ document: doc, window: windows[i]! });

describe('statements become candidates with verified offsets', () => {
  test('a quote that leaves out its date grows to cover the temporal expression the model names', async () => {
    const [c, ...rest] = await extractWindow(extractor(), 0);
    assert.equal(rest.length, 0);
    assert.deepEqual([c!.subject, c!.predicate, c!.object], ['Acme', 'chiefFinancialOfficer', 'Lena Ward']);
    assert.equal(span(c!), 'Lena Ward has been the chief financial officer of Acme since 2019');
    assert.deepEqual(c!.temporal!.map((t) => [t.text, t.role, toIso(t.time)]), [['since 2019', 'START', '2019-01-01']]);
    assert.equal(c!.confidence, 1, 'a confidence above 1 is clamped');
  });

  test('a fenced answer in prose with trailing commas is read; a re-spaced quote is found; a quote of the previous sentence is left to its window', async () => {
    const x = extractor();
    const found = await extractWindow(x, 1);
    assert.deepEqual(found.map((c) => [c.predicate, c.subject, c.object, span(c)]), [['employer', 'Lena Ward', 'Beta Industries', 'She  previously\nworked for Beta Industries']]);
    assert.equal(x.stats.contextOnly, 1);
    assert.equal(x.stats.malformed, 0);
  });

  test('one quote stating two facts: each fact keeps only the dates the model gave it', async () => {
    const found = await extractWindow(extractor(), 2);
    const by = new Map(found.map((c) => [c.predicate, c]));
    assert.deepEqual(by.get('founder')!.temporal!.map((t) => [t.text, t.role]), [['in 1990', 'START']]);
    assert.deepEqual(by.get('directorManager')!.temporal!.map((t) => [t.text, t.role]), [['until 2001', 'END']]);
    assert.equal(by.get('founder')!.confidence, 0.8, 'no confidence in the answer: the default');
    for (const c of found) for (const t of c.temporal!) assert.equal(TEXT.slice(t.start, t.end), t.text);
  });

  test('typographic apostrophes are folded, predicate case is forgiven, and off-schema predicates are dropped', async () => {
    const x = extractor();
    const found = await extractWindow(x, 3);
    assert.deepEqual(found.map((c) => [c.predicate, c.object, span(c)]), [['headquartersLocation', 'Denver', 'Acme\u2019s head office is in Denver.']]);
    assert.equal(x.stats.offSchema, 1);
  });
});

describe('bad answers are counted, never fatal', () => {
  test('a truncated answer is malformed: the window yields nothing', async () => {
    const x = extractor();
    assert.deepEqual(await extractWindow(x, 4), []);
    assert.equal(x.stats.malformed, 1);
  });

  test('a hallucinated quote is rejected, and an entry without an object is invalid', async () => {
    const x = extractor();
    assert.deepEqual(await extractWindow(x, 5), []);
    assert.equal(x.stats.unverifiedQuotes, 1);
    assert.equal(x.stats.invalidStatements, 1);
  });
});

describe('the cache', () => {
  test('a second run over the same windows sends no request, except for the malformed answer (which is not cached)', async () => {
    const cache = new MemoryLlmCache();
    const first = extractor({ cache });
    const a = [];
    for (let i = 0; i < windows.length; i++) a.push(await extractWindow(first, i));
    assert.equal(server.requests.length, 6);
    assert.equal(cache.size, 5);
    server.reset();
    const second = extractor({ cache });
    const b = [];
    for (let i = 0; i < windows.length; i++) b.push(await extractWindow(second, i));
    assert.deepEqual(b, a);
    assert.deepEqual(server.requests.map((r) => r.user.split('SENTENCE: ')[1]), ['Acme sells rockets.']);
    assert.equal(second.stats.cacheHits, 5);
    assert.equal(second.stats.requested, 1);
    assert.ok(second.stats.saved.promptTokens > 0);
  });

  test('identical windows asked at the same time share one request', async () => {
    const x = extractor({ cache: new MemoryLlmCache() });
    const [a, b] = await Promise.all([extractWindow(x, 0), extractWindow(x, 0)]);
    assert.deepEqual(a, b);
    assert.equal(server.requests.length, 1);
    assert.equal(x.stats.cacheHits, 1);
  });

  test('the key covers model and prompt: another model misses', async () => {
    const cache = new MemoryLlmCache();
    await extractWindow(extractor({ cache }), 0);
    const other = new LlmExtractor({ client: new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'other-model' }), schema: defaultSchema(), cache });
    await extractWindow(other, 0);
    assert.equal(server.requests.length, 2);
  });
});

test('an aborted run rejects with an AbortError', async () => {
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(extractWindow(extractor({ signal: controller.signal }), 0), (e) => isAbortError(e));
  assert.equal(server.requests.length, 0);
});

test('the extractor id names the prompt version', () => {
  assert.equal(extractor().id, 'llm-stage1@1');
});

describe('locating a quote', () => {
  const text = 'Intro. Acme is  headquartered\nin Boston. Acme is headquartered in Boston.';
  test('exactly, preferring the occurrence in the current sentence', () => {
    assert.deepEqual(locateQuote(text, 'Acme is headquartered in Boston', 0, text.length, 41), { start: 41, end: 72 });
  });
  test('with whitespace normalised, mapped back to the document', () => {
    const s = locateQuote(text, ' Acme is headquartered in Boston ', 0, 40)!;
    assert.equal(text.slice(s.start, s.end), 'Acme is  headquartered\nin Boston');
  });
  test('forgiving trailing punctuation the text does not have there', () => {
    const s = locateQuote('He joined Acme, then left', 'He joined Acme.', 0, 25)!;
    assert.deepEqual(s, { start: 0, end: 14 });
  });
  test('not outside the window, and not at all when absent', () => {
    assert.equal(locateQuote(text, 'Intro', 7, text.length), null);
    assert.equal(locateQuote(text, 'Acme is in Denver', 0, text.length), null);
    assert.equal(locateQuote(text, '   ', 0, text.length), null);
  });
});
