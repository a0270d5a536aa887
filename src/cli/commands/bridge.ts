// `nuggetindex bridge`: re-derive every bridging fact of a store (IndexRAG) — offline from the
// schema's compositions, or with a model through the paper's generator — and say what changed.

import { Option, type Command } from 'commander';
import { BRIDGE_PROMPT_VERSION, BRIDGE_RUN } from '../../index.js';
import { err, openIndex, out, storeOptions, type StoreOptions } from '../common.js';
import { modelRunLine, nuggetStepOptionsFor, startModelRun, type NuggetCliOptions } from '../nugget-options.js';

interface BridgeCliOptions extends StoreOptions, Omit<NuggetCliOptions, 'mode' | keyof StoreOptions> {
  mode: 'offline' | 'llm';
  json?: boolean;
}

export function registerBridgeCommand(program: Command): void {
  const cmd = storeOptions(
    program
      .command('bridge')
      .summary('re-derive the bridging facts of a store (IndexRAG), offline or with a model')
      .description(
        'Bridging facts join facts of two or more documents through an entity they share ("The chief executive officer of Acme, Jane Doe, was born in Lyon"), ' +
          'so one retrieval answers a two-hop question. Ingest keeps them in step with their sources on its own: valid only while all their sources are, ' +
          'contested when one is, withdrawn when one loses. This command re-derives them for the whole store: every bridge entity ' +
          '(named by at least two and at most τ = 10 documents) in its own transaction.\n\n' +
          "--mode offline (default): the schema's compositions (after editing them, or for a store built before bridging facts); approximate, no model read the documents.\n" +
          "--mode llm: the paper's generator writes each entity's bridging facts from its facts, each citing the facts it combines; a reply citing a fact outside " +
          "the entity's bundle, joining one document only, or adding a number its facts do not state is refused and asked again.",
      )
      .option('--json', 'print the run as JSON'),
  );
  nuggetStepOptionsFor(cmd, new Option('--mode <mode>', BRIDGE_RUN.mode.description).choices(BRIDGE_RUN.mode.values).default(BRIDGE_RUN.mode.default)).action(
    async (o: BridgeCliOptions) => {
      const ni = await openIndex(o, false);
      const run = startModelRun({ ...o, mode: o.mode }, 'bridge');
      let last = 0;
      try {
        const r = await ni.bridge({
          mode: o.mode,
          ...(run.model ? { model: run.model } : {}),
          stats: run.stats,
          progress: (done, total) => {
            if (!o.quiet && (done === total || Date.now() - last > 1000)) {
              last = Date.now();
              err(`bridge: ${done}/${total} entities`);
            }
          },
        });
        if (o.json) out(JSON.stringify({ ...r, stats: undefined }, null, 2));
        else {
          out(
            `${r.entities} bridge entities; ${r.written} bridging facts written (${r.withdrawn} withdrawn)${o.mode === 'offline' ? ' · offline (approximate: no model read the documents)' : ''}`,
          );
          if (r.tooCommon.length > 0) out(`${r.tooCommon.length} entities skipped: named by more than τ documents ("nuggetindex inspect" lists them)`);
        }
        for (const f of r.failures) err(`entity "${f.entity}": no usable reply (${f.reasons.at(-1)}); it keeps the bridging facts it had`);
        if (r.failures.length > 0) process.exitCode = 1;
        if (o.mode === 'llm' && !o.quiet) err(modelRunLine(o, run, BRIDGE_PROMPT_VERSION));
      } finally {
        run.done();
        await ni.close();
      }
    },
  );
}
