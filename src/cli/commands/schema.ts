// `nuggetindex schema`: the bundled predicate schema, to copy and edit; `schema discover` hangs under it.

import type { Command } from 'commander';
import { defaultSchemaText } from '../../index.js';

/** Registers `schema` and returns it, for its subcommands. */
export function registerSchemaCommand(program: Command): Command {
  return program
    .command('schema')
    .summary('print the bundled predicate schema; "schema discover" proposes one')
    .description('Print the bundled predicate schema (copy it, edit it, pass it with --schema).')
    .action(() => {
      process.stdout.write(defaultSchemaText());
    });
}
