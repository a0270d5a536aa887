// The LLM extractor against the protocol test server: a document read in passages of several
// sentences with their context, answers read leniently, quotes verified against the passage
// (offsets are ours; a quote of the context or of text outside the passage is rejected), temporal
// expressions tagged over the verified span, bad answers counted rather than crashing, and the cache
// answering repeated windows without a request.

import { test, describe, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_LLM_WINDOW_CHARS, LlmExtractor, llmWindows, locateQuote } from '../../src/extract/llm.js';
import { sentenceWindows } from '../../src/extract/sentences.js';
import { NuggetIndex } from '../../src/nugget-index.js';
import { NuggetIndexError } from '../../src/model/errors.js';
import { OpenAiCompatibleClient } from '../../src/llm/client.js';
import { MemoryLlmCache } from '../../src/llm/cache.js';
import { isAbortError } from '../../src/llm/abort.js';
import { defaultSchema } from '../../src/defaults.js';
import { toSourceDocument } from '../../src/model/document.js';
import { toIso } from '../../src/model/time.js';
import type { Candidate } from '../../src/extract/extractor.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

/** Five paragraphs; with windows of 120 characters each is one passage (no two fit together). */
const TEXT =
  'Lena Ward has been the chief financial officer of Acme since 2019. She  previously\nworked for Beta Industries.\n\n' +
  'Tom Hale founded Acme in 1990 and led it until 2001. Acme\u2019s head office is in Denver.\n\n' +
  'Acme sells rockets. Its rockets fly to orbit from a pad in Texas every month.\n\n' +
  'The firm employs 400 people. It was listed on the Nasdaq in 2005.\n\n' +
  "Mia Chen has chaired Acme's board since 2016. A 2018 filing says that Mia Chen chairs Acme's board.";
const WINDOW = 120;
const doc = toSourceDocument({ id: 'acme', text: TEXT, date: '2020-01-01', source: 'acme.example', title: 'Acme' }, 0, 'global');

let server: OpenAiTestServer;
before(async () => {
  server = await OpenAiTestServer.start(loadFixture('extraction'));
});
after(() => server.close());
beforeEach(() => server.reset());

const extractor = (o: { cache?: MemoryLlmCache; signal?: AbortSignal; windowChars?: number } = {}) =>
  new LlmExtractor({
    client: new OpenAiCompatibleClient({ baseUrl: server.baseUrl, model: 'test-model', backoffMs: 1, signal: o.signal }),
    schema: defaultSchema(),
    cache: o.cache,
    windowChars: o.windowChars ?? WINDOW,
  });
const windows = llmWindows(TEXT, WINDOW);
const span = (c: Candidate) => TEXT.slice(c.start, c.end);
const extractWindow = (x: LlmExtractor, i: number) => x.extract({ document: doc, window: windows[i]! });
const passageOf = (user: string) => /<passage>\n([\s\S]*)\n<\/passage>$/.exec(user)?.[1];

test('the document is read in five passages of two sentences (one for the last paragraph), each sent with the title, the date and the text before it', async () => {
  assert.deepEqual(
    windows.map((w) => w.sentences.length),
    [2, 2, 2, 2, 2],
  );
  assert.deepEqual(
    windows.map((w) => w.sentence.text),
    TEXT.split('\n\n'),
  );
  await extractWindow(extractor(), 1);
  const [request] = server.requests;
  assert.equal(
    request!.user,
    'Document title: Acme\nDocument date: 2020-01-01\n<context>\n' +
      'Lena Ward has been the chief financial officer of Acme since 2019. She  previously\nworked for Beta Industries.\n</context>\n' +
      '<passage>\nTom Hale founded Acme in 1990 and led it until 2001. Acme\u2019s head office is in Denver.\n</passage>',
  );
  assert.equal(request!.body!.messages![0]!.role, 'system');
});

describe('statements become candidates with verified offsets', () => {
  test('a fenced answer in prose with trailing commas is read: a quote that leaves out its date grows to cover it, the same fact twice in one sentence is one candidate, a re-spaced quote is found', async () => {
    const x = extractor();
    const found = await extractWindow(x, 0);
    assert.deepEqual(
      found.map((c) => [c.predicate, c.subject, c.object, span(c)]),
      [
        ['chiefFinancialOfficer', 'Acme', 'Lena Ward', 'Lena Ward has been the chief financial officer of Acme since 2019'],
        ['employer', 'Lena Ward', 'Beta Industries', 'She  previously\nworked for Beta Industries'],
      ],
    );
    assert.deepEqual(
      found[0]!.temporal!.map((t) => [t.text, t.role, toIso(t.time)]),
      [['since 2019', 'START', '2019-01-01']],
    );
    assert.equal(found[0]!.confidence, 1, 'a confidence above 1 is clamped (and the more confident duplicate kept)');
    assert.deepEqual([x.stats.malformed, x.stats.contextOnly, x.stats.candidates], [0, 0, 2]);
  });

  test('one quote stating two facts: each fact keeps only the dates the model gave it; a quote of the context is left to its own window', async () => {
    const x = extractor();
    const found = await extractWindow(x, 1);
    const by = new Map(found.map((c) => [c.predicate, c]));
    assert.deepEqual(
      by.get('founder')!.temporal!.map((t) => [t.text, t.role]),
      [['in 1990', 'START']],
    );
    assert.deepEqual(
      by.get('directorManager')!.temporal!.map((t) => [t.text, t.role]),
      [['until 2001', 'END']],
    );
    assert.equal(by.get('founder')!.confidence, 0.8, 'no confidence in the answer: the default');
    for (const c of found) for (const t of c.temporal!) assert.equal(TEXT.slice(t.start, t.end), t.text);
    assert.ok(!by.has('employer'), "the context's employer fact is not this window's");
    assert.equal(x.stats.contextOnly, 1);
  });

  test('typographic apostrophes are folded, predicate case is forgiven, and off-schema predicates are dropped', async () => {
    const x = extractor();
    const found = await extractWindow(x, 1);
    assert.deepEqual(
      found.filter((c) => c.object === 'Denver').map((c) => [c.predicate, span(c)]),
      [['headquartersLocation', 'Acme\u2019s head office is in Denver.']],
    );
    assert.equal(x.stats.offSchema, 1);
  });

  test('one fact stated in two sentences of a passage is two candidates, each with its own evidence', async () => {
    const found = await extractWindow(extractor(), 4);
    assert.deepEqual(
      found.map((c) => [c.predicate, c.object, span(c), c.confidence]),
      [
        ['chairperson', 'Mia Chen', "Mia Chen has chaired Acme's board since 2016", 0.95],
        ['chairperson', 'Mia Chen', "Mia Chen chairs Acme's board", 0.9],
      ],
    );
  });

  test('every candidate lies inside its passage', async () => {
    const x = extractor();
    for (let i = 0; i < windows.length; i++) {
      for (const c of await extractWindow(x, i))
        assert.ok(c.start >= windows[i]!.sentence.start && c.end <= windows[i]!.sentence.end, `${span(c)} outside passage ${i}`);
    }
  });
});

describe('bad answers are counted, never fatal', () => {
  test('a truncated answer is malformed: the passage yields nothing', async () => {
    const x = extractor();
    assert.deepEqual(await extractWindow(x, 2), []);
    assert.equal(x.stats.malformed, 1);
  });

  test('a hallucinated quote and a quote of text outside the passage are rejected, so is a quote of the context; an entry without an object is invalid', async () => {
    const x = extractor();
    const found = await extractWindow(x, 3);
    assert.deepEqual(
      found.map((c) => [c.predicate, c.object, span(c)]),
      [['stockExchange', 'Nasdaq', 'It was listed on the Nasdaq in 2005']],
    );
    assert.equal(x.stats.unverifiedQuotes, 2, '"Acme employs 500 people" is nowhere; Mia Chen\'s chair is in the next paragraph');
    assert.equal(x.stats.contextOnly, 1, '"Acme sells rockets" is the context\'s');
    assert.equal(x.stats.invalidStatements, 1);
  });
});

describe('the cache', () => {
  test('a second run over the same windows sends no request, except for the malformed answer (which is not cached)', async () => {
    const cache = new MemoryLlmCache();
    const first = extractor({ cache });
    const a = [];
    for (let i = 0; i < windows.length; i++) a.push(await extractWindow(first, i));
    assert.equal(server.requests.length, 5);
    assert.equal(cache.size, 4);
    server.reset();
    const second = extractor({ cache });
    const b = [];
    for (let i = 0; i < windows.length; i++) b.push(await extractWindow(second, i));
    assert.deepEqual(b, a);
    assert.deepEqual(
      server.requests.map((r) => passageOf(r.user)),
      ['Acme sells rockets. Its rockets fly to orbit from a pad in Texas every month.'],
    );
    assert.equal(second.stats.cacheHits, 4);
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
  assert.equal(extractor().id, 'llm-stage1@2');
});

describe('window sizes', () => {
  test('the default reads this document in one passage; 1 reads it one sentence at a time; a bad size is refused', () => {
    assert.equal(extractor({ windowChars: DEFAULT_LLM_WINDOW_CHARS }).windows(doc).length, 1);
    assert.deepEqual(
      extractor({ windowChars: 1 })
        .windows(doc)
        .map((w) => w.sentence),
      sentenceWindows(TEXT).map((w) => w.sentence),
    );
    for (const bad of [0, -5, 1.5, 50_001, Number.NaN])
      assert.throws(
        () => extractor({ windowChars: bad }),
        (e) => e instanceof NuggetIndexError && e.code === 'INVALID_INPUT' && /windowChars/.test(e.message),
      );
  });

  test('ingest asks the extractor for its windows: one request per passage', async () => {
    const ni = await NuggetIndex.open({ extractor: extractor(), clock: () => 0 });
    await ni.ingest({ id: 'acme', text: TEXT, date: '2020-01-01', title: 'Acme' });
    assert.equal(server.requests.length, 5);
    assert.deepEqual(server.requests.map((r) => passageOf(r.user)).sort(), TEXT.split('\n\n').sort());
  });
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
