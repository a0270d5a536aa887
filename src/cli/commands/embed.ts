// `nuggetindex embed`: give a store its dense index (semantic and hybrid retrieval), or re-embed it
// with another embedder; and `nuggetindex tune-fusion`: the fusion weights' grid search on TimeQA.

import type { Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { Option } from 'commander';
import { err, openIndex, out, storeOptions, type StoreOptions } from '../common.js';
import { endpointEmbedder, llmEndpointOptions, requireModel, type LlmEndpointCliOptions } from '../extractor-options.js';
import {
  crossValidateFusion,
  crossValidationReport,
  EndpointEmbedder,
  FUSION_METHODS,
  fusionReport,
  NuggetIndexError,
  parseTimeqa,
  tuneFusion,
  type FusionMethod,
} from '../../index.js';
import { hnswAnn, readJson } from '../../node.js';

export function registerEmbedCommands(program: Command): void {
  storeOptions(
    llmEndpointOptions(
      program
        .command('embed')
        .summary('give a store vectors for semantic and hybrid retrieval')
        .description(
          'Embeds every nugget of the store and records the embedder, so that\n' +
            '`query --mode semantic|hybrid` works; later ingests embed their nuggets too.\n' +
            'Vectors of another embedder are replaced only with --reembed.\n\n' +
            "offline (default): word vectors learned from the store's own documents\n" +
            '(PPMI + SVD): no download, no network; approximate next to a trained model;\n' +
            'retrained when the corpus has doubled.\n\n' +
            'endpoint: an OpenAI-compatible /v1/embeddings model (--llm-model,\n' +
            '--llm-base-url; the key from NUGGETINDEX_LLM_API_KEY or OPENAI_API_KEY), its\n' +
            'vectors cached in .nuggetindex-cache/embeddings beside the store. Queries then\n' +
            'embed the question with the same model (NUGGETINDEX_LLM_BASE_URL: the endpoint).',
        )
        .addOption(new Option('--embedder <name>', 'offline or endpoint').choices(['offline', 'endpoint']).default('offline'))
        .option('--reembed', 'replace vectors that come from another embedder'),
    ),
  ).action(async (o: StoreOptions & LlmEndpointCliOptions & { embedder: 'offline' | 'endpoint'; reembed?: boolean }) => {
    const cancel = new AbortController();
    const embedder =
      o.embedder === 'endpoint'
        ? endpointEmbedder(requireModel(o.llmModel, '--embedder endpoint'), {
            db: o.db,
            baseUrl: o.llmBaseUrl,
            concurrency: o.llmConcurrency,
            timeoutMs: o.llmTimeout * 1000,
            cache: o.llmCache !== false,
            signal: cancel.signal,
          })
        : 'offline';
    const onSigint = () => {
      cancel.abort();
      err('\ninterrupted: nothing is recorded until every nugget is embedded (the store is unchanged)');
    };
    process.on('SIGINT', onSigint);
    const ni = await openIndex(o, false, { embedder, reembed: o.reembed ?? false });
    try {
      const started = performance.now();
      let shown = -1;
      const r = await ni.embed({
        progress: (done, total) => {
          const tenth = Math.floor((done / Math.max(1, total)) * 10);
          if (tenth !== shown && process.stderr.isTTY) err(`embedded ${done.toLocaleString('en')}/${total.toLocaleString('en')} nuggets`);
          shown = tenth;
        },
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const how =
        embedder instanceof EndpointEmbedder
          ? `${embedder.totals.requests} requests, ${embedder.totals.cached} of ${embedder.totals.texts} texts from the cache`
          : "approximate: word vectors learned from this store's text";
      out(`${o.db}: ${r.nuggets.toLocaleString('en')} nuggets embedded with ${r.embedder} in ${seconds} s (${how})`);
    } finally {
      process.off('SIGINT', onSigint);
      await ni.close();
    }
  });

  program
    .command('tune-fusion')
    .summary('grid-search the hybrid fusion weights on a TimeQA development file')
    .description(
      "The paper's grid search of α (lexical), β (dense), γ (metadata), α + β + γ = 1, for linear and RRF fusion:\n" +
        'ingests the file, embeds it with the offline embedder, retrieves every question with each triple, and prints\n' +
        'AnswerRecall, TemporalCorrectness and ConflictRate. Chosen: the highest AnswerRecall whose TemporalCorrectness\n' +
        "is not below lexical retrieval's. Pass the chosen weights to query/context/answer with --weights.",
    )
    .requiredOption('--data <file>', 'a TimeQA human_annotated_*.json file (a development split, never the test split)')
    .option('-k <n>', 'the cut-off', (v) => Number(v), 20)
    .option('--step <x>', 'the grid step (0.1: 66 triples per method)', (v) => Number(v), 0.1)
    .option('--method <list>', `fusion methods, comma-separated (${FUSION_METHODS.join(', ')})`, FUSION_METHODS.join(','))
    .option('--folds <n>', 'cross-validate instead: deal the pages into n folds, tune on all but one, judge the choice on that one (2–10)', (v) => Number(v))
    .option('--out <file>', 'also write the table to this file')
    .action(async (o: { data: string; k: number; step: number; method: string; folds?: number; out?: string }) => {
      if (!Number.isInteger(o.k) || o.k < 1 || o.k > 1000)
        throw new NuggetIndexError('INVALID_INPUT', '-k: must be an integer from 1 to 1000', { field: '-k' });
      if (!(o.step >= 0.05 && o.step <= 0.5)) throw new NuggetIndexError('INVALID_INPUT', '--step: must be a number from 0.05 to 0.5', { field: '--step' });
      const methods = o.method.split(',').map((m) => m.trim());
      const bad = methods.find((m) => !(FUSION_METHODS as readonly string[]).includes(m));
      if (bad !== undefined)
        throw new NuggetIndexError('INVALID_INPUT', `--method: "${bad}" is not one of ${FUSION_METHODS.join(', ')}`, { field: '--method' });
      if (o.folds !== undefined && !(Number.isInteger(o.folds) && o.folds >= 2 && o.folds <= 10))
        throw new NuggetIndexError('INVALID_INPUT', '--folds: must be an integer from 2 to 10', { field: '--folds' });
      const entries = parseTimeqa(readJson(o.data), o.data);
      let shown = '';
      const options = {
        k: o.k,
        step: o.step,
        methods: methods as FusionMethod[],
        index: { ann: hnswAnn },
        progress: (stage: string, done: number, total: number) => {
          const line = stage.endsWith('trials') ? `${stage} ${Math.floor((done / total) * 10) * 10}%` : stage;
          if (line !== shown) err(line);
          shown = line;
        },
      };
      const md =
        o.folds === undefined
          ? fusionReport(await tuneFusion(entries, options))
          : crossValidationReport(await crossValidateFusion(entries, o.folds, options), o.k);
      if (o.out) writeFileSync(o.out, md);
      out(md);
    });
}
