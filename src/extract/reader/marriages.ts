// Divorces end marriages. "In 1970 he married Ingrid Berg; they divorced in 1988": the marriage the
// schema's aliases read ("married") gets its end from the divorce, which names the couple ("X and Y
// divorced", "X divorced Y") or refers back to it ("they divorced", "the couple divorced").

import type { Clause } from './clauses.js';
import { states, timesFor, type ReadFact } from './facts.js';
import type { NounPhrase } from './phrases.js';
import type { Entity } from './references.js';

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
