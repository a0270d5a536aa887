// The fusion weights' grid search and its cross-validation, on a slice of the TimeQA development
// data (skipped where the data is not beside the repo): the grid, the choice rule, and folds that
// never judge a choice on the pages it was tuned on.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTimeqa } from '../../src/eval/timeqa.js';
import { crossValidateFusion, crossValidationReport, tuneFusion, weightGrid } from '../../src/eval/tune-fusion.js';

const data = fileURLToPath(new URL('../../../shared/data/timeqa/human_annotated_train.json', import.meta.url));

function slice(pages: number) {
  const entries = parseTimeqa(JSON.parse(readFileSync(data, 'utf8')), data);
  const links = new Set([...new Set(entries.map((e) => e.link))].slice(0, pages));
  return entries.filter((e) => links.has(e.link));
}

test('the grid: every triple of step 0.5 summing to 1, once', () => {
  const grid = weightGrid(0.5).map((w) => [w.lexical, w.dense, w.metadata].join(','));
  assert.deepEqual(grid.sort(), ['0,0,1', '0,0.5,0.5', '0,1,0', '0.5,0,0.5', '0.5,0.5,0', '1,0,0'].sort());
});

test(
  'tune-fusion: the chosen trial keeps lexical TemporalCorrectness when any trial does, and has the most recall among those',
  { skip: !existsSync(data) && 'TimeQA data not beside the repo' },
  async () => {
    const t = await tuneFusion(slice(10), { k: 10, step: 0.5 });
    assert.equal(t.trials.length, 12);
    const admissible = t.trials.filter((x) => x.metrics.temporalCorrectness >= t.lexical.temporalCorrectness);
    if (admissible.length > 0) {
      assert.ok(t.best.metrics.temporalCorrectness >= t.lexical.temporalCorrectness);
      assert.equal(t.best.metrics.answerRecall, Math.max(...admissible.map((x) => x.metrics.answerRecall)));
    }
  },
);

test(
  'cross-validation: two folds of pages, each judged with the weights chosen on the other',
  { skip: !existsSync(data) && 'TimeQA data not beside the repo' },
  async () => {
    const entries = slice(12);
    const stages: string[] = [];
    const folds = await crossValidateFusion(entries, 2, { k: 10, step: 0.5, methods: ['rrf'], progress: (stage) => stages.push(stage) });
    assert.equal(folds.length, 2);
    // Every page is in exactly one fold.
    assert.equal(folds[0]!.entries + folds[1]!.entries, entries.length);
    for (const f of folds) {
      assert.ok(f.entries > 0 && f.questions > 0);
      assert.equal(f.chosen.method, 'rrf');
      assert.equal(f.lexical.questions, f.questions);
    }
    assert.ok(stages.includes('fold 1/2: tuning ingest') && stages.includes('fold 2/2: held out ingest'));
    // The same folds in every run.
    const again = await crossValidateFusion(entries, 2, { k: 10, step: 0.5, methods: ['rrf'] });
    assert.deepEqual(
      again.map((f) => [f.entries, f.tuned.answerRecall]),
      folds.map((f) => [f.entries, f.tuned.answerRecall]),
    );
    const md = crossValidationReport(folds, 10);
    assert.match(md, /\| 1 \| \d+ \| lexical \|/);
    assert.match(md, /tuned on the other folds/);
  },
);
