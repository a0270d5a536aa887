// `nuggetindex inspect`: a store in numbers.

import { Command } from 'commander';
import { openIndex, out, storeOptions, type StoreOptions } from '../common.js';

export function registerInspectCommand(program: Command): void {
  storeOptions(
    program
      .command('inspect')
      .summary('summarise a store: documents, nuggets by status, keys, contested keys')
      .description('Summarise a store: documents, nuggets by status, keys, contested keys.')
      .option('--json', 'print as JSON'),
  ).action(async (o: StoreOptions & { json?: boolean }) => {
    const ni = await openIndex(o, false);
    try {
      const s = await ni.stats();
      if (o.json) out(JSON.stringify(s, null, 2));
      else {
        out(`${o.db}: ${s.documents} documents (${s.revisions} revisions), ${s.nuggets} nuggets, ${s.evidence} evidence spans`);
        out(`  active ${s.byStatus.active}, contested ${s.byStatus.contested}, deprecated ${s.byStatus.deprecated}`);
        out(`  ${s.keys} keys, ${s.contestedKeys} contested`);
      }
    } finally {
      await ni.close();
    }
  });
}
