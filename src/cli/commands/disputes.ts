// `nuggetindex disputes` and `nuggetindex resolve` (issue 6): the contested keys of a store with their
// rival values and sources, and a person's ruling on one — the same library calls as the HTTP API's
// /v1/disputes endpoints and the web UI's Disputes page.

import type { Command } from 'commander';
import { integerOption, openIndex, out, storeOptions, type StoreOptions } from '../common.js';
import { disputeJson, disputeOutcomeJson, DISPUTES, type FactJson, NuggetIndexError } from '../../index.js';

export function registerDisputeCommands(program: Command): void {
  storeOptions(
    program
      .command('disputes')
      .summary('list contested keys with their rival values, sources and quotes')
      .description(
        'List the keys whose sources disagree (Contested values), each with every value of the key, its\n' +
          'validity, sources and evidence quote, and any decision recorded on it. Resolve one with "nuggetindex resolve".',
      )
      .option('--decided', 'also list keys a person has already ruled on')
      .addOption(integerOption('--limit <n>', DISPUTES.limit))
      .option('--json', 'print as JSON (the body of GET /v1/disputes)'),
  ).action(async (o: StoreOptions & { decided?: boolean; limit: number; json?: boolean }) => {
    const ni = await openIndex(o, false);
    try {
      const disputes = (await ni.disputes({ limit: o.limit, decided: o.decided ?? false })).map(disputeJson);
      if (o.json) {
        out(JSON.stringify({ disputes }, null, 2));
        return;
      }
      if (disputes.length === 0) out(o.decided ? 'no disputed or decided keys' : 'no disputes: no key has contested values');
      for (const d of disputes) {
        out(`${d.key.subject} · ${d.key.predicate}${d.key.scope === 'global' ? '' : ` · scope ${d.key.scope}`}`);
        for (const f of d.facts) out(factLine(f));
        if (d.decision) {
          out(
            `  decision: ${d.decision.winner === null ? 'left contested' : `${d.decision.winner} is right`} — ${d.decision.reason} (${d.decision.by}, ${d.decision.at ?? '?'})`,
          );
        }
        out();
      }
    } finally {
      await ni.close();
    }
  });

  storeOptions(
    program
      .command('resolve')
      .summary('settle a dispute: one value is right, its rivals deprecated (or --keep it contested)')
      .description(
        'Settle a dispute. The winner (a nugget id from "nuggetindex disputes") becomes Active + Preferred and the\n' +
          'contested values overlapping it Deprecated. The decision and its reason are recorded in the store and\n' +
          'pinned: later ingests keep it (new evidence for a loser does not revive it; a new rival value reopens\n' +
          'the dispute). With --keep, records that the key was reviewed and leaves it contested.',
      )
      .argument('<nugget-id>', 'the value that is right (with --keep: any value of the key)')
      .requiredOption('--reason <text>', "why (recorded with the decision and in each changed nugget's history)")
      .option('--by <name>', 'who decides', process.env.USER ?? 'cli')
      .option('--keep', 'leave the key contested instead of picking a winner')
      .option('--json', 'print the decision and the changed nuggets as JSON'),
  ).action(async (id: string, o: StoreOptions & { reason: string; by: string; keep?: boolean; json?: boolean }) => {
    const ni = await openIndex(o, false);
    try {
      let result;
      if (o.keep) {
        const detail = await ni.nuggetDetail(id);
        if (!detail) throw new NuggetIndexError('NOT_FOUND', `no nugget with id ${id}`, { field: 'nugget-id', value: id });
        result = disputeOutcomeJson(await ni.keepContested({ key: detail.nugget.key, reason: o.reason, by: o.by }));
      } else {
        result = disputeOutcomeJson(await ni.resolve({ winner: id, reason: o.reason, by: o.by }));
      }
      if (o.json) {
        out(JSON.stringify(result, null, 2));
        return;
      }
      out(result.decision.winner === null ? 'left contested (decision recorded)' : `resolved: ${result.decision.losers.length} rival value(s) deprecated`);
      for (const f of result.changed) out(factLine(f));
    } finally {
      await ni.close();
    }
  });
}

function factLine(f: FactJson): string {
  const src = f.sources[0];
  return (
    `  ${f.status.padEnd(10)} ${f.object}  [${f.validity.start ?? '−∞'} → ${f.validity.end ?? 'open'}]  ${f.id}` +
    (src
      ? `\n             ${[...new Set(f.sources.map((s) => s.source))].join(', ')}: "${src.quote.length > 100 ? src.quote.slice(0, 99) + '…' : src.quote}"`
      : '')
  );
}
