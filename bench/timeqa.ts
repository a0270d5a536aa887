// Ingest throughput on real text: the TimeQA training corpus (Wikipedia pages), built into documents
// exactly as the evaluation builds it. Extraction alone (Stages 1–3 with the quality gate), then the
// whole ingest into a memory store (extraction + governance + commit + index update).

import { existsSync, readFileSync } from 'node:fs';
import { hrtime } from 'node:process';
import { defaultAliases, defaultSchema } from '../src/defaults.js';
import { hnswAnn } from '../src/embed/hnsw.js';
import { TIMEQA_NOW } from '../src/eval/harness.js';
import { parseTimeqa, timeqaCorpus } from '../src/eval/timeqa.js';
import { RuleBasedExtractor } from '../src/extract/rules.js';
import { PredicateMapper } from '../src/govern/canonicalize.js';
import { extractClaims } from '../src/ingest/claims.js';
import { toSourceDocument } from '../src/model/document.js';
import { NuggetIndex } from '../src/nugget-index.js';
import type { NuggetIndexOptions } from '../src/options.js';
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
  const start = hrtime.bigint();
  for (const doc of corpus) claims += (await extractClaims(ctx, toSourceDocument(doc, TIMEQA_NOW, 'global'))).claims.length;
  const extractionMs = msSince(start);

  // A full ingest into a fresh memory store with these options: its time and the nuggets it made.
  const fullIngest = async (what: string, options: NuggetIndexOptions): Promise<{ ms: number; nuggets: number }> => {
    progress(`TimeQA: ingesting ${what}`);
    const ni = await NuggetIndex.open({ clock: () => TIMEQA_NOW, ...options });
    const begun = hrtime.bigint();
    for (const doc of corpus) await ni.ingest(doc);
    const ms = msSince(begun);
    const nuggets = (await ni.stats()).nuggets;
    await ni.close();
    return { ms, nuggets };
  };
  const ingest = await fullIngest('into a memory store', {});
  const ingestWithoutBridging = await fullIngest('again without bridging facts', { bridging: false });
  const ingestWithVectors = await fullIngest('again with offline vectors (HNSW)', { embedder: 'offline', ann: hnswAnn });
  return {
    file,
    documents: corpus.length,
    textBytes,
    claims,
    nuggets: ingest.nuggets,
    extraction: throughput(extractionMs, claims),
    ingest: throughput(ingest.ms, ingest.nuggets),
    ingestWithoutBridging: throughput(ingestWithoutBridging.ms, ingestWithoutBridging.nuggets),
    ingestWithVectors: throughput(ingestWithVectors.ms, ingestWithVectors.nuggets),
  };
}
