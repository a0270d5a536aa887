// The `nuggetindex` command line: a thin skin over the library that parses arguments and renders
// output. Exit codes: 0 success, 2 bad usage or bad input, 1 any other failure; user errors print
// one line, never a stack trace.

import { Command, CommanderError, Option } from 'commander';
import cliProgress from 'cli-progress';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { err, openIndex, out, positiveInt, storeOptions, type StoreOptions } from './common.js';
import { registerConstructionCommand } from './construction.js';
import { registerSampleCommand } from './sample.js';
import { registerDiscoverCommand } from './discover.js';
import { extractorFrom, extractorOptions, llmRunSummary, registerLlmCommands, type ExtractorCliOptions } from './llm.js';
import { registerReviewCommand } from './review.js';
import { exportBrowserSite } from './export-browser.js';
import { registerServeCommand } from './serve.js';
import { registerDisputeCommands } from './disputes.js';
import { defaultSchema, defaultSchemaText, evaluateTimeqa, type Extractor, type Genre, GENRES, type IngestResult, isAbortError, NuggetIndex, NuggetIndexError, nuggetRecordJson, parseTimeqa, reportMarkdown, retrievalJson, type Retrieval, RuleBasedExtractor, toIso, type View, VIEWS } from '../index.js';
import { loadSchemaFile, readCorpus, readJson, readQueries } from '../node.js';

export function buildProgram(): Command {
  const program = new Command('nuggetindex')
    .description('A governed nugget store for RAG: atomic facts with validity intervals, lifecycle states and provenance, filtered by time and state before ranking.')
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .exitOverride();

  storeOptions(extractorOptions(
    program
      .command('ingest')
      .summary('extract governed nuggets from JSONL files or folders into a store')
      .description('Extract governed nuggets from documents into a store (created if missing; appends).\n' +
        'Inputs: JSONL files (one document per line: id and text required; date, source, title, scope, url, genre optional)\n' +
        'or folders of .txt/.md files (id = relative path; "date:"/"title:"/"source:" lines at the top).\n' +
        'Re-ingesting the latest text of a document changes nothing; the same id with new text is a new revision.')
      .argument('<inputs...>', 'JSONL files or folders')
      .option('--date <iso>', 'date for folder documents without a "date:" line')
      .option('--skip-invalid', 'skip invalid lines (reported) instead of aborting the file')
      .option('--reconfigure', 'adopt this --schema/--aliases/--multi-valued for a store built with others')
      .option('--quiet', 'no progress bar or summary')
      .addOption(new Option('--genre <genre>', 'how the offline extractor reads documents without a "genre" field: encyclopedic (narrates history: undated sentences take their paragraph\'s or section\'s time), news (describes the present at its date), or auto (guessed per document)').choices(['auto', ...GENRES]).default('auto')),
  )).action(async (inputs: string[], o: StoreOptions & ExtractorCliOptions & { date?: string; skipInvalid?: boolean; quiet?: boolean; genre: Genre | 'auto' }) => {
    // Ctrl-C finishes the current group's transaction, then stops: nothing is half-written. With
    // an LLM extractor it also cancels the requests in flight: a document still being extracted fails
    // before its transaction begins, so none of it is written either.
    let stop = false;
    const cancel = new AbortController();
    const onSigint = () => {
      stop = true;
      cancel.abort();
      err(o.extractor === 'llm'
        ? '\ninterrupted: cancelling the LLM requests in flight; documents not yet extracted are not written (the store stays consistent)'
        : '\ninterrupted: committing the documents already governed, then stopping (the store stays consistent)');
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
    const bar = !o.quiet && process.stderr.isTTY && total > 20
      ? new cliProgress.SingleBar({ format: 'ingest [{bar}] {value}/{total} documents | {nuggets} nuggets | {eta_formatted} left', stream: process.stderr, hideCursor: true }, cliProgress.Presets.shades_classic)
      : null;
    const tally = { new: 0, revision: 0, unchanged: 0, created: 0, updated: 0, candidates: 0, dropped: 0, deferred: 0 };
    const started = Date.now();
    bar?.start(total, 0, { nuggets: 0 });
    const count = (r: IngestResult) => {
      tally[r.outcome]++;
      tally.created += r.created;
      tally.updated += r.updated;
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
      await ni.close();
      if (!o.quiet) {
        const secs = (Date.now() - started) / 1000;
        const skipped = files.reduce((n, f) => n + f.skipped.length, 0);
        err(`ingested ${tally.new} new, ${tally.revision} revised, ${tally.unchanged} unchanged documents` +
          (skipped > 0 ? `, skipped ${skipped} invalid` : '') +
          ` in ${secs.toFixed(1)} s: ${tally.created} nuggets created, ${tally.updated} updated` +
          ` (${tally.candidates} candidates, ${tally.dropped} not keyable, ${tally.deferred} deferred for review: nuggetindex review). Store: ${stats.nuggets} nuggets ` +
          `(${stats.byStatus.active} active, ${stats.byStatus.contested} contested, ${stats.byStatus.deprecated} deprecated).`);
        const llm = llmRunSummary(extractor, o);
        if (llm !== null) err(llm);
      }
    }
    if (stop) process.exitCode = 130;
  });

  storeOptions(
    program
      .command('query')
      .summary('governed retrieval: filter by time and state, then rank')
      .description('Governed retrieval: filter by validity and state, then rank with BM25.\n' +
        'The time comes from --time, else from the question ("in 2012", "from 2004 to 2005"), else now.\n' +
        'With --batch, reads JSONL lines {id, query, time?} and prints one JSON line per query.')
      .argument('[text]', 'the question (or use --batch)')
      .option('--time <iso>', 'the date the question is about (2008, 2008-06, 2008-06-15)')
      .addOption(new Option('--view <view>', 'active: current consensus; active_contested: plus disputed facts (flagged); all: no governance').choices(VIEWS).default('active'))
      .option('-k <n>', 'number of results', positiveInt, 10)
      .option('--json', 'print the result as JSON')
      .option('--batch <queries.jsonl>', 'answer many queries: one JSON line in, one JSON line out'),
  ).action(async (text: string | undefined, o: StoreOptions & { time?: string; view: View; k: number; json?: boolean; batch?: string }) => {
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
          const r = await ni.retrieve(q.query, { time: q.time ?? o.time, view: o.view, k: o.k });
          ms += performance.now() - t;
          out(JSON.stringify({ id: q.id, ...retrievalJson(r) }));
        }
        err(`answered ${queries.length} queries in ${ms.toFixed(0)} ms of retrieval (${(ms / Math.max(1, queries.length)).toFixed(3)} ms each)`);
        return;
      }
      const r = await ni.retrieve(text!, { time: o.time, view: o.view, k: o.k });
      if (o.json) out(JSON.stringify(retrievalJson(r), null, 2));
      else printRetrieval(r);
    } finally {
      await ni.close();
    }
  });

  storeOptions(
    program
      .command('context')
      .summary('the generator context for a question, disputed facts flagged')
      .description('The generator context for a question: established facts, and disputed facts with the sources on each side.')
      .argument('<text>', 'the question')
      .option('--time <iso>', 'the date the question is about')
      .option('-k <n>', 'number of nuggets', positiveInt, 10),
  ).action(async (text: string, o: StoreOptions & { time?: string; k: number }) => {
    const ni = await openIndex(o, false);
    try {
      out((await ni.context(text, { time: o.time, k: o.k })).text);
    } finally {
      await ni.close();
    }
  });

  storeOptions(
    program.command('inspect').summary('summarise a store: documents, nuggets by status, keys, contested keys').description('Summarise a store: documents, nuggets by status, keys, contested keys.').option('--json', 'print as JSON'),
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

  storeOptions(
    program.command('export').summary('write every nugget as one JSON line, or a static browser site (--browser)')
      .description('Write every nugget as one JSON line (full record: validity, state, provenance).\n' +
        'With --browser <dir>: write a static site (index.html, app.js, app.css, index.bin) that answers governed\n' +
        'queries in the page with no server; serve the folder with any static file server.')
      .option('--browser <dir>', 'write the browser-only site into this folder instead'),
  ).action(async (o: StoreOptions & { browser?: string }) => {
    const ni = await openIndex(o, false);
    try {
      if (o.browser !== undefined) {
        const r = await exportBrowserSite(ni, o.browser);
        const size = (b: number) => (b >= 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(2)} MiB` : `${(b / 1024).toFixed(1)} KiB`);
        out(`wrote ${r.dir}: ${r.nuggets} nuggets from ${r.documents} documents`);
        for (const f of r.files) out(`  ${f.name.padEnd(10)} ${size(f.bytes)}`);
        out(`serve it over HTTP (a file:// page cannot fetch its index), e.g.: python3 -m http.server -d ${r.dir}`);
        return;
      }
      for await (const batch of ni.nuggets()) for (const n of batch) out(JSON.stringify(nuggetRecordJson(n)));
    } finally {
      await ni.close();
    }
  });

  const evalCommand = program.command('eval').summary('evaluation harnesses: timeqa (retrieval), construction (extraction)').description('Evaluation harnesses: timeqa (retrieval), construction (extraction).');
  evalCommand
    .command('timeqa')
      .summary('score retrieval on TimeQA against BM25-Passage and ablations')
    .description('Score BM25-Passage, Proposition (no governance), nuggetindex active and active_contested on TimeQA:\n' +
      'AnswerRecall@K, TemporalCorrectness, ConflictRate, governance score, context tokens, latency; and why misses happen.')
    .requiredOption('--data <file>', 'a TimeQA human_annotated_*.json file')
    .option('-k <list>', 'cut-offs, comma-separated', '10,20')
    .option('--pages <n>', 'only the first n distinct pages (a quick smoke run)', positiveInt)
    .option('--json', 'print the report as JSON instead of a table')
    .option('--ablations', 'also score active with each governance component switched off (paper Table 3)')
    .option('--out <report.md>', 'also write the markdown report to this file')
    .option('--failures <file>', 'where to write one JSON line per question the active view misses', 'timeqa-failures.jsonl')
    .addOption(new Option('--extractor <name>', 'rules: the offline extractor; patterns: its surface patterns alone, without the prose reader (rules@2, for comparison)').choices(['rules', 'patterns']).default('rules'))
    .action(async (o: { data: string; k: string; pages?: number; json?: boolean; ablations?: boolean; out?: string; failures: string; extractor: 'rules' | 'patterns' }) => {
      const ks = o.k.split(',').map((x) => Number(x.trim()));
      if (ks.some((k) => !Number.isInteger(k) || k < 1 || k > 1000)) throw new NuggetIndexError('INVALID_INPUT', `-k: "${o.k}" must be a comma-separated list of integers from 1 to 1000`, { field: '-k' });
      let entries = parseTimeqa(readJson(o.data), o.data);
      if (o.pages !== undefined) {
        const keep = new Set([...new Set(entries.map((e) => e.link))].slice(0, o.pages));
        entries = entries.filter((e) => keep.has(e.link));
      }
      let last = '';
      const report = await evaluateTimeqa(entries, {
        ks,
        ...(o.extractor === 'patterns' ? { index: { extractor: new RuleBasedExtractor(defaultSchema(), { reader: false }) } } : {}),
        ablations: o.ablations ?? false,
        progress: (stage, done, total) => {
          if (stage.startsWith('ingest') && done % 50 !== 0 && done !== total) return;
          const line = stage.startsWith('ingest') ? `${stage} ${done}/${total} pages` : `scored ${stage}`;
          if (line !== last) err(line);
          last = line;
        },
      });
      writeFileSync(o.failures, report.failures.map((f) => JSON.stringify(f)).join('\n') + (report.failures.length ? '\n' : ''));
      const md = reportMarkdown(report, {
        command: `nuggetindex eval timeqa ${process.argv.slice(process.argv.indexOf('timeqa') + 1).join(' ')}`.trim(),
        date: new Date().toISOString().slice(0, 10),
        machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`,
      });
      if (o.out) writeFileSync(o.out, `# Evaluation: TimeQA (human-annotated)\n\n${md}`);
      out(o.json ? JSON.stringify({ ...report, failures: undefined }, null, 2) : md);
      err(`failures: ${report.failures.length} questions → ${o.failures}`);
    });

  registerConstructionCommand(evalCommand);
  registerSampleCommand(evalCommand);

  const schemaCommand = program
    .command('schema')
      .summary('print the bundled predicate schema; "schema discover" proposes one')
    .description('Print the bundled predicate schema (copy it, edit it, pass it with --schema).')
    .action(() => { process.stdout.write(defaultSchemaText()); });
  registerDiscoverCommand(schemaCommand);
  registerReviewCommand(program);
  registerServeCommand(program);
  registerDisputeCommands(program);
  registerLlmCommands(program);

  return program;
}

function printRetrieval(r: Retrieval): void {
  const span = `${toIso(r.period.start) ?? '−∞'} → ${toIso(r.period.end) ?? '+∞'}`;
  const from = { option: '--time', question: 'from the question', now: 'now' }[r.period.from];
  out(`"${r.query}"  time: ${r.period.from === 'now' ? toIso(r.period.start) : span} (${from})  view: ${r.view}`);
  if (r.results.length === 0) out('  (no nuggets valid at that time match)');
  r.results.forEach(({ nugget: n, score }, i) => {
    const flag = n.epistemic.status === 'active' ? '' : ` [${n.epistemic.status.toUpperCase()}]`;
    out(`${String(i + 1).padStart(3)}. ${n.fact.text}${flag}`);
    out(`     valid ${toIso(n.validity.start) ?? '?'} → ${toIso(n.validity.end) ?? 'open'}${n.validity.inferred ? ' (inferred)' : ''}` +
      ` · ${n.epistemic.status}/${n.epistemic.rank} · confidence ${n.epistemic.confidence} · score ${score.toFixed(2)}`);
    const sources = [...new Set(n.provenance.evidence.map((e) => e.source))];
    out(`     sources: ${sources.join(', ')} — "${truncate(n.provenance.evidence[0]!.quote, 110)}"`);
  });
}

function truncate(s: string, n: number): string {
  return s.length <= n ? s : s.slice(0, n - 1) + '…';
}

/** Runs the CLI and returns the exit code (never throws). */
export async function main(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv as string[], { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return 2;
    }
    if (e instanceof NuggetIndexError) {
      err(`nuggetindex: ${e.message}`);
      return e.isUserError ? 2 : 1;
    }
    err(`nuggetindex: unexpected failure: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}
