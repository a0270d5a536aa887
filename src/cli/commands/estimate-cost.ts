// `nuggetindex estimate-cost`: windows, requests, tokens and dollars an LLM ingest of a corpus would
// cost, counted by the library exactly as ingest would cut and send them; with --for nuggetize or
// assign, the requests of those nugget steps in LLM mode. Sends nothing.

import { type Command, Option } from 'commander';
import {
  type CostEstimate,
  DEFAULT_LLM_WINDOW_CHARS,
  estimateAssignCost,
  estimateLlmCost,
  estimateNuggetizeCost,
  formatCost,
  NuggetIndexError,
  type NuggetCostEstimate,
  readAnswers,
  readNuggets,
  readPool,
} from '../../index.js';
import { FileLlmCache, loadSchemaFile, readCorpus, readText } from '../../node.js';
import { DEFAULT_MIN_JUDGMENT, runIdOf } from '../nugget-options.js';
import { out } from '../common.js';
import { modelOption, n, priceFrom, priceOptions, priceText, requireModel, windowOption } from '../extractor-options.js';

/** What `estimate-cost` takes. */
export interface EstimateOptions {
  llmModel?: string;
  schema?: string;
  llmCache?: string;
  /** Characters per window; default DEFAULT_LLM_WINDOW_CHARS. */
  llmWindow?: number;
  priceIn?: number;
  priceOut?: number;
  date?: string;
  skipInvalid?: boolean;
  /** --for nuggetize: nuggetize's --min-judgment. */
  minJudgment?: number;
}

/** `estimate-cost`: the corpus read as ingest reads it, estimated by the library. */
async function estimateCost(inputs: string[], o: EstimateOptions): Promise<CostEstimate> {
  const model = requireModel(o.llmModel);
  const documents = inputs.flatMap((p) => readCorpus(p, { skipInvalid: o.skipInvalid, date: o.date }).documents);
  return estimateLlmCost(documents, {
    model,
    schema: loadSchemaFile(o.schema),
    windowChars: o.llmWindow ?? DEFAULT_LLM_WINDOW_CHARS,
    price: priceFrom(model, o),
    ...(o.llmCache !== undefined ? { cache: new FileLlmCache(o.llmCache), cacheDir: o.llmCache } : {}),
  });
}

export function registerEstimateCostCommand(program: Command): void {
  priceOptions(
    program
      .command('estimate-cost')
      .summary('requests, tokens and dollars an LLM run would cost: ingest of a corpus, or the nugget steps (nuggetize, assign)')
      .description(
        'Estimates what an LLM run would send for these inputs, and sends nothing: requests, tokens (4 characters per token) ' +
          "and USD at the model's list price (or --price-in/--price-out).\n\n" +
          'By default (--for ingest), `ingest --extractor llm` over a corpus: windows (one request each), cut exactly as ingest cuts them ' +
          '(so give the same --llm-window), leaving out windows already in the answer cache.\n\n' +
          '--for nuggetize: `nuggetize --mode llm` over pool files: creation over windows of 10 passages (each list assumed to grow to 30 nuggets, an upper bound) ' +
          'and importance in batches of 10. --for assign: `assign --mode llm`, the nuggets file then the answers files: every question of the nuggets file ' +
          'for every run, 10 nuggets a request; a question a run did not answer costs nothing (an empty answer is not sent).',
      )
      .argument('<inputs...>', 'JSONL files or folders, as for ingest (with --for: pool files, or a nuggets file then answers files)')
      .addOption(modelOption())
      .addOption(ingestOnly(windowOption()))
      .option('--schema <file>', 'ingest only: predicate schema YAML (its predicates are part of every prompt)')
      .option('--llm-cache <dir>', 'ingest only: count windows already answered in this cache folder (e.g. .nuggetindex-cache/llm beside the store)')
      .option('--date <iso>', 'ingest only: date for folder documents without a "date:" line')
      .option('--skip-invalid', 'ingest only: skip invalid lines (reported) instead of aborting the file')
      .option(
        '--min-judgment <n>',
        'nuggetize only: leave out candidates judged below this grade, as nuggetize --min-judgment (candidates without a judgment are kept)',
        Number,
        DEFAULT_MIN_JUDGMENT,
      )
      .option('--json', 'print the estimate as JSON')
      .addOption(
        new Option(
          '--for <step>',
          'ingest: the LLM extractor over a corpus; nuggetize: nugget creation and importance for pool files; assign: nugget assignment (inputs: the nuggets file, then answers files)',
        )
          .choices(['ingest', 'nuggetize', 'assign'])
          .default('ingest'),
      ),
  ).action(async (inputs: string[], o: EstimateOptions & { json?: boolean; for: 'ingest' | 'nuggetize' | 'assign' }) => {
    if (o.for !== 'ingest') {
      printNuggetEstimate(estimateNuggetCost(o.for, inputs, o), o.json === true);
      return;
    }
    const e = await estimateCost(inputs, o);
    if (o.json) {
      out(JSON.stringify(e, null, 2));
      return;
    }
    out(`estimate for ${e.model} (prompt ${e.promptVersion}):`);
    out(`  documents       ${n(e.documents)}`);
    const skipped = [e.cacheDir !== null ? `${n(e.cached)} already cached` : '', e.repeated > 0 ? `${n(e.repeated)} repeated` : ''].filter((x) => x !== '');
    const size = e.windowChars === 1 ? 'of one sentence each' : `of up to ${n(e.windowChars)} characters`;
    out(`  windows         ${n(e.windows)} ${size}` + (skipped.length > 0 ? ` (${skipped.join(', ')})` : ''));
    out(`  requests        ${n(e.toAsk)}`);
    out(`  input tokens    ~${n(e.inputTokens)} (~${n(e.systemTokens)} of system prompt and answer schema per window)`);
    out(`  output tokens   ~${n(e.outputTokens)}`);
    out(
      `  estimated cost  ${formatCost(e.usd, e.price.from)}${e.price.from === 'unknown' ? '' : ` (${priceText(e.model, { price: e.price, from: e.price.from })})`}`,
    );
    out("Token counts are estimates (4 characters per token); an ingest reports the endpoint's own counts. Endpoints that cache");
    out('repeated prompt prefixes (OpenAI, for prompts over 1,024 tokens) bill the system prompt at a discount not assumed here.');
  });
}

/** An option of ingest's estimate that the nugget steps ignore, said in its help. */
function ingestOnly(option: Option): Option {
  option.description = `ingest only: ${option.description}`;
  return option;
}

/** `estimate-cost --for nuggetize|assign`: the nugget prompts a run would send, counted by the library. */
function estimateNuggetCost(step: 'nuggetize' | 'assign', inputs: string[], o: EstimateOptions): NuggetCostEstimate {
  const model = requireModel(o.llmModel, `estimate-cost --for ${step}`);
  const price = priceFrom(model, o);
  if (o.minJudgment !== undefined && !Number.isFinite(o.minJudgment))
    throw new NuggetIndexError('INVALID_INPUT', '--min-judgment: must be a number', { field: '--min-judgment' });
  if (step === 'nuggetize')
    return estimateNuggetizeCost(
      inputs.flatMap((f) => readPool(readText(f), f, o.minJudgment)),
      model,
      price,
    );
  const [nuggets, ...answers] = inputs;
  if (answers.length === 0)
    throw new NuggetIndexError('INVALID_INPUT', 'estimate-cost --for assign: give the nuggets file, then one or more answers files', { field: 'inputs' });
  // As assign reads them: a file with no records stands for the run named after it.
  const runs = answers.map((f) => ({ file: f, answers: readAnswers(readText(f), f, runIdOf(f)) }));
  return estimateAssignCost(
    readNuggets(readText(nuggets!), nuggets!),
    runs.flatMap((r) => r.answers),
    model,
    price,
    runs.filter((r) => r.answers.length === 0).map((r) => runIdOf(r.file)),
  );
}

function printNuggetEstimate(e: NuggetCostEstimate, json: boolean): void {
  if (json) {
    out(JSON.stringify(e, null, 2));
    return;
  }
  out(`estimate for ${e.model} (prompt ${e.promptVersion}), ${e.step}:`);
  out(`  ${e.step === 'nuggetize' ? 'questions' : 'answers  '}       ${n(e.items)}`);
  out(`  requests        ${n(e.requests)}`);
  out(`  input tokens    ~${n(e.inputTokens)}`);
  out(`  output tokens   ~${n(e.outputTokens)}`);
  out(
    `  estimated cost  ${formatCost(e.usd, e.price.from)}${e.price.from === 'unknown' ? '' : ` (${priceText(e.model, { price: e.price, from: e.price.from })})`}`,
  );
  out(
    e.step === 'nuggetize'
      ? 'An upper bound: each nugget list is assumed to grow to 30 nuggets after its first window; retries of unusable replies are not counted.'
      : 'Token counts are estimates (4 characters per token); retries of unusable replies are not counted.',
  );
}
