// Extraction never throws on text it was not written for. The reader walks tokens by index, and a
// shape no rule expected ("main" alone as a sentence: a lowercase adjective with no head before it)
// once read past the start of the token array. Here real sentences from the judged store samples are
// cut, shuffled and spliced, and every one must ingest without an error.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { NuggetIndex, NuggetIndexError } from '../../src/index.js';

const SAMPLES = new URL('../fixtures/store-sample/', import.meta.url);
const quotes = readdirSync(SAMPLES)
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) => readFileSync(new URL(f, SAMPLES), 'utf8').split('\n').filter(Boolean))
  .flatMap((line) => (JSON.parse(line) as { evidence: { quote: string }[] }).evidence.map((e) => e.quote));
const words = [...new Set(quotes.flatMap((q) => q.split(/\s+/)).filter(Boolean))];

/** A real sentence with tokens dropped, repeated or replaced; or a run of words from anywhere. */
const mangled = fc.oneof(
  fc
    .tuple(fc.constantFrom(...quotes), fc.array(fc.tuple(fc.nat(), fc.constantFrom('drop', 'twice', 'swap'), fc.constantFrom(...words)), { maxLength: 4 }))
    .map(([q, edits]) => {
      const ts = q.split(/\s+/);
      for (const [at, edit, w] of edits) {
        const i = at % Math.max(1, ts.length);
        if (edit === 'drop') ts.splice(i, 1);
        else if (edit === 'twice') ts.splice(i, 0, ts[i] ?? w);
        else ts[i] = w;
      }
      return ts.join(' ');
    }),
  fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 20 }).map((ws) => ws.join(' ')),
  fc.string({ maxLength: 6 }),
);

test('ingesting mangled real sentences never throws anything but a NuggetIndexError', async () => {
  assert.ok(quotes.length > 1000, `the samples hold ${quotes.length} quotes`);
  const ni = await NuggetIndex.open({ clock: () => Date.parse('2021-08-01') });
  let n = 0;
  await fc.assert(
    fc.asyncProperty(mangled, fc.constantFrom('news', 'encyclopedic', 'report'), fc.boolean(), async (text, genre, titled) => {
      try {
        await ni.ingest({ id: `d${n++}`, text, genre, ...(titled ? { title: 'Kimio Yanagisawa' } : {}) });
      } catch (e) {
        if (!(e instanceof NuggetIndexError)) throw e;
      }
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 3000) }, // FUZZ_RUNS=300000 for a longer search
  );
  await ni.close();
});
