// Cardinality suggestions for schema discovery: does a predicate hold one value at a time
// (functional), several at once (multi-valued), or record events (event-log)? Read from the
// corpus itself — per subject, do the time spans of its different values overlap? — so that the
// paper's override for legitimate concurrency (co-CEOs, §3.2.2) surfaces before ingest instead of
// as contested nuggets after it.
//
// What counts as evidence:
//   - an observation's span comes from the temporal expressions of its sentence: a range
//     ("from 2010 to 2016"), a start ("joined in 2009"), an end ("until 2012") or a point ("in 2010");
//   - two values of one subject are concurrent when what their texts guarantee overlaps — a range
//     is guaranteed whole, a start, end or point for one unit of its granularity — and at least one
//     of them is a range (two bare "in 2014"s may be a succession within the year);
//   - a subject with several dated values, none concurrent, one of which ended (a stated end) no
//     later than another began, is a succession; values that only have starts prove neither;
//   - spellings of one value ("Jane Doe", "Doe") are merged when one's words contain the other's.

import type { Cardinality } from '../../model/schema.js';
import { addUnits, toIso, type Granularity, type Instant } from '../../model/time.js';
import { overlaps, type Interval } from '../../model/interval.js';
import type { TemporalExpression } from '../temporal.js';

/** What one observation's sentence says about when it held. */
export interface ObservedSpan {
  /** [start, end); ±Infinity where the text says nothing. */
  start: Instant;
  end: Instant;
  shape: 'range' | 'start' | 'end' | 'point';
  granularity: Granularity;
  /** Number of point dates (an event is one). */
  points: number;
}

/** One observation of a predicate, oriented: subject and object as the schema will key them. */
export interface CardinalityObservation {
  /** The subject's grouping key (a normal form), and its text as written. */
  subject: string;
  subjectText: string;
  /** The object as written (spellings are merged here). */
  object: string;
  span: ObservedSpan | null;
  /** Lemma of the main verb or the role noun ("win", "ceo"). */
  head: string;
}

export interface CardinalityEvidence {
  suggested: Cardinality;
  /** The suggestion is only the default: no dates, no subject with several values (so it says little). */
  weak: boolean;
  /** One line of evidence, e.g. "1 of 3 subjects with several dated values hold them at once: …". */
  reason: string;
  /**
   * Distinct subjects, and how many have: one value; several dated values where one ended before
   * another began and none overlap (succession); overlapping values (concurrent); several dated
   * values that only start, so neither is proven (open); several values without dates (undated).
   */
  subjects: number;
  single: number;
  succession: number;
  concurrent: number;
  open: number;
  undated: number;
  /** Observations with a date, and how many of those are a single point. */
  dated: number;
  points: number;
  /** Up to three concurrent pairs, e.g. "Acme Corp.: Jane Doe 2010–2016 ∥ John Roe 2014–2018". */
  concurrentExamples: string[];
  /** Up to three successions, e.g. "John Smith: Chelsea 2001–2005 → Arsenal 2005–2008". */
  successionExamples: string[];
}

/** Verbs whose facts are events at a point in time (the brief: win, award, visit …). */
// prettier-ignore
export const EVENT_VERBS = new Set(['win', 'award', 'receive', 'visit', 'score', 'release', 'nominate', 'defeat', 'beat', 'earn', 'induct', 'launch', 'attend', 'compete', 'participate', 'perform', 'tour', 'publish', 'premiere', 'honour', 'honor', 'present', 'announce', 'host', 'stage', 'record', 'issue']);

/**
 * The span an observation's temporal expressions give it, or null when it has none. "former"
 * (an end at the document date) says nothing about when the fact held and is ignored.
 *
 * @example observedSpan(tagTemporal('from 2004 to 2008')) // { shape: 'range', start: 2004-01-01, end: 2008-01-01, … }
 */
export function observedSpan(expressions: readonly TemporalExpression[]): ObservedSpan | null {
  const usable = expressions.filter((e) => e.cue !== 'former');
  if (usable.length === 0) return null;
  const starts = usable.filter((e) => e.role === 'START');
  const ends = usable.filter((e) => e.role === 'END');
  const points = usable.filter((e) => e.role === 'POINT');
  const granularity = usable.map((e) => e.granularity).reduce((a, b) => (rank(a) >= rank(b) ? a : b));
  const first = (xs: TemporalExpression[]) => Math.min(...xs.map((e) => e.time));
  const last = (xs: TemporalExpression[]) => Math.max(...xs.map((e) => e.time));
  if (starts.length > 0 && ends.length > 0) {
    const start = first(starts);
    let end = last(ends);
    if (end <= start) end = addUnits(start, granularity, 1);
    return { start, end, shape: 'range', granularity, points: 0 };
  }
  if (starts.length > 0) return { start: first(starts), end: Infinity, shape: 'start', granularity, points: 0 };
  if (ends.length > 0) return { start: -Infinity, end: last(ends), shape: 'end', granularity, points: 0 };
  return { start: first(points), end: addUnits(last(points), granularity, 1), shape: 'point', granularity, points: new Set(points.map((p) => p.time)).size };
}

const rank = (g: Granularity): number => ['day', 'month', 'year', 'decade'].indexOf(g);

/** What the text guarantees: a range whole; a start, end or point one unit of its granularity. */
function guaranteed(s: ObservedSpan): Interval {
  switch (s.shape) {
    case 'range':
      return { start: s.start, end: s.end };
    case 'start':
      return { start: s.start, end: addUnits(s.start, s.granularity, 1) };
    case 'end':
      return { start: addUnits(s.end, s.granularity, -1), end: s.end };
    case 'point':
      return { start: s.start, end: s.end };
  }
}

function concurrentSpans(a: ObservedSpan, b: ObservedSpan): boolean {
  if (a.shape !== 'range' && b.shape !== 'range' && !(a.granularity === 'day' && b.granularity === 'day')) return false;
  return overlaps(guaranteed(a), guaranteed(b));
}

/** A ended (a stated end) no later than B began: "from 2001 to 2005" then "from 2005" / "in 2005". */
function succeeds(a: ObservedSpan, b: ObservedSpan): boolean {
  const ended = (x: ObservedSpan, y: ObservedSpan) => (x.shape === 'range' || x.shape === 'end') && y.shape !== 'end' && x.end <= y.start;
  return ended(a, b) || ended(b, a);
}

/** The first pair of values with spans related by `related`, described ("Jane Doe 2010–2016 ∥ John Roe 2014–2018"), or null. */
function firstPair(values: readonly Value[], related: (a: ObservedSpan, b: ObservedSpan) => boolean): string | null {
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      for (const a of values[i]!.spans) {
        const b = values[j]!.spans.find((s) => related(a, s));
        if (b) return `${values[i]!.text} ${formatSpan(a)} ∥ ${values[j]!.text} ${formatSpan(b)}`;
      }
    }
  }
  return null;
}

/** "2010–2016", "2009–", "–2012", "2010". */
export function formatSpan(s: ObservedSpan): string {
  const iso = (t: Instant) => {
    const text = toIso(t) ?? '';
    return s.granularity === 'day' ? text.slice(0, 10) : s.granularity === 'month' ? text.slice(0, 7) : text.slice(0, 4);
  };
  switch (s.shape) {
    case 'range':
      return `${iso(s.start)}–${iso(s.end)}`;
    case 'start':
      return `${iso(s.start)}–`;
    case 'end':
      return `–${iso(s.end)}`;
    case 'point': {
      const last = iso(addUnits(s.end, s.granularity, -1));
      return last === iso(s.start) ? last : `${iso(s.start)}…${last}`;
    }
  }
}

interface Value {
  words: Set<string>;
  text: string;
  spans: ObservedSpan[];
}

const wordsOf = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w !== ''),
  );
const contains = (a: Set<string>, b: Set<string>): boolean => [...b].every((w) => a.has(w));

/** The distinct values of one subject, spellings merged (longest name first). */
function valuesOf(observations: readonly CardinalityObservation[]): Value[] {
  const byText = new Map<string, ObservedSpan[]>();
  for (const o of observations) {
    const spans = byText.get(o.object) ?? [];
    if (o.span) spans.push(o.span);
    byText.set(o.object, spans);
  }
  const values: Value[] = [];
  for (const [text, spans] of [...byText].sort((a, b) => wordsOf(b[0]).size - wordsOf(a[0]).size)) {
    const words = wordsOf(text);
    const same = values.find((v) => words.size > 0 && contains(v.words, words));
    if (same) same.spans.push(...spans);
    else values.push({ words, text, spans: [...spans] });
  }
  return values;
}

export interface CardinalityOptions {
  /**
   * Share of subjects with several dated values that must hold them concurrently for a
   * multi-valued suggestion, in (0, 1]. Default 0.25. Below it, concurrency is reported but the
   * suggestion stays functional.
   */
  multiValuedShare: number;
  /**
   * Subjects whose values are proven concurrent or successive needed before concurrency among them
   * suggests multi-valued (fewer is too little evidence: the concurrency is reported, the
   * suggestion stays functional); also the subjects with several undated values needed for an
   * undated multi-valued suggestion. Integer ≥ 1. Default 3.
   */
  minDatedSubjects: number;
}

/**
 * The cardinality the observations of one predicate suggest, with its evidence.
 *
 * @example suggestCardinality(observations, { multiValuedShare: 0.25, minDatedSubjects: 3 }).suggested // 'functional'
 */
export function suggestCardinality(observations: readonly CardinalityObservation[], options: CardinalityOptions): CardinalityEvidence {
  const bySubject = new Map<string, CardinalityObservation[]>();
  for (const o of observations) bySubject.set(o.subject, [...(bySubject.get(o.subject) ?? []), o]);
  const evidence: CardinalityEvidence = {
    suggested: 'functional',
    weak: false,
    reason: '',
    subjects: bySubject.size,
    single: 0,
    succession: 0,
    concurrent: 0,
    open: 0,
    undated: 0,
    dated: 0,
    points: 0,
    concurrentExamples: [],
    successionExamples: [],
  };
  for (const o of observations) {
    if (!o.span) continue;
    evidence.dated++;
    if (o.span.shape === 'point' && o.span.points === 1) evidence.points++;
  }
  const openExamples: string[] = [];
  for (const list of bySubject.values()) {
    const subject = list[0]!.subjectText;
    const values = valuesOf(list);
    if (values.length === 1) {
      evidence.single++;
      continue;
    }
    const dated = values.filter((v) => v.spans.length > 0);
    if (dated.length < 2) {
      evidence.undated++;
      continue;
    }
    const pair = firstPair(dated, concurrentSpans);
    const ordered = dated.map((v) => ({ v, s: v.spans.reduce((a, b) => (a.start <= b.start ? a : b)) })).sort((a, b) => a.s.start - b.s.start);
    const story = `${subject}: ${ordered
      .slice(0, 3)
      .map(({ v, s }) => `${v.text} ${formatSpan(s)}`)
      .join(' → ')}`;
    if (pair !== null) {
      evidence.concurrent++;
      if (evidence.concurrentExamples.length < 3) evidence.concurrentExamples.push(`${subject}: ${pair}`);
    } else if (firstPair(dated, succeeds) !== null) {
      evidence.succession++;
      if (evidence.successionExamples.length < 3) evidence.successionExamples.push(story);
    } else {
      evidence.open++;
      if (openExamples.length < 3) openExamples.push(story);
    }
  }
  const heads = new Map<string, number>();
  for (const o of observations) heads.set(o.head.toLowerCase(), (heads.get(o.head.toLowerCase()) ?? 0) + 1);
  const head = [...heads].sort((a, b) => b[1] - a[1])[0]![0];
  const decided = evidence.concurrent + evidence.succession;
  const subjects = (n: number) => `${n} subject${n === 1 ? '' : 's'}`;
  const have = (n: number) => `${subjects(n)} ${n === 1 ? 'has' : 'have'}`;
  const notes = [
    evidence.concurrent > 0
      ? `${have(evidence.concurrent)} concurrent values (${evidence.concurrentExamples.join('; ')}) — check them, or make it multi-valued`
      : '',
    evidence.open > 0 && decided > 0 ? `${have(evidence.open)} values that start at different times with no stated end` : '',
    evidence.undated > 0 ? `${have(evidence.undated)} several undated values` : '',
    evidence.single > 0 ? `${have(evidence.single)} one value` : '',
  ].filter((n) => n !== '');

  if (EVENT_VERBS.has(head) && evidence.points === evidence.dated) {
    evidence.suggested = 'event-log';
    evidence.reason = `"${head}" names an event, and ${evidence.dated === 0 ? 'no observation carries a date' : `every dated observation (${evidence.dated} of ${observations.length}) is a single point in time`}`;
  } else if (evidence.concurrent > 0 && decided >= options.minDatedSubjects && evidence.concurrent / decided >= options.multiValuedShare) {
    evidence.suggested = 'multi-valued';
    evidence.reason =
      `${evidence.concurrent} of ${subjects(decided)} with several dated values hold${evidence.concurrent === 1 ? 's' : ''} them at the same time (${evidence.concurrentExamples.join('; ')})` +
      (evidence.succession > 0 ? `; ${subjects(evidence.succession)} change${evidence.succession === 1 ? 's' : ''} value without overlap` : '');
  } else if (evidence.succession > 0) {
    evidence.suggested = 'functional';
    evidence.reason = [
      `${subjects(evidence.succession)} change${evidence.succession === 1 ? 's' : ''} value over time, each after the last ended (${evidence.successionExamples.join('; ')})`,
      ...notes,
    ].join('; ');
  } else if (evidence.open > 0) {
    evidence.suggested = 'functional';
    evidence.reason = [
      `${have(evidence.open)} values that start at different times but no stated ends (${openExamples.join('; ')}): functional if each replaced the last`,
      ...notes,
    ].join('; ');
  } else if (evidence.undated >= options.minDatedSubjects && evidence.undated / evidence.subjects >= 0.5) {
    evidence.suggested = 'multi-valued';
    evidence.reason = `no dates tell succession from concurrency, and ${evidence.undated} of ${subjects(evidence.subjects)} have several values`;
  } else {
    evidence.suggested = 'functional';
    evidence.weak = evidence.undated === 0;
    evidence.reason = [...notes, 'no concurrent values observed'].join('; ');
  }
  return evidence;
}
