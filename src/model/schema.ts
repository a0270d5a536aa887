// The predicate schema: the controlled vocabulary that canonicalisation maps surface forms to, and
// the per-predicate cardinality the conflict detector reads (paper §3.2, Stage 2). A YAML file the
// user can replace; errors name the file, the line and the field.

import { LineCounter, parseDocument, isMap, isSeq, type Node as YamlNode } from 'yaml';
import { NuggetIndexError } from './errors.js';
import { NUGGET_KINDS, type NuggetKind } from './nugget.js';

/**
 * functional: one value at a time per key (CEO) — different overlapping values conflict;
 * multi-valued: concurrent values are normal (board member) — never a conflict;
 * event-log: each value is an event at a point in time (award received) — never a conflict.
 */
export const CARDINALITIES = ['functional', 'multi-valued', 'event-log'] as const;
export type Cardinality = (typeof CARDINALITIES)[number];

export interface PredicateDef {
  /** Canonical name, e.g. `chiefExecutiveOfficer`. */
  name: string;
  description: string;
  /** Expected type of the subject (the keyed entity), e.g. `Organization`. */
  subject: string;
  /** Expected type of the object, e.g. `Person`; `Date` objects are normalised to ISO dates. */
  object: string;
  cardinality: Cardinality;
  kind: NuggetKind;
  /** Wikidata property id, when there is one (e.g. `P169`). */
  wikidata: string | null;
  /**
   * Verb-phrase surface forms. A plain phrase reads "SUBJECT phrase OBJECT" ("is headquartered in");
   * a phrase with `{s}` and `{o}` places them explicitly ("{o} founded {s}").
   */
  aliases: string[];
  /**
   * Role nouns held by a person, who is the object, in the subject organisation or place:
   * "O is the CEO of S", "O, CEO of S", "S's CEO O", "S CEO O", "the CEO of S, O".
   */
  roles: string[];
  /** How the canonical sentence is written, e.g. "{o} is the chief executive officer of {s}". */
  template: string;
  /**
   * Extra words indexed with every nugget of this predicate but never shown ("employer", "works"),
   * so questions phrased differently from the template still find it.
   */
  keywords: string[];
  /**
   * Words one of which every value of this predicate names ("Historic", "Heritage", "Register" for a
   * heritage designation): a value with none ("Alpha", "Shanghai Stock Exchange") is no such thing and
   * waits for review. Empty (the default): any value of the object type.
   */
  objectWords: string[];
  /**
   * A holder holds one value of this role at a time (a head coach coaches one club): when a text says
   * the same person took the role somewhere else, the earlier one ended then. Default false.
   */
  exclusive: boolean;
  /**
   * The relation holds for good once made (a founder, an author, a parent): said without a date
   * ("Allan Pinkerton, the agency's founder"), it holds at every time, its start unknown, instead of
   * from the document's date; an undated past one is stored, not sent to review. Default false.
   */
  lasting: boolean;
}

/**
 * How two facts that share an entity compose into a bridging fact (IndexRAG): a fact `first`
 * (s —first→ m) and a fact `then` about its object (m —then→ o) read together as `template`, with
 * {s}, {m} and {o}: chiefExecutiveOfficer then placeOfBirth ⇒ "The chief executive officer of {s},
 * {m}, was born in {o}". `*` stands for any predicate (for `first`, any whose object is an entity);
 * such a template joins the two facts' own sentences, {first} and {then}. A named pair takes
 * precedence over a `*` one. The schema is the one place compositions are declared.
 */
export interface Composition {
  first: string;
  then: string;
  template: string;
}

export interface PredicateSchema {
  version: 1;
  predicates: PredicateDef[];
  byName: ReadonlyMap<string, PredicateDef>;
  compositions: readonly Composition[];
}

/** Look-up that never returns undefined for a schema predicate; unknown names are a programming error. */
export function predicate(schema: PredicateSchema, name: string): PredicateDef {
  const def = schema.byName.get(name);
  if (!def) throw new NuggetIndexError('INVALID_SCHEMA', `unknown predicate "${name}"`, { field: 'predicate', value: name });
  return def;
}

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
// prettier-ignore
const KNOWN_FIELDS = new Set(['name', 'description', 'subject', 'object', 'cardinality', 'kind', 'wikidata', 'aliases', 'roles', 'template', 'keywords', 'objectWords', 'exclusive', 'lasting']);

/**
 * Parses and validates a schema YAML text. `file` is used in error messages only.
 *
 * @example parseSchema(await fs.readFile('schema/predicates.yaml', 'utf8'), 'schema/predicates.yaml')
 */
export function parseSchema(text: string, file: string): PredicateSchema {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineOf = (node: YamlNode | null | undefined): number | undefined => (node?.range ? lineCounter.linePos(node.range[0]).line : undefined);
  const fail = (message: string, field: string, node?: YamlNode | null, value?: unknown): never => {
    const line = lineOf(node);
    throw new NuggetIndexError('INVALID_SCHEMA', `${file}${line !== undefined ? `:${line}` : ''}: ${field}: ${message}`, { file, line, field, value });
  };
  if (doc.errors.length > 0) {
    const err = doc.errors[0]!;
    const line = err.linePos?.[0]?.line;
    throw new NuggetIndexError('INVALID_SCHEMA', `${file}${line !== undefined ? `:${line}` : ''}: not valid YAML: ${err.message.split('\n')[0]}`, {
      file,
      line,
    });
  }
  const root = doc.contents;
  if (!isMap(root)) return fail('the schema must be a mapping with "version" and "predicates"', '(root)', root as YamlNode | null);
  const version = root.get('version', true) as YamlNode | undefined;
  if (!version || (version as { value?: unknown }).value !== 1) {
    return fail(
      'unsupported schema version (this nuggetindex reads version: 1)',
      'version',
      version ?? root,
      (version as { value?: unknown } | undefined)?.value,
    );
  }
  const list = root.get('predicates', true) as YamlNode | undefined;
  if (!isSeq(list)) return fail('must be a list of predicate definitions', 'predicates', list ?? root);

  const predicates: PredicateDef[] = [];
  const byName = new Map<string, PredicateDef>();
  list.items.forEach((item, i) => {
    const at = `predicates[${i}]`;
    if (!isMap(item)) return fail('must be a mapping', at, item as YamlNode);
    const nodeOf = (k: string) => item.get(k, true) as YamlNode | undefined;
    const valueOf = (k: string): unknown => (item.toJSON() as Record<string, unknown>)[k];
    for (const pair of item.items) {
      const k = String((pair.key as { value?: unknown }).value);
      if (!KNOWN_FIELDS.has(k)) fail(`unknown field (known: ${[...KNOWN_FIELDS].join(', ')})`, `${at}.${k}`, pair.key as YamlNode);
    }
    const str = (k: string, required: boolean): string => {
      const v = valueOf(k);
      if (v === undefined || v === null) {
        if (required) fail('is required', `${at}.${k}`, item);
        return '';
      }
      if (typeof v !== 'string' || v.trim() === '') fail('must be a non-empty string', `${at}.${k}`, nodeOf(k), v);
      return (v as string).trim();
    };
    const strList = (k: string): string[] => {
      const v = valueOf(k);
      if (v === undefined || v === null) return [];
      if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || x.trim() === '')) {
        fail('must be a list of non-empty strings', `${at}.${k}`, nodeOf(k), v);
      }
      return (v as string[]).map((x) => x.trim());
    };
    const name = str('name', true);
    if (!NAME.test(name)) fail('must be an identifier (letters, digits, _)', `${at}.name`, nodeOf('name'), name);
    if (byName.has(name)) fail(`duplicate predicate "${name}"`, `${at}.name`, nodeOf('name'), name);
    const cardinality = str('cardinality', true) as Cardinality;
    if (!CARDINALITIES.includes(cardinality)) fail(`must be one of ${CARDINALITIES.join(', ')}`, `${at}.cardinality`, nodeOf('cardinality'), cardinality);
    const kindText = str('kind', false);
    const kind: NuggetKind = kindText === '' ? (cardinality === 'event-log' ? 'EpisodicEvent' : 'SemanticFact') : (kindText as NuggetKind);
    if (!NUGGET_KINDS.includes(kind)) fail(`must be one of ${NUGGET_KINDS.join(', ')}`, `${at}.kind`, nodeOf('kind'), kindText);
    const aliases = strList('aliases');
    for (const a of aliases) {
      const hasS = a.includes('{s}');
      const hasO = a.includes('{o}');
      if (hasS !== hasO) fail(`"${a}" must contain both {s} and {o} or neither`, `${at}.aliases`, nodeOf('aliases'), a);
    }
    const roles = strList('roles');
    // A predicate with no surface form is one only extractors produce (the open `statement`); it
    // must then say how its facts read.
    if (aliases.length === 0 && roles.length === 0 && !str('template', false))
      fail('a predicate needs at least one surface form in "aliases" or "roles", or a "template"', `${at}.aliases`, item);
    const template =
      str('template', false) || (roles.length > 0 ? `{o} is the ${roles[0]} of {s}` : aliases[0]!.includes('{s}') ? aliases[0]! : `{s} ${aliases[0]} {o}`);
    if (!template.includes('{s}') || !template.includes('{o}')) fail('must contain {s} and {o}', `${at}.template`, nodeOf('template'), template);
    const wikidata = str('wikidata', false);
    if (wikidata !== '' && !/^P\d+$/.test(wikidata)) fail('must be a Wikidata property id like P169', `${at}.wikidata`, nodeOf('wikidata'), wikidata);
    const exclusive = valueOf('exclusive') ?? false;
    if (typeof exclusive !== 'boolean') fail('must be true or false', `${at}.exclusive`, nodeOf('exclusive'), exclusive);
    if (exclusive && roles.length === 0) fail('only a role (a predicate with "roles") can be exclusive', `${at}.exclusive`, nodeOf('exclusive'), exclusive);
    const lasting = valueOf('lasting') ?? false;
    if (typeof lasting !== 'boolean') fail('must be true or false', `${at}.lasting`, nodeOf('lasting'), lasting);
    const def: PredicateDef = {
      name,
      description: str('description', false),
      subject: str('subject', true),
      object: str('object', true),
      cardinality,
      kind,
      wikidata: wikidata === '' ? null : wikidata,
      aliases,
      roles,
      template,
      keywords: strList('keywords'),
      objectWords: strList('objectWords'),
      exclusive: exclusive as boolean,
      lasting: lasting as boolean,
    };
    predicates.push(def);
    byName.set(name, def);
  });
  if (predicates.length === 0) fail('must declare at least one predicate', 'predicates', list);
  return { version: 1, predicates, byName, compositions: parseCompositions(root.get('compositions', true) as YamlNode | undefined, byName, fail) };
}

/** A composition's `first` or `then` that stands for any predicate. */
export const ANY_PREDICATE = '*';

/** The top-level `compositions` list: each {first, then, template}, both predicates declared, the template with {s}, {m} and {o}. */
function parseCompositions(
  list: YamlNode | undefined,
  byName: ReadonlyMap<string, PredicateDef>,
  fail: (message: string, field: string, node?: YamlNode | null, value?: unknown) => never,
): Composition[] {
  if (list === undefined || (list as { value?: unknown }).value === null) return [];
  if (!isSeq(list)) return fail('must be a list of {first, then, template}', 'compositions', list);
  return list.items.map((item, i) => {
    const at = `compositions[${i}]`;
    if (!isMap(item)) return fail('must be a mapping', at, item as YamlNode);
    const value = item.toJSON() as Record<string, unknown>;
    for (const k of Object.keys(value))
      if (!['first', 'then', 'template'].includes(k)) fail('unknown field (known: first, then, template)', `${at}.${k}`, item.get(k, true) as YamlNode);
    const field = (k: 'first' | 'then' | 'template'): string => {
      const v = value[k];
      if (typeof v !== 'string' || v.trim() === '')
        return fail('must be a non-empty string', `${at}.${k}`, (item.get(k, true) as YamlNode | undefined) ?? item, v);
      return v.trim();
    };
    const first = field('first');
    const then = field('then');
    const template = field('template');
    for (const [k, name] of [
      ['first', first],
      ['then', then],
    ] as const)
      if (name !== ANY_PREDICATE && !byName.has(name)) fail(`unknown predicate "${name}" (or * for any)`, `${at}.${k}`, item.get(k, true) as YamlNode, name);
    const slots = first === ANY_PREDICATE || then === ANY_PREDICATE ? ['{first}', '{then}'] : ['{s}', '{m}', '{o}'];
    for (const slot of slots) if (!template.includes(slot)) fail(`must contain ${slot}`, `${at}.template`, item.get('template', true) as YamlNode, template);
    return { first, then, template };
  });
}

/** Writes a predicate's canonical sentence, e.g. "Jane Doe is the chief executive officer of Acme". */
export function renderTemplate(def: PredicateDef, subject: string, object: string): string {
  return def.template.replaceAll('{s}', subject).replaceAll('{o}', object);
}

/**
 * A copy of `schema` with some predicates' cardinality replaced — the paper's remedy for
 * legitimate concurrency such as co-CEOs (§3.2.2).
 */
export function overrideCardinality(schema: PredicateSchema, overrides: Readonly<Record<string, Cardinality>>): PredicateSchema {
  for (const [name, cardinality] of Object.entries(overrides)) {
    if (!schema.byName.has(name))
      throw new NuggetIndexError('INVALID_INPUT', `cardinality override: unknown predicate "${name}"`, { field: 'predicate', value: name });
    if (!CARDINALITIES.includes(cardinality))
      throw new NuggetIndexError('INVALID_INPUT', `cardinality override for "${name}": must be one of ${CARDINALITIES.join(', ')}`, {
        field: 'cardinality',
        value: cardinality,
      });
  }
  const predicates = schema.predicates.map((p) => (overrides[p.name] ? { ...p, cardinality: overrides[p.name]! } : p));
  return { version: 1, predicates, byName: new Map(predicates.map((p) => [p.name, p])), compositions: schema.compositions };
}
