// The windows the LLM extractor reads a document in (passageWindows in src/extract/sentences.ts, with
// the extractor's sizes in llmWindows): runs of whole sentences up to a size, cut at paragraph breaks
// when one is near, a longer sentence alone, every sentence in exactly one window, and the sentences
// just before each window as its context — all at exact document offsets.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { passageWindows, splitSentences, type PassageWindow } from '../../src/extract/sentences.js';
import { checkWindowChars, DEFAULT_LLM_WINDOW_CHARS, LLM_CONTEXT_CHARS, llmWindows } from '../../src/extract/llm.js';

/** The invariants every cut must keep, for any text and sizes. */
function assertWellCut(text: string, windows: PassageWindow[], maxChars: number, contextChars: number): void {
  const sentences = splitSentences(text);
  // Every sentence in exactly one window, in order, none split.
  assert.deepEqual(
    windows.flatMap((w) => w.sentences),
    sentences,
  );
  for (const w of windows) {
    const first = w.sentences[0]!;
    const last = w.sentences[w.sentences.length - 1]!;
    assert.deepEqual([w.sentence.index, w.sentence.start, w.sentence.end], [first.index, first.start, last.end]);
    assert.equal(w.sentence.text, text.slice(w.sentence.start, w.sentence.end), 'the window is the document text at its offsets');
    if (w.sentences.length > 1)
      assert.ok(w.sentence.end - w.sentence.start <= maxChars, `a window of ${w.sentence.end - w.sentence.start} characters > ${maxChars}`);
    // The context ends where the window's first sentence's predecessor ends, within its budget.
    if (first.index === 0 || contextChars === 0) {
      assert.equal(w.previous, null);
    } else {
      const p = w.previous!;
      assert.equal(p.end, sentences[first.index - 1]!.end);
      assert.equal(p.text, text.slice(p.start, p.end));
      assert.ok(p.end - p.start <= contextChars && p.start < p.end);
    }
  }
}

describe('passageWindows', () => {
  const para = (n: number, words: string) => Array.from({ length: n }, (_, i) => `Sentence ${i + 1} ${words}.`).join(' ');

  test('a short document is one window', () => {
    const text = 'Acme hired Jane Doe. She starts in May.\n\nBeta is in Ohio.';
    const [w, ...rest] = passageWindows(text, { maxChars: 3000, contextChars: 400 });
    assert.equal(rest.length, 0);
    assert.equal(w!.sentence.text, text);
    assert.equal(w!.sentences.length, 3);
    assert.equal(w!.previous, null);
  });

  test('respects the size and never splits a sentence', () => {
    const text = para(12, 'of a long paragraph about the history of Acme');
    const windows = passageWindows(text, { maxChars: 200, contextChars: 400 });
    assert.ok(windows.length > 2);
    assertWellCut(text, windows, 200, 400);
    for (const w of windows.slice(0, -1)) {
      // Greedy: the next sentence did not fit.
      const next = splitSentences(text)[w.sentences[w.sentences.length - 1]!.index + 1]!;
      assert.ok(next.end - w.sentence.start > 200);
    }
  });

  test('a sentence longer than the size is a window of its own', () => {
    const long = `Acme ${'built rockets and '.repeat(20)}sold them.`;
    const text = `Acme was founded in 1990. ${long} Jane Doe leads it.`;
    const windows = passageWindows(text, { maxChars: 100, contextChars: 400 });
    assert.deepEqual(
      windows.map((w) => w.sentence.text),
      ['Acme was founded in 1990.', long, 'Jane Doe leads it.'],
    );
    // The window after it gets the long sentence's last words as context, not all of it.
    const ctx = windows[2]!.previous!;
    assert.ok(ctx.end - ctx.start <= 400);
    assert.ok(long.endsWith(ctx.text) && /^\S/.test(ctx.text));
  });

  test('one character per window asks one sentence per window', () => {
    const text = 'Acme hired Jane Doe. She starts in May.\n\nBeta is in Ohio.';
    assert.deepEqual(
      passageWindows(text, { maxChars: 1, contextChars: 400 }).map((w) => w.sentence.text),
      ['Acme hired Jane Doe.', 'She starts in May.', 'Beta is in Ohio.'],
    );
  });

  test('prefers to end at a paragraph break when the window is at least half full there', () => {
    const p1 = para(3, 'about the early years');
    const p2 = para(3, 'about the later years');
    const text = `${p1}\n\n${p2}`;
    // p1 and the first sentence of p2 would fit; the window ends with p1 instead.
    const max = p1.length + 40;
    const windows = passageWindows(text, { maxChars: max, contextChars: 400 });
    assert.deepEqual(
      windows.map((w) => w.sentence.text),
      [p1, p2],
    );
    // A break early in the window is not worth a short window.
    const short = 'Acme.';
    const text2 = `${short}\n\n${p2} ${p2}`;
    const first = passageWindows(text2, { maxChars: p2.length + 10, contextChars: 400 })[0]!;
    assert.ok(first.sentences.length > 1, 'the short paragraph is not a window of its own');
    assert.ok(first.sentence.text.startsWith(`${short}\n\n`));
  });

  test('the context is the sentences just before the window, across a paragraph break, within its budget', () => {
    const text = 'Jane Doe is an engineer. She studied in Ohio. She joined Acme in 2001.\n\nShe became its CEO in 2019. She lives in Denver.';
    const windows = passageWindows(text, { maxChars: 80, contextChars: 50 });
    assert.deepEqual(
      windows.map((w) => w.sentence.text),
      ['Jane Doe is an engineer. She studied in Ohio. She joined Acme in 2001.', 'She became its CEO in 2019. She lives in Denver.'],
    );
    assert.equal(windows[1]!.previous!.text, 'She studied in Ohio. She joined Acme in 2001.');
    assert.equal(passageWindows(text, { maxChars: 80, contextChars: 0 })[1]!.previous, null);
  });

  test('any text, any sizes: every sentence in one window, in order, at exact offsets', () => {
    const sentence = fc
      .tuple(
        fc.constantFrom('Acme', 'He', 'Jane Doe', 'The U.S. firm', 'In 2001 it'),
        fc.string({ maxLength: 60 }).map((s) => s.replace(/[.!?\n]/g, ' ')),
        fc.constantFrom('.', '!', '?', ''),
      )
      .map(([a, b, c]) => `${a} ${b}${c}`);
    const paragraph = fc.array(sentence, { minLength: 1, maxLength: 6 }).map((s) => s.join(' '));
    const text = fc.array(paragraph, { minLength: 1, maxLength: 6 }).map((p) => p.join('\n\n'));
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 200 }), (t, max, ctx) => {
        assertWellCut(t, passageWindows(t, { maxChars: max, contextChars: ctx }), max, ctx);
      }),
      { numRuns: 300 },
    );
  });
});

describe('llmWindows', () => {
  test('cuts at the extractor default size with the extractor context, and checks the size', () => {
    const text = Array.from({ length: 100 }, (_, i) => `Paragraph ${i} says that Acme hired ${i} engineers in ${1980 + i}. It grew.`).join('\n\n');
    const windows = llmWindows(text);
    assertWellCut(text, windows, DEFAULT_LLM_WINDOW_CHARS, LLM_CONTEXT_CHARS);
    assert.ok(windows.length > 1);
    for (const w of windows.slice(0, -1)) assert.equal(text.slice(w.sentence.end, w.sentence.end + 2), '\n\n', 'whole paragraphs');
    assert.throws(() => llmWindows(text, 0), /windowChars: 0 must be an integer from 1 to 50,000/);
    assert.throws(() => checkWindowChars(2.5), /must be an integer/);
    assert.throws(() => checkWindowChars(Number.NaN), /must be an integer/);
    assert.equal(checkWindowChars(50_000), 50_000);
  });
});
