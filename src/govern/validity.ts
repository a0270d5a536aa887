// Validity inference, Algorithm 1 of the paper: lines 1–3 (temporal expressions → [t_s, t_e) per
// evidence span), lines 4–12 (tightening by revision history), and how a nugget's evidence spans
// combine into one interval. Lines 13–17 (tightening by conflicts) live in conflict.ts, because they
// need the whole key.

import { UNKNOWN_START_CUE, type TemporalExpression } from '../extract/temporal.js';
import { NARRATIVE_CUE } from '../extract/narrative.js';
import type { Cardinality } from '../model/schema.js';
import type { AssertedValidity, EndBasis, Evidence, StartBasis, Validity } from '../model/nugget.js';
import { addUnits, coarser, startOfUnit, type Granularity, type Instant } from '../model/time.js';
import { earlier, later } from '../model/interval.js';

/**
 * Algorithm 1, lines 1–3, for one evidence span: t_s from an explicit START, else a POINT, else the
 * document time; t_e from an explicit END, else +∞. Three refinements keep the interval sensible:
 * an event-log fact lasts one unit of its evidence ("won in 2011" = [2011, 2012)); a start inferred
 * from the document date never lies after an explicit end ("was CEO until 2008" in a 2015 article:
 * the start is unknown, not 2015); and a range inside one period ("from 2008 to 2008") keeps that period.
 *
 * `timeless` (a date-valued predicate, or a lasting one said without a date): always valid, start
 * unknown, end open.
 *
 * @example assertedValidity([], Date.UTC(2020, 0, 1), 'functional') // [2020-01-01, +∞), basis document/open
 */
export function assertedValidity(temporal: readonly TemporalExpression[], documentTime: Instant, cardinality: Cardinality, timeless = false): AssertedValidity {
  // A fact whose value is a date ("founded in 1975", "born on 28 October 1955") does not begin or end:
  // it holds at every time, whatever the document's date.
  if (timeless) return { start: -Infinity, end: Infinity, startBasis: 'unknown', endBasis: 'open', granularity: 'day' };
  const starts = temporal.filter((t) => t.role === 'START');
  const points = temporal.filter((t) => t.role === 'POINT');
  const ends = temporal.filter((t) => t.role === 'END');
  const first = (xs: TemporalExpression[]) => xs.reduce((a, b) => (b.time < a.time ? b : a));
  const last = (xs: TemporalExpression[]) => xs.reduce((a, b) => (b.time > a.time ? b : a));

  let start: Instant = documentTime;
  let startBasis: StartBasis = 'document';
  let granularity: Granularity = 'day';
  // ("named Okafor as its chief executive on Monday, effective April 1": the day a change takes
  // effect is its start, not the day it was announced.)
  const effective = starts.find((t) => t.cue === 'effective');
  const startExpr = effective ?? (starts.length > 0 ? first(starts) : points.length > 0 ? first(points) : null);
  if (startExpr) {
    start = startExpr.time;
    startBasis = startExpr.cue === NARRATIVE_CUE ? 'narrative' : startExpr.cue === UNKNOWN_START_CUE ? 'unknown' : 'explicit';
    granularity = startExpr.granularity;
  }

  let end: Instant = Infinity;
  let endBasis: EndBasis = 'open';
  const endExpr = ends.length > 0 ? last(ends) : null;
  if (endExpr) {
    end = endExpr.time;
    endBasis = endExpr.cue === 'former' ? 'former' : 'explicit';
    granularity = startExpr ? coarser(granularity, endExpr.granularity) : endExpr.granularity;
  } else if (cardinality === 'event-log' && !(startExpr !== null && ongoing(startExpr))) {
    end = addUnits(startOfUnit(start, granularity), granularity, 1);
    endBasis = 'event';
  }

  if (end <= start) {
    if (startBasis === 'document') {
      start = -Infinity;
      startBasis = 'unknown';
    } else {
      end = addUnits(startOfUnit(start, granularity), granularity, 1);
    }
  }
  return { start, end, startBasis, endBasis, granularity };
}

/**
 * Cues of a start that goes on ("has operated a factory in Dayton since 2015", "Dayton Field
 * ( 1977–present )"): what an event-log fact says with one of them is a state, open at its end, not
 * an event of that year. ("joined the navy in 1930" starts something too, but is itself the event;
 * "From 1931 he went into business" may be either; "from 2007" of a range whose end another clause
 * took, neither.)
 */
function ongoing(t: TemporalExpression): boolean {
  // ("in 1911" after "since their courtship" is cued by that "since", but is no start of its own.)
  return t.role === 'START' && (t.cue === 'open' || (t.cue === 'since' && /^since\b/i.test(t.text)));
}

/** One revision of a document, as Algorithm 1 sees it. */
export interface RevisionPoint {
  revision: number;
  time: Instant;
}

/**
 * Algorithm 1, lines 4–12, for the evidence of one nugget from one document: with the document's
 * revisions in time order, a statement present in r_i and absent from r_{i+1} ends no later than
 * r_{i+1}; a statement absent from r_i and present in r_{i+1} starts no earlier than r_{i+1}.
 * We go beyond the paper in one respect: an explicit start in the text ("since 2019") is kept — the
 * revision only says when the sentence was written, the text says when the fact began.
 * Returns the evidence with tightened `asserted` intervals (new objects; the input is not mutated).
 */
export function tightenByRevisions(evidence: readonly Evidence[], revisions: readonly RevisionPoint[]): Evidence[] {
  // Ingest passes a document's history in order already (and usually one revision): sort a copy only if not.
  const ordered = revisions.every((r, i) => i === 0 || byTime(revisions[i - 1]!, r) <= 0) ? revisions : [...revisions].sort(byTime);
  const present = evidence.length > 8 ? new Set(evidence.map((e) => e.revision)) : { has: (revision: number) => evidence.some((e) => e.revision === revision) };
  return evidence.map((ev) => {
    // Re-derive from what the text states each time, so a revision inserted later (a backfilled
    // history) re-tightens from scratch and re-evaluation is idempotent.
    let { start, end, startBasis, endBasis } = ev.stated;
    const at = ordered.findIndex((r) => r.revision === ev.revision);
    if (at < 0) return ev;
    // The run of consecutive revisions containing the statement, starting at this evidence's revision.
    const next = ordered[at + 1];
    if (next && !present.has(next.revision)) {
      const e = earlier(end, next.time);
      if (e < end) {
        end = e;
        endBasis = 'revision';
      }
    }
    const prev = ordered[at - 1];
    if (prev && !present.has(prev.revision) && startBasis !== 'explicit') {
      const s = later(start, ordered[at]!.time);
      if (s > start) {
        start = s;
        startBasis = 'revision';
      }
    }
    // (A literal in the AssertedValidity order, not a spread of `stated`: V8 gave the spread copy's
    // hidden class a double-valued `start` that the extractor's small `{ start, end, … }` offset
    // objects shared, boxing every offset and deoptimising the code that reads them.)
    return { ...ev, asserted: { start, end, startBasis, endBasis, granularity: ev.stated.granularity } };
  });
}

const byTime = (a: RevisionPoint, b: RevisionPoint): number => a.time - b.time || a.revision - b.revision;

const CLOSING_ENDS: ReadonlySet<EndBasis> = new Set(['explicit', 'former', 'revision', 'event', 'succession']);

/**
 * Combines what a nugget's evidence spans assert into its base validity: the earliest explicit
 * start (else the earliest the narrative dates, else the earliest inferred one); the latest end that says the fact stopped, if any span
 * says so (an open end only means "not said"), else open.
 */
export function combineEvidence(evidence: readonly Evidence[]): Validity {
  if (evidence.length === 0) throw new Error('combineEvidence: a nugget has at least one evidence span');
  // One pass (governance combines every touched nugget's evidence): the first earliest explicit start,
  // the first earliest start of any basis, the first latest closing end. A span whose interval a later
  // revision emptied (a corrected statement) no longer asserts anything.
  let explicitFrom: AssertedValidity | null = null;
  let narrativeFrom: AssertedValidity | null = null;
  let anyFrom: AssertedValidity | null = null;
  let endFrom: AssertedValidity | null = null;
  for (const e of evidence) {
    const a = e.asserted;
    if (!(a.start < a.end)) continue;
    if (!anyFrom || a.start < anyFrom.start) anyFrom = a;
    if (a.startBasis === 'explicit' && (!explicitFrom || a.start < explicitFrom.start)) explicitFrom = a;
    if (a.startBasis === 'narrative' && (!narrativeFrom || a.start < narrativeFrom.start)) narrativeFrom = a;
    if (CLOSING_ENDS.has(a.endBasis) && (!endFrom || a.end > endFrom.end)) endFrom = a;
  }
  if (!anyFrom) {
    const a = evidence[0]!.asserted;
    return { start: a.start, end: a.start, inferred: true, granularity: a.granularity, startBasis: a.startBasis, endBasis: 'revision' };
  }
  // (A start the text's narrative dates — "was hired as head coach" in a paragraph about 1999 — beats
  // the unknown start of a span that only says the fact ended: "After the Rams fired Martz". Not
  // past a stated end, though: "graduated in 1984" dates the fact better than a later paragraph.)
  const narrative = narrativeFrom && (!endFrom || narrativeFrom.start < endFrom.end) ? narrativeFrom : null;
  const startFrom = finerWithin(explicitFrom, evidence) ?? narrative ?? anyFrom;
  // Spans that tell of different periods ("joined the alliance in 2012" beside an end in 2010):
  // an end before the start ends nothing of this one.
  if (endFrom && endFrom.end <= startFrom.start) endFrom = null;
  const end = endFrom ? endFrom.end : Infinity;
  const endBasis: EndBasis = endFrom ? endFrom.endBasis : 'open';
  const granularity = endFrom ? coarser(startFrom.granularity, endFrom.granularity) : startFrom.granularity;
  return {
    start: startFrom.start,
    end,
    inferred: isInferred(startFrom.startBasis, endBasis),
    granularity,
    startBasis: startFrom.startBasis,
    endBasis,
  };
}

/** A sentence that tells of a term going on, not beginning ("re-elected", "signed a new contract"). */
const RENEWAL = /\b(?:re-?elect\w*|re-?appoint\w*|new contract|renew\w*|extend\w*|extension|again)\b/i;

/**
 * "Prime Minister … from 1940 to 1945" and "On 10 May 1940 Churchill succeeded Neville Chamberlain":
 * an explicit start that only names a year (or month) and another inside it that names the day are
 * one start, said the second time more precisely.
 */
function finerWithin(earliest: AssertedValidity | null, evidence: readonly Evidence[]): AssertedValidity | null {
  if (!earliest || earliest.granularity === 'day' || startOfUnit(earliest.start, earliest.granularity) !== earliest.start) return earliest;
  const unitEnd = addUnits(earliest.start, earliest.granularity, 1);
  let best = earliest;
  for (const e of evidence) {
    const a = e.asserted;
    if (a.startBasis !== 'explicit' || !(a.start < a.end) || a.start <= earliest.start || a.start >= unitEnd || RENEWAL.test(e.quote)) continue;
    // The first finer start inside the unit (the earliest of them) refines it.
    if (best === earliest || a.start < best.start) best = a;
  }
  return best;
}

/** A validity is inferred unless the text stated its start (and its end, or nothing about an end). */
export function isInferred(startBasis: StartBasis, endBasis: EndBasis): boolean {
  return startBasis !== 'explicit' || !(endBasis === 'explicit' || endBasis === 'open' || endBasis === 'event');
}
