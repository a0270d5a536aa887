// `nuggetindex estimate-cost`: windows, requests, tokens and dollars an LLM ingest of a corpus would
// cost, counted by the library exactly as ingest would cut and send them; with --for nuggetize or
// assign, the requests of those nugget steps in LLM mode. Sends nothing.

import { type Command, Option } from 'commander';
import {
  type ModelPrice,
  type PriceQuote,
  type EmbeddingCostEstimate,
  ANSWER,
  type AnswerCostEstimate,
  estimateAnswerCost,
  type Pipeline,
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
import { FileLlmCache, loadSchemaFile, readCorpus, readQueries, readText } from '../../node.js';
import { DEFAULT_MIN_JUDGMENT, runIdOf } from '../nugget-options.js';
import { choiceOption, integerOption, openIndex, out } from '../common.js';
import { endpointEmbedder, modelOption, n, priceFrom, priceOptions, priceText, requireModel, windowOption } from '../extractor-options.js';

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
  /** --for answer: the store, and answer's settings. */
  db?: string;
  pipeline?: Pipeline;
  sentences?: number;
  words?: number;
  verify?: boolean;
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
          'for every run, 10 nuggets a request; a question a run did not answer costs nothing (an empty answer is not sent).\n\n' +
          '--for answer: `answer --mode llm` for the questions of a JSONL file ({id, query, time?}, as query --batch) over --db: the prompts of each ' +
          "question's governed pool, with the most requests the settings allow (an upper bound).\n\n" +
          '--for embed: `embed --embedder endpoint` over --db: one text per nugget, less those in the embedding cache beside the store, 64 a request.',
      )
      .argument('[inputs...]', 'JSONL files or folders, as for ingest (with --for: pool files, or a nuggets file then answers files; none with --for embed)')
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
      .option('--db <file>', 'answer: the store the questions are answered from; embed: the store to embed')
      .addOption(choiceOption('--pipeline <name>', ANSWER.pipeline))
      .addOption(integerOption('--sentences <n>', ANSWER.sentences))
      .addOption(integerOption('--words <n>', ANSWER.words))
      .option('--verify', 'answer only: crucible with --verify')
      .option('--json', 'print the estimate as JSON')
      .addOption(
        new Option(
          '--for <step>',
          'ingest: the LLM extractor over a corpus; nuggetize: nugget creation and importance for pool files; assign: nugget assignment (inputs: the nuggets file, then answers files); answer: answers to the questions of a JSONL file (with --db); embed: the vectors of every nugget of --db',
        )
          .choices(['ingest', 'nuggetize', 'assign', 'answer', 'embed'])
          .default('ingest'),
      ),
  ).action(async (inputs: string[], o: EstimateOptions & { json?: boolean; for: 'ingest' | 'nuggetize' | 'assign' | 'answer' | 'embed' }) => {
    if (o.for === 'embed') {
      printEmbeddingEstimate(await estimateEmbedding(o), o.json === true);
      return;
    }
    if (inputs.length === 0)
      throw new NuggetIndexError('INVALID_INPUT', `inputs: estimate-cost --for ${o.for} needs at least one input file`, { field: 'inputs' });
    if (o.for === 'answer') {
      printAnswerEstimate(await estimateAnswers(inputs, o), o.json === true);
      return;
    }
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
    out(costLine(e));
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
  out(costLine(e));
  out(
    e.step === 'nuggetize'
      ? 'An upper bound: each nugget list is assumed to grow to 30 nuggets after its first window; retries of unusable replies are not counted.'
      : 'Token counts are estimates (4 characters per token); retries of unusable replies are not counted.',
  );
}

/** `estimate-cost --for answer`: the prompts `answer --mode llm` would send for each question's pool. */
async function estimateAnswers(inputs: string[], o: EstimateOptions): Promise<AnswerCostEstimate> {
  const model = requireModel(o.llmModel, 'estimate-cost --for answer');
  if (!o.db) throw new NuggetIndexError('INVALID_INPUT', '--db: estimate-cost --for answer needs the store the questions are answered from', { field: '--db' });
  const questions = inputs.flatMap((f) => readQueries(f)).map((q) => ({ question: q.query, ...(q.time === undefined ? {} : { time: q.time }) }));
  const ni = await openIndex({ db: o.db }, false);
  try {
    return await estimateAnswerCost(
      ni,
      questions,
      {
        ...(o.pipeline ? { pipeline: o.pipeline } : {}),
        ...(o.sentences ? { sentences: o.sentences } : {}),
        ...(o.words ? { words: o.words } : {}),
        verify: o.verify === true,
      },
      model,
      priceFrom(model, o),
    );
  } finally {
    await ni.close();
  }
}

function printAnswerEstimate(e: AnswerCostEstimate, json: boolean): void {
  if (json) {
    out(JSON.stringify(e, null, 2));
    return;
  }
  out(`estimate for ${e.model} (prompt ${e.promptVersion}), answer --pipeline ${e.pipeline}:`);
  out(`  questions       ${n(e.questions)}`);
  out(`  requests        ${n(e.requests)}`);
  out(`  input tokens    ~${n(e.inputTokens)}`);
  out(`  output tokens   ~${n(e.outputTokens)}`);
  out(costLine(e));
  out('An upper bound: as many nuggets, sentences and facets as the settings allow; retries of unusable replies are not counted.');
}

/** `estimate-cost --for embed`: the texts `embed --embedder endpoint` would send for --db's nuggets. */
async function estimateEmbedding(o: EstimateOptions): Promise<EmbeddingCostEstimate> {
  const model = requireModel(o.llmModel, 'estimate-cost --for embed');
  if (!o.db) throw new NuggetIndexError('INVALID_INPUT', '--db: estimate-cost --for embed needs the store to embed', { field: '--db' });
  const ni = await openIndex({ db: o.db }, false);
  try {
    return await ni.estimateEmbedding({ model, cache: endpointEmbedder(model, { db: o.db }).cache, price: priceFrom(model, o) });
  } finally {
    await ni.close();
  }
}

function printEmbeddingEstimate(e: EmbeddingCostEstimate, json: boolean): void {
  if (json) {
    out(JSON.stringify(e, null, 2));
    return;
  }
  out(`estimate for ${e.model} (embeddings):`);
  out(`  nuggets         ${n(e.texts)} (${n(e.cached)} already cached or repeated)`);
  out(`  requests        ${n(e.requests)}`);
  out(`  input tokens    ~${n(e.inputTokens)}`);
  out(costLine(e));
}

/** The estimate's price line: USD, and the price per token it came from unless unknown. */
function costLine(e: { model: string; usd: number; price: ModelPrice & { from: PriceQuote['from'] } }): string {
  const from = e.price.from === 'unknown' ? '' : ` (${priceText(e.model, { price: e.price, from: e.price.from })})`;
  return `  estimated cost  ${formatCost(e.usd, e.price.from)}${from}`;
}
