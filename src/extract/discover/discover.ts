// Schema discovery (paper §3.2, Stage 2): "an opt-in schema-discovery module scans a
// representative sample, clusters surface-form predicates by frequency and entity-type
// co-occurrence, and proposes a starter schema that the user can edit before ingest".
//
//   sample ─▶ sentences ─▶ dates + argument mentions ─▶ surface relations ─▶ clusters
//          (normalised predicate × object type) ─▶ support filter ─▶ known predicate? ─▶
//          cardinality from observed concurrency ─▶ predicate definitions (discover-yaml.ts writes them)
//
// It reads the same sentences (sentences.ts) and dates (temporal.ts) as extraction, and maps
// clusters to existing predicates through the same PredicateMapper canonicalisation uses, so a
// surface form that already resolves is reported as known rather than proposed twice.

import { defaultSchema } from '../../defaults.js';
import { expandForm, PredicateMapper } from '../../govern/canonicalize.js';
import type { SourceDocument } from '../../model/document.js';
import { NuggetIndexError } from '../../model/errors.js';
import { seededRandom } from '../../model/random.js';
import type { Cardinality, PredicateDef, PredicateSchema } from '../../model/schema.js';
import { observedSpan, suggestCardinality, type CardinalityEvidence, type CardinalityObservation, type ObservedSpan } from './cardinality.js';
import { argumentType, findMentions, tidy, type ArgumentMention, type ArgumentType } from './mentions.js';
import { surfaceRelations, type Construction, type SurfaceRelation } from './predicates.js';
import { splitSentences } from '../sentences.js';
import { tagTemporal, type TemporalExpression } from '../temporal.js';

export interface DiscoverOptions {
  /** The schema whose predicates count as known. Default: the bundled schema. */
  schema?: PredicateSchema;
  /**
   * A predicate needs at least this many sentences, and min(2, minSupport) distinct subjects, to
   * be proposed. Integer ≥ 1. Default 3.
   */
  minSupport?: number;
  /** See CardinalityOptions.multiValuedShare: in (0, 1]. Default 0.25. */
  multiValuedShare?: number;
  /** See CardinalityOptions.minDatedSubjects: integer ≥ 1. Default 3. */
  minDatedSubjects?: number;
  /** Longest predicate between two mentions, in words. Default 7. */
  maxPredicateWords?: number;
  /** At most this many predicates are proposed, best supported first. Default 100. */
  maxPredicates?: number;
  /** Example sentences kept per predicate. Default 3. */
  examples?: number;
  /** Called after each document with (documents done, total). */
  progress?: (done: number, total: number) => void;
}

/** The numeric options, all set. */
type DiscoverSettings = Required<Omit<DiscoverOptions, 'schema' | 'progress'>>;

export const defaultDiscoverOptions: Readonly<DiscoverSettings> = {
  minSupport: 3,
  multiValuedShare: 0.25,
  minDatedSubjects: 3,
  maxPredicateWords: 7,
  maxPredicates: 100,
  examples: 3,
};

/** One proposed predicate of the starter schema. */
export interface DiscoveredPredicate {
  /** The definition to write: a copy of the known one (cardinality possibly overridden), or a proposal. */
  def: PredicateDef;
  /** The schema predicate its surface forms resolve to, or null for a new proposal. */
  known: string | null;
  /** The known predicate's declared cardinality (null for proposals). */
  declared: Cardinality | null;
  /** Declared functional, but subjects in the sample hold concurrent values (paper §3.2.2's override). */
  concurrentOnFunctional: boolean;
  cardinality: CardinalityEvidence;
  construction: Construction;
  support: { sentences: number; subjects: number; documents: number };
  /** Surface forms as written (lower case), most frequent first. */
  forms: { surface: string; count: number }[];
  /** Normalised forms of the clusters merged here ("play for", "ceo"). */
  normalized: string[];
  /** Observed argument types (subject and object as the definition keys them), with counts. */
  subjectTypes: Partial<Record<ArgumentType, number>>;
  objectTypes: Partial<Record<ArgumentType, number>>;
  /** Short example sentences. */
  examples: string[];
}

export interface DiscoveredSchema {
  documents: number;
  sentences: number;
  /** Surface relations mined from the sample. */
  relations: number;
  /** Clusters (normalised predicate × object type) seen, and how many fell below the support threshold. */
  clusters: number;
  belowSupport: number;
  /** Most supported first. */
  predicates: DiscoveredPredicate[];
  options: { minSupport: number; multiValuedShare: number; minDatedSubjects: number };
}

/** One surface relation, with its arguments resolved and its time span. */
interface Observation {
  doc: string;
  sentence: number;
  quote: string;
  agent: Argument;
  other: Argument;
  relation: SurfaceRelation;
  span: ObservedSpan | null;
}

interface Argument {
  text: string;
  key: string;
  type: ArgumentType;
}

interface Cluster {
  construction: Construction;
  normalized: string;
  observations: Observation[];
  /** Orientation: is the subject the agent (verbs, aliases) or the other argument (roles)? */
  subjectIsAgent: boolean;
  known: PredicateDef | null;
}

/**
 * A deterministic sample: the first `n` documents, or with a seed a pseudo-random `n` of them
 * (kept in input order).
 *
 * @example sampleDocuments(docs, 200)      // the first 200
 * @example sampleDocuments(docs, 200, 7)   // the same 200 every time for seed 7
 */
export function sampleDocuments<T>(documents: readonly T[], n: number, seed?: number): T[] {
  if (seed === undefined || n >= documents.length) return documents.slice(0, n);
  const random = seededRandom(seed);
  const indexes = documents.map((_, i) => i);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (indexes.length - i));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => documents[i]!);
}

/**
 * Scans documents (the sample) and proposes a starter schema.
 *
 * @example discoverSchema(docs, { minSupport: 2 }).predicates.map((p) => p.def.name) // ['memberOfSportsTeam', 'chiefExecutiveOfficer', …]
 */
export function discoverSchema(documents: readonly SourceDocument[], options: DiscoverOptions = {}): DiscoveredSchema {
  const o = { ...defaultDiscoverOptions, ...definedOnly(options) };
  for (const k of ['minSupport', 'minDatedSubjects', 'maxPredicateWords', 'maxPredicates', 'examples'] as const) {
    if (!Number.isInteger(o[k]) || o[k] < (k === 'examples' ? 0 : 1))
      throw new NuggetIndexError('INVALID_INPUT', `discover: ${k} must be an integer ≥ ${k === 'examples' ? 0 : 1}`, { field: k, value: o[k] });
  }
  if (!(o.multiValuedShare > 0 && o.multiValuedShare <= 1))
    throw new NuggetIndexError('INVALID_INPUT', 'discover: multiValuedShare must be in (0, 1]', { field: 'multiValuedShare', value: o.multiValuedShare });
  const schema = options.schema ?? defaultSchema();
  const mapper = new PredicateMapper(schema);
  const byKey = new Map<string, Observation[]>();
  let sentences = 0;
  let relations = 0;
  documents.forEach((doc, i) => {
    const mined = mineDocument(doc, o.maxPredicateWords);
    sentences += mined.sentences;
    for (const obs of mined.observations) {
      const key = `${obs.relation.reading.construction}\u0000${obs.relation.reading.normalized}`;
      const list = byKey.get(key);
      if (list) list.push(obs);
      else byKey.set(key, [obs]);
      relations++;
    }
    options.progress?.(i + 1, documents.length);
  });

  // Clusters resolving to the same known predicate become one ("was CEO of", ", chief executive of").
  const clusters = [...byKey.values()].flatMap(splitByObjectType);
  const groups = new Map<string, Cluster[]>();
  for (const c of clusters) {
    resolveKnown(c, mapper);
    if (c.known === null && c.construction === 'verb' && (c.normalized === 'be' || c.normalized === 'have')) continue; // a bare copula is no relation of its own
    const key = c.known ? `known\u0000${c.known.name}` : `new\u0000${c.construction}\u0000${c.normalized}\u0000${objectTypeOf(c)}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const kept = [...groups.values()].filter((g) => {
    const s = support(
      g.flatMap((c) => c.observations.map((obs) => subjectArg(obs, c.subjectIsAgent).key)),
      g.flatMap((c) => c.observations),
    );
    return s.sentences >= o.minSupport && s.subjects >= Math.min(2, o.minSupport);
  });
  const taken = new Set(schema.predicates.map((p) => p.name));
  const proposals = kept
    .map((g) => propose(g, o))
    .sort((a, b) => b.support.sentences - a.support.sentences || b.support.subjects - a.support.subjects || a.normalized[0]!.localeCompare(b.normalized[0]!))
    .slice(0, o.maxPredicates);
  for (const p of proposals) {
    if (p.known !== null) continue;
    p.def = { ...p.def, name: uniqueName(p.def.name, p.def.object, taken) };
    taken.add(p.def.name);
  }
  return {
    documents: documents.length,
    sentences,
    relations,
    clusters: groups.size,
    belowSupport: groups.size - kept.length,
    predicates: proposals,
    options: { minSupport: o.minSupport, multiValuedShare: o.multiValuedShare, minDatedSubjects: o.minDatedSubjects },
  };
}

function definedOnly(options: DiscoverOptions): Partial<DiscoverSettings> {
  return Object.fromEntries(Object.entries(options).filter(([k, v]) => v !== undefined && k in defaultDiscoverOptions));
}

// ---------------------------------------------------------------------------------------------
// Mining: one document's surface relations, pronouns resolved, each with its time span.

/** Names compare by lower-case letters and digits, without "the". */
function keyOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

function mineDocument(doc: SourceDocument, maxWords: number): { observations: Observation[]; sentences: number } {
  const out: Observation[] = [];
  const sentences = splitSentences(doc.text);
  const title = doc.title ? tidy(doc.title) : '';
  const titleType = title ? argumentType(title.split(' '), '') : 'Thing';
  let firstName: ArgumentMention | null = null;
  let lastPerson: ArgumentMention | null = null;
  for (const sentence of sentences) {
    const text = sentence.text;
    if (!/\p{Lu}/u.test(text)) continue;
    const temporal = tagTemporal(text, { documentTime: doc.time });
    const mentions = findMentions(text, temporal);
    const rels = mentions.length >= 2 ? surfaceRelations(text, mentions, maxWords) : [];
    // He/she is the page's person, else the last person named; it/they the page's topic.
    const resolve = (m: ArgumentMention): Argument | null => {
      if (!m.pronoun) return { text: m.text, key: keyOf(m.text), type: m.type };
      const person = /^(?:he|she)$/i.test(m.text);
      const name = person ? (titleType === 'Person' ? title : (lastPerson?.text ?? (title || null))) : title || firstName?.text || null;
      if (!name) return null;
      return { text: name, key: keyOf(name), type: person ? 'Person' : name === title ? titleType : (firstName?.type ?? 'Thing') };
    };
    const objects = new Set(rels.map((r) => r.other.temporal).filter((t): t is TemporalExpression => t !== null));
    const qualifiers = temporal.filter((t) => !objects.has(t));
    rels.forEach((r, i) => {
      const agent = resolve(r.agent);
      const other = resolve(r.other);
      if (!agent || !other || agent.key === other.key || agent.key === '' || other.key === '') return;
      const exprs = qualifiers.filter((t) => ownerOf(t, rels) === i);
      out.push({ doc: doc.id, sentence: sentence.index, quote: quote(text, r), agent, other, relation: r, span: observedSpan(exprs) });
    });
    for (const m of mentions) {
      if (m.pronoun || m.type === 'Date' || m.type === 'Quantity') continue;
      firstName ??= m;
      if (m.type === 'Person') lastPerson = m;
    }
  }
  return { observations: out, sentences: sentences.length };
}

/**
 * Which relation a temporal expression qualifies: the one whose span contains it, else the
 * nearest one before it (a date usually follows its fact: "joined Acme in 2009"), else the first.
 */
function ownerOf(t: TemporalExpression, rels: readonly SurfaceRelation[]): number {
  let owner = 0;
  for (let i = 0; i < rels.length; i++) {
    const r = rels[i]!;
    if (t.start >= r.start && t.end <= r.end) return i;
    if (r.end <= t.start) owner = i;
  }
  return owner;
}

/** The sentence, or a window of it around the relation when it is long. */
function quote(text: string, r: SurfaceRelation): string {
  const MAX = 160;
  if (text.length <= MAX) return tidy(text);
  const from = Math.max(0, Math.min(r.agent.start, r.other.start) - 30);
  const to = Math.min(text.length, Math.max(from + MAX, r.end + 30));
  return `${from > 0 ? '…' : ''}${tidy(text.slice(from, to))}${to < text.length ? '…' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Clustering and support.

/** The argument that becomes the object in the default orientation (verbs: the other; roles: the holder). */
const valueArg = (obs: Observation, subjectIsAgent: boolean): Argument => (subjectIsAgent ? obs.other : obs.agent);
const subjectArg = (obs: Observation, subjectIsAgent: boolean): Argument => (subjectIsAgent ? obs.agent : obs.other);

/**
 * Splits a normalised predicate's observations by object type ("born in London" vs "born in
 * 1950"); unknown types (Thing) join the largest typed group.
 */
function splitByObjectType(observations: Observation[]): Cluster[] {
  const first = observations[0]!.relation.reading;
  const subjectIsAgent = first.construction === 'verb';
  const byType = new Map<ArgumentType, Observation[]>();
  for (const obs of observations) {
    const t = valueArg(obs, subjectIsAgent).type;
    byType.set(t, [...(byType.get(t) ?? []), obs]);
  }
  const things = byType.get('Thing') ?? [];
  byType.delete('Thing');
  const largest = [...byType.values()].sort((a, b) => b.length - a.length)[0];
  if (largest) largest.push(...things);
  else byType.set('Thing', things);
  return [...byType.values()].map((list) => ({
    construction: first.construction,
    normalized: first.normalized,
    observations: list,
    subjectIsAgent,
    known: null,
  }));
}

/** Support: distinct sentences, subjects (keys given) and documents. */
function support(subjectKeys: readonly string[], observations: readonly Observation[]): DiscoveredPredicate['support'] {
  return {
    sentences: new Set(observations.map((o) => `${o.doc}\u0000${o.sentence}`)).size,
    subjects: new Set(subjectKeys).size,
    documents: new Set(observations.map((o) => o.doc)).size,
  };
}

function countBy<T extends string>(values: readonly T[]): [T, number][] {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The majority type, preferring any known type over Thing. */
function majorityType(types: readonly ArgumentType[]): ArgumentType {
  const counts = countBy(types);
  return (counts.find(([t]) => t !== 'Thing') ?? counts[0] ?? ['Thing'])[0];
}

function objectTypeOf(c: Cluster): ArgumentType {
  return majorityType(c.observations.map((obs) => valueArg(obs, c.subjectIsAgent).type));
}

// ---------------------------------------------------------------------------------------------
// Known predicates: a cluster whose surface forms already resolve through the schema.

/**
 * Tries, most frequent first: the role noun (for role constructions), each surface form as
 * written, with a copula added ("born in" → "was born in"), and for date objects with "on"
 * ("was born in" 1950 → "was born on"). Date objects only map to Date predicates and back. A
 * position after a bare copula or "became" reads as "served as" ("X was Secretary of War").
 */
function resolveKnown(c: Cluster, mapper: PredicateMapper): void {
  const objectType = objectTypeOf(c);
  const surfaces = countBy(c.observations.map((obs) => obs.relation.reading.surface)).map(([s]) => s.replace(/^(?:, |\( |['’]s )/, ''));
  const compatible = (def: PredicateDef) => (def.object === 'Date') === (objectType === 'Date');
  if (c.construction === 'role') {
    for (const [noun] of countBy(c.observations.map((obs) => obs.relation.reading.normalized))) {
      const def = mapper.resolve(noun);
      if (def && def.roles.some((r) => r.toLowerCase() === noun)) {
        c.known = def;
        c.subjectIsAgent = false;
        return;
      }
    }
  }
  const variants: string[] = [];
  for (const s of surfaces) {
    variants.push(s, `was ${s}`, `is ${s}`);
    if (objectType === 'Date') variants.push(s.replace(/ (?:in|at)$/, ' on'), `was ${s.replace(/ (?:in|at)$/, ' on')}`, `${s} on`, `was ${s} on`);
  }
  if (objectType === 'Position' && c.construction === 'verb' && ['be', 'become', 'elect', 'appoint', 'name', 'remain'].includes(c.normalized))
    variants.push('served as');
  for (const v of variants) {
    const def = mapper.resolve(v);
    if (!def || !compatible(def)) continue;
    c.known = def;
    c.subjectIsAgent = !inverseAlias(def, v);
    return;
  }
}

/** Does the form match only aliases that put the object first ("{o} founded {s}")? */
function inverseAlias(def: PredicateDef, form: string): boolean {
  const f = form.toLowerCase().replace(/\s+/g, ' ').trim();
  const matching = def.aliases.filter((a) => expandForm(a).includes(f));
  return matching.length > 0 && matching.every((a) => a.trim().startsWith('{o}'));
}

// ---------------------------------------------------------------------------------------------
// Proposals.

function propose(clusters: readonly Cluster[], o: DiscoverSettings): DiscoveredPredicate {
  const observations = clusters.flatMap((c) => c.observations.map((obs) => ({ obs, c })));
  const subjects = observations.map(({ obs, c }) => subjectArg(obs, c.subjectIsAgent));
  const objects = observations.map(({ obs, c }) => valueArg(obs, c.subjectIsAgent));
  const known = clusters[0]!.known;
  const cardinalityObservations: CardinalityObservation[] = observations.map(({ obs }, i) => ({
    subject: subjects[i]!.key,
    subjectText: subjects[i]!.text,
    object: objects[i]!.text,
    span: obs.span,
    head: obs.relation.reading.head,
  }));
  const evidence = suggestCardinality(cardinalityObservations, { multiValuedShare: o.multiValuedShare, minDatedSubjects: o.minDatedSubjects });
  const forms = countBy(observations.map(({ obs }) => obs.relation.reading.surface)).map(([surface, count]) => ({ surface, count }));
  const subjectType = majorityType(subjects.map((a) => a.type));
  const objectType = majorityType(objects.map((a) => a.type));
  const examples: string[] = [];
  for (const { obs } of observations) {
    if (examples.length >= o.examples) break;
    if (!examples.includes(obs.quote)) examples.push(obs.quote);
  }
  const construction = clusters[0]!.construction;
  const concurrentOnFunctional = known !== null && known.cardinality === 'functional' && evidence.concurrent > 0;
  let def: PredicateDef;
  if (known) {
    // The paper's override: a functional predicate the corpus shows concurrent values for.
    const cardinality = concurrentOnFunctional && evidence.suggested === 'multi-valued' ? 'multi-valued' : known.cardinality;
    def = { ...known, cardinality };
  } else {
    def = proposal(
      clusters[0]!,
      forms.map((f) => f.surface),
      observations.map(({ obs }) => obs),
      subjectType,
      objectType,
      evidence.suggested,
    );
  }
  return {
    def,
    known: known?.name ?? null,
    declared: known?.cardinality ?? null,
    concurrentOnFunctional,
    cardinality: evidence,
    construction,
    support: support(
      subjects.map((a) => a.key),
      observations.map(({ obs }) => obs),
    ),
    forms,
    normalized: [...new Set(clusters.map((c) => c.normalized))],
    subjectTypes: Object.fromEntries(countBy(subjects.map((a) => a.type))),
    objectTypes: Object.fromEntries(countBy(objects.map((a) => a.type))),
    examples,
  };
}

/** Surface forms the schema's alias syntax can hold as they are: words, hyphens and apostrophes only. */
const PLAIN_FORM = /^[\p{Ll}\p{N}][\p{Ll}\p{N}' -]*$/u;

/** A new predicate definition from a cluster: role nouns, or verb-phrase aliases as observed. */
function proposal(
  c: Cluster,
  surfaces: readonly string[],
  observations: readonly Observation[],
  subject: ArgumentType,
  object: ArgumentType,
  cardinality: Cardinality,
): PredicateDef {
  const base: Omit<PredicateDef, 'name' | 'aliases' | 'roles' | 'template' | 'description'> = {
    subject,
    object,
    cardinality,
    kind: cardinality === 'event-log' ? 'EpisodicEvent' : 'SemanticFact',
    wikidata: null,
    keywords: [],
    objectWords: [],
    exclusive: false,
    lasting: false,
  };
  if (c.construction === 'role') {
    // The most frequent spelling of each role noun ("CEO" rather than "ceo").
    const spellings = countBy(observations.map((obs) => obs.relation.reading.head));
    const roles = [...new Map(spellings.map(([s]) => [s.toLowerCase(), s])).values()];
    const role = roles[0]!;
    return { ...base, name: camelCase(role), description: `discovered from "X, ${role} of Y"`, roles, aliases: [], template: `{o} is the ${role} of {s}` };
  }
  const plain = surfaces.map((s) => s.replace(/^(?:, |\( )/, '')).filter((s) => PLAIN_FORM.test(s));
  const aliases = [...new Set(plain)].slice(0, 6);
  const words = c.normalized.replace(/^be /, '').split(' ');
  const top = aliases[0] ?? c.normalized;
  return {
    ...base,
    name: camelCase(words.join(' ')),
    description: `discovered from "X ${top} Y"`,
    roles: [],
    aliases: aliases.length > 0 ? aliases : [c.normalized],
    template: `{s} ${top} {o}`,
  };
}

function camelCase(phrase: string): string {
  const words = phrase
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '');
  const name = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return /^[A-Za-z]/.test(name) ? name : `p${name}`;
}

/** A name no other predicate uses: the type appended ("bornDate"), then a number. */
function uniqueName(name: string, object: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  const typed = `${name}${object.replace(/[^A-Za-z0-9]/g, '')}`;
  if (!taken.has(typed)) return typed;
  let n = 2;
  while (taken.has(`${typed}${n}`)) n++;
  return `${typed}${n}`;
}
