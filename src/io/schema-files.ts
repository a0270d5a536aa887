// Loading user schema and alias files (Node only); the parsing itself is isomorphic (model/schema.ts).

import { readFileSync } from 'node:fs';
import { defaultAliases, defaultSchema } from '../defaults.js';
import type { AliasTable } from '../govern/aliases.js';
import { NuggetIndexError } from '../model/errors.js';
import { parseSchema, type PredicateSchema } from '../model/schema.js';

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new NuggetIndexError('NOT_FOUND', `${file}: cannot read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { file });
  }
}

/** The schema in `file`, or the bundled default when no file is given. */
export function loadSchemaFile(file?: string): PredicateSchema {
  return file === undefined ? defaultSchema() : parseSchema(read(file), file);
}

/** The bundled aliases with each user alias file merged on top, in order. */
export function loadAliasFiles(files: readonly string[] = []): AliasTable {
  const table = defaultAliases();
  for (const f of files) table.load(read(f), f);
  return table;
}
