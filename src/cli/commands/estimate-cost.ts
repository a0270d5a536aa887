// `nuggetindex estimate-cost`: windows, requests, tokens and dollars an LLM ingest of a corpus would
// cost, counted by the library exactly as ingest would cut and send them. Sends nothing.

import type { Command } from 'commander';
import { type CostEstimate, DEFAULT_LLM_WINDOW_CHARS, estimateLlmCost, formatCost } from '../../index.js';
import { FileLlmCache, loadSchemaFile, readCorpus } from '../../node.js';
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
      .summary('windows, tokens and dollars an LLM ingest of a corpus would cost')
      .description(
        'Estimate what `ingest --extractor llm` would send for these inputs: windows (one request each), tokens ' +
          "(4 characters per token) and USD at the model's list price, leaving out windows already in the answer cache. " +
          'Windows are cut exactly as ingest cuts them, so give the same --llm-window. Sends nothing.',
      )
      .argument('<inputs...>', 'JSONL files or folders, as for ingest')
      .addOption(modelOption())
      .addOption(windowOption())
      .option('--schema <file>', 'predicate schema YAML (its predicates are part of every prompt)')
      .option('--llm-cache <dir>', 'count windows already answered in this cache folder (e.g. .nuggetindex-cache/llm beside the store)')
      .option('--date <iso>', 'date for folder documents without a "date:" line')
      .option('--skip-invalid', 'skip invalid lines (reported) instead of aborting the file')
      .option('--json', 'print the estimate as JSON'),
  ).action(async (inputs: string[], o: EstimateOptions & { json?: boolean }) => {
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
