// The offline bridging-fact generator (IndexRAG Stage 2 without a model): two facts from different
// documents that share a bridge entity, composed as the schema declares ("The chief executive
// officer of Acme, Jane Doe, was born in Lyon"). Governed in time: a bridging fact holds only while
// both of its facts hold — its validity is the intersection of theirs (the entity's fact counted by
// the bounds a source stated), and facts that never held together compose nothing; it is contested
// when either source is.

import { intersect } from '../model/interval.js';
import type { Nugget, Status } from '../model/nugget.js';
import { ANY_PREDICATE, type Composition, type PredicateSchema } from '../model/schema.js';
import type { Instant } from '../model/time.js';
import { normalizeValue } from '../govern/normalize.js';
import { BRIDGE_LIMITS, factEntities, type BridgeEntity } from './entities.js';

export interface BridgingFact {
  /** The composed sentence. */
  text: string;
  /** {s}, {m} (the bridge entity as the first fact wrote it) and {o}. */
  subject: string;
  via: string;
  object: string;
  composition: Composition;
  /** The facts it combines: the one about {s}, then the one about {m}. */
  sources: [Nugget, Nugget];
  /** The intersection of the sources' validities, [start, end). */
  validity: { start: Instant; end: Instant };
  /** Contested when either source is (a bridge over a dispute is itself disputed). */
  status: 'active' | 'contested';
}

/** Bounds a source gave (or governance derived from one); the others are a report's date, not a limit. */
const STATED_STARTS = new Set(['explicit', 'revision']);
// An event's end is not one: "…; Jane Doe won the award in 2020" stays true after the day it happened.
const STATED_ENDS = new Set(['explicit', 'succession', 'revision', 'former']);

/**
 * A bridging fact's validity from its sources, in the order its text combines them: the first (the
 * relationship that leads to the entity) lends its whole validity, the others only the bounds a
 * source stated; null when they never held together.
 */
export function bridgeValidity(sources: readonly Nugget[]): { start: Instant; end: Instant } | null {
  let v: { start: Instant; end: Instant } | null = sources[0] ? { start: sources[0].validity.start, end: sources[0].validity.end } : null;
  for (const n of sources.slice(1)) v = v && intersect(v, statedBounds(n));
  return v;
}

/** Deprecated when a source is (or is gone), else contested when a source is, else active. */
export function bridgeStatus(sources: readonly (Nugget | undefined)[]): Status {
  if (sources.some((n) => !n || n.epistemic.status === 'deprecated')) return 'deprecated';
  return sources.some((n) => n!.epistemic.status === 'contested') ? 'contested' : 'active';
}

/**
 * The validity an entity's own fact lends a bridge: its stated bounds only. "Jane Doe was born in
 * Lyon", read in a 2020 article, has held since long before 2020; the bridge's time is the
 * relationship's ("CEO from 2015 to 2019"), narrowed only where a source bounded the other fact.
 */
function statedBounds(n: Nugget): { start: Instant; end: Instant } {
  return {
    start: STATED_STARTS.has(n.validity.startBasis) ? n.validity.start : -Infinity,
    end: STATED_ENDS.has(n.validity.endBasis) ? n.validity.end : Infinity,
  };
}

/** Fills a composition's template: {s}, {m}, {o}, and the two facts' own sentences {first} and {then}. */
export function composeText(c: Composition, s: string, m: string, o: string, first = '', then = ''): string {
  return c.template
    .replaceAll('{s}', s)
    .replaceAll('{m}', m)
    .replaceAll('{o}', o)
    .replaceAll('{first}', first.replace(/[.;\s]+$/, ''))
    .replaceAll('{then}', then.replace(/[.;\s]+$/, ''));
}

/** Named compositions before those with a `*`: a pair a named one composes is not composed again. */
function specificity(c: Composition): number {
  return (c.first === ANY_PREDICATE ? 1 : 0) + (c.then === ANY_PREDICATE ? 1 : 0);
}

/**
 * The bridging facts of one bridge entity: every fact `first` whose object is the entity, with every
 * fact `then` keyed on it from another document, for each composition of the schema (the most
 * specific that matches a pair); one per (subject, object, period), and none where the two never
 * held at the same time or the second only leads back to the first's subject.
 *
 * @example composeBridges(bridge, schema)[0].text // "The chief executive officer of Acme, Jane Doe, was born in Lyon"
 */
export function composeBridges(bridge: BridgeEntity, schema: PredicateSchema, most: number = BRIDGE_LIMITS.bridgesPerEntity): BridgingFact[] {
  const placed = bridge.documents.flatMap((d) => d.facts.map((n) => ({ docId: d.docId, n })));
  const out: BridgingFact[] = [];
  const seen = new Set<string>();
  const paired = new Set<string>();
  const leadsTo = (n: Nugget, predicate: string): boolean =>
    predicate === ANY_PREDICATE
      ? factEntities(n, schema).some((e, i) => i > 0 && e.entity === bridge.entity)
      : n.fact.predicate === predicate && normalizeValue(n.fact.object, schema.byName.get(predicate)?.object ?? '') === bridge.entity;
  for (const c of [...schema.compositions].sort((a, b) => specificity(a) - specificity(b))) {
    const firsts = placed.filter(({ n }) => n.key.subject !== bridge.entity && leadsTo(n, c.first));
    // A `*` second hop is a schema fact, never an open statement: measured on HotpotQA and MuSiQue, open
    // statements as second hops tripled the bridging facts for no gain in recall (docs/EVALUATION.md).
    const thens = placed.filter(
      ({ n }) =>
        n.key.subject === bridge.entity &&
        (c.then === ANY_PREDICATE ? schema.byName.get(n.fact.predicate)?.object !== 'Statement' : n.fact.predicate === c.then),
    );
    const pairs = firsts.flatMap((a) => thens.map((b) => [a, b] as const)).filter(([a, b]) => a.docId !== b.docId);
    // The most credible pairs first: schema facts before open statements, then by confidence.
    const worth = (n: Nugget) => (schema.byName.get(n.fact.predicate)?.object === 'Statement' ? 0 : 1) + n.epistemic.confidence;
    pairs.sort(([a, b], [c2, d]) => worth(c2.n) + worth(d.n) - (worth(a.n) + worth(b.n)) || (a.n.id + b.n.id < c2.n.id + d.n.id ? -1 : 1));
    for (const [a, b] of pairs) {
      if (out.length >= most) return out;
      // a bridge joins documents (one document states both itself), and does not lead back to where it began
      if (paired.has(`${a.n.id}+${b.n.id}`)) continue;
      if (normalizeValue(b.n.fact.object, schema.byName.get(b.n.fact.predicate)?.object ?? '') === a.n.key.subject) continue;
      const validity = bridgeValidity([a.n, b.n]);
      if (!validity) continue;
      paired.add(`${a.n.id}+${b.n.id}`);
      const key = `${a.n.key.subject}\u0001${b.n.fact.predicate}\u0001${b.n.fact.object}\u0001${validity.start}\u0001${validity.end}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        text: composeText(c, a.n.fact.subject, a.n.fact.object, b.n.fact.object, a.n.fact.text, b.n.fact.text),
        subject: a.n.fact.subject,
        via: a.n.fact.object,
        object: b.n.fact.object,
        composition: c,
        sources: [a.n, b.n],
        validity: { start: validity.start, end: validity.end },
        status: bridgeStatus([a.n, b.n]) === 'contested' ? 'contested' : 'active',
      });
    }
  }
  return out;
}
