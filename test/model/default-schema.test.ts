// The bundled data files: schema/predicates.yaml (the default predicate schema) and
// schema/aliases.yaml (the default entity alias table).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { CARDINALITIES, parseSchema, type PredicateDef } from '../../src/model/schema.js';

const schemaUrl = new URL('../../schema/predicates.yaml', import.meta.url);
const aliasesUrl = new URL('../../schema/aliases.yaml', import.meta.url);
// The TimeQA relations list lives next to the repository, in the shared data folder.
const relationsPath = fileURLToPath(new URL('../../../shared/data/timeqa/relations.json', import.meta.url));

const schema = parseSchema(readFileSync(schemaUrl, 'utf8'), 'schema/predicates.yaml');

/** Every concrete phrase an alias pattern stands for: (a|b) alternations and [optional] words. */
function expand(pattern: string): string[] {
  const group = /\(([^()]*)\)|\[([^[\]]*)\]/.exec(pattern);
  if (!group) return [pattern.replace(/\s+/g, ' ').trim()];
  const options = group[1] !== undefined ? group[1].split('|') : ['', group[2]!];
  const before = pattern.slice(0, group.index);
  const after = pattern.slice(group.index + group[0].length);
  return options.flatMap((option) => expand(before + option + after));
}

/**
 * A phrase in a direction-free form: "{o} owned {s}", "{s} owned {o}" and the plain "owned" all
 * become "_ owned _", so inverse predicates cannot claim the same wording by swapping placeholders.
 */
function directionFree(phrase: string): string {
  const lower = phrase.toLowerCase();
  const placed = lower.includes('{s}') ? lower : `{s} ${lower} {o}`;
  return placed
    .replace(/\{[so]\}/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The role sentence shapes the extractor generates, in direction-free form (for clashes with aliases). */
function roleForms(role: string): string[] {
  const r = role.toLowerCase();
  return ['is', 'was', 'has been', 'became', 'served as', 'was named', 'was appointed'].flatMap((verb) =>
    ['the ', ''].flatMap((article) => ['of', 'at'].map((prep) => `_ ${verb} ${article}${r} ${prep} _`)),
  );
}

/** All surface forms of a predicate, each tagged so that roles and alias phrases are compared apart and together. */
function surfaceForms(def: PredicateDef): string[] {
  const forms = new Set<string>();
  for (const role of def.roles) {
    forms.add(`role: ${role.toLowerCase().replace(/\s+/g, ' ')}`);
    for (const f of roleForms(role)) forms.add(f);
  }
  for (const alias of def.aliases) for (const phrase of expand(alias)) forms.add(directionFree(phrase));
  return [...forms];
}

test('the default schema parses', () => {
  assert.equal(schema.version, 1);
  assert.equal(schema.byName.size, schema.predicates.length);
});

test('the default schema declares at least 60 predicates', () => {
  assert.ok(schema.predicates.length >= 60, `only ${schema.predicates.length} predicates`);
});

test('every cardinality is used at least 5 times', () => {
  for (const cardinality of CARDINALITIES) {
    const n = schema.predicates.filter((p) => p.cardinality === cardinality).length;
    assert.ok(n >= 5, `${cardinality}: ${n} predicates`);
  }
});

test('every Wikidata property that TimeQA asks about is a predicate', (t) => {
  if (!existsSync(relationsPath)) {
    t.skip(`${relationsPath} is missing`);
    return;
  }
  const relations = JSON.parse(readFileSync(relationsPath, 'utf8')) as Record<string, { meaning: string; template: string[] }>;
  const asked = Object.entries(relations).filter(([, r]) => r.template.length > 0);
  assert.ok(asked.length > 0);
  const covered = new Set(schema.predicates.map((p) => p.wikidata));
  const missing = asked.filter(([id]) => !covered.has(id)).map(([id, r]) => `${id} (${r.meaning})`);
  assert.deepEqual(missing, []);
});

test('a Wikidata property is claimed by one predicate at most', () => {
  const owner = new Map<string, string>();
  for (const p of schema.predicates) {
    if (p.wikidata === null) continue;
    assert.ok(!owner.has(p.wikidata), `${p.wikidata} is on both ${owner.get(p.wikidata)} and ${p.name}`);
    owner.set(p.wikidata, p.name);
  }
});

test('no surface form is shared by two predicates', () => {
  const owner = new Map<string, string>();
  const clashes: string[] = [];
  for (const p of schema.predicates) {
    for (const form of surfaceForms(p)) {
      const other = owner.get(form);
      if (other !== undefined && other !== p.name) clashes.push(`"${form}": ${other} and ${p.name}`);
      owner.set(form, p.name);
    }
  }
  assert.deepEqual(clashes, []);
});

test('no alias phrase is only function words', () => {
  // prettier-ignore
  const functionWords = new Set(['_', 'is', 'was', 'are', 'were', 'be', 'been', 'has', 'had', 'have', 'in', 'at', 'of', 'on', 'to', 'by', 'for', 'with', 'the', 'a', 'an', 'and', 'from', 'as']);
  for (const p of schema.predicates) {
    for (const alias of p.aliases) {
      for (const phrase of expand(alias)) {
        const words = directionFree(phrase).split(' ');
        assert.ok(
          words.some((w) => !functionWords.has(w)),
          `${p.name}: "${phrase}" is too general`,
        );
      }
    }
  }
});

test('templates and names follow the conventions', () => {
  for (const p of schema.predicates) {
    assert.match(p.name, /^[a-z][A-Za-z0-9]*$/, `${p.name} is not camelCase`);
    assert.ok(p.description !== '', `${p.name} has no description`);
    assert.ok(p.template.includes('{s}') && p.template.includes('{o}'), `${p.name}: template`);
  }
});

test('the alias table parses, has version 1, and maps each alias to one canonical name', () => {
  const doc = parse(readFileSync(aliasesUrl, 'utf8')) as { version?: unknown; entities?: unknown };
  assert.equal(doc.version, 1);
  assert.ok(doc.entities !== null && typeof doc.entities === 'object' && !Array.isArray(doc.entities));
  const entities = Object.entries(doc.entities as Record<string, unknown>);
  assert.ok(entities.length >= 60, `only ${entities.length} entities`);
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const canonical = new Set(entities.map(([name]) => norm(name)));
  assert.equal(canonical.size, entities.length, 'two canonical names normalise alike');
  const owner = new Map<string, string>();
  for (const [name, aliases] of entities) {
    assert.ok(Array.isArray(aliases) && aliases.length > 0, `${name}: aliases must be a non-empty list`);
    for (const alias of aliases as unknown[]) {
      assert.equal(typeof alias, 'string', `${name}: ${String(alias)} is not a string`);
      const a = norm(alias as string);
      assert.ok(!canonical.has(a), `${name}: alias "${String(alias)}" is a canonical name`);
      const other = owner.get(a);
      assert.ok(other === undefined || other === name, `alias "${String(alias)}" maps to both ${other} and ${name}`);
      owner.set(a, name);
    }
  }
  // Ambiguous short forms are no aliases: "His great-great-grandmother , Meta , emigrated" is no company.
  for (const ambiguous of ['georgia', 'washington', 'meta']) assert.equal(owner.get(ambiguous), undefined, ambiguous);
});

test('"lasting" marks relations that hold for good once made; a value other than true or false names its line and field', () => {
  assert.deepEqual(
    schema.predicates.filter((p) => p.lasting).map((p) => p.name),
    ['founder', 'child', 'parent', 'sibling', 'notableWork'],
  );
  const yaml =
    'version: 1\npredicates:\n  - name: founder\n    subject: Organization\n    object: Person\n    cardinality: multi-valued\n    roles: [founder]\n    lasting: yes please\n';
  assert.throws(
    () => parseSchema(yaml, 'mine.yaml'),
    (e: Error) => /lasting/.test(e.message) && /must be true or false/.test(e.message) && /mine\.yaml/.test(e.message),
  );
});
