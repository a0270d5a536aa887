// What every command shares: output helpers, option parsers, and opening a store with its schema,
// aliases and extractor. Commands live in their own modules and import these.

import { Command, InvalidArgumentError, Option } from 'commander';
import {
  type Cardinality,
  type ChoiceSpec,
  expected,
  type IntegerSpec,
  NuggetIndex,
  type NuggetIndexOptions,
  type OptionSpec,
  overrideCardinality,
  satisfies,
} from '../index.js';
import { FUSION_WEIGHT, RETRIEVE, type FusionMethod, type FusionWeights, type SearchMode } from '../index.js';
import { hnswAnn, loadAliasFiles, loadSchemaFile, SqliteNuggetStore } from '../node.js';
import { storeEmbedderFor } from './extractor-options.js';

export interface StoreOptions {
  db: string;
  schema?: string;
  aliases?: string[];
  multiValued?: string[];
  reconfigure?: boolean;
}

export const out = (line = '') => process.stdout.write(line + '\n');
export const err = (line: string) => process.stderr.write(line + '\n');

/** A commander parser for a library option's spec (src/options.ts): the same range and message. */
export function specArg(spec: OptionSpec): (value: string) => number {
  return (value: string): number => {
    const n = value.trim() === '' ? NaN : Number(value);
    if (!satisfies(spec, n)) throw new InvalidArgumentError(`must be ${expected(spec)}`);
    return n;
  };
}

/** A count of things the CLI itself decides (pages, sample size, seed): 1 to 1000. */
export const positiveInt = specArg({ type: 'integer', min: 1, max: 1000, description: 'a count' });

/** `--name <n>` for an integer option of the library, with its description and default. */
export function integerOption(flags: string, spec: IntegerSpec, description = spec.description): Option {
  const option = new Option(flags, description).argParser(specArg(spec));
  return spec.default === undefined ? option : option.default(spec.default);
}

/** `--name <word>` for a choice option of the library, with its values and default. */
export function choiceOption(flags: string, spec: ChoiceSpec, description = spec.description): Option {
  const option = new Option(flags, description).choices(spec.values);
  return spec.default === undefined ? option : option.default(spec.default);
}

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Opens the store of `--db` with the schema and aliases of the options; `extra` adds e.g. an extractor. */
export async function openIndex(o: StoreOptions, create: boolean, extra: Omit<NuggetIndexOptions, 'store' | 'schema' | 'aliases'> = {}): Promise<NuggetIndex> {
  let schema = loadSchemaFile(o.schema);
  if (o.multiValued && o.multiValued.length > 0) {
    schema = overrideCardinality(schema, Object.fromEntries(o.multiValued.map((name): [string, Cardinality] => [name, 'multi-valued'])));
  }
  const aliases = loadAliasFiles(o.aliases ?? []);
  const store = SqliteNuggetStore.open(o.db, { create, progress: migrationProgress(o.db) });
  try {
    // A store with vectors is searched through HNSW in Node (paper: M = 32, efConstruction = 200).
    return await NuggetIndex.open({ ann: hnswAnn, embedderFor: storeEmbedderFor(o.db), ...extra, store, schema, aliases, reconfigure: o.reconfigure ?? false });
  } catch (e) {
    await store.close();
    throw e;
  }
}

/**
 * Reports the upgrade of an older store file on stderr (it copies every record: minutes at a
 * million nuggets), a line per tenth, as `eval` reports its ingest.
 */
export function migrationProgress(file: string): (done: number, total: number) => void {
  let shown = -1;
  return (done, total) => {
    const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (tenth === shown) return;
    shown = tenth;
    err(`${file}: upgrading the store to the current format: ${done.toLocaleString('en')}/${total.toLocaleString('en')} records`);
  };
}

export function storeOptions(cmd: Command): Command {
  return cmd
    .requiredOption('--db <file>', 'the SQLite store file')
    .option('--schema <file>', 'predicate schema YAML (default: the bundled schema; see "nuggetindex schema")')
    .option('--aliases <file>', 'extra entity alias YAML merged over the bundled aliases (repeatable)', collect)
    .option('--multi-valued <predicate>', 'treat a functional predicate as multi-valued, e.g. for co-CEOs (repeatable)', collect);
}

/** The ranking options of `query`, `context` and `answer`: --mode, --fusion, --weights. */
export interface RankingOptions {
  mode: SearchMode;
  fusion: FusionMethod;
  weights?: FusionWeights;
}

export function rankingOptions(cmd: Command): Command {
  return cmd
    .addOption(choiceOption('--mode <mode>', RETRIEVE.mode))
    .addOption(choiceOption('--fusion <method>', RETRIEVE.fusion))
    .addOption(
      new Option(
        '--weights <a,b,c>',
        "hybrid fusion weights α (lexical), β (dense), γ (metadata), each 0–1 (default 0.4,0.4,0.2, tuned for the offline embedder; the paper's: 0.4,0.5,0.1 with --fusion linear; `nuggetindex tune-fusion` finds yours)",
      ).argParser(weightsArg),
    );
}

function weightsArg(value: string): FusionWeights {
  const parts = value.split(',').map((x) => (x.trim() === '' ? NaN : Number(x)));
  if (parts.length !== 3 || !parts.every((x) => satisfies(FUSION_WEIGHT, x)))
    throw new InvalidArgumentError('must be three numbers from 0 to 1, comma-separated: lexical,dense,metadata');
  return { lexical: parts[0]!, dense: parts[1]!, metadata: parts[2]! };
}

/** The library's retrieval options from the CLI's ranking options. */
export function ranking(o: RankingOptions): { mode: SearchMode; fusion: FusionMethod; weights?: FusionWeights } {
  return { mode: o.mode, fusion: o.fusion, ...(o.weights ? { weights: o.weights } : {}) };
}
