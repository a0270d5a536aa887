// Nugget creation from the governed store, the offline way (and the time-aware way the paper does not
// have): the facts valid at the question's time that the retriever returns become candidate nuggets
// with their provenance; the facts of a contested key become one nugget that names the dispute.
// Creation from passages with no model runs the same path over a temporary store of those passages,
// filled by the offline extractor.

import { NuggetIndex } from '../../../nugget-index.js';
import { keyString, type Nugget } from '../../../model/nugget.js';
import { toIso } from '../../../model/time.js';
import { AUTO_NUGGETS_KEPT, MAX_CREATED_NUGGETS } from '../llm/prompts.js';
import type { Importance, NuggetProvenance, NuggetTopic, ScoredNugget } from '../records.js';
import { readTerms, readWords } from './entailment.js';
import { clausesOf } from './clauses.js';
import { Bm25Postings } from '../../../search/bm25.js';

export interface StoreNuggetOptions {
  /** ISO date the question is about; default: parsed from the question, else now. */
  time?: string;
  /** Facts retrieved before grouping, 1–1000. Default MAX_CREATED_NUGGETS. */
  k?: number;
}

/**
 * The AutoNuggets a store proposes for a question: retrieved in the `active_contested` view at the
 * question's time, one nugget per active fact and one per contested key, importance by overlap with
 * the question (approximate), vital first, at most AUTO_NUGGETS_KEPT.
 *
 * @example (await nuggetsFromStore(ni, 'Who is the CEO of Acme?', { time: '2020-01-01' }))[0]?.text // 'Jane Doe is the CEO of Acme'
 */
export async function nuggetsFromStore(ni: NuggetIndex, query: string, options: StoreNuggetOptions = {}): Promise<ScoredNugget[]> {
  return rankOffline(query, await storeCandidates(ni, query, options));
}

/** The store's candidate nuggets for a question in the retriever's order: one per active fact, one per contested key. */
async function storeCandidates(ni: NuggetIndex, query: string, options: StoreNuggetOptions): Promise<{ text: string; provenance: NuggetProvenance }[]> {
  const retrieval = await ni.retrieve(query, {
    view: 'active_contested',
    // A nugget is atomic; a bridging fact joins two facts, each of which can be one.
    bridging: 'off',
    k: options.k ?? MAX_CREATED_NUGGETS,
    ...(options.time ? { time: options.time } : {}),
  });
  const groups = new Map<string, Nugget[]>();
  for (const { nugget } of retrieval.results) {
    const id = nugget.epistemic.status === 'contested' ? `contested\u0000${keyString(nugget.key)}` : nugget.id;
    const list = groups.get(id);
    if (list) list.push(nugget);
    else groups.set(id, [nugget]);
  }
  const seen = new Set<string>();
  const texts: { text: string; provenance: NuggetProvenance }[] = [];
  for (const facts of groups.values()) {
    const text = facts.length > 1 || facts[0]!.epistemic.status === 'contested' ? disputeText(facts) : facts[0]!.fact.text;
    const norm = text.toLowerCase();
    if (seen.has(norm)) continue;
    seen.add(norm);
    texts.push({ text, provenance: provenanceOf(facts) });
  }
  return texts;
}

/**
 * The dispute as one checkable nugget that an answer stating one side supports in part and one
 * stating the dispute supports whole: "The chief executive officer of Globex is disputed: Jane Roe or
 * John Poe" when the sides are "X is the R of O" statements of one key; else the sides side by side.
 */
function disputeText(facts: readonly Nugget[]): string {
  const sides = [...new Set(facts.map((f) => f.fact.text))];
  if (sides.length === 1) return `Sources dispute that ${sides[0]}`;
  const first = facts[0]!.fact;
  const objects = [...new Set(facts.map((f) => f.fact.object))];
  const sameKey = facts.every((f) => f.fact.subject === first.subject && f.fact.predicate === first.predicate);
  const role = first.text.startsWith(`${first.object} is `) ? first.text.slice(first.object.length + 4) : null;
  if (sameKey && role) return `${role.charAt(0).toUpperCase()}${role.slice(1)} is disputed: ${objects.join(' or ')}`;
  if (sameKey && first.text.includes(first.object)) return `Sources disagree: ${first.text.replace(first.object, objects.join(' or '))}`;
  return `Sources disagree: ${sides.join('; or ')}`;
}

function provenanceOf(facts: readonly Nugget[]): NuggetProvenance {
  // A dispute holds as long as any of its sides does.
  const start = Math.min(...facts.map((f) => f.validity.start));
  const end = Math.max(...facts.map((f) => f.validity.end));
  return {
    nuggetIds: facts.map((f) => f.id),
    evidence: facts.flatMap((f) => f.provenance.evidence.map((e) => ({ docId: e.docId, revision: e.revision, start: e.start, end: e.end }))),
    status: facts.some((f) => f.epistemic.status === 'contested') ? 'contested' : 'active',
    validity: { start: Number.isFinite(start) ? toIso(start) : null, end: Number.isFinite(end) ? toIso(end) : null },
  };
}

/**
 * Offline importance (approximate): a nugget that shares a content word with the question and ranks
 * in the first half is vital, the rest okay; then vital first, the retriever's order kept within
 * each label, and the first AUTO_NUGGETS_KEPT kept (§4.1.1).
 */
export function rankOffline<T extends { text: string }>(query: string, items: readonly T[]): (Omit<T, 'text'> & ScoredNugget)[] {
  const asked = new Set(readWords(query));
  const half = Math.max(1, Math.ceil(items.length / 2));
  const labelled = items.map((item, i) => {
    const shares = readWords(item.text).some((w) => asked.has(w));
    const importance: Importance = shares && i < half ? 'vital' : 'okay';
    return { ...item, importance };
  });
  return [...labelled.filter((n) => n.importance === 'vital'), ...labelled.filter((n) => n.importance === 'okay')].slice(0, AUTO_NUGGETS_KEPT);
}

/**
 * Offline creation from a topic's passages: the facts the offline extractor governs in a temporary
 * in-memory store of the passages, and the passages' clauses of 3–12 words, ranked together by BM25
 * against the question, near-duplicates dropped, then `rankOffline`. Approximate: the extractor's
 * recall and the clause cutter's crudeness bound it.
 */
export async function nuggetsFromPassages(topic: NuggetTopic, options: StoreNuggetOptions = {}): Promise<ScoredNugget[]> {
  const ni = await NuggetIndex.open();
  let facts: { text: string; provenance: NuggetProvenance }[];
  try {
    for (const [i, p] of topic.candidates.entries()) {
      if (!/\S/.test(p.text)) continue;
      await ni.ingest({ id: p.docid === '' ? `passage-${i}` : p.docid, text: p.text });
    }
    facts = await storeCandidates(ni, topic.query, { ...options, k: MAX_CREATED_NUGGETS });
  } finally {
    await ni.close();
  }
  // Undated passages: the temporary store's validities are artefacts of the ingest date, not facts.
  const candidates = facts.map(({ text, provenance: { validity: _ignored, ...provenance } }) => ({ text, provenance }));
  for (const c of topic.candidates.flatMap(clausesOf)) {
    candidates.push({ text: c.text, provenance: { nuggetIds: [], evidence: [{ docId: c.docid, revision: 1, start: c.start, end: c.end }], status: 'active' } });
  }
  const search = new Bm25Postings();
  candidates.forEach((c, i) => search.add(i, c.text));
  const kept: { text: string; provenance: NuggetProvenance; words: Set<string> }[] = [];
  for (const hit of search.search(topic.query, candidates.length, () => true)) {
    const c = candidates[hit.slot]!;
    const words = new Set(readTerms(c.text));
    if (kept.some((k) => jaccard(k.words, words) >= NEAR_DUPLICATE)) continue;
    kept.push({ ...c, words });
    if (kept.length === MAX_CREATED_NUGGETS) break;
  }
  return rankOffline(
    topic.query,
    kept.map(({ text, provenance }) => ({ text, provenance })),
  );
}

/** Content-word overlap at which two candidate nuggets say the same thing (the prompt's "no redundant information"). */
const NEAR_DUPLICATE = 0.6;

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}
