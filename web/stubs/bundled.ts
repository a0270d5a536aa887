// Browser-only page stand-in for src/model/bundled.generated.ts (the bundled schema and alias YAML,
// ~70 KiB of text): the export carries the predicates and aliases the store uses, already parsed.
export const defaultSchemaYaml = '';
export const defaultAliasesYaml = '';
