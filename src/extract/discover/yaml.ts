// The starter schema as YAML, in the format of schema/predicates.yaml (parsed by model/schema.ts),
// with a comment above each predicate giving the evidence a person needs to edit it: whether it
// is known, its support, surface forms, argument types, the cardinality evidence, examples.

import { Document, isMap, isSeq, YAMLMap, YAMLSeq, Scalar } from 'yaml';
import type { PredicateDef } from '../../model/schema.js';
import type { DiscoveredPredicate, DiscoveredSchema } from './discover.js';

export interface YamlHeader {
  /** The command that produced the file, quoted in its header. */
  command?: string;
  /** The schema known predicates were copied from, named in the header. Default "the bundled schema". */
  schemaName?: string;
}

/**
 * Renders a discovery result as a schema file that `--schema` loads.
 *
 * @example discoveredSchemaYaml(discoverSchema(docs), { command: 'nuggetindex schema discover corpus.jsonl' })
 */
export function discoveredSchemaYaml(result: DiscoveredSchema, header: YamlHeader = {}): string {
  const schemaName = header.schemaName ?? 'the bundled schema';
  const doc = new Document({ version: 1, predicates: result.predicates.map((p) => definitionJson(p.def)) });
  const known = result.predicates.filter((p) => p.known !== null).length;
  doc.commentBefore = [
    ' nuggetindex starter schema — discovered, to be edited before use',
    ...(header.command ? [` ${header.command}`] : []),
    ` Sample: ${result.documents} documents, ${result.sentences} sentences, ${result.relations} surface relations in ${result.clusters} clusters;`,
    ` ${result.predicates.length} predicates reached --min-support ${result.options.minSupport} (${known} known, ${result.predicates.length - known} new); ${result.belowSupport} clusters did not.`,
    '',
    ` Known predicates are copied from ${schemaName} (their surface forms already resolve there).`,
    ' New ones are proposals: rename them, merge or delete them, add surface forms, and check the',
    ' types and cardinalities against the evidence in the comment above each. Field reference:',
    ' nuggetindex schema (the bundled file documents every field). Load the edited file with --schema.',
  ].join('\n');
  const list = doc.get('predicates', true);
  if (isSeq(list)) {
    list.items.forEach((item, i) => {
      const p = result.predicates[i]!;
      if (!isMap(item)) return;
      item.commentBefore = comment(p)
        .map((line) => ` ${line}`)
        .join('\n');
      item.spaceBefore = true;
      style(item);
    });
  }
  // The blank line before a commented item would carry the list's indentation as trailing spaces.
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false, indentSeq: true }).replace(/^[ \t]+$/gm, '');
}

/** The definition's fields in the bundled file's order, empty ones left out. */
function definitionJson(def: PredicateDef): Record<string, unknown> {
  const out: Record<string, unknown> = { name: def.name };
  if (def.description) out.description = def.description;
  if (def.wikidata) out.wikidata = def.wikidata;
  out.subject = def.subject;
  out.object = def.object;
  out.cardinality = def.cardinality;
  const defaultKind = def.cardinality === 'event-log' ? 'EpisodicEvent' : 'SemanticFact';
  if (def.kind !== defaultKind) out.kind = def.kind;
  if (def.roles.length > 0) out.roles = def.roles;
  if (def.aliases.length > 0) out.aliases = def.aliases;
  out.template = def.template;
  if (def.keywords.length > 0) out.keywords = def.keywords;
  if (def.objectWords.length > 0) out.objectWords = def.objectWords;
  if (def.lasting) out.lasting = true;
  return out;
}

/** Roles and keywords as flow lists, aliases and templates double-quoted, like the bundled file. */
function style(item: YAMLMap): void {
  for (const pair of item.items) {
    const key = String((pair.key as Scalar).value);
    const value = pair.value;
    if ((key === 'roles' || key === 'keywords' || key === 'objectWords') && value instanceof YAMLSeq) value.flow = true;
    if (key === 'aliases' && value instanceof YAMLSeq) for (const s of value.items) if (s instanceof Scalar) s.type = Scalar.QUOTE_DOUBLE;
    if (key === 'template' && value instanceof Scalar) value.type = Scalar.QUOTE_DOUBLE;
  }
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function types(counts: DiscoveredPredicate['subjectTypes']): string {
  return Object.entries(counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ');
}

/** The evidence lines above one predicate. */
function comment(p: DiscoveredPredicate): string[] {
  const c = p.cardinality;
  const lines = [
    p.known !== null
      ? `known: ${p.known} — its surface forms resolve through the schema; copied as it is there`
      : `new: proposed from ${p.construction === 'role' ? 'a role noun' : 'a verb phrase'} ("${p.normalized.join('", "')}")`,
    `support: ${count(p.support.sentences, 'sentence')}, ${count(p.support.subjects, 'subject')}, ${count(p.support.documents, 'document')}`,
    `surface forms: ${p.forms
      .slice(0, 6)
      .map((f) => `"${f.surface}" ×${f.count}`)
      .join(', ')}${p.forms.length > 6 ? `, … (${p.forms.length} in all)` : ''}`,
    `arguments: subject ${p.def.subject} (${types(p.subjectTypes)}) → object ${p.def.object} (${types(p.objectTypes)})`,
  ];
  if (p.concurrentOnFunctional) {
    lines.push(
      p.def.cardinality === 'multi-valued'
        ? `cardinality: multi-valued, OVERRIDING functional in the schema — ${c.reason}`
        : `cardinality: functional as in the schema, but concurrent values were observed — ${c.reason}`,
    );
  } else if (p.declared !== null && p.declared !== c.suggested && c.weak) {
    lines.push(`cardinality: ${p.declared} as in the schema; the sample has no evidence either way — ${c.reason}`);
  } else if (p.declared !== null && p.declared !== c.suggested) {
    lines.push(`cardinality: ${p.declared} as in the schema; this sample alone suggests ${c.suggested} — ${c.reason}`);
  } else {
    lines.push(`cardinality: ${c.suggested}${c.weak && p.known === null ? ' (the default: the sample has no evidence either way)' : ''} — ${c.reason}`);
  }
  for (const e of p.examples) lines.push(`e.g. "${e}"`);
  return lines.map((l) => l.replace(/\s+/g, ' '));
}
