// The synthetic nugget corpus of the speed benchmark: fact sentences of 8–20 words about made-up
// people, organisations and places, phrased with the default schema's predicates, over a Zipfian
// vocabulary, with the time-varying keys that make the governance filter do real work (successions,
// contested pairs, deprecated losers). Deterministic from a seed, and generated lazily: a key group
// is a pure function of its number, so a million facts stream through without being held.

import type { Candidate } from '../src/extract/extractor.js';
import type { TemporalExpression } from '../src/extract/temporal.js';
import { normalizeName } from '../src/govern/normalize.js';
import { isInferred } from '../src/govern/validity.js';
import { contentHash } from '../src/model/ids.js';
import type { Nugget, Rank, Status, Validity } from '../src/model/nugget.js';
import type { PredicateDef, PredicateSchema } from '../src/model/schema.js';
import { toIso, utc, type Instant } from '../src/model/time.js';
import type { DocumentRevision } from '../src/store/store.js';
import { Lexicon } from './lexicon.js';
import { mixSeed, Rng } from './random.js';

/** "Now" for the whole benchmark: undated queries ask about this instant (after every document). */
export const NOW: Instant = Date.parse('2026-11-22');
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2025;

type EntityKind = 'person' | 'org' | 'place';
/** Schema types we can fill with a synthetic entity; predicates with other types are not used. */
const ENTITY_OF: Record<string, EntityKind> = {
  Person: 'person',
  Organization: 'org',
  SportsTeam: 'org',
  MilitaryUnit: 'org',
  Agent: 'org',
  Place: 'place',
  Country: 'place',
  Venue: 'place',
};

/** How a sentence states time: "from 1998 to 2004", "since 1998", "in 1998", "until 2004", or not at all. */
type Shape = 'range' | 'since' | 'in' | 'until' | 'none';

/** One generated fact: its sentence, triple, what its text states and the governed outcome. */
export interface SyntheticFact {
  /** Number of the key group it belongs to (the values of one key share it). */
  group: number;
  /** Its number within the group (0–3; 7 for a value added by an update). */
  index: number;
  predicate: PredicateDef;
  subject: string;
  object: string;
  sentence: string;
  /** The vocabulary words padding the sentence (queries draw from them). */
  filler: string[];
  shape: Shape;
  startYear: number | null;
  endYear: number | null;
  /** The year a successor closed this value (governance's succession end), else null. */
  closedYear: number | null;
  /** Time expressions with offsets in `sentence`. */
  temporal: TemporalExpression[];
  status: Status;
  rank: Rank;
  confidence: number;
}

/** A fact placed in a document, [start, end) being its sentence. */
export interface PlacedFact {
  fact: SyntheticFact;
  start: number;
  end: number;
}

export interface SyntheticDocument {
  id: string;
  text: string;
  time: Instant;
  source: string;
  title: string;
  facts: PlacedFact[];
}

/** A benchmark query: 3–6 words, and the period asked about ([Jan 1 of year, Jan 1 of year + 1), or now). */
export interface BenchQuery {
  text: string;
  year: number | null;
  from: Instant;
  to: Instant;
}

/** Streams of the seed mixer (groups, documents, queries, update batches). */
const Stream = { Group: 10, Document: 11, Query: 12, Update: 13 } as const;
/** Group numbers from here on are fresh keys of update batches, never part of the base corpus. */
const FRESH_GROUPS = 1 << 30;
const CONNECTORS = ['after', 'during', 'amid', 'following', 'alongside', 'despite', 'near', 'before', 'under', 'within'];
const SOURCES = 200;
/**
 * Zipf exponent of entity popularity. Mild on purpose: a popular subject has many facts, but a key
 * (subject, predicate) should keep a handful of values, as real keys do (even a famous company has
 * had a dozen CEOs, not hundreds); with s = 0.5 the most popular key holds about ten at a million facts.
 */
const ENTITY_SKEW = 0.5;

export class SyntheticCorpus {
  readonly lexicon: Lexicon;
  /** Predicates whose subject and object types we can fill. */
  readonly predicates: readonly PredicateDef[];

  /**
   * @param size number of nuggets (facts) in the corpus
   * @example new SyntheticCorpus(57_000, defaultSchema()).documents()
   */
  constructor(
    readonly size: number,
    schema: PredicateSchema,
    readonly seed = 20_251_122,
  ) {
    const words = Math.round(Math.min(60_000, Math.max(4_000, 40 * Math.sqrt(size))));
    this.lexicon = new Lexicon(seed, {
      words,
      firstNames: 3_000,
      surnames: Math.max(2_000, Math.round(size / 4)),
      persons: Math.max(1_000, Math.round(size / 3)),
      organisations: Math.max(1_000, Math.round(size / 5)),
      places: Math.max(500, Math.round(size / 10)),
    });
    this.predicates = schema.predicates.filter((p) => ENTITY_OF[p.subject] !== undefined && ENTITY_OF[p.object] !== undefined);
  }

  /** The facts of key group `g`: one key (subject, predicate) and its 1–4 values over time. */
  group(g: number): SyntheticFact[] {
    const rng = new Rng(mixSeed(this.seed, Stream.Group, g));
    const def = rng.pick(this.predicates);
    const subject = this.entity(ENTITY_OF[def.subject]!, rng);
    const key: GroupKey = { group: g, def, subject, values: 0 };
    // Loops rather than callbacks here and below: the generator runs millions of times per benchmark.
    const facts: SyntheticFact[] = [];
    if (def.cardinality === 'event-log') {
      for (let n = rng.between(1, 2); facts.length < n;) facts.push(this.value(rng, key, 'in', rng.between(FIRST_YEAR, LAST_YEAR - 1), null));
      return facts;
    }
    if (def.cardinality === 'multi-valued') {
      for (let n = rng.between(1, 3); facts.length < n;) facts.push(this.single(rng, key));
      return facts;
    }
    const r = rng.next();
    if (r < 0.55) return [this.single(rng, key)];
    if (r < 0.8) {
      // A succession: each holder until the next; the last one open-ended. Half the sentences state the
      // end, half leave it to governance ("since 1998" … "since 2004" closes the first at 2004).
      const years = [rng.between(FIRST_YEAR, 1990)];
      for (let n = rng.between(2, 4); years.length < n;) years.push(Math.min(LAST_YEAR, years.at(-1)! + rng.between(1, 12)));
      for (let i = 0; i < years.length; i++) {
        const y = years[i]!;
        const next = years[i + 1];
        if (next === undefined || next <= y) facts.push(this.value(rng, key, 'since', y, null));
        else if (rng.chance(0.5)) facts.push(this.value(rng, key, 'range', y, next));
        else facts.push({ ...this.value(rng, key, 'since', y, null), closedYear: next });
      }
      return facts;
    }
    // Two values over overlapping time: contested, or (a tenth of functional keys) one deprecated.
    const contested = r < 0.9;
    const start = rng.between(FIRST_YEAR, LAST_YEAR - 1);
    const a = this.value(
      rng,
      key,
      'range',
      start,
      Math.min(LAST_YEAR, start + rng.between(3, 15)),
      contested ? 'contested' : 'active',
      contested ? 'normal' : 'preferred',
    );
    const b = this.value(
      rng,
      key,
      'since',
      Math.min(a.endYear! - 1, start + rng.between(0, 2)),
      null,
      contested ? 'contested' : 'deprecated',
      contested ? 'normal' : 'deprecated',
    );
    return [a, b];
  }

  /** The documents of the corpus, `size` facts in all; each holds 3–12 facts, whole key groups. */
  *documents(): Generator<SyntheticDocument> {
    let emitted = 0;
    let g = 0;
    /** Rival values go to the next document: another publisher says otherwise. */
    let carry: SyntheticFact[] = [];
    for (let d = 0; emitted < this.size; d++) {
      const rng = new Rng(mixSeed(this.seed, Stream.Document, d));
      const facts = carry;
      carry = [];
      for (const target = rng.between(3, 12); facts.length < target;) {
        const group = this.group(g++);
        facts.push(group[0]!);
        if (group.some((f) => f.status !== 'active')) carry.push(...group.slice(1));
        else facts.push(...group.slice(1));
      }
      const kept = facts.slice(0, this.size - emitted);
      emitted += kept.length;
      yield this.document(`doc-${d}`, rng, kept);
    }
  }

  /**
   * Documents with about `count` new facts arriving after the corpus: half are new values of
   * existing keys (governance loads the key and re-evaluates it), half are new keys.
   */
  *updates(count: number): Generator<SyntheticDocument> {
    let emitted = 0;
    for (let d = 0; emitted < count; d++) {
      const rng = new Rng(mixSeed(this.seed, Stream.Update, d));
      const facts: SyntheticFact[] = [];
      for (const target = Math.min(rng.between(3, 12), count - emitted); facts.length < target;) {
        if (rng.chance(0.5)) {
          facts.push(...this.group(FRESH_GROUPS + emitted + facts.length).slice(0, target - facts.length));
        } else {
          const old = this.group(rng.int(Math.floor(this.size / 4)))[0]!;
          let object = this.entity(ENTITY_OF[old.predicate.object]!, rng);
          while (object === old.subject) object = this.entity(ENTITY_OF[old.predicate.object]!, rng);
          facts.push(
            this.fact(rng, old.group, 7, old.predicate, old.subject, object, 'since', rng.between(LAST_YEAR - 1, LAST_YEAR), null, 'active', 'normal'),
          );
        }
      }
      emitted += facts.length;
      yield this.document(`update-${d}`, rng, facts);
    }
  }

  /**
   * `count` queries of 3–6 words that hit the corpus: a name from a fact (whole or one word), a word
   * of its predicate (a role noun, keyword or verb), words of its sentence or of the vocabulary. Two
   * thirds ask about a year, mostly one in which the fact held.
   */
  queries(count: number): BenchQuery[] {
    const out: BenchQuery[] = [];
    // Groups are independent draws, so the first quarter (which always exists) is a fair sample.
    const groups = Math.max(1, Math.floor(this.size / 4));
    for (let q = 0; q < count; q++) {
      const rng = new Rng(mixSeed(this.seed, Stream.Query, q));
      const fact = rng.pick(this.group(rng.int(groups)));
      const length = rng.between(3, 6);
      const name = (rng.chance(0.5) ? fact.subject : fact.object).split(' ');
      const words = [...(rng.chance(0.5) ? name : [rng.pick(name)]), ...predicateWord(fact.predicate, rng).split(' ')];
      const pool = [...fact.filler];
      while (words.length < length) {
        const w = pool.length > 0 && rng.chance(0.7) ? pool.splice(rng.int(pool.length), 1)[0]! : this.lexicon.word(rng.zipf(this.lexicon.sizes.words, 1));
        words.push(w);
      }
      const text = words.slice(0, Math.max(length, 3)).join(' ');
      if (q % 3 === 2) {
        out.push({ text, year: null, from: NOW, to: NOW + 1 });
        continue;
      }
      const held = fact.startYear !== null && rng.chance(0.85);
      const last = Math.min(LAST_YEAR, (fact.closedYear ?? fact.endYear ?? LAST_YEAR + 1) - 1);
      const year = held ? rng.between(fact.startYear!, Math.max(fact.startYear!, last)) : rng.between(FIRST_YEAR, LAST_YEAR);
      out.push({ text, year, from: utc(year), to: utc(year + 1) });
    }
    return out;
  }

  /** The governed nuggets a document's facts are (one evidence span each). */
  nuggetsOf(doc: SyntheticDocument): Nugget[] {
    const out: Nugget[] = [];
    for (const { fact, start, end } of doc.facts) {
      const stated = statedValidity(fact, doc.time);
      const closed = fact.closedYear !== null ? { end: yearStart(fact.closedYear), endBasis: 'succession' as const } : {};
      const governed = { ...stated, ...closed };
      const validity: Validity = { ...governed, inferred: isInferred(governed.startBasis, governed.endBasis) };
      const key = { subject: normalizeName(fact.subject), predicate: fact.predicate.name, scope: 'global' };
      out.push({
        id: this.factId(fact.group, fact.index),
        kind: fact.predicate.kind,
        fact: { subject: fact.subject, predicate: fact.predicate.name, object: fact.object, text: fact.sentence },
        key,
        validity,
        epistemic: { status: fact.status, rank: fact.rank, confidence: fact.confidence },
        provenance: {
          evidence: [
            {
              docId: doc.id,
              revision: 1,
              source: doc.source,
              start,
              end,
              quote: fact.sentence,
              confidence: fact.confidence,
              documentTime: doc.time,
              stated,
              asserted: stated,
            },
          ],
          createdAt: doc.time,
          parentId: null,
          version: 1,
        },
      });
    }
    return out;
  }

  /** What an extractor would have found in the document: one candidate per fact, time already tagged. */
  candidatesOf(doc: SyntheticDocument): Candidate[] {
    return doc.facts.map(({ fact, start, end }) => ({
      subject: fact.subject,
      predicate: fact.predicate.name,
      object: fact.object,
      start,
      end,
      confidence: fact.confidence,
      temporal: fact.temporal.map((t) => ({ ...t, start: t.start + start, end: t.end + start })),
    }));
  }

  /** The document as a store revision (for bulk loading). */
  revisionOf(doc: SyntheticDocument): DocumentRevision {
    return {
      docId: doc.id,
      revision: 1,
      time: doc.time,
      dated: true,
      contentHash: contentHash(doc.text),
      source: doc.source,
      title: doc.title,
      scope: 'global',
      url: null,
      text: doc.text,
      ingestedAt: doc.time,
    };
  }

  /** The document as ingest input (the JSONL contract). */
  inputOf(doc: SyntheticDocument): { id: string; text: string; date: string; source: string; title: string } {
    return { id: doc.id, text: doc.text, date: toIso(doc.time)!.slice(0, 10), source: doc.source, title: doc.title };
  }

  private document(id: string, rng: Rng, facts: readonly SyntheticFact[]): SyntheticDocument {
    const placed: PlacedFact[] = [];
    let text = '';
    for (const fact of facts) {
      if (text !== '') text += ' ';
      placed.push({ fact, start: text.length, end: text.length + fact.sentence.length });
      text += fact.sentence;
    }
    const source = `source-${rng.zipf(SOURCES, 1)}`;
    return { id, text, time: utc(2026, rng.between(1, 10), rng.between(1, 28)), source, title: facts[0]?.subject ?? id, facts: placed };
  }

  /** One value with a random way of stating its time. */
  private single(rng: Rng, key: GroupKey): SyntheticFact {
    const r = rng.next();
    const start = rng.between(FIRST_YEAR, LAST_YEAR - 1);
    if (r < 0.4) return this.value(rng, key, 'since', start, null);
    if (r < 0.65) return this.value(rng, key, 'range', start, Math.min(LAST_YEAR, start + rng.between(1, 20)));
    if (r < 0.8) return this.value(rng, key, 'in', start, null);
    if (r < 0.9) return this.value(rng, key, 'until', null, rng.between(FIRST_YEAR + 1, LAST_YEAR));
    return this.value(rng, key, 'none', null, null);
  }

  /** A value of the key: a fresh object entity (never the subject itself: governance drops self-references), phrased. */
  private value(
    rng: Rng,
    key: GroupKey,
    shape: Shape,
    start: number | null,
    end: number | null,
    status: Status = 'active',
    rank: Rank = 'normal',
  ): SyntheticFact {
    let object = this.entity(ENTITY_OF[key.def.object]!, rng);
    while (object === key.subject) object = this.entity(ENTITY_OF[key.def.object]!, rng);
    return this.fact(rng, key.group, key.values++, key.def, key.subject, object, shape, start, end, status, rank);
  }

  /**
   * Fact `index` (0–7) of group `group`: three 32-bit bijective hashes of its serial number, so ids are
   * unique, random-looking (stores see them in no particular order) and as long as real ones.
   */
  private factId(group: number, index: number): string {
    const serial = (group * 8 + index) | 0;
    let id = 'n';
    for (let stream = 20; stream < 23; stream++) id += (mixSeed(this.seed, stream, serial) >>> 0).toString(16).padStart(8, '0');
    return id;
  }

  private entity(kind: EntityKind, rng: Rng): string {
    const { sizes } = this.lexicon;
    if (kind === 'person') return this.lexicon.person(rng.zipf(sizes.persons, ENTITY_SKEW));
    if (kind === 'org') return this.lexicon.organisation(rng.zipf(sizes.organisations, ENTITY_SKEW));
    return this.lexicon.place(rng.zipf(sizes.places, ENTITY_SKEW));
  }

  /** Phrases one value as a sentence of 8–20 words and tags its time expressions. */
  private fact(
    rng: Rng,
    group: number,
    index: number,
    def: PredicateDef,
    subject: string,
    object: string,
    shape: Shape,
    startYear: number | null,
    endYear: number | null,
    status: Status,
    rank: Rank,
  ): SyntheticFact {
    let sentence = phrase(def, subject, object, rng);
    const temporal: TemporalExpression[] = [];
    if (shape === 'range') {
      sentence = tagYear(sentence, temporal, 'from', startYear!, 'START');
      sentence = tagYear(sentence, temporal, 'to', endYear!, 'END');
    } else if (shape === 'since') sentence = tagYear(sentence, temporal, 'since', startYear!, 'START');
    else if (shape === 'in') sentence = tagYear(sentence, temporal, 'in', startYear!, 'POINT');
    else if (shape === 'until') sentence = tagYear(sentence, temporal, 'until', endYear!, 'END');
    const filler: string[] = [];
    let words = 1;
    for (let i = sentence.indexOf(' '); i >= 0; i = sentence.indexOf(' ', i + 1)) words++;
    const missing = rng.between(8, 20) - words;
    if (missing >= 2) {
      sentence += ' ' + rng.pick(CONNECTORS);
      for (let i = 1; i < missing; i++) {
        const w = this.lexicon.word(rng.zipf(this.lexicon.sizes.words, 1));
        filler.push(w);
        sentence += ' ' + w;
      }
    }
    sentence += '.';
    return {
      group,
      index,
      predicate: def,
      subject,
      object,
      sentence,
      filler,
      shape,
      startYear,
      endYear,
      closedYear: null,
      temporal,
      status,
      rank,
      confidence: 0.6 + 0.35 * rng.next(),
    };
  }
}

/** Appends "word year" to the sentence and records the year as a time expression. */
function tagYear(sentence: string, temporal: TemporalExpression[], word: string, year: number, role: TemporalExpression['role']): string {
  const at = sentence.length + word.length + 2;
  temporal.push({ start: at, end: at + 4, text: String(year), role, time: yearStart(year), granularity: 'year', cue: word });
  return `${sentence} ${word} ${year}`;
}

/** 1 January of `year` (memoised: the generator asks millions of times). */
const yearStarts = new Map<number, Instant>();
function yearStart(year: number): Instant {
  let t = yearStarts.get(year);
  if (t === undefined) yearStarts.set(year, (t = utc(year)));
  return t;
}

interface GroupKey {
  group: number;
  def: PredicateDef;
  subject: string;
  /** Values made so far (numbers the next one's id). */
  values: number;
}

/** The interval a fact's own text states (Algorithm 1, lines 1–3, for these shapes). */
function statedValidity(fact: SyntheticFact, documentTime: Instant): Omit<Validity, 'inferred'> {
  switch (fact.shape) {
    case 'range':
      return { start: yearStart(fact.startYear!), end: yearStart(fact.endYear!), startBasis: 'explicit', endBasis: 'explicit', granularity: 'year' };
    case 'since':
      return { start: yearStart(fact.startYear!), end: Infinity, startBasis: 'explicit', endBasis: 'open', granularity: 'year' };
    case 'in':
      return fact.predicate.cardinality === 'event-log'
        ? { start: yearStart(fact.startYear!), end: yearStart(fact.startYear! + 1), startBasis: 'explicit', endBasis: 'event', granularity: 'year' }
        : { start: yearStart(fact.startYear!), end: Infinity, startBasis: 'explicit', endBasis: 'open', granularity: 'year' };
    case 'until':
      return { start: -Infinity, end: yearStart(fact.endYear!), startBasis: 'unknown', endBasis: 'explicit', granularity: 'year' };
    case 'none':
      return { start: documentTime, end: Infinity, startBasis: 'document', endBasis: 'open', granularity: 'day' };
  }
}

/** The sentence's core: a role construction ("X served as CEO of Y") or the predicate's template. */
function phrase(def: PredicateDef, subject: string, object: string, rng: Rng): string {
  if (def.roles.length === 0) {
    let text = '';
    for (const part of templateParts(def)) text += part === '{s}' ? subject : part === '{o}' ? object : part;
    return text;
  }
  const role = rng.chance(0.7) ? def.roles[0]! : rng.pick(def.roles);
  const r = rng.next();
  if (r < 0.4) return `${object} served as ${role} of ${subject}`;
  if (r < 0.7) return `${object} was ${role} of ${subject}`;
  return `${subject} appointed ${object} as its ${role}`;
}

/** A predicate's template cut at its placeholders, once: renders like renderTemplate, without a regex per fact. */
const templates = new Map<PredicateDef, string[]>();
function templateParts(def: PredicateDef): string[] {
  let parts = templates.get(def);
  if (!parts) templates.set(def, (parts = def.template.split(/(\{[so]\})/).filter((p) => p !== '')));
  return parts;
}

/** A word (or role noun) a user would ask a predicate with. */
function predicateWord(def: PredicateDef, rng: Rng): string {
  const words = [...def.roles, ...def.keywords];
  if (words.length > 0) return rng.pick(words);
  const verbs = def.template.split(' ').filter((w) => !w.startsWith('{') && w.length >= 4 && !/^(?:the|that|with|from)$/i.test(w));
  return verbs.length > 0 ? rng.pick(verbs) : def.name;
}
