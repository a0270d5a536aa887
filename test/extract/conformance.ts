// The Extractor contract, as a suite every implementation runs (the rule-based one now; the LLM
// extractor of issue #4 against its protocol test server later).

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Extractor } from '../../src/extract/extractor.js';
import { sentenceWindows } from '../../src/extract/sentences.js';
import { PredicateMapper } from '../../src/govern/canonicalize.js';
import { toSourceDocument } from '../../src/model/document.js';
import type { PredicateSchema } from '../../src/model/schema.js';

const TEXT =
  'Acme Corp. is headquartered in Boston. Jane Doe became CEO of Acme in March 2008, succeeding John Roe.\n\n' +
  'The former chief executive, John Roe, joined the board of Beta Inc in 2009. He married Ann Lee in 2011.';

export function extractorConformance(name: string, make: () => Extractor, schema: PredicateSchema): void {
  describe(`Extractor contract: ${name}`, () => {
    const doc = toSourceDocument({ id: 'doc', text: TEXT, date: '2012-05-01', title: 'Acme' }, 0, 'global');
    const run = async (extractor: Extractor) => {
      const out = [];
      for (const window of sentenceWindows(TEXT)) out.push({ window, candidates: await extractor.extract({ document: doc, window }) });
      return out;
    };

    test('has an id naming it and its version', () => {
      assert.match(make().id, /^[\w-]+@[\w.-]+$/);
    });

    test('finds facts in a plain news paragraph', async () => {
      const all = (await run(make())).flatMap((r) => r.candidates);
      assert.ok(all.length >= 3, `only ${all.length} candidates`);
    });

    test("every candidate's evidence span lies in the document, inside its window", async () => {
      for (const { window, candidates } of await run(make())) {
        for (const c of candidates) {
          const lo = window.previous?.start ?? window.sentence.start;
          assert.ok(c.start >= lo && c.end <= window.sentence.end && c.start < c.end, `span [${c.start}, ${c.end}) outside its window`);
        }
      }
    });

    test('subjects and objects are non-empty, confidence is in [0, 1], predicates map to the schema', async () => {
      const mapper = new PredicateMapper(schema);
      for (const c of (await run(make())).flatMap((r) => r.candidates)) {
        assert.ok(c.subject.trim() !== '' && c.object.trim() !== '');
        assert.ok(c.confidence >= 0 && c.confidence <= 1);
        assert.notEqual(mapper.resolve(c.predicate), null, `predicate "${c.predicate}" is not in the schema`);
      }
    });

    test('temporal expressions it attaches point into the document text', async () => {
      for (const c of (await run(make())).flatMap((r) => r.candidates)) {
        for (const t of c.temporal ?? []) assert.equal(TEXT.slice(t.start, t.end), t.text);
      }
    });

    test('is deterministic: the same input gives the same candidates', async () => {
      assert.deepEqual(await run(make()), await run(make()));
    });
  });
}
