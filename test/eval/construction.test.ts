// Construction quality on a hand-made page: precision, recall and the time metrics count what they claim.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evaluateConstruction, parseGold, type GoldSentence } from '../../src/eval/construction.js';
import type { TimeqaEntry } from '../../src/eval/timeqa.js';
import { RuleBasedExtractor } from '../../src/extract/rules.js';
import { PredicateMapper } from '../../src/govern/canonicalize.js';
import { defaultAliases, defaultSchema } from '../../src/defaults.js';
import { parseTimeqa } from '../../src/eval/timeqa.js';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GOLD = fileURLToPath(new URL('../fixtures/construction-gold.jsonl', import.meta.url));
const DATA = fileURLToPath(new URL('../../../shared/data/timeqa/human_annotated_train.json', import.meta.url));

const page: TimeqaEntry = {
  index: '/wiki/Jane_Doe#P108', type: 'P108', link: '/wiki/Jane_Doe', questions: [],
  paras: ['Jane Doe', 'Jane Doe joined Acme in 2009 . She was mayor of Eastport from 2012 to 2016 . Jane Doe is the CEO of Beta Corp . She likes tea .'],
};
const ctx = () => ({ extractor: new RuleBasedExtractor(defaultSchema()), mapper: new PredicateMapper(defaultSchema()), aliases: defaultAliases() });

test('precision, recall and the time metrics over matched facts', async () => {
  const gold: GoldSentence[] = [
    { doc: '/wiki/Jane_Doe', para: 1, sentence: 'Jane Doe joined Acme in 2009 .', facts: [{ subject: 'Jane Doe', predicate: 'employer', object: 'Acme', start: '2009', end: null }] },
    { doc: '/wiki/Jane_Doe', para: 1, sentence: 'She was mayor of Eastport from 2012 to 2016 .', facts: [{ subject: 'Eastport', predicate: 'mayor', object: 'Jane Doe', start: '2012', end: '2016' }] },
    // The annotator expects a fact the extractor does not find (recall < 1) …
    { doc: '/wiki/Jane_Doe', para: 1, sentence: 'She likes tea .', facts: [{ subject: 'Jane Doe', predicate: 'occupation', object: 'tea taster', start: null, end: null }] },
    // … and the extractor finds one the annotator left out (precision < 1).
    { doc: '/wiki/Jane_Doe', para: 1, sentence: 'Jane Doe is the CEO of Beta Corp .', facts: [] },
  ];
  const r = await evaluateConstruction(gold, [page], ctx());
  assert.deepEqual([r.sentences, r.goldFacts, r.predicted, r.matched], [4, 3, 3, 2]);
  assert.equal(r.precision, 2 / 3);
  assert.equal(r.recall, 2 / 3);
  assert.deepEqual(r.startAccuracy, { value: 1, of: 2 });
  assert.deepEqual(r.endDetectionRecall, { value: 1, of: 1 });
  assert.deepEqual(r.endAccuracy, { value: 1, of: 1 });
});

test('a gold sentence that is not in its paragraph is an error naming the page', async () => {
  await assert.rejects(evaluateConstruction([{ doc: '/wiki/Jane_Doe', para: 1, sentence: 'Not there .', facts: [] }], [page], ctx()), /not found in \/wiki\/Jane_Doe/);
});

test('a malformed gold line names the file, the line and the field', () => {
  assert.throws(() => parseGold('{"doc":"x","para":0,"sentence":"s","facts":[{"subject":"a","predicate":"b"}]}\n', 'g.jsonl'), /g\.jsonl:1: facts\[0\]\.object: is required/);
  assert.throws(() => parseGold('{"doc":"x","para":0,"sentence":"s","facts":[{"subject":"a","predicate":"b","object":"c","start":"1999-13"}]}\n', 'g.jsonl'), /1999-13/);
});

test('the committed gold set parses, and against the TimeQA data every sentence is found and scored', { skip: !existsSync(DATA) && 'TimeQA data not beside the repo' }, async () => {
  const gold = parseGold(readFileSync(GOLD, 'utf8'), GOLD);
  assert.ok(gold.length >= 150, `${gold.length} sentences`);
  assert.ok(new Set(gold.map((g) => g.doc)).size >= 40);
  const schema = defaultSchema();
  for (const g of gold) for (const f of g.facts) assert.ok(schema.byName.has(f.predicate), `unknown predicate ${f.predicate}`);
  const r = await evaluateConstruction(gold, parseTimeqa(JSON.parse(readFileSync(DATA, 'utf8')), DATA), ctx());
  assert.equal(r.sentences, gold.length);
  assert.ok(r.precision >= 0 && r.precision <= 1 && r.recall >= 0 && r.recall <= 1);
});
