// Construction quality (NuggetIndex paper, Table 5): the pipeline's Stages 1–3 on hand-annotated
// sentences — extraction precision and recall, start-time accuracy, end-time detection recall and
// end-time accuracy — with open statements scored beside schema facts. Two gold sets: TimeQA
// sentences (test/fixtures/construction-gold.md) and hand-written news and encyclopedia documents
// with a development and a held-out split (test/fixtures/construction-prose/README.md).

import { STATEMENT_PREDICATE } from '../extract/statements.js';
import { extractClaims, type ClaimWithEvidence } from '../ingest/claims.js';
import type { Extractor } from '../extract/extractor.js';
import type { AliasTable } from '../govern/aliases.js';
import { PredicateMapper } from '../govern/canonicalize.js';
import type { PredicateSchema } from '../model/schema.js';
import { jaccard } from '../govern/duplicates.js';
import { normalizeName } from '../govern/normalize.js';
import { toSourceDocument } from '../model/document.js';
import { addUnits, parseIsoTime, toIso, type Instant } from '../model/time.js';
import type { GoldFact, Scored } from './construction-gold.js';

export interface Scores {
  gold: number;
  predicted: number;
  /** Predicted facts that match a gold fact (each gold fact matched once). */
  matched: number;
  /** Predicted open statements that restate a gold schema fact: right, so not counted against precision, but not the fact's recall. */
  restated: number;
  precision: number;
  recall: number;
}

export interface ConstructionReport {
  sentences: number;
  documents: number;
  all: Scores;
  schema: Scores;
  statements: Scores;
  /** Matched facts whose gold has a start: share with the start within 30 days. */
  startAccuracy: { value: number; of: number };
  /** Matched facts whose gold has an end: share where an end was detected at all. */
  endDetectionRecall: { value: number; of: number };
  /** Of those detected: share with the end within 30 days. */
  endAccuracy: { value: number; of: number };
}

/** A sentence's misses and extras, for reading what went wrong. */
export interface SentenceErrors {
  doc: string;
  sentence: string;
  missed: GoldFact[];
  extra: { subject: string; predicate: string; object: string; start: string | null; end: string | null }[];
  /** Matched facts whose start or end disagrees with the gold. */
  mistimed: { gold: GoldFact; start: string | null; end: string | null }[];
}

const DAY = 86_400_000;

export interface ConstructionContext {
  extractor: Extractor;
  mapper: PredicateMapper;
  aliases: AliasTable;
}

/**
 * Runs extraction on each document and scores the claims whose evidence lies in each annotated
 * sentence. `errors`, when given, receives each sentence's misses, extras and mistimed facts.
 */
export async function evaluateConstruction(docs: readonly Scored[], ctx: ConstructionContext, errors?: SentenceErrors[]): Promise<ConstructionReport> {
  const schema = emptyScores();
  const statements = emptyScores();
  const start = { ok: 0, of: 0 };
  const endDetected = { ok: 0, of: 0 };
  const endRight = { ok: 0, of: 0 };
  let sentences = 0;
  for (const d of docs) {
    const doc = toSourceDocument(d.doc, 0, 'global');
    const { claims } = await extractClaims(ctx, doc);
    for (const s of d.sentences) {
      sentences++;
      const inSentence = claims.filter((c) => c.evidence.start < s.at + s.sentence.length && s.at < c.evidence.end);
      const predicted = { schema: inSentence.filter((c) => !isStatement(c)), statements: inSentence.filter(isStatement) };
      const goldSchema = s.facts.filter((f) => f.predicate !== STATEMENT_PREDICATE);
      const goldStatements = s.facts.filter((f) => f.predicate === STATEMENT_PREDICATE);
      const matches: [GoldFact, ClaimWithEvidence][] = [];
      const free = new Set(inSentence);
      const missed: GoldFact[] = [];
      const sameF = (c: ClaimWithEvidence, f: GoldFact) => sameFact(c, f, ctx.aliases);
      const sameS = (c: ClaimWithEvidence, f: GoldFact) => sameStatement(c, f, ctx.aliases);
      for (const [golds, same] of [
        [goldSchema, sameF],
        [goldStatements, sameS],
      ] as const) {
        for (const f of golds) {
          const hit = [...free].find((c) => same(c, f));
          if (!hit) {
            missed.push(f);
            continue;
          }
          free.delete(hit);
          matches.push([f, hit]);
        }
      }
      // A statement that says what a gold schema fact says is right, though not that fact.
      const restating = [...free].filter((c) => isStatement(c) && goldSchema.some((f) => restates(c, f)));
      for (const c of restating) free.delete(c);
      add(schema, goldSchema.length, predicted.schema.length, matches.filter(([f]) => f.predicate !== STATEMENT_PREDICATE).length, 0);
      add(
        statements,
        goldStatements.length,
        predicted.statements.length,
        matches.filter(([f]) => f.predicate === STATEMENT_PREDICATE).length,
        restating.length,
      );
      const mistimed: SentenceErrors['mistimed'] = [];
      for (const [f, hit] of matches) {
        const stated = hit.evidence.stated;
        let timely = true;
        if (f.start) {
          start.of++;
          if ((stated.startBasis === 'explicit' || stated.startBasis === 'narrative') && Math.abs(stated.start - parseIsoTime(f.start).t) <= 30 * DAY)
            start.ok++;
          else timely = false;
        }
        if (f.end) {
          endDetected.of++;
          if (stated.endBasis === 'explicit' || stated.endBasis === 'former') {
            endDetected.ok++;
            endRight.of++;
            if (Math.abs(stated.end - goldEnd(f)) <= 30 * DAY) endRight.ok++;
            else timely = false;
          } else timely = false;
        }
        if (!timely) mistimed.push({ gold: f, ...claimTimes(hit) });
      }
      if (errors && (missed.length > 0 || free.size > 0 || mistimed.length > 0)) {
        errors.push({
          doc: d.doc.id,
          sentence: s.sentence,
          missed,
          extra: [...free].map((c) => ({ subject: c.claim.subject, predicate: c.claim.predicate.name, object: c.claim.object, ...claimTimes(c) })),
          mistimed,
        });
      }
    }
  }
  const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
  const all = emptyScores();
  add(all, schema.gold + statements.gold, schema.predicted + statements.predicted, schema.matched + statements.matched, statements.restated);
  return {
    sentences,
    documents: new Set(docs.map((d) => d.doc.id)).size,
    all,
    schema,
    statements,
    startAccuracy: { value: ratio(start.ok, start.of), of: start.of },
    endDetectionRecall: { value: ratio(endDetected.ok, endDetected.of), of: endDetected.of },
    endAccuracy: { value: ratio(endRight.ok, endRight.of), of: endRight.of },
  };
}

function emptyScores(): Scores {
  return { gold: 0, predicted: 0, matched: 0, restated: 0, precision: 0, recall: 0 };
}

function add(s: Scores, gold: number, predicted: number, matched: number, restated: number): void {
  s.gold += gold;
  s.predicted += predicted;
  s.matched += matched;
  s.restated += restated;
  s.precision = s.predicted > 0 ? (s.matched + s.restated) / s.predicted : 0;
  s.recall = s.gold > 0 ? s.matched / s.gold : 0;
}

function isStatement(c: ClaimWithEvidence): boolean {
  return c.claim.predicate.name === STATEMENT_PREDICATE;
}

function claimTimes(c: ClaimWithEvidence): { start: string | null; end: string | null } {
  const s = c.evidence.stated;
  return {
    start: s.startBasis === 'explicit' || s.startBasis === 'narrative' ? toIso(s.start) : null,
    end: s.endBasis === 'explicit' || s.endBasis === 'former' ? toIso(s.end) : null,
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

/**
 * Predicates that say the same fact the other way round (test/fixtures/construction-prose/README.md,
 * "Equivalent encodings"): either is the gold's.
 */
// prettier-ignore
const INVERSES: ReadonlyMap<string, string> = new Map([
  ['replaces', 'replacedBy'], ['replacedBy', 'replaces'], ['headCoach', 'coachOfSportsTeam'], ['coachOfSportsTeam', 'headCoach'],
  ['capital', 'capitalOf'], ['capitalOf', 'capital'], ['ownerOf', 'ownedBy'], ['ownedBy', 'ownerOf'], ['subsidiary', 'parentOrganization'], ['parentOrganization', 'subsidiary'],
]);
/** Predicates one company buying another may be written with, in the same direction. */
const SAME_SENSE: ReadonlyMap<string, string> = new Map([
  ['parentOrganization', 'ownedBy'],
  ['ownedBy', 'parentOrganization'],
]);

function sameFact(c: ClaimWithEvidence, f: GoldFact, aliases: AliasTable): boolean {
  const sameName = (a: string, b: string) => sameEntityName(a, b, aliases);
  const p = c.claim.predicate.name;
  if (p === f.predicate || SAME_SENSE.get(p) === f.predicate) return sameName(c.claim.subject, f.subject) && sameName(c.claim.object, f.object);
  if (INVERSES.get(p) === f.predicate || INVERSES.get(SAME_SENSE.get(p) ?? '') === f.predicate)
    return sameName(c.claim.subject, f.object) && sameName(c.claim.object, f.subject);
  // The gold's two encodings of a ministry (construction-gold.md): minister(Finance, X) is positionHeld(X, Minister of Finance).
  if (c.claim.predicate.name === 'minister' && f.predicate === 'positionHeld')
    return sameName(c.claim.object, f.subject) && sameName(`Minister of ${c.claim.subject}`, f.object);
  if (c.claim.predicate.name === 'positionHeld' && f.predicate === 'minister')
    return sameName(c.claim.subject, f.object) && sameName(c.claim.object, `Minister of ${f.subject}`);
  return false;
}

/** Words that carry no content in a statement's comparison. */
const FUNCTION_WORDS = new Set(
  'a an the of in on at to for by with from and or but as its it his her their is was were are be been has had have will would that this which who s'.split(
    ' ',
  ),
);

/** Content words, lightly stemmed ("appointed" and "appoints" agree), of a statement's text. */
function contentWords(text: string): Set<string> {
  return new Set(
    normalizeName(text)
      .split(' ')
      .filter((w) => w !== '' && !FUNCTION_WORDS.has(w))
      .map(stem),
  );
}

function stem(w: string): string {
  return w.length > 4 ? w.replace(/(?:ing|ed|es|s)$/, '') : w;
}

/**
 * An extracted statement matches a gold statement when the subjects agree and the gold object's
 * content words are mostly in the extracted object (at least 60 %), which holds little else (at least
 * half of its content words are the gold's, not counting the subject's name it may repeat).
 */
function sameStatement(c: ClaimWithEvidence, f: GoldFact, aliases: AliasTable): boolean {
  if (!isStatement(c) || !sameEntityName(c.claim.subject, f.subject, aliases)) return false;
  const gold = contentWords(f.object);
  const subjectWords = contentWords(f.subject);
  const mine = [...contentWords(c.claim.object)].filter((w) => !subjectWords.has(w) || gold.has(w));
  if (gold.size === 0 || mine.length === 0) return false;
  const shared = mine.filter((w) => gold.has(w)).length;
  return shared / gold.size >= 0.6 && shared / mine.length >= 0.5;
}

/** Does a statement say what a gold schema fact says: about its subject or object, naming the other? */
function restates(c: ClaimWithEvidence, f: GoldFact): boolean {
  const text = normalizeName(`${c.claim.subject} ${c.claim.object}`);
  const has = (name: string) => ` ${text} `.includes(` ${normalizeName(name)} `);
  return has(f.subject) && has(f.object);
}

/** Names agree as written, or as the alias table's canonical names ("Britain" is "United Kingdom"), the table the pipeline keys with. */
function sameEntityName(a: string, b: string, aliases: AliasTable): boolean {
  if (sameName(a, b)) return true;
  const x = aliases.canonical(a);
  const y = aliases.canonical(b);
  return (x !== null || y !== null) && sameName(x ?? a, y ?? b);
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
  // "John J. Pettus" is "John Jones Pettus": an initial stands for a word it begins.
  if (short.length >= 2) {
    let i = 0;
    for (const w of long) if (w === short[i] || (short[i]?.length === 1 && w.startsWith(short[i]!))) i++;
    if (i === short.length) return true;
  }
  return jaccard(x, y, 3) >= 0.85;
}

/** What `evaluateConstruction` extracts with: an extractor, and the schema and aliases claims are keyed by. */
export function constructionContext(extractor: Extractor, schema: PredicateSchema, aliases: AliasTable): ConstructionContext {
  return { extractor, mapper: new PredicateMapper(schema), aliases };
}
