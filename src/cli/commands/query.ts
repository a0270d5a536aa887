// `nuggetindex query` and `nuggetindex context`: governed retrieval for one question or a batch, and
// the generator context with disputed facts flagged.

import type { Command } from 'commander';
import { choiceOption, err, integerOption, openIndex, out, ranking, rankingOptions, storeOptions, type RankingOptions, type StoreOptions } from '../common.js';
import { NuggetIndexError, retrievalJson, type Retrieval, toIso, RETRIEVE, type View } from '../../index.js';
import { readQueries } from '../../node.js';

export function registerQueryCommands(program: Command): void {
  storeOptions(
    rankingOptions(
      program
        .command('query')
        .summary('governed retrieval: filter by time and state, then rank')
        .description(
          'Governed retrieval: filter by validity and state, then rank: with BM25\n' +
            '(--mode lexical), the dense index (semantic), or both fused (hybrid; a store\n' +
            'with vectors: `nuggetindex embed`). The time comes from --time, else from the\n' +
            'question ("in 2012", "from 2004 to 2005"), else now.\n' +
            "Bridging facts ([BRIDGING]: two documents' facts joined through an entity,\n" +
            'valid while both are) take at most --kb of the k places; --bridging off leaves\n' +
            'them out. With --batch, reads JSONL lines {id, query, time?} and prints one\n' +
            'JSON line per query.',
        )
        .argument('[text]', 'the question (or use --batch)')
        .option('--time <iso>', 'the date the question is about (2008, 2008-06, 2008-06-15)')
        .addOption(choiceOption('--view <view>', RETRIEVE.view))
        .addOption(integerOption('-k <n>', RETRIEVE.k))
        .addOption(choiceOption('--bridging <on|off>', RETRIEVE.bridging))
        .addOption(integerOption('--kb <n>', RETRIEVE.kb))
        .option('--json', 'print the result as JSON')
        .option('--batch <queries.jsonl>', 'answer many queries: one JSON line in, one JSON line out'),
    ),
  ).action(
    async (
      text: string | undefined,
      o: StoreOptions & Bridging & RankingOptions & { time?: string; view: View; k: number; json?: boolean; batch?: string },
    ) => {
      if ((text === undefined) === (o.batch === undefined)) {
        throw new NuggetIndexError('INVALID_INPUT', 'query: give either a question or --batch <queries.jsonl>, not both or neither', { field: 'query' });
      }
      const queries = o.batch !== undefined ? readQueries(o.batch) : [];
      const ni = await openIndex(o, false);
      try {
        if (o.batch !== undefined) {
          let ms = 0;
          for (const q of queries) {
            const t = performance.now();
            const r = await ni.retrieve(q.query, { time: q.time ?? o.time, view: o.view, k: o.k, bridging: o.bridging, kb: o.kb, ...ranking(o) });
            ms += performance.now() - t;
            out(JSON.stringify({ id: q.id, ...retrievalJson(r) }));
          }
          err(`answered ${queries.length} queries in ${ms.toFixed(0)} ms of retrieval (${(ms / Math.max(1, queries.length)).toFixed(3)} ms each)`);
          return;
        }
        const r = await ni.retrieve(text!, { time: o.time, view: o.view, k: o.k, bridging: o.bridging, kb: o.kb, ...ranking(o) });
        if (o.json) out(JSON.stringify(retrievalJson(r), null, 2));
        else printRetrieval(r);
      } finally {
        await ni.close();
      }
    },
  );

  storeOptions(
    rankingOptions(
      program
        .command('context')
        .summary('the generator context for a question, disputed facts flagged')
        .description('The generator context for a question: established facts, and disputed facts with the sources on each side.')
        .argument('<text>', 'the question')
        .option('--time <iso>', 'the date the question is about')
        .addOption(integerOption('-k <n>', RETRIEVE.k, 'Number of nuggets.'))
        .addOption(choiceOption('--bridging <on|off>', RETRIEVE.bridging))
        .addOption(integerOption('--kb <n>', RETRIEVE.kb)),
    ),
  ).action(async (text: string, o: StoreOptions & Bridging & RankingOptions & { time?: string; k: number }) => {
    const ni = await openIndex(o, false);
    try {
      out((await ni.context(text, { time: o.time, k: o.k, bridging: o.bridging, kb: o.kb, ...ranking(o) })).text);
    } finally {
      await ni.close();
    }
  });
}

/** The balanced-selection options both commands take. */
type Bridging = { bridging: 'on' | 'off'; kb: number };

function printRetrieval(r: Retrieval): void {
  const span = `${toIso(r.period.start) ?? '−∞'} → ${toIso(r.period.end) ?? '+∞'}`;
  const from = { option: '--time', question: 'from the question', now: 'now' }[r.period.from];
  out(
    `"${r.query}"  time: ${r.period.from === 'now' ? toIso(r.period.start) : span} (${from})  view: ${r.view}${r.mode === 'lexical' ? '' : `  mode: ${r.mode}`}`,
  );
  if (r.results.length === 0) out('  (no nuggets valid at that time match)');
  r.results.forEach(({ nugget: n, score }, i) => {
    const flag = (n.epistemic.status === 'active' ? '' : ` [${n.epistemic.status.toUpperCase()}]`) + (n.provenance.derivedFrom ? ' [BRIDGING]' : '');
    out(`${String(i + 1).padStart(3)}. ${n.fact.text}${flag}`);
    out(
      `     valid ${toIso(n.validity.start) ?? '?'} → ${toIso(n.validity.end) ?? 'open'}${n.validity.inferred ? ' (inferred)' : ''}` +
        ` · ${n.epistemic.status}/${n.epistemic.rank} · confidence ${n.epistemic.confidence} · score ${score.toFixed(2)}`,
    );
    const sources = [...new Set(n.provenance.evidence.map((e) => e.source))];
    out(`     sources: ${sources.join(', ')} — "${truncate(n.provenance.evidence[0]!.quote, 110)}"`);
  });
}

function truncate(s: string, n: number): string {
  return s.length <= n ? s : s.slice(0, n - 1) + '…';
}
