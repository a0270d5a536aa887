// `nuggetindex inspect`: a store in numbers.

import { Command } from 'commander';
import { openIndex, out, storeOptions, type StoreOptions } from '../common.js';

/** Skipped entities printed by name (the rest counted). */
const SKIPPED_SHOWN = 10;

export function registerInspectCommand(program: Command): void {
  storeOptions(
    program
      .command('inspect')
      .summary('summarise a store: documents, nuggets by status, keys, contested keys, bridging')
      .description(
        'Summarise a store: documents, nuggets by status, keys, contested keys; and bridging (IndexRAG): the bridge entities, ' +
          'the bridging facts by state, and the entities skipped because more than τ documents name them (too common to bridge).',
      )
      .option('--json', 'print as JSON'),
  ).action(async (o: StoreOptions & { json?: boolean }) => {
    const ni = await openIndex(o, false);
    try {
      const s = await ni.stats();
      const b = await ni.bridgeSummary();
      if (o.json) out(JSON.stringify({ ...s, bridging: b }, null, 2));
      else {
        const f = b.bridgingFacts;
        out(`${o.db}: ${s.documents} documents (${s.revisions} revisions), ${s.nuggets} nuggets, ${s.evidence} evidence spans`);
        out(`  active ${s.byStatus.active}, contested ${s.byStatus.contested}, deprecated ${s.byStatus.deprecated}`);
        out(`  ${s.keys} keys, ${s.contestedKeys} contested`);
        out(
          `  bridging: ${b.entities} bridge entities, ${f.active + f.contested + f.deprecated} bridging facts (active ${f.active}, contested ${f.contested}, withdrawn ${f.deprecated})`,
        );
        if (b.tooCommon.length > 0) {
          const shown = b.tooCommon.slice(0, SKIPPED_SHOWN).map((e) => `${e.entity} (${e.df})`);
          const more = b.tooCommon.length > SKIPPED_SHOWN ? `, and ${b.tooCommon.length - SKIPPED_SHOWN} more (--json lists all)` : '';
          out(`  skipped, named by more than τ = ${b.tau} documents: ${shown.join(', ')}${more}`);
        }
        const embedder = ni.embedderId();
        out(
          `  vectors: ${embedder === null ? 'none (lexical retrieval only; `nuggetindex embed` adds them)' : `from ${embedder} (query --mode semantic|hybrid)`}`,
        );
      }
    } finally {
      await ni.close();
    }
  });
}
