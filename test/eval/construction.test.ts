// Construction quality on hand-made pages and documents: precision, recall and the time metrics
// count what they claim, open statements included; both gold sets parse and are scored.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { evaluateConstruction, type SentenceErrors } from '../../src/eval/construction.js';
import { parseGold, parseGoldDocuments, proseGoldDocuments, timeqaGoldDocuments, type GoldSentence } from '../../src/eval/construction-gold.js';
import type { TimeqaEntry } from '../../src/eval/timeqa.js';
import { RuleBasedExtractor } from '../../src/extract/rules.js';
import { PredicateMapper } from '../../src/govern/canonicalize.js';
import { defaultAliases, defaultSchema } from '../../src/defaults.js';
import { parseTimeqa } from '../../src/eval/timeqa.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const GOLD = fileURLToPath(new URL('../fixtures/construction-gold.jsonl', import.meta.url));
const PROSE = fileURLToPath(new URL('../fixtures/construction-prose', import.meta.url));
const DATA = fileURLToPath(new URL('../../../shared/data/timeqa/human_annotated_train.json', import.meta.url));

const page: TimeqaEntry = {
  index: '/wiki/Jane_Doe#P108',
  type: 'P108',
  link: '/wiki/Jane_Doe',
  questions: [],
  paras: ['Jane Doe', 'Jane Doe joined Acme in 2009 . She was mayor of Eastport from 2012 to 2016 . Jane Doe is the CEO of Beta Corp . She likes tea .'],
};
const ctx = () => ({ extractor: new RuleBasedExtractor(defaultSchema()), mapper: new PredicateMapper(defaultSchema()), aliases: defaultAliases() });

test('precision, recall and the time metrics over matched facts', async () => {
  const gold: GoldSentence[] = [
    {
      doc: '/wiki/Jane_Doe',
      para: 1,
      sentence: 'Jane Doe joined Acme in 2009 .',
      facts: [{ subject: 'Jane Doe', predicate: 'employer', object: 'Acme', start: '2009', end: null }],
    },
    {
      doc: '/wiki/Jane_Doe',
      para: 1,
      sentence: 'She was mayor of Eastport from 2012 to 2016 .',
      facts: [{ subject: 'Eastport', predicate: 'mayor', object: 'Jane Doe', start: '2012', end: '2016' }],
    },
    // The annotator expects a fact the extractor does not find (recall < 1) …
    {
      doc: '/wiki/Jane_Doe',
      para: 1,
      sentence: 'She likes tea .',
      facts: [{ subject: 'Jane Doe', predicate: 'occupation', object: 'tea taster', start: null, end: null }],
    },
    // … and the extractor finds one the annotator left out (precision < 1).
    { doc: '/wiki/Jane_Doe', para: 1, sentence: 'Jane Doe is the CEO of Beta Corp .', facts: [] },
  ];
  const errors: SentenceErrors[] = [];
  const r = await evaluateConstruction(timeqaGoldDocuments(gold, [page]), ctx(), errors);
  assert.deepEqual([r.sentences, r.schema.gold, r.schema.predicted, r.schema.matched], [4, 3, 3, 2]);
  assert.equal(r.schema.precision, 2 / 3);
  assert.equal(r.schema.recall, 2 / 3);
  assert.deepEqual(r.startAccuracy, { value: 1, of: 2 });
  assert.deepEqual(r.endDetectionRecall, { value: 1, of: 1 });
  assert.deepEqual(r.endAccuracy, { value: 1, of: 1 });
  // The errors name the miss and the extra, sentence by sentence (schema facts here).
  const schemaErrors = errors
    .map((e) => [e.sentence, e.missed.length, e.extra.filter((x) => x.predicate !== 'statement').map((x) => x.predicate)])
    .filter(([, missed, extra]) => (missed as number) > 0 || (extra as string[]).length > 0);
  assert.deepEqual(schemaErrors, [
    ['She likes tea .', 1, []],
    ['Jane Doe is the CEO of Beta Corp .', 0, ['chiefExecutiveOfficer']],
  ]);
});

test('open statements match by subject and content words; one restating a schema fact is right but not its recall', async () => {
  const doc = {
    doc: 'news/acme',
    title: 'Acme',
    date: '2024-05-02',
    source: 'wire',
    genre: 'news' as const,
    text: 'Acme opened a factory in Ohio in 2019. Jane Doe joined Acme in 2009.',
    sentences: [
      {
        sentence: 'Acme opened a factory in Ohio in 2019.',
        facts: [{ subject: 'Acme', predicate: 'statement', object: 'opened a factory in Ohio', start: '2019', end: null }],
      },
      { sentence: 'Jane Doe joined Acme in 2009.', facts: [{ subject: 'Jane Doe', predicate: 'employer', object: 'Acme', start: '2009', end: null }] },
    ],
  };
  const r = await evaluateConstruction(proseGoldDocuments([doc]), ctx());
  assert.equal(r.sentences, 2);
  assert.equal(r.statements.gold, 1);
  assert.equal(r.schema.gold, 1);
  assert.ok(r.all.recall <= 1 && r.all.precision <= 1);
});

test('a gold sentence that is not in its paragraph is an error naming the page', () => {
  assert.throws(() => timeqaGoldDocuments([{ doc: '/wiki/Jane_Doe', para: 1, sentence: 'Not there .', facts: [] }], [page]), /not found in \/wiki\/Jane_Doe/);
});

test('a malformed gold line names the file, the line and the field', () => {
  assert.throws(
    () => parseGold('{"doc":"x","para":0,"sentence":"s","facts":[{"subject":"a","predicate":"b"}]}\n', 'g.jsonl'),
    /g\.jsonl:1: facts\[0\]\.object: is required/,
  );
  assert.throws(
    () => parseGold('{"doc":"x","para":0,"sentence":"s","facts":[{"subject":"a","predicate":"b","object":"c","start":"1999-13"}]}\n', 'g.jsonl'),
    /1999-13/,
  );
  const doc = (sentences: unknown) =>
    JSON.stringify({ doc: 'd', title: 't', date: '2024-01-01', source: 's', genre: 'news', text: 'One. Two.', sentences }) + '\n';
  assert.throws(
    () =>
      parseGoldDocuments(
        doc([
          { sentence: 'Two.', facts: [] },
          { sentence: 'One.', facts: [] },
        ]),
        'p.jsonl',
      ),
    /p\.jsonl:1: sentences\[1\]\.sentence: not found/,
  );
  assert.throws(
    () => parseGoldDocuments(doc([{ sentence: 'One.', facts: [{ subject: 'a', predicate: 'b', object: 'c', start: 'soon' }] }]), 'p.jsonl'),
    /p\.jsonl:1: sentences\[0\]\.facts\[0\]\.start/,
  );
});

test('the committed prose gold parses: every sentence of every document, known predicates, both splits', () => {
  const schema = defaultSchema();
  for (const split of ['dev', 'test']) {
    const dir = join(PROSE, split);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jsonl')) : [];
    for (const f of files) {
      const docs = parseGoldDocuments(readFileSync(join(dir, f), 'utf8'), f);
      for (const d of docs)
        for (const s of d.sentences) for (const fact of s.facts) assert.ok(schema.byName.has(fact.predicate), `${f}: unknown predicate ${fact.predicate}`);
    }
  }
});

test(
  'the committed TimeQA gold parses, and against the TimeQA data every sentence is found and scored',
  { skip: !existsSync(DATA) && 'TimeQA data not beside the repo' },
  async () => {
    const gold = parseGold(readFileSync(GOLD, 'utf8'), GOLD);
    assert.ok(gold.length >= 150, `${gold.length} sentences`);
    assert.ok(new Set(gold.map((g) => g.doc)).size >= 40);
    const schema = defaultSchema();
    for (const g of gold) for (const f of g.facts) assert.ok(schema.byName.has(f.predicate), `unknown predicate ${f.predicate}`);
    const r = await evaluateConstruction(timeqaGoldDocuments(gold, parseTimeqa(JSON.parse(readFileSync(DATA, 'utf8')), DATA)), ctx());
    assert.equal(r.sentences, gold.length);
    assert.ok(r.all.precision >= 0 && r.all.precision <= 1 && r.all.recall >= 0 && r.all.recall <= 1);
  },
);
