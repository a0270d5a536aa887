// Bridging facts at scale (issue 20): a store of 10,000 short news and encyclopedia documents —
// each company's appointment of a chief executive, each executive's birthplace — ingested into a
// SQLite file with and without bridging, then one more document added: what it costs next to
// re-deriving every bridge (`NuggetIndex.bridge`), and how many bridging facts it touches. Ingest
// re-derives only the entities a document names, so one document must cost about what any
// document costs, not a rebuild.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hrtime } from 'node:process';
import { NuggetIndex } from '../src/nugget-index.js';
import { SqliteNuggetStore } from '../src/store/sqlite/sqlite-store.js';
import { msSince } from './measure.js';

export interface BridgingResult {
  documents: number;
  bridgingFacts: number;
  /** Whole ingest (ingestMany, SQLite) of the first `compared` documents, with and without bridging. */
  compared: number;
  ingestMs: { bridging: number; without: number };
  /** Whole ingest of all the documents, with bridging. */
  fullIngestMs: number;
  /** One more document ingested into the full store: time, and bridging facts written. */
  oneDocument: { ms: number; bridgingFactsWritten: number; nuggetsWritten: number };
  /** Re-deriving every bridge entity of the store (`NuggetIndex.bridge`, offline). */
  rebuild: { ms: number; entities: number };
}

const FIRST = [
  'Anna',
  'Bruno',
  'Clara',
  'David',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Irene',
  'Jonas',
  'Karin',
  'Leon',
  'Maria',
  'Nils',
  'Olga',
  'Pavel',
  'Rosa',
  'Sven',
  'Tilda',
  'Umar',
];
const LAST = [
  'Abbott',
  'Berger',
  'Castro',
  'Dahl',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ibsen',
  'Jansen',
  'Keller',
  'Lund',
  'Moreau',
  'Novak',
  'Olsen',
  'Petrov',
  'Quinn',
  'Rossi',
  'Silva',
  'Weber',
];
const CITIES = ['Lyon', 'Denver', 'Oslo', 'Porto', 'Graz', 'Turin', 'Leeds', 'Ghent', 'Malmo', 'Brno', 'Cork', 'Bergen'];
const BRANDS = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Tyrell',
  'Cyberdyne',
  'Soylent',
  'Wonka',
  'Gringotts',
  'Oscorp',
  'Monarch',
  'Massive',
  'Nakatomi',
  'Virtucon',
  'Zorg',
  'Aperture',
];
const PLACES = [
  'Northern',
  'Southern',
  'Eastern',
  'Western',
  'Central',
  'Atlantic',
  'Pacific',
  'Alpine',
  'Coastal',
  'Inland',
  'Harbor',
  'Valley',
  'Summit',
  'River',
  'Prairie',
  'Island',
  'Lakeside',
  'Highland',
  'Meadow',
  'Canyon',
  'Forest',
  'Desert',
  'Polar',
  'Metro',
  'Delta',
];
const SECTORS = ['Energy', 'Holdings', 'Group', 'Foods', 'Motors', 'Airlines', 'Media', 'Pharma', 'Logistics', 'Capital'];

/** Company i: 20 brands × 25 places × 10 sectors, each name once (a company named twice would be one key with many chief executives). */
function company(i: number): string {
  return `${BRANDS[i % 20]} ${PLACES[Math.floor(i / 20) % 25]} ${SECTORS[Math.floor(i / 500) % 10]}`;
}

/** Executive i: 20 × 20 first and last names, then a middle initial per round (400 names each). */
function person(i: number): string {
  const round = Math.floor(i / 400);
  const middle = round === 0 ? '' : ` ${String.fromCharCode(65 + (round % 26))}.`;
  return `${FIRST[i % 20]}${middle} ${LAST[Math.floor(i / 20) % 20]}`;
}

/** Half appointments (company i names executive i), half biographies (executive i's birthplace). */
export function corpus(documents: number): { id: string; source: string; date: string; text: string; title?: string }[] {
  const out: { id: string; source: string; date: string; text: string; title?: string }[] = [];
  for (let i = 0; i < documents / 2; i++) {
    const year = 2000 + (i % 20);
    out.push({ id: `news-${i}`, source: `wire-${i % 7}`, date: `${year}-03-02`, text: `${company(i)} named ${person(i)} as its new CEO on 1 March ${year}.` });
    out.push({
      id: `bio-${i}`,
      source: 'encyclopedia',
      date: '2021-01-01',
      title: person(i),
      text: `${person(i)} was born in ${CITIES[i % CITIES.length]} in 1970.`,
    });
  }
  return out;
}

async function ingestAll(file: string, docs: ReturnType<typeof corpus>, bridging: boolean): Promise<{ ni: NuggetIndex; ms: number }> {
  const ni = await NuggetIndex.open({ store: SqliteNuggetStore.open(file, { create: true }), clock: () => Date.UTC(2024, 0, 1), bridging });
  const start = hrtime.bigint();
  for await (const _ of ni.ingestMany(docs)) void _;
  return { ni, ms: msSince(start) };
}

/**
 * Builds the two stores and measures.
 *
 * @example await benchBridging(10_000, console.error)
 */
export async function benchBridging(documents: number, progress: (message: string) => void, compared = Math.min(documents, 2000)): Promise<BridgingResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ni-bench-bridging-'));
  try {
    const docs = corpus(documents);
    // Ingest costs the same per document at any size: with and without bridging on the first documents, alternating.
    const ms = { bridging: 0, without: 0 };
    for (const [i, bridging] of [false, true, false, true].entries()) {
      progress(`bridging: ${compared} documents ${bridging ? 'with' : 'without'} bridging`);
      const run = await ingestAll(join(dir, `compare-${i}.db`), docs.slice(0, compared), bridging);
      await run.ni.close();
      ms[bridging ? 'bridging' : 'without'] += run.ms / 2;
    }
    progress(`bridging: ${docs.length} documents with bridging`);
    const full = await ingestAll(join(dir, 'bridging.db'), docs, true);
    const ni = full.ni;
    let bridgingFacts = 0;
    for await (const batch of ni.nuggets()) bridgingFacts += batch.filter((n) => n.kind === 'BridgingFact').length;
    progress('bridging: one more document');
    const extra = {
      id: 'news-extra',
      source: 'gazette',
      date: '2022-06-02',
      text: `Vandelay Industries Group named ${person(7)} as its new CEO on 1 June 2022.`,
    };
    let start = hrtime.bigint();
    const r = await ni.ingest(extra);
    const oneMs = msSince(start);
    progress('bridging: re-deriving every bridge');
    start = hrtime.bigint();
    const rebuilt = await ni.bridge();
    const rebuildMs = msSince(start);
    await ni.close();
    return {
      documents: docs.length,
      bridgingFacts,
      compared,
      ingestMs: ms,
      fullIngestMs: full.ms,
      oneDocument: { ms: oneMs, bridgingFactsWritten: r.changed.filter((n) => n.kind === 'BridgingFact').length, nuggetsWritten: r.changed.length },
      rebuild: { ms: rebuildMs, entities: rebuilt.entities },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
