// Construction quality (NuggetIndex paper, Table 5): the pipeline's Stages 1–3 on hand-annotated
// TimeQA sentences — extraction precision and recall, start-time accuracy, end-time detection
// recall and end-time accuracy. The gold format is described in test/fixtures/construction-gold.md.

import { STATEMENT_PREDICATE } from '../extract/statements.js';
import { extractClaims, type ClaimWithEvidence } from '../ingest.js';
import type { Extractor } from '../extract/extractor.js';
import type { AliasTable } from '../govern/aliases.js';
import type { PredicateMapper } from '../govern/canonicalize.js';
import { jaccard } from '../govern/duplicates.js';
import { normalizeName } from '../govern/normalize.js';
import { toSourceDocument } from '../model/document.js';
import { NuggetIndexError } from '../model/errors.js';
import { jsonLines, requireObject } from '../model/jsonl.js';
import { addUnits, parseIsoTime, type Instant } from '../model/time.js';
import type { TimeqaEntry } from './timeqa.js';

export interface GoldFact {
  subject: string;
  predicate: string;
  object: string;
  start: string | null;
  end: string | null;
}

export interface GoldSentence {
  doc: string;
  para: number;
  sentence: string;
  facts: GoldFact[];
}

export interface ConstructionReport {
  sentences: number;
  goldFacts: number;
  predicted: number;
  matched: number;
  /** Open `statement` claims in the gold sentences: not scored, since the gold annotates schema relations. */
  openStatements: number;
  precision: number;
  recall: number;
  /** Matched facts whose gold has a start: share with the start within 30 days. */
  startAccuracy: { value: number; of: number };
  /** Matched facts whose gold has an end: share where an end was detected at all. */
  endDetectionRecall: { value: number; of: number };
  /** Of those detected: share with the end within 30 days. */
  endAccuracy: { value: number; of: number };
}

const DAY = 86_400_000;

/** Parses the gold JSONL; errors name the file, line and field. */
export function parseGold(text: string, file: string): GoldSentence[] {
  const out: GoldSentence[] = [];
  jsonLines(text, file, (value) => {
    const g = requireObject(value, '{doc, para, sentence, facts}') as unknown as GoldSentence;
    const bad = (m: string): never => {
      throw new NuggetIndexError('INVALID_INPUT', m);
    };
    if (typeof g.doc !== 'string' || typeof g.para !== 'number' || typeof g.sentence !== 'string' || !Array.isArray(g.facts)) bad('needs doc, para, sentence and facts');
    g.facts.forEach((f, j) => {
      for (const k of ['subject', 'predicate', 'object'] as const) if (typeof f[k] !== 'string' || f[k].trim() === '') bad(`facts[${j}].${k}: is required`);
      for (const k of ['start', 'end'] as const) if (f[k] !== null && f[k] !== undefined) parseIsoTime(String(f[k]), `facts[${j}].${k}`);
    });
    out.push(g);
  });
  return out;
}

export interface ConstructionContext {
  extractor: Extractor;
  mapper: PredicateMapper;
  aliases: AliasTable;
}

/**
 * Runs extraction on each gold sentence's paragraph (so pronouns have their window) and scores the
 * claims whose evidence lies in the sentence.
 */
export async function evaluateConstruction(gold: readonly GoldSentence[], entries: readonly TimeqaEntry[], ctx: ConstructionContext): Promise<ConstructionReport> {
  const pages = new Map(entries.map((e) => [e.link, e]));
  let goldFacts = 0;
  let predicted = 0;
  let matched = 0;
  let openStatements = 0;
  const start = { ok: 0, of: 0 };
  const endDetected = { ok: 0, of: 0 };
  const endRight = { ok: 0, of: 0 };
  for (const g of gold) {
    const page = pages.get(g.doc);
    const paragraph = page?.paras[g.para];
    const at = paragraph?.indexOf(g.sentence) ?? -1;
    if (!page || paragraph === undefined || at < 0) throw new NuggetIndexError('INVALID_INPUT', `gold sentence not found in ${g.doc} paragraph ${g.para}: "${g.sentence.slice(0, 60)}…"`);
    const doc = toSourceDocument({ id: g.doc, text: paragraph, title: page.paras[0] ?? '', date: '2021-08-01', source: 'wikipedia' }, 0, 'global');
    const { claims } = await extractClaims(ctx, doc);
    const inSentence = claims.filter((c) => c.evidence.start < at + g.sentence.length && at < c.evidence.end);
    // The gold annotates schema relations only: open statements are counted, not scored.
    const mine = inSentence.filter((c) => c.claim.predicate.name !== STATEMENT_PREDICATE);
    openStatements += inSentence.length - mine.length;
    goldFacts += g.facts.length;
    predicted += mine.length;
    const free = new Set(mine);
    for (const f of g.facts) {
      const hit = [...free].find((c) => sameFact(c, f));
      if (!hit) continue;
      free.delete(hit);
      matched++;
      const s = hit.evidence.stated;
      if (f.start) {
        start.of++;
        if ((s.startBasis === 'explicit' || s.startBasis === 'narrative') && Math.abs(s.start - parseIsoTime(f.start).t) <= 30 * DAY) start.ok++;
      }
      if (f.end) {
        endDetected.of++;
        if (s.endBasis === 'explicit' || s.endBasis === 'former') {
          endDetected.ok++;
          endRight.of++;
          if (Math.abs(s.end - goldEnd(f)) <= 30 * DAY) endRight.ok++;
        }
      }
    }
  }
  const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
  return {
    sentences: gold.length,
    goldFacts,
    predicted,
    matched,
    openStatements,
    precision: ratio(matched, predicted),
    recall: ratio(matched, goldFacts),
    startAccuracy: { value: ratio(start.ok, start.of), of: start.of },
    endDetectionRecall: { value: ratio(endDetected.ok, endDetected.of), of: endDetected.of },
    endAccuracy: { value: ratio(endRight.ok, endRight.of), of: endRight.of },
  };
}

/** The gold end as an exclusive bound, by the interval convention (a same-period range keeps its period). */
function goldEnd(f: GoldFact): Instant {
  const end = parseIsoTime(f.end!);
  if (f.start) {
    const s = parseIsoTime(f.start);
    if (s.t >= end.t) return addUnits(end.t, end.granularity, 1);
  }
  return end.t;
}

function sameFact(c: ClaimWithEvidence, f: GoldFact): boolean {
  return c.claim.predicate.name === f.predicate && sameName(c.claim.subject, f.subject) && sameName(c.claim.object, f.object);
}

/** Names agree when their normal forms are equal, one contains the other on word boundaries, or they are near-duplicates. */
function sameName(a: string, b: string): boolean {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (x === y) return true;
  if (x === '' || y === '') return false;
  if (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `)) return true;
  // "Anna Muzychuk" is "Anna Olehivna Muzychuk": every word of the shorter name, in order.
  const [short, long] = x.length <= y.length ? [x.split(' '), y.split(' ')] : [y.split(' '), x.split(' ')];
  if (short.length >= 2) {
    let i = 0;
    for (const w of long) if (w === short[i]) i++;
    if (i === short.length) return true;
  }
  return jaccard(x, y, 3) >= 0.85;
}
