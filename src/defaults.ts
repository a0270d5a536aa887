// The bundled predicate schema and alias table, parsed once on first use.

import { AliasTable } from './govern/aliases.js';
import { defaultAliasesYaml, defaultSchemaYaml } from './model/bundled.generated.js';
import { parseSchema, type PredicateSchema } from './model/schema.js';

let schema: PredicateSchema | null = null;

/** The default predicate schema (schema/predicates.yaml). */
export function defaultSchema(): PredicateSchema {
  return (schema ??= parseSchema(defaultSchemaYaml, 'schema/predicates.yaml (bundled)'));
}

/** The bundled YAML text of the default schema, to copy and edit. */
export function defaultSchemaText(): string {
  return defaultSchemaYaml;
}

/** A fresh alias table holding the bundled aliases (schema/aliases.yaml); extend it with `load`. */
export function defaultAliases(): AliasTable {
  return new AliasTable().load(defaultAliasesYaml, 'schema/aliases.yaml (bundled)');
}
