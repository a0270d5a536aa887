// Military ranks in the shapes the schema's aliases ("was promoted to", "attained the rank of") do
// not read:
// - "In March 1943 he was posted, as a Senior Sergeant, to the 240th Fighter Aviation Regiment": the
//   rank a person served "as", held at the clause's date.
// - "He was made an Aviation Marshal in 1985": made a rank, from then.
// - "In April 1951, promoted to Polkovnik (colonel), he commanded the 324th IAD": a fronted
//   participle's promotion is the main clause's person's, at its date; a gloss in brackets stays
//   with the rank.
// The head noun decides what a rank is (names.ts): "as a fighter pilot", "made a partner" are none.

import { isRank } from '../../names.js';
import type { Clause } from '../grammar/clauses.js';
import { states, timesFor, type ReadFact } from '../facts.js';
import type { NounPhrase, Unit } from '../grammar/phrases.js';
import type { Entity } from '../grammar/references.js';

export interface RankContext {
  ref(np: NounPhrase): Entity | null;
  /** Is the document about sport? */
  sport: boolean;
}

/** The rank facts of one sentence. */
export function readRanks(units: readonly Unit[], clauses: readonly Clause[], ctx: RankContext): ReadFact[] {
  const out: ReadFact[] = [];
  const person = (np: NounPhrase | null): Entity | null => {
    const e = np ? ctx.ref(np) : null;
    return e?.kind === 'person' ? e : null;
  };
  // ("joined the Chicago Police Department, serving as a sergeant": a police rank is no military one.)
  let police: boolean | undefined;
  const push = (who: Entity | null, rank: string, c: Clause, onset: boolean) => {
    if (!who || !states(c) || c.times.length === 0 || (police ??= units.some((u) => u.kind === 'np' && /\bPolice\b/i.test(u.text)))) return;
    out.push({ predicate: 'militaryRank', subject: who, object: rank, confidence: 0.8, temporal: timesFor(c.times, onset ? 'onset' : 'as-is'), clause: c });
  };
  for (const [i, c] of clauses.entries()) {
    // "was made an Aviation Marshal".
    if (c.verb.lemma === 'make' && c.verb.voice === 'passive' && c.objects[0]) {
      const made = rankOf(c.objects[0], ctx.sport, units);
      if (made) push(person(c.subject), made, c, true);
    }
    // "In April 1951, promoted to Polkovnik (colonel), he commanded …".
    const next = clauses[i + 1];
    const to = c.verb.lemma === 'promote' && c.subject === null && i === 0 && next?.kind === 'main' ? c.preps.find((p) => p.prep === 'to')?.np : undefined;
    if (to) {
      const gloss = glossAfter(units, to);
      if (gloss || isRank(to.text)) push(person(next!.subject), gloss ? `${to.text} (${gloss})` : to.text, next!, true);
    }
  }
  // "assumed command of that unit with his promotion to lieutenant colonel": the clause's date (or, in
  // a coordinate clause with none, the date of the clause it continues).
  for (let j = 0; j + 2 < units.length; j++) {
    const np = units[j]!;
    const to = units[j + 1]!;
    const rankNp = units[j + 2]!;
    if (np.kind !== 'np' || np.headLemma !== 'promotion' || to.kind !== 'prep' || to.lower !== 'to' || rankNp.kind !== 'np') continue;
    const rank = rankOf(rankNp, ctx.sport, units);
    let c = [...clauses].reverse().find((x) => x.from <= j);
    if (c && c.times.length === 0 && c.kind === 'coordinate') c = clauses[clauses.indexOf(c) - 1] ?? c;
    if (rank && c) push(person(c.subject), rank, c, true);
  }
  // "posted, as a Senior Sergeant, to …".
  for (let j = 0; j + 1 < units.length; j++) {
    const as = units[j]!;
    const np = units[j + 1]!;
    if ((as.kind !== 'sconj' && as.kind !== 'prep') || as.lower !== 'as' || np.kind !== 'np') continue;
    const rank = rankOf(np, ctx.sport, units);
    const c = [...clauses].reverse().find((x) => x.from <= j);
    if (rank && c) push(person(c.subject), rank, c, false);
  }
  return out;
}

/**
 * The rank a phrase names, without its article, or null: "commander of Company B", "as a commanding
 * officer" are posts ("was made commander of Company B" is no rank).
 */
function rankOf(np: NounPhrase, sport: boolean, units: readonly Unit[]): string | null {
  // ("a brigadier general": the tagger may leave the rank's head out of the phrase.)
  const next = units[units.indexOf(np) + 1];
  const head = next?.kind === 'word' && isRank(next.lower) ? ` ${next.lower}` : '';
  const text = np.text.replace(/^(?:a|an|the)\s+/i, '') + head;
  // ("was made an honorary colonel" is an honour.)
  if (
    np.of !== null ||
    np.possessor !== null ||
    /\b(?:commander|officer)$/i.test(text) ||
    /^honorary\b/i.test(text) ||
    OFFICE_GENERAL.test(text) ||
    /^\d/.test(text)
  )
    return null;
  // (In a sports text "the club's new captain" leads a team.)
  if (sport && /\bcaptain$/i.test(text)) return null;
  return isRank(text) ? text : null;
}

/** Offices named "… General", which are posts, not ranks ("Adjutant General", "Attorney General"). */
const OFFICE_GENERAL =
  /\b(?:Adjutant|Attorney|Surgeon|Inspector|Solicitor|Governor|Secretary|Director|Postmaster|Auditor|Comptroller|Vicar|Consul|Procurator|Advocate|Accountant|Paymaster|Quartermaster)[- ]General$/i;

/** "Polkovnik ( colonel )": the rank a bracket after a name glosses it as, or null. */
function glossAfter(units: readonly Unit[], np: NounPhrase): string | null {
  const k = units.indexOf(np);
  const open = units[k + 1];
  const inner = units[k + 2];
  const close = units[k + 3];
  if (open?.kind !== 'punct' || open.lower !== '(' || inner?.kind !== 'np' || close?.kind !== 'punct' || close.lower !== ')') return null;
  return isRank(inner.text) ? inner.text : null;
}
