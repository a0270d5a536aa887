// `nuggetindex review`: the deferral queue of candidates the quality gate held back (issue 4). Lists
// it grouped by predicate and confidence bucket, applies bulk decisions (`--accept`, `--drop`, `--edit`)
// in one transaction, or walks it interactively over stdin/stdout (which may be pipes).

import { Command } from 'commander';
import { createInterface } from 'node:readline';
import { choiceOption, err, integerOption, openIndex, out, specArg, storeOptions, type StoreOptions } from '../common.js';
import {
  type CandidateEdit,
  confidenceBucket,
  REVIEW,
  type DeferReason,
  type DeferredCandidate,
  type DeferredFilter,
  type DeferredStatus,
  type NuggetIndex,
  NuggetIndexError,
  type ReviewAction,
  type ReviewQueue,
  reviewQueueJson,
  type ReviewResult,
  reviewResultJson,
} from '../../index.js';

interface ReviewOptions extends StoreOptions {
  json?: boolean;
  status: DeferredStatus | 'all';
  predicate?: string;
  reason?: DeferReason;
  below?: number;
  limit?: number;
  accept?: string;
  drop?: string;
  edit?: string;
  subject?: string;
  object?: string;
  start?: string;
  end?: string;
  interactive?: boolean;
  by: string;
}

export function registerReviewCommand(program: Command): void {
  storeOptions(
    program
      .command('review')
      .summary('list, accept, edit or drop candidates the quality gate deferred')
      .description(
        'Review the candidates the quality gate deferred (low confidence, unparseable date, object of the wrong\n' +
          'type, subject not a noun phrase). Without an action, lists the queue grouped by predicate and confidence.\n' +
          'Actions take ids (comma-separated) or "all" (every listed item); one transaction per run.\n' +
          'Accepted candidates are governed exactly like ingested claims; decisions stick across revisions.',
      )
      .option('--json', 'print the queue (or the outcome) as JSON')
      .addOption(choiceOption('--status <status>', REVIEW.status, 'which items to list or act on'))
      .option('--predicate <name>', 'only candidates of this schema predicate (with --edit: the corrected predicate)')
      .addOption(choiceOption('--reason <reason>', REVIEW.reason, 'only candidates deferred for this reason'))
      .option('--below <confidence>', 'only candidates with a confidence below this (0–1)', specArg(REVIEW.below))
      .addOption(integerOption('--limit <n>', REVIEW.limit, 'at most n items'))
      .option('--accept <ids|all>', 'accept these candidates into governance')
      .option('--drop <ids|all>', 'drop these candidates (never governed, not asked again)')
      .option('--edit <id>', 'correct one candidate with --subject/--predicate/--object/--start/--end, then accept it')
      .option('--subject <text>', 'with --edit: the corrected subject')
      .option('--object <text>', 'with --edit: the corrected object')
      .option('--start <iso>', 'with --edit: when the fact started (2008, 2008-03, 2008-03-15)')
      .option('--end <iso>', 'with --edit: when it ended, exclusive, read like "until 2008"')
      .option('--interactive', 'walk the queue: a accept, e edit, d drop, s skip, q quit (reads stdin; works with a pipe)')
      .option('--by <name>', 'who reviews, recorded with each decision', process.env.USER ?? process.env.USERNAME ?? 'cli')
      .option('--reconfigure', 'adopt this --schema/--aliases/--multi-valued for a store built with others'),
  ).action(async (o: ReviewOptions) => {
    const acting = o.accept !== undefined || o.drop !== undefined || o.edit !== undefined;
    if (o.interactive && acting) usage('--interactive cannot be combined with --accept, --drop or --edit');
    for (const field of ['subject', 'object', 'start', 'end'] as const) {
      if (o[field] !== undefined && o.edit === undefined) usage(`--${field} corrects a candidate: it needs --edit <id>`);
    }
    if (o.accept === 'all' && o.drop === 'all') usage('--accept all and --drop all together: choose one');
    const filter: DeferredFilter = {
      status: o.status,
      reason: o.reason,
      below: o.below,
      limit: o.limit,
      // With --edit, --predicate is the correction, not a filter.
      predicate: o.edit === undefined ? o.predicate : undefined,
    };
    const ni = await openIndex(o, false);
    try {
      if (o.interactive) await interactive(ni, filter, o.by);
      else if (acting) report(await ni.review(await actions(ni, o, filter), { by: o.by }), o.json ?? false);
      else list(await ni.reviewQueue(filter), o);
    } finally {
      await ni.close();
    }
  });
}

function usage(message: string): never {
  throw new NuggetIndexError('INVALID_INPUT', `review: ${message}`, { field: 'review' });
}

/** The decisions of --accept, --drop and --edit; "all" means every item the filters list. */
async function actions(ni: NuggetIndex, o: ReviewOptions, filter: DeferredFilter): Promise<ReviewAction[]> {
  const ids = (value: string | undefined, flag: string): string[] => {
    if (value === undefined || value === 'all') return [];
    const list = value.split(/[\s,]+/).filter((x) => x !== '');
    if (list.length === 0) usage(`${flag}: give ids (comma-separated) or "all"`);
    return list;
  };
  const accept = ids(o.accept, '--accept');
  const drop = ids(o.drop, '--drop');
  const out: ReviewAction[] = [];
  const taken = new Set<string>();
  const add = (a: ReviewAction) => {
    if (taken.has(a.id)) usage(`${a.id} is both accepted and dropped (or edited twice)`);
    taken.add(a.id);
    out.push(a);
  };
  if (o.edit !== undefined) {
    const edit: CandidateEdit = {};
    for (const field of ['subject', 'predicate', 'object', 'start', 'end'] as const) if (o[field] !== undefined) edit[field] = o[field];
    if (Object.keys(edit).length === 0) usage('--edit needs at least one of --subject, --predicate, --object, --start, --end');
    add({ id: o.edit, action: 'accept', edit });
  }
  for (const id of accept) if (id !== o.edit) add({ id, action: 'accept' });
  for (const id of drop) add({ id, action: 'drop' });
  if (o.accept === 'all' || o.drop === 'all') {
    const action = o.accept === 'all' ? 'accept' : 'drop';
    for (const item of (await ni.reviewQueue(filter)).items) if (!taken.has(item.id)) add({ id: item.id, action });
  }
  return out;
}

function report(r: ReviewResult, json: boolean): void {
  if (json) {
    out(JSON.stringify(reviewResultJson(r), null, 2));
    return;
  }
  if (r.accepted + r.dropped === 0) {
    out('nothing to review');
    return;
  }
  for (const [id, nugget] of Object.entries(r.nuggetOf)) out(`accepted ${id} → nugget ${nugget}`);
  out(`accepted ${r.accepted}, dropped ${r.dropped}: ${r.created} nuggets created, ${r.updated} updated`);
}

function list(q: ReviewQueue, o: ReviewOptions): void {
  if (o.json) {
    out(JSON.stringify(reviewQueueJson(q), null, 2));
    return;
  }
  const what = o.status === 'all' ? 'deferred candidates' : `${o.status} deferred candidates`;
  out(`${o.db}: ${q.total} ${what}`);
  if (q.total === 0) return;
  const width = Math.max(9, ...q.groups.map((g) => g.predicate.length));
  out(`  ${'predicate'.padEnd(width)}  confidence  count`);
  for (const g of q.groups) out(`  ${g.predicate.padEnd(width)}  ${g.bucket}   ${String(g.count).padStart(5)}`);
  let group = '';
  for (const item of q.items) {
    const heading = `${item.predicate} · confidence ${confidenceBucket(item.candidate.confidence)}`;
    if (heading !== group) out(`\n${(group = heading)}`);
    for (const line of describe(item)) out(`  ${line}`);
  }
  if (q.items.length < q.total) out(`\n(${q.total - q.items.length} more; raise --limit or narrow with --predicate, --reason, --below)`);
}

/** An item in a few lines: id, reason and confidence; the candidate; why; the evidence. */
function describe(item: DeferredCandidate): string[] {
  const c = item.candidate;
  const status = item.status === 'pending' ? '' : `  [${item.status}${item.resolution ? ` by ${item.resolution.by}` : ''}]`;
  const revisions = item.occurrences.length > 1 ? `revisions ${item.occurrences.map((x) => x.revision).join(', ')}` : `revision ${item.revision}`;
  return [
    `${item.id}  ${item.reason}  ${c.confidence.toFixed(2)}${status}`,
    `    ${c.subject} — ${c.predicate} → ${c.object}${c.predicate === item.predicate ? '' : `  (${item.predicate})`}`,
    `    why: ${item.detail}`,
    `    evidence: ${item.docId} (${revisions}) [${c.start}, ${c.end}): "${truncate(item.quote, 110)}"`,
  ];
}

function truncate(s: string, n: number): string {
  const flat = s.replace(/\s+/g, ' ');
  return flat.length <= n ? flat : flat.slice(0, n - 1) + '…';
}

/**
 * The queue one item at a time over stdin/stdout. Each decision commits at once, so quitting (q, end
 * of input, Ctrl-C) keeps what was decided. Works with piped input, one answer per line.
 */
async function interactive(ni: NuggetIndex, filter: DeferredFilter, by: string): Promise<void> {
  const { items, total } = await ni.reviewQueue(filter);
  if (total === 0) {
    out('nothing to review');
    return;
  }
  const terminal = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal });
  rl.on('SIGINT', () => rl.close());
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string): Promise<string | null> => {
    process.stdout.write(prompt);
    const next = await lines.next();
    // Piped answers are not echoed by a terminal: echo them, so the transcript reads as a dialogue.
    if (process.stdin.isTTY !== true) process.stdout.write(`${next.done ? '' : next.value}\n`);
    return next.done ? null : next.value;
  };
  const tally = { accepted: 0, dropped: 0, skipped: 0 };
  out(`${items.length} deferred candidates to review: a accept, e edit then accept, d drop, s skip, q quit`);
  try {
    walk: for (const [i, item] of items.entries()) {
      out(`\n[${i + 1}/${items.length}] ${item.predicate} · confidence ${confidenceBucket(item.candidate.confidence)}`);
      for (const line of describe(item)) out(`  ${line}`);
      for (;;) {
        const answer = await ask('accept, edit, drop, skip or quit [a/e/d/s/q]? ');
        if (answer === null) break walk;
        const key = answer.trim().toLowerCase().slice(0, 1);
        let action: ReviewAction | null = null;
        if (key === 'q') break walk;
        if (key === 's') {
          tally.skipped++;
          break;
        }
        if (key === 'a') action = { id: item.id, action: 'accept' };
        else if (key === 'd') action = { id: item.id, action: 'drop' };
        else if (key === 'e') {
          const edit = await askEdit(ask, item);
          if (edit === null) break walk;
          action = { id: item.id, action: 'accept', edit };
        } else {
          err(`  "${answer.trim()}": answer a, e, d, s or q`);
          continue;
        }
        try {
          const r = await ni.review([action], { by });
          if (action.action === 'accept') {
            tally.accepted++;
            out(`  accepted → nugget ${r.nuggetOf[item.id]}`);
          } else {
            tally.dropped++;
            out('  dropped');
          }
          break;
        } catch (e) {
          // A bad edit (an unknown predicate, a date that is not ISO) is the reviewer's to fix: ask again.
          if (e instanceof NuggetIndexError && e.isUserError) {
            err(`  ${e.message}`);
            continue;
          }
          throw e;
        }
      }
    }
  } finally {
    rl.close();
  }
  out(
    `\nreviewed: ${tally.accepted} accepted, ${tally.dropped} dropped, ${tally.skipped} skipped, ${items.length - tally.accepted - tally.dropped - tally.skipped} left`,
  );
}

/** Asks for each field of an edit; an empty answer keeps the candidate's value. Null: input ended. */
async function askEdit(ask: (prompt: string) => Promise<string | null>, item: DeferredCandidate): Promise<CandidateEdit | null> {
  const edit: CandidateEdit = {};
  const current: Record<keyof CandidateEdit, string> = {
    subject: item.candidate.subject,
    predicate: item.predicate,
    object: item.candidate.object,
    start: 'as the text says',
    end: 'as the text says',
  };
  for (const field of ['subject', 'predicate', 'object', 'start', 'end'] as const) {
    const answer = await ask(`  ${field} [${current[field]}]: `);
    if (answer === null) return null;
    if (answer.trim() !== '') edit[field] = answer.trim();
  }
  return edit;
}
