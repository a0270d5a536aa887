// Route sections: a line's termini, as its history tells the sections opened one after another.
// - "The first section of Line 15, from Wangjing West to Houshayu, opened on December 30, 2010":
//   both ends are termini from that day.
// - "The second, from Houshayu to Fengbo, followed at the end of 2011": a section that starts at a
//   terminus moves it — Houshayu stops being one then, Fengbo becomes one.
// - "The line was extended to Porta Romana at the end of the year": the place extended to is a
//   terminus; one extension moves the end the last section ran to, two at once ("New extensions to
//   Sondrio on the north and to San Donato on the south opened on 12 May 1991") move both.
// - "The last extension (Maciachini-Comasina) opened in early 2011": from the old end to the new.
// Undated sections say nothing a period can be asked about, and are not read.

import type { Clause } from '../grammar/clauses.js';
import { timesFor, type ReadFact } from '../facts.js';
import type { NounPhrase, Unit } from '../grammar/phrases.js';
import type { Entity } from '../grammar/references.js';
import type { TemporalExpression } from '../../temporal.js';

/** A page whose title names a route: its sections' ends are its termini. */
export const ROUTE_TITLE = /\b(?:Line|Metro|Subway|U-Bahn|S-Bahn|Railway|Railroad|Tramway|Tram|Light Rail|Express|Train|Route|Busway|Monorail)\b|\(train\)/i;
/**
 * What the page's opening says it is: a line or a train service ("is a subway line serving Milan",
 * "is an international named passenger train"), not a company named like one ("American Express",
 * "Metro AG", "White Star Line … was a British shipping line").
 */
export const ROUTE_OPENING =
  /\b(?:rail|railway|railroad|metro|subway|underground|tram|tramway|light rail|rapid transit|commuter|bus|trolleybus|monorail|passenger|funicular)\s+(?:line|route|service|train|system)\b|\b(?:train|tramway|railway line|metro line|subway line)\b/i;

/** Words before "to" that make it a cause's or a reference's, not a destination's. */
const CAUSES = new Set(['due', 'owing', 'thanks', 'according', 'prior', 'next', 'close']);
/** Verbs by which a section comes into service. */
// ("Electrification from Ashby to Carlton was completed in 1925" moves no terminus.)
const OPENING = new Set(['open', 'follow', 'inaugurate', 'extend']);
/** Nouns of a section of a line. */
const SECTION_NOUNS = new Set(['section', 'extension', 'segment', 'stretch', 'part', 'phase', 'stage', 'line']);
/** "The second, from Houshayu to Fengbo, followed": an ordinal stands for the section. */
const ORDINALS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'last', 'final', 'next']);

export interface RouteMemory {
  /** The termini the text has opened and not yet moved, in the order it opened them. */
  termini: Entity[];
}

export interface SectionContext {
  /** The route the page is about. */
  route: Entity;
  ref(np: NounPhrase): Entity | null;
  /** The entity a place name written inside another phrase names ("Maciachini-Comasina"). */
  place(name: string): Entity;
  memory: RouteMemory;
}

/**
 * The termini a sentence's clauses open and close, given the termini opened before it. The schema's
 * alias ("was extended to") read the same clause without the route's history — and with whatever
 * "it" resolved to as the route ("After delays due to the COVID-19 pandemic, it was extended …"):
 * its terminus facts of the clause are dropped from `facts` when this reading gives any.
 */
export function readSections(units: readonly Unit[], clauses: readonly Clause[], facts: ReadFact[], ctx: SectionContext): void {
  // Each opening clause over its own stretch, from where the clause before it ended ("The tramway
  // was extended to Kastrup on 1 June 2015, and a further extension (Østerport-Vesterport) opened
  // in late 2019": two openings, two dates).
  // (A clause's stretch runs from its subject, when written before its verb, to the next clause's.)
  const starts = clauses.map((c, i) => {
    const at = c.subject ? units.indexOf(c.subject) : -1;
    return i === 0 ? 0 : at >= 0 && at < c.from && at >= clauses[i - 1]!.from ? at : c.from;
  });
  for (const [i, c] of clauses.entries()) {
    const stretch = units.slice(starts[i], starts[i + 1] ?? units.length);
    if (!OPENING.has(c.verb.lemma) || c.times.length === 0) continue;
    const read = sections(stretch, c, ctx);
    if (read.length === 0) continue;
    facts.splice(0, facts.length, ...facts.filter((f) => !(f.predicate === 'terminus' && f.clause === c)), ...read);
  }
}

function sections(units: readonly Unit[], c: Clause, ctx: SectionContext): ReadFact[] {
  const at = timesFor(c.times, 'onset').find((t) => t.role === 'START');
  if (!at) return [];
  const out: ReadFact[] = [];
  const open = (e: Entity) => {
    if (ctx.memory.termini.includes(e)) return;
    ctx.memory.termini.push(e);
    out.push({ predicate: 'terminus', subject: ctx.route, object: e, confidence: 0.75, temporal: [at], clause: c });
  };
  const close = (e: Entity) => {
    ctx.memory.termini = ctx.memory.termini.filter((x) => x !== e);
    out.push({ predicate: 'terminus', subject: ctx.route, object: e, confidence: 0.75, temporal: [ended(at)], clause: c });
  };
  // (A section the text calls one, or an extension: "A branch from Carlton to Dunmore opened in 1875"
  // leaves Carlton a terminus of the main line.)
  const named = units.some((u) => (u.kind === 'np' && !u.name && SECTION_NOUNS.has(u.headLemma)) || (u.kind === 'word' && ORDINALS.has(u.lower)));
  const branch = units.some((u) => u.kind === 'np' && !u.name && u.headLemma === 'branch');
  const section = named && !branch ? fromTo(units, ctx) : null;
  const extension = units.some((u) => u.kind === 'np' && !u.name && u.headLemma === 'extension') || c.verb.lemma === 'extend';
  if (section) {
    const [a, b] = section;
    const known = ctx.memory.termini;
    if (known.includes(a)) {
      close(a);
      open(b);
    } else if (known.includes(b)) {
      close(b);
      open(a);
    } else if (extension && known.length > 0) {
      // (An extension runs on from an old end the text did not name as a terminus: only its new end is one.)
      open(b);
    } else if (known.length === 0 || units.some((u) => u.kind === 'np' && !u.name && SECTION_NOUNS.has(u.headLemma))) {
      open(a);
      open(b);
    }
    return out;
  }
  if (!extension) return [];
  // "extended to Porta Romana", "extensions to Sondrio … and to San Donato".
  const places = units.flatMap((u, i) => {
    const before = units[i - 1];
    if (u.kind !== 'np' || !u.name || before?.kind !== 'prep' || (before.lower !== 'to' && before.lower !== 'until')) return [];
    // ("After delays due to the COVID-19 pandemic, this route has been extended to Berlin": a cause, no place.)
    const word = units[i - 2];
    if (word?.kind === 'word' && CAUSES.has(word.lower)) return [];
    const e = ctx.ref(u);
    return e && e !== ctx.route ? [e] : [];
  });
  if (places.length === 0) return [];
  const known = [...ctx.memory.termini];
  // One new end moves the end last opened; two at once, both ends.
  const moved = places.length === 1 ? known.slice(-1) : known.length === 2 ? known : [];
  for (const e of moved) if (!places.includes(e)) close(e);
  for (const e of places) open(e);
  return out;
}

/** The section a sentence names: "from A to B", or "(A-B)". */
function fromTo(units: readonly Unit[], ctx: SectionContext): [Entity, Entity] | null {
  for (let i = 0; i + 3 < units.length; i++) {
    const [p, a, q, b] = [units[i]!, units[i + 1]!, units[i + 2]!, units[i + 3]!];
    if (p.kind !== 'prep' || p.lower !== 'from' || a.kind !== 'np' || !a.name || q.kind !== 'prep' || q.lower !== 'to' || b.kind !== 'np' || !b.name) continue;
    const ea = ctx.ref(a);
    const eb = ctx.ref(b);
    if (ea && eb && ea !== eb && ea !== ctx.route && eb !== ctx.route) return [ea, eb];
  }
  // "( Maciachini-Comasina )": one name of two places joined by a dash.
  for (const [i, u] of units.entries()) {
    const before = units[i - 1];
    if (u.kind !== 'np' || !u.name || before?.kind !== 'punct' || before.lower !== '(') continue;
    const parts = u.text.split(/\s*[-–]\s*/);
    if (parts.length === 2 && parts.every((x) => /^\p{Lu}/u.test(x))) return [ctx.place(parts[0]!), ctx.place(parts[1]!)];
  }
  return null;
}

/** The same date, as the end of what it moves. */
function ended(t: TemporalExpression): TemporalExpression {
  return { ...t, role: 'END', cue: 'ended' };
}
