// The governance check beyond the paper: does an answer state, as if it held, a fact the store holds
// as superseded, not yet valid or deprecated at the question's time? The store knows each fact's
// validity and lifecycle, so an answer saying "Ballmer is the CEO" for 2020 is flagged with the
// fact, why it is stale and what holds instead. An answer that gives the fact its period ("was CEO
// until 2014", "former CEO") is not flagged.

import type { NuggetIndex } from '../../nugget-index.js';
import { overlaps } from '../../model/interval.js';
import { keyString, type Nugget } from '../../model/nugget.js';
import { toIso } from '../../model/time.js';
import { entails } from './offline/entailment.js';

/** Why a fact the answer states does not hold at the question's time. */
export type StaleReason = 'deprecated' | 'ended' | 'not yet valid';

/** A stale fact the answer states. */
export interface StaleFact {
  /** The governed nugget's id and its canonical text. */
  nuggetId: string;
  text: string;
  reason: StaleReason;
  validity: { start: string | null; end: string | null };
  /** The answer passage that states it. */
  passage: string;
  /** Facts of the same key that do hold at the question's time. */
  current: { nuggetId: string; text: string }[];
}

/**
 * Words that put a stated fact in the past or give it its period ("was CEO", "former CEO", "replaced
 * X as CEO", "until 2014"): such a statement is history, not a stale claim about the present.
 */
const PERIOD_WORDS =
  /\b(?:was|were|had|former(?:ly)?|previous(?:ly)?|until|till|used to|earlier|ex-|replac(?:ed|ing)|succeed(?:ed|ing)|took over from|stepped down|resigned|retired|ousted|left|predecessor|then-)/i;

/**
 * The stale facts `answer` states for `question` at `time` (default: the question's own time, else now).
 *
 * @example (await staleFacts(ni, 'Who is the CEO of Microsoft?', 'Steve Ballmer is the CEO of Microsoft.', '2020-01-01'))[0]?.reason // 'ended'
 */
export async function staleFacts(ni: NuggetIndex, question: string, answer: string, time?: string): Promise<StaleFact[]> {
  const at = time === undefined ? {} : { time };
  // Every state, at any time: the stale facts are exactly those the governed view leaves out.
  // (Bridging facts are left out: a stale one is stale through the fact it joins, which is found.)
  const all = await ni.retrieve(question, { ...at, view: 'all', k: 50, governance: { validity: false, lifecycle: false }, bridging: 'off' });
  const period = { start: all.period.start, end: all.period.end };
  const holds = (n: Nugget) => n.epistemic.status !== 'deprecated' && overlaps(n.validity, period);
  const currentByKey = new Map<string, Nugget[]>();
  for (const { nugget } of all.results) {
    if (!holds(nugget)) continue;
    const k = keyString(nugget.key);
    currentByKey.set(k, [...(currentByKey.get(k) ?? []), nugget]);
  }
  const out: StaleFact[] = [];
  for (const { nugget } of all.results) {
    if (holds(nugget)) continue;
    const holding = currentByKey.get(keyString(nugget.key)) ?? [];
    // A fact stale at t but restated by a current one of the same object (a renewed term) is not stale.
    if (holding.some((c) => c.fact.object === nugget.fact.object)) continue;
    const stated = entails(nugget.fact.text, answer);
    if (stated.assignment !== 'support' || PERIOD_WORDS.test(stated.passage) || mentionsEndYear(stated.passage, nugget)) continue;
    out.push({
      nuggetId: nugget.id,
      text: nugget.fact.text,
      reason: nugget.epistemic.status === 'deprecated' ? 'deprecated' : nugget.validity.end <= period.start ? 'ended' : 'not yet valid',
      validity: {
        start: Number.isFinite(nugget.validity.start) ? toIso(nugget.validity.start) : null,
        end: Number.isFinite(nugget.validity.end) ? toIso(nugget.validity.end) : null,
      },
      passage: stated.passage,
      current: holding.map((c) => ({ nuggetId: c.id, text: c.fact.text })),
    });
  }
  return out;
}

/**
 * Does the passage end the fact where the store does ("… to 2014", "until 2014", "2000–2014")? An
 * end on 1 January closes the year before, which the passage may name instead.
 */
function mentionsEndYear(passage: string, n: Nugget): boolean {
  if (!Number.isFinite(n.validity.end)) return false;
  const end = new Date(n.validity.end);
  const years = [end.getUTCFullYear()];
  if (end.getUTCMonth() === 0 && end.getUTCDate() === 1) years.push(end.getUTCFullYear() - 1);
  return new RegExp(`(?:\\b(?:until|till|to|through|thru)\\s+|[–-]\\s*)(?:${years.join('|')})\\b`, 'i').test(passage);
}
