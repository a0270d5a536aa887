// Degrees: "obtained a Bachelor of Divinity degree at Drew Theological School in 1964, and a PhD at
// Harvard University in 1967", "obtained an M.B.A. from Harvard Business School in 1979". A degree
// taken from a school says the person was educated there, and its date is when that ended (the
// graduation), not when it began.

import type { Clause } from '../grammar/clauses.js';
import { states, timesFor, type ReadFact } from '../facts.js';
import type { NounPhrase } from '../grammar/phrases.js';
import type { Entity } from '../grammar/references.js';
import type { Token } from '../grammar/tokens.js';

/** Verbs of taking a degree (active). */
const TAKING = new Set(['obtain', 'receive', 'earn', 'gain', 'take', 'complete', 'get', 'attain']);
/** Verbs of being given one (passive: "was awarded a doctorate by the University of Vienna"). */
const GIVEN = new Set(['award', 'grant', 'confer']);

/** Words that name a degree, lower case, as the tokeniser writes them ("M.B.A.", "Ph.D", "PhD"). */
// prettier-ignore
export const DEGREE_WORDS = new Set([
  'degree', 'degrees', 'doctorate', 'diploma', 'bachelor', "bachelor's", 'bachelors', 'master', "master's", 'masters', 'baccalaureate',
  'licentiate', 'habilitation', 'phd', 'ph.d', 'ph.d.', 'dphil', 'd.phil', 'd.phil.', 'mba', 'm.b.a', 'm.b.a.', 'ba', 'b.a', 'b.a.', 'ma', 'm.a', 'm.a.',
  'bsc', 'b.sc', 'b.sc.', 'msc', 'm.sc', 'm.sc.', 'bs', 'b.s', 'b.s.', 'ms', 'm.s.', 'llb', 'll.b', 'll.b.', 'llm', 'll.m.', 'jd', 'j.d', 'j.d.', 'md', 'm.d', 'm.d.',
  'mphil', 'm.phil', 'm.phil.', 'edd', 'ed.d.', 'mfa', 'm.f.a.', 'bfa', 'b.f.a.', 'mpa', 'm.p.a', 'm.p.a.', 'mpp', 'm.p.p.', 'mph', 'm.p.h.',
  'bba', 'b.b.a.', 'mdiv', 'm.div.', 'dds', 'd.d.s.', 'lld', 'll.d.',
]);

/** Prepositions that name the school a degree is from ("by" only for one given: "was awarded a doctorate by …"). */
const FROM_SCHOOL = new Set(['from', 'at']);
/** Degree words that are also other words ("the Masters", "a master at Eton"): a degree only before "of" or "degree". */
const AMBIGUOUS = new Set(['master', 'masters', 'bachelor', 'bachelors']);

export interface DegreeContext {
  ref(np: NounPhrase): Entity | null;
  tokens: readonly Token[];
}

/** The schools a clause says a person took a degree from, each with the date that ended it there. */
export function readDegrees(c: Clause, ctx: DegreeContext): ReadFact[] {
  const v = c.verb;
  if (!c.subject || !states(c) || v.particle !== null) return [];
  const taking = v.voice === 'active' ? TAKING.has(v.lemma) : GIVEN.has(v.lemma);
  if (!taking) return [];
  const schools = c.preps.filter((p) => (FROM_SCHOOL.has(p.prep) || (p.prep === 'by' && v.voice === 'passive')) && p.np.name);
  if (schools.length === 0) return [];
  const person = ctx.ref(c.subject);
  if (!person || (person.kind !== 'person' && person.kind !== 'unknown')) return [];
  const out: ReadFact[] = [];
  let from = v.to;
  for (const { np } of schools) {
    // Each school has its degree written before it, after the one before ("a Bachelor of Divinity
    // degree at …, and a PhD at …"; not "a PhD from Yale in 1894 and a post at the University of Berlin").
    // ("an honorary doctorate from Yale … and a PhD from Harvard": the honour is Yale's alone.)
    const degree = degreeIn(ctx.tokens, from, np.from);
    const honour = honouredIn(ctx.tokens, from, np.from);
    from = np.to;
    if (!degree || honour) continue;
    const school = ctx.ref(np);
    if (!school || school === person || school.kind === 'person' || school.kind === 'place') continue;
    // ("… at Drew Theological School in 1964, and a PhD at Harvard University in 1967": each its own year.)
    const own = c.objectTimes.get(np);
    const times = own ?? (schools.length === 1 ? c.times : []);
    out.push({ predicate: 'educatedAt', subject: person, object: school, confidence: 0.85, temporal: timesFor(times, 'ending'), clause: c });
  }
  return out;
}

/**
 * Is a degree written in tokens [from, to)? Not a word of a name ("took a job with Jack Ma"), and
 * "master(s)" or "bachelor(s)" only before "of" or "degree" ("a Master of Science", not "the Masters").
 */
function degreeIn(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (!DEGREE_WORDS.has(t.lower)) continue;
    const inName = t.cap && !t.text.includes('.') && t.text !== t.text.toUpperCase() && (tokens[k - 1]?.cap === true || tokens[k + 1]?.cap === true);
    if (AMBIGUOUS.has(t.lower) ? /^(?:of|degree|'s|’s)$/.test(tokens[k + 1]?.lower ?? '') : !inName) return true;
  }
  return false;
}

function honouredIn(tokens: readonly Token[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (/^honou?rary$/.test(tokens[k]!.lower)) return true;
  return false;
}
