// `nuggetindex eval sample`: a seeded random sample of a store's nuggets with their evidence, for
// judging by hand, and the precision of a judged sample (src/eval/sample.ts).

import type { Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { err, openIndex, out, positiveInt } from '../common.js';
import { drawSample, type Nugget, NuggetIndex, NuggetIndexError, parseJudged, parseTimeqa, scoreSample, TIMEQA_NOW, timeqaCorpus } from '../../index.js';
import { readJson, readText } from '../../node.js';

interface SampleOptions {
  db?: string;
  data?: string;
  n: number;
  seed: number;
  out?: string;
  score?: string;
}

export function registerSampleCommand(evalCommand: Command): void {
  evalCommand
    .command('sample')
    .summary('draw nuggets with their evidence for judging by hand; score a judged sample')
    .description(
      "Store precision, judged by hand. Draws a seeded random sample of a store's nuggets — half schema facts,\n" +
        'half open statements — each with its validity, state and evidence quotes, as JSON lines with empty\n' +
        'verdicts ("triple" and "validityVerdict": "right" or "wrong"). With --score, reads such a file after\n' +
        'judging and prints the share right per stratum. The TimeQA store is built in memory from --data.',
    )
    .option('--db <file>', 'the store to sample')
    .option('--data <file>', 'instead of --db: a TimeQA file, ingested into a memory store as `eval timeqa` does')
    .option('-n <count>', 'nuggets to draw, half of each stratum', positiveInt, 200)
    .option('--seed <n>', "the draw's seed: the same seed and store give the same sample", positiveInt, 1)
    .option('--out <file>', 'write the sample here instead of standard output')
    .option('--score <file>', 'score a judged sample instead of drawing one')
    .action(async (o: SampleOptions) => {
      if (o.score) {
        const scores = scoreSample(parseJudged(readText(o.score), o.score));
        out('| Stratum | Judged | Triple and validity right | Triple right | Validity right |\n|---|---:|---:|---:|---:|');
        for (const s of scores)
          out(
            `| ${s.stratum === 'schema' ? 'schema facts' : 'open statements'} | ${s.judged} | ${s.right.toFixed(3)} | ${s.tripleRight.toFixed(3)} | ${s.validityRight.toFixed(3)} |`,
          );
        return;
      }
      if (!o.db === !o.data)
        throw new NuggetIndexError('INVALID_INPUT', 'eval sample: give one of --db <store> or --data <TimeQA file>', { field: o.db ? '--data' : '--db' });
      const nuggets = o.db ? await storeNuggets(o.db) : await timeqaNuggets(o.data!);
      const sample = drawSample(nuggets, Math.ceil(o.n / 2), o.seed);
      const text = sample.map((x) => JSON.stringify(x)).join('\n') + '\n';
      if (o.out) {
        writeFileSync(o.out, text);
        err(`wrote ${sample.length} nuggets (seed ${o.seed}) of ${nuggets.length} to ${o.out}`);
      } else process.stdout.write(text);
    });
}

async function storeNuggets(db: string): Promise<Nugget[]> {
  const ni = await openIndex({ db }, false);
  try {
    return await all(ni);
  } finally {
    await ni.close();
  }
}

/** The store `eval timeqa` builds: every page of the file, ingested at the dataset's date. */
async function timeqaNuggets(file: string): Promise<Nugget[]> {
  const ni = await NuggetIndex.open({ clock: () => TIMEQA_NOW });
  for (const doc of timeqaCorpus(parseTimeqa(readJson(file), file))) await ni.ingest(doc);
  const nuggets = await all(ni);
  await ni.close();
  return nuggets;
}

async function all(ni: NuggetIndex): Promise<Nugget[]> {
  const nuggets: Nugget[] = [];
  for await (const batch of ni.store.scanNuggets()) nuggets.push(...batch);
  return nuggets;
}
