// `nuggetindex ingest`: documents from JSONL files or folders into a store, in groups that commit
// atomically, with a progress bar, Ctrl-C that leaves the store consistent, and a summary line.

import { Command, Option } from 'commander';
import cliProgress from 'cli-progress';
import { err, openIndex, storeOptions, type StoreOptions } from '../common.js';
import { extractorFrom, extractorOptions, llmRunSummary, type ExtractorCliOptions } from '../extractor-options.js';
import { type Extractor, type Genre, GENRES, type IngestResult, isAbortError, isBridgingFact, NuggetIndex } from '../../index.js';
import { loadSchemaFile, readCorpus } from '../../node.js';

export function registerIngestCommand(program: Command): void {
  storeOptions(
    extractorOptions(
      program
        .command('ingest')
        .summary('extract governed nuggets from JSONL files or folders into a store')
        .description(
          'Extract governed nuggets from documents into a store (created if missing; appends).\n' +
            'Inputs: JSONL files (one document per line: id and text required; date, source, title, scope, url, genre optional)\n' +
            'or folders of .txt/.md files (id = relative path; "date:"/"title:"/"source:" lines at the top).\n' +
            'Re-ingesting the latest text of a document changes nothing; the same id with new text is a new revision.',
        )
        .argument('<inputs...>', 'JSONL files or folders')
        .option('--date <iso>', 'date for folder documents without a "date:" line')
        .option('--skip-invalid', 'skip invalid lines (reported) instead of aborting the file')
        .option('--reconfigure', 'adopt this --schema/--aliases/--multi-valued for a store built with others')
        .option('--quiet', 'no progress bar or summary')
        .addOption(
          new Option(
            '--genre <genre>',
            'how the offline extractor reads documents without a "genre" field: encyclopedic (narrates history: undated sentences take their paragraph\'s or section\'s time), news (describes the present at its date), or auto (guessed per document)',
          )
            .choices(['auto', ...GENRES])
            .default('auto'),
        ),
    ),
  ).action(
    async (inputs: string[], o: StoreOptions & ExtractorCliOptions & { date?: string; skipInvalid?: boolean; quiet?: boolean; genre: Genre | 'auto' }) => {
      // Ctrl-C finishes the current group's transaction, then stops: nothing is half-written. With
      // an LLM extractor it also cancels the requests in flight: a document still being extracted fails
      // before its transaction begins, so none of it is written either.
      let stop = false;
      const cancel = new AbortController();
      const onSigint = () => {
        stop = true;
        cancel.abort();
        err(
          o.extractor === 'llm'
            ? '\ninterrupted: cancelling the LLM requests in flight; documents not yet extracted are not written (the store stays consistent)'
            : '\ninterrupted: committing the documents already governed, then stopping (the store stays consistent)',
        );
      };
      process.on('SIGINT', onSigint);
      // Validate every input before opening the store, so a typo leaves no empty store behind.
      let files: ReturnType<typeof readCorpus>[];
      let ni: NuggetIndex;
      let extractor: Extractor | undefined;
      try {
        files = inputs.map((p) => readCorpus(p, { skipInvalid: o.skipInvalid, date: o.date }));
        extractor = o.extractor !== 'rules' ? extractorFrom(o, loadSchemaFile(o.schema), cancel.signal) : undefined;
        ni = await openIndex(o, true, extractor ? { extractor } : { genre: o.genre });
      } catch (e) {
        process.off('SIGINT', onSigint);
        throw e;
      }
      const total = files.reduce((n, f) => n + f.documents.length, 0);
      const bar =
        !o.quiet && process.stderr.isTTY && total > 20
          ? new cliProgress.SingleBar(
              { format: 'ingest [{bar}] {value}/{total} documents | {nuggets} nuggets | {eta_formatted} left', stream: process.stderr, hideCursor: true },
              cliProgress.Presets.shades_classic,
            )
          : null;
      const tally = { new: 0, revision: 0, unchanged: 0, created: 0, updated: 0, bridging: 0, candidates: 0, dropped: 0, deferred: 0 };
      const started = Date.now();
      bar?.start(total, 0, { nuggets: 0 });
      const count = (r: IngestResult) => {
        tally[r.outcome]++;
        tally.created += r.created;
        tally.updated += r.updated;
        tally.bridging += r.changed.filter(isBridgingFact).length;
        tally.candidates += r.candidates;
        tally.dropped += Object.values(r.dropped).reduce((a, b) => a + (b ?? 0), 0);
        tally.deferred += r.deferred;
        bar?.increment({ nuggets: tally.created });
      };
      // Documents commit in groups (one write per ~100 documents or second): each stays atomic, and
      // the progress bar moves as each group lands. A model extractor works on several documents at
      // once (the next ones are extracted while one commits); the offline extractor is CPU-bound.
      const lookahead = extractor ? Math.max(2, o.llmConcurrency ?? 2) : 1;
      function* documents() {
        for (const f of files) {
          for (const s of f.skipped) err(`skipped ${s.file}:${s.line}: ${s.message}`);
          yield* f.documents;
        }
      }
      let yielded = Date.now();
      try {
        for await (const r of ni.ingestMany(documents(), { lookahead, signal: cancel.signal })) {
          count(r);
          // An offline ingest never waits on I/O: let Ctrl-C and the progress bar's redraws through.
          if (Date.now() - yielded >= 50) {
            await new Promise((resolve) => setImmediate(resolve));
            yielded = Date.now();
          }
        }
      } catch (e) {
        // Ctrl-C cancelled a document's extraction: the ones before it are committed.
        if (!(stop && isAbortError(e))) throw e;
      } finally {
        bar?.stop();
        process.off('SIGINT', onSigint);
        cancel.abort(); // after a failure, no request of the run stays in flight
        const stats = await ni.stats();
        const denseFailure = ni.takeDenseFailure();
        await ni.close();
        // Not a failure of the ingest: what it wrote is committed and searchable lexically.
        if (denseFailure)
          err(
            `warning: the store's vectors could not follow this ingest (${denseFailure.message}); the documents are committed; the next semantic or hybrid query rebuilds the vectors`,
          );
        if (!o.quiet) {
          const secs = (Date.now() - started) / 1000;
          const skipped = files.reduce((n, f) => n + f.skipped.length, 0);
          err(
            `ingested ${tally.new} new, ${tally.revision} revised, ${tally.unchanged} unchanged documents` +
              (skipped > 0 ? `, skipped ${skipped} invalid` : '') +
              ` in ${secs.toFixed(1)} s: ${tally.created} nuggets created, ${tally.updated} updated` +
              (tally.bridging > 0 ? `, ${tally.bridging} bridging facts written` : '') +
              ` (${tally.candidates} candidates, ${tally.dropped} not keyable, ${tally.deferred} deferred for review: nuggetindex review). Store: ${stats.nuggets} nuggets ` +
              `(${stats.byStatus.active} active, ${stats.byStatus.contested} contested, ${stats.byStatus.deprecated} deprecated).`,
          );
          const llm = llmRunSummary(extractor, o);
          if (llm !== null) err(llm);
        }
      }
      if (stop) process.exitCode = 130;
    },
  );
}
