// Ingest throughput on real text: the TimeQA training corpus (Wikipedia pages), built into documents
// exactly as the evaluation builds it. Extraction alone (Stages 1–3 with the quality gate), then the
// whole ingest into a memory store (extraction + governance + commit + index update).

import { hnswAnn } from '../src/embed/hnsw.js';
import { existsSync, readFileSync } from 'node:fs';
import { hrtime } from 'node:process';
import { defaultAliases, defaultSchema } from '../src/defaults.js';
import { TIMEQA_NOW } from '../src/eval/harness.js';
import { parseTimeqa, timeqaCorpus } from '../src/eval/timeqa.js';
import { RuleBasedExtractor } from '../src/extract/rules.js';
import { PredicateMapper } from '../src/govern/canonicalize.js';
import { extractClaims } from '../src/ingest/claims.js';
import { toSourceDocument } from '../src/model/document.js';
import { NuggetIndex } from '../src/nugget-index.js';
import { msSince } from './measure.js';

export const TIMEQA_TRAIN = '../shared/data/timeqa/human_annotated_train.json';

export interface Throughput {
  ms: number;
  documentsPerSecond: number;
  nuggetsPerSecond: number;
  /** Text read per second, MB = 10^6 bytes of UTF-8. */
  mbPerSecond: number;
}

export interface TimeqaResult {
  file: string;
  documents: number;
  textBytes: number;
  /** Claims extracted (Stages 1–3, accepted by the quality gate). */
  claims: number;
  /** Nuggets in the store after ingest. */
  nuggets: number;
  extraction: Throughput;
  ingest: Throughput;
  /** The full ingest again with `bridging: false` (no bridging facts composed): what bridging costs. */
  ingestWithoutBridging: Throughput;
  /** The full ingest with the offline embedder and HNSW from the start (vectors kept in step, retrained as the corpus doubles). */
  ingestWithVectors: Throughput;
}

/**
 * Runs both passes over the first `limit` documents (all by default); null when the file is absent.
 *
 * @example await benchTimeqa('../shared/data/timeqa/human_annotated_train.json')
 */
export async function benchTimeqa(file: string, progress: (message: string) => void, limit = Infinity): Promise<TimeqaResult | null> {
  if (!existsSync(file)) return null;
  const corpus = timeqaCorpus(parseTimeqa(JSON.parse(readFileSync(file, 'utf8')), file)).slice(0, limit);
  const textBytes = corpus.reduce((sum, d) => sum + Buffer.byteLength(d.text, 'utf8'), 0);
  const schema = defaultSchema();
  const ctx = { extractor: new RuleBasedExtractor(schema, { genre: 'auto' }), mapper: new PredicateMapper(schema), aliases: defaultAliases() };
  const throughput = (ms: number, nuggets: number): Throughput => ({
    ms,
    documentsPerSecond: corpus.length / (ms / 1000),
    nuggetsPerSecond: nuggets / (ms / 1000),
    mbPerSecond: textBytes / 1e6 / (ms / 1000),
  });

  progress(`TimeQA: extracting from ${corpus.length} documents (${(textBytes / 1e6).toFixed(1)} MB)`);
  let claims = 0;
  let start = hrtime.bigint();
  for (const doc of corpus) claims += (await extractClaims(ctx, toSourceDocument(doc, TIMEQA_NOW, 'global'))).claims.length;
  const extractionMs = msSince(start);

  progress('TimeQA: ingesting into a memory store');
  const ni = await NuggetIndex.open({ clock: () => TIMEQA_NOW });
  start = hrtime.bigint();
  for (const doc of corpus) await ni.ingest(doc);
  const ingestMs = msSince(start);
  const nuggets = (await ni.stats()).nuggets;
  await ni.close();

  progress('TimeQA: ingesting again without bridging facts');
  const plain = await NuggetIndex.open({ clock: () => TIMEQA_NOW, bridging: false });
  start = hrtime.bigint();
  for (const doc of corpus) await plain.ingest(doc);
  const plainMs = msSince(start);
  const plainNuggets = (await plain.stats()).nuggets;
  await plain.close();

  progress('TimeQA: ingesting again with offline vectors (HNSW)');
  const dense = await NuggetIndex.open({ clock: () => TIMEQA_NOW, embedder: 'offline', ann: hnswAnn });
  start = hrtime.bigint();
  for (const doc of corpus) await dense.ingest(doc);
  const denseMs = msSince(start);
  const denseNuggets = (await dense.stats()).nuggets;
  await dense.close();
  return {
    file,
    documents: corpus.length,
    textBytes,
    claims,
    nuggets,
    extraction: throughput(extractionMs, claims),
    ingest: throughput(ingestMs, nuggets),
    ingestWithoutBridging: throughput(plainMs, plainNuggets),
    ingestWithVectors: throughput(denseMs, denseNuggets),
  };
}
