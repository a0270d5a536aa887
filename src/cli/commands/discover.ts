// `nuggetindex schema discover`: a starter schema from a corpus sample (issue 4; paper §3.2, the
// schema-discovery module). Reads inputs like ingest, runs discoverSchema over the first (or a
// seeded) sample of documents, and writes the schema YAML — or the evidence as JSON — to stdout
// or a file. Argument parsing and rendering only; the work is in src/extract/discover*.ts.

import { writeFileSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import cliProgress from 'cli-progress';
import { err, positiveInt } from '../common.js';
import {
  defaultDiscoverOptions,
  discoveredSchemaYaml,
  discoverSchema,
  type DocumentInput,
  NuggetIndexError,
  sampleDocuments,
  toSourceDocument,
} from '../../index.js';
import { loadSchemaFile, readCorpus } from '../../node.js';

interface DiscoverCliOptions {
  sample: number;
  seed?: number;
  minSupport: number;
  schema?: string;
  out?: string;
  json?: boolean;
  date?: string;
  skipInvalid?: boolean;
  quiet?: boolean;
}

function sampleSize(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new InvalidArgumentError('must be an integer from 1 to 1000000');
  return n;
}

function seedValue(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new InvalidArgumentError('must be an integer from 0 to 4294967295');
  return n;
}

/** Adds `discover` under `nuggetindex schema` (which alone still prints the bundled schema). */
export function registerDiscoverCommand(schema: Command): void {
  schema
    .command('discover')
    .summary('propose a starter schema from a corpus sample (YAML with the evidence as comments)')
    .description(
      'Propose a starter predicate schema from a sample of a corpus. Mines surface relations ("X was appointed CEO ' +
        'of Y", "X joined Y", "X, chairman of Y"), clusters them by normalised predicate and argument types, marks the clusters ' +
        'whose surface forms the schema already knows, and suggests each cardinality from the dates observed: values of one ' +
        'subject that overlap in time → multi-valued, successions → functional, point events → event-log. Functional ' +
        'predicates that the corpus shows concurrent values for (co-CEOs) are flagged, and made multi-valued when at least ' +
        'a quarter of the subjects with several dated values (and at least 3 such subjects) show it.\n\n' +
        'Writes schema YAML with the evidence as comments: edit it, then pass it to ingest with --schema. ' +
        'Inputs are read like ingest: JSONL files or folders of .txt/.md files.',
    )
    .argument('<inputs...>', 'JSONL files or folders')
    .option('--sample <n>', 'documents to scan: the first n of the inputs, in order (see --seed)', sampleSize, 200)
    .option('--seed <n>', 'scan a pseudo-random sample of --sample documents instead, the same for the same seed', seedValue)
    .option(
      '--min-support <n>',
      'propose only predicates seen in at least n sentences (and min(2, n) subjects)',
      positiveInt,
      defaultDiscoverOptions.minSupport,
    )
    .option('--schema <file>', 'the schema whose predicates count as known (default: the bundled schema)')
    .option('--out <file>', 'write the result to this file instead of stdout')
    .option('--json', 'write the discovered predicates and their evidence as JSON instead of YAML')
    .option('--date <iso>', 'date for folder documents without a "date:" line')
    .option('--skip-invalid', 'skip invalid lines (reported) instead of aborting the file')
    .option('--quiet', 'no progress bar or summary')
    .action((inputs: string[], o: DiscoverCliOptions) => {
      const known = loadSchemaFile(o.schema);
      const files = inputs.map((p) => readCorpus(p, { skipInvalid: o.skipInvalid, date: o.date }));
      for (const f of files) for (const s of f.skipped) err(`skipped ${s.file}:${s.line}: ${s.message}`);
      const all: DocumentInput[] = files.flatMap((f) => f.documents);
      if (all.length === 0) throw new NuggetIndexError('INVALID_INPUT', `schema discover: no documents in ${inputs.join(', ')}`, { field: 'inputs' });
      const now = Date.now();
      const docs = sampleDocuments(all, o.sample, o.seed).map((d) => toSourceDocument(d, now, 'global'));

      const bar =
        !o.quiet && process.stderr.isTTY && docs.length > 20
          ? new cliProgress.SingleBar(
              { format: 'discover [{bar}] {value}/{total} documents | {eta_formatted} left', stream: process.stderr, hideCursor: true },
              cliProgress.Presets.shades_classic,
            )
          : null;
      const started = Date.now();
      bar?.start(docs.length, 0);
      const result = (() => {
        try {
          return discoverSchema(docs, { schema: known, minSupport: o.minSupport, progress: (done) => bar?.update(done) });
        } finally {
          bar?.stop();
        }
      })();
      if (result.predicates.length === 0) {
        throw new NuggetIndexError(
          'INVALID_INPUT',
          `schema discover: no predicate reached --min-support ${o.minSupport} in ${docs.length} documents ` +
            `(${result.relations} surface relations); scan more documents (--sample) or lower --min-support`,
          { field: '--min-support' },
        );
      }
      const command = `nuggetindex schema discover ${process.argv.slice(process.argv.indexOf('discover') + 1).join(' ')}`.trim();
      const text = o.json ? `${JSON.stringify(result, null, 2)}\n` : discoveredSchemaYaml(result, { command, schemaName: o.schema ?? 'the bundled schema' });
      if (o.out !== undefined) {
        try {
          writeFileSync(o.out, text);
        } catch (e) {
          throw new NuggetIndexError('INVALID_INPUT', `${o.out}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, {
            file: o.out,
            field: '--out',
          });
        }
      } else {
        process.stdout.write(text);
      }
      if (!o.quiet) {
        const recognised = result.predicates.filter((p) => p.known !== null).length;
        const flagged = result.predicates.filter((p) => p.concurrentOnFunctional).map((p) => p.def.name);
        err(
          `discovered ${result.predicates.length} predicate${result.predicates.length === 1 ? '' : 's'} (${recognised} known, ${result.predicates.length - recognised} new) from ` +
            `${result.documents} of ${all.length} documents, ${result.sentences} sentences, ${result.relations} surface relations in ` +
            `${((Date.now() - started) / 1000).toFixed(1)} s` +
            (flagged.length > 0 ? `; functional with concurrent values: ${flagged.join(', ')}` : '') +
            (o.out !== undefined ? ` → ${o.out}` : ''),
        );
      }
    });
}
