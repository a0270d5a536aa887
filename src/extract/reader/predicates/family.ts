// Family: who is whose child, and when a marriage ended.
// - Parents: "Raine was born in London on 17 February 1877 to Charles and Mary Carter", "X is the
//   only daughter of P.J . and Marguerite Naughton", "…, the son of Juanita Quaid, a real estate
//   agent, and William Rudy Quaid, an electrician" — child(parent, child), dated by the birth.
// - Divorces end marriages. "In 1970 he married Ingrid Berg; they divorced in 1988": the marriage the
//   schema's aliases read ("married") gets its end from the divorce, which names the couple ("X and Y
//   divorced", "X divorced Y") or refers back to it ("they divorced", "the couple divorced").

import type { Clause, SentenceReading } from '../grammar/clauses.js';
import { isCopula } from '../grammar/clauses.js';
import { states, timesFor, type ReadFact } from '../facts.js';
import { isComma, type NounPhrase, type Unit } from '../grammar/phrases.js';
import { guessKind, type Entity } from '../grammar/references.js';

/** The couple a text married last, for a divorce that says only "they". */
export interface Marriage {
  subject: Entity;
  object: Entity;
}

export interface MarriageContext {
  ref(np: NounPhrase): Entity | null;
  /** The marriage read last in the document, or null. */
  last: Marriage | null;
}

const COUPLE = new Set(['they', 'couple', 'pair']);

/** A spouse fact ending at a dated divorce; nothing for an undated one (it bounds nothing). */
export function readDivorce(c: Clause, ctx: MarriageContext): ReadFact | null {
  if (c.verb.lemma !== 'divorce' || c.verb.voice !== 'active' || !states(c) || !c.subject) return null;
  const temporal = timesFor(c.times, 'ending').filter((t) => t.role === 'END');
  if (temporal.length === 0) return null;
  const subject = ctx.ref(c.subject);
  const partner = c.objects[0] ?? c.coSubjects[0];
  let couple: [Entity, Entity] | null = null;
  if (partner && subject) {
    const other = ctx.ref(partner);
    if (other && other !== subject) couple = [subject, other];
  } else if (ctx.last && (COUPLE.has(c.subject.headLemma) || subject === ctx.last.subject || subject === ctx.last.object)) {
    couple = [ctx.last.subject, ctx.last.object];
  }
  if (!couple) return null;
  return { predicate: 'spouse', subject: couple[0], object: couple[1], confidence: 0.85, temporal, clause: c };
}

export interface ParentContext {
  ref(np: NounPhrase): Entity | null;
  /** The entity a name written in full stands for ("Charles Carter" for "Charles" beside "Mary Carter"). */
  person(name: string): Entity;
}

/** The role nouns of a child ("son of", "daughter of", "child of"). */
const CHILD_NOUNS = new Set(['son', 'daughter', 'child', 'stepson', 'stepdaughter']);

/** The child facts of one sentence: its births "to" parents and its "son/daughter of" phrases. */
export function readParents(r: SentenceReading, ctx: ParentContext): ReadFact[] {
  const out: ReadFact[] = [];
  const push = (parents: NounPhrase[], child: Entity | null, c: Clause | null) => {
    if (!child) return;
    const times = c ? timesFor(c.times, 'as-is').filter((t) => t.role === 'POINT' || t.role === 'START') : [];
    for (const parent of withSharedSurname(parents, ctx)) {
      // (A name that looks like a person's is one here, whatever an "of" before it made it look like.)
      if (!parent || parent === child || parent.kind === 'place' || (parent.kind === 'organisation' && guessKind(parent.name) !== 'person')) continue;
      out.push({ predicate: 'child', subject: parent, object: child, confidence: 0.8, temporal: times, clause: c });
    }
  };
  for (const c of r.clauses) {
    if (!c.subject || !states(c)) continue;
    // "X was born (in P) (on D) to A and B".
    if (c.verb.lemma === 'bear' && c.verb.voice === 'passive') {
      const parents = c.preps.filter((p) => p.prep === 'to' && p.np.name).map((p) => p.np);
      if (parents.length > 0) push(parents, ctx.ref(c.subject), c);
    }
    // "X is the only daughter of A and B".
    if (isCopula(c.verb)) for (const o of c.objects) if (childOf(o)) push(parentsOf(o, r.units), ctx.ref(c.subject), c);
  }
  // "X, the son of A, …" and "… was born in Houston, Texas, the son of A and B" (not Texas's son).
  for (const u of r.units) {
    if (u.kind !== 'np' || !childOf(u) || r.clauses.some((c) => isCopula(c.verb) && c.objects.includes(u))) continue;
    const named = r.appositions.find((a) => a.description === u)?.name;
    const person = named ? ctx.ref(named) : null;
    if (person && person.kind === 'person') {
      push(parentsOf(u, r.units), person, null);
      continue;
    }
    const host = r.clauses.find(
      (c) => c.verb.lemma === 'bear' && c.verb.voice === 'passive' && c.subject && c.from < u.from && isComma(r.units[r.units.indexOf(u) - 1]),
    );
    if (host && !host.objects.includes(u)) push(parentsOf(u, r.units), ctx.ref(host.subject!), host);
  }
  return out;
}

function childOf(np: NounPhrase): boolean {
  return np.of !== null && np.of.name && np.role?.predicate === 'child' && CHILD_NOUNS.has(np.headLemma);
}

/**
 * The parents a "son of" phrase names: its "of" name, the names coordinated with it, and a second
 * parent after a description in commas ("of Juanita Quaid, a real estate agent, and William Quaid").
 */
function parentsOf(np: NounPhrase, units: readonly Unit[]): NounPhrase[] {
  const out = [np.of!, ...np.ofAlso.filter((x) => x.name)];
  // (The "of" phrase is inside the role's phrase: what follows it follows the phrase.)
  let k = units.indexOf(np);
  if (k < 0) return out;
  k++;
  // ", a real estate agent ," then "and" and the next name.
  if (units[k]?.kind === 'punct' && units[k + 1]?.kind === 'np' && !(units[k + 1] as NounPhrase).name && units[k + 2]?.kind === 'punct') k += 3;
  if (units[k]?.kind === 'conj' && (units[k] as { lower: string }).lower === 'and' && units[k + 1]?.kind === 'np' && (units[k + 1] as NounPhrase).name) {
    const next = units[k + 1] as NounPhrase;
    if (!out.includes(next)) out.push(next);
  }
  return out;
}

/** "Charles and Mary Carter", "P.J . and Marguerite Naughton": a first name alone takes the surname written after it. */
function withSharedSurname(parents: NounPhrase[], ctx: ParentContext): (Entity | null)[] {
  const last = parents.at(-1)!.text.split(/\s+/);
  const surname = last.length >= 2 ? last.at(-1)! : null;
  return parents.map((p, i) => {
    const lone = !p.text.includes(' ') || /^(?:\p{Lu}\.\s?)+\p{Lu}?\.?$/u.test(p.text);
    if (i < parents.length - 1 && surname && lone) return ctx.person(`${p.text.replace(/\s+/g, '')} ${surname}`);
    return ctx.ref(p);
  });
}
