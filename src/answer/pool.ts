// The governed evidence pool an answer is built from — the only material either pipeline sees, so no
// stage (rule or model) can state a stale or disputed fact as current:
// - facts: the store's facts that hold at the asked time (`established`), each Contested key once
//   with all its sides (`disputed`), and, for a key with nothing valid then, a fact that ended
//   before it (`past`, to be stated only with its period);
// - sentences: the sentences of the documents those facts come from, less every sentence that is
//   evidence of a fact that does not hold at the asked time (ended, not yet begun, deprecated) or
//   is disputed — those are "withheld" and only ever reach an answer through the facts above.

import type { NuggetIndex } from '../nugget-index.js';
import { splitSentences } from '../extract/sentences.js';
import { tagTemporal } from '../extract/temporal.js';
import type { TemporalExpression } from '../model/candidate.js';
import { overlaps, type Interval } from '../model/interval.js';
import { isBridgingFact, keyString, type Nugget } from '../model/nugget.js';
import { addUnits, toIso, type Instant } from '../model/time.js';
import type { QueryPeriod } from '../retrieve/query-time.js';
import type { DocumentRevision } from '../store/store.js';
import { disputedStatement, establishedStatement, pastStatement, saysEnd } from './statements.js';
import { mentionsAny, questionNames, questionRelevance } from './text.js';
import type { Citation, Standing } from './records.js';

/** A governed fact of the pool, with how it is to be said and the spans it rests on. */
export interface PoolFact {
  /** "f1", "f2", … in retrieval order. */
  id: string;
  standing: Exclude<Standing, 'source'>;
  nugget: Nugget;
  /** For a disputed key: every Contested value over the asked period, this one first; else [nugget]. A
   * Contested value with no rival over the asked period is `established` there. */
  sides: Nugget[];
  /** The retrieval score. */
  score: number;
  /** The retrieval score over the pool's best, in (0, 1]. */
  relevance: number;
  /** 1 when it names something the question names (or the question names nothing), else OFF_FOCUS. */
  focus: number;
  /** The bridging fact that brought it, when one did: its focus is the bridge's (the hop the question named). */
  via?: string;
  /** The governed sentence (statements.ts). */
  statement: string;
  /** Its evidence, strongest first; a disputed fact's lists each side's strongest span. */
  citations: Citation[];
  /** For a term closed by a successor ("until 2021"): the successor's strongest span, which says when it ended. */
  endCitation: Citation | null;
}

/** A sentence of a pool document that may be quoted. */
export interface PoolSentence {
  /** "s1", "s2", … in document order. */
  id: string;
  docId: string;
  revision: number;
  /** Index of its paragraph in the document, and of the sentence (withheld ones counted). */
  paragraph: number;
  index: number;
  start: number;
  end: number;
  text: string;
  /** `established` when it is evidence of facts that hold at the asked time, else `source`. */
  standing: 'established' | 'source';
  nuggetIds: string[];
  /** How its own dates sit with the asked period: 1 inside, 0.3 all outside, 0.8 undated. */
  dateFit: number;
  /** As PoolFact.focus. */
  focus: number;
  /** How well it answers to the question's words (questionRelevance among the pool's sentences). */
  relevance: number;
}

export interface AnswerPool {
  question: string;
  period: QueryPeriod;
  /** The store's "now" (its clock), which decides the tense of a statement. */
  now: Instant;
  facts: PoolFact[];
  sentences: PoolSentence[];
  /** The sentences grouped into passages (poolPassages): what GINGER and a model read. */
  passages: PoolPassage[];
  /** Sentences left out because they state a fact that does not hold at the asked time. */
  withheld: number;
  /** The names the question asks about, and whether anything in the pool names one of them. */
  names: string[];
  onTopic: boolean;
  /** The revisions the pool quotes, by `docId#revision`. */
  revisions: Map<string, DocumentRevision>;
}

export interface PoolOptions {
  time?: string;
  /** Facts retrieved per view. */
  k: number;
  /** Documents whose sentences are read. */
  documents: number;
  /** Bridging facts among the k (balanced selection). */
  bridging?: 'on' | 'off';
  kb?: number;
}

/** The weight of what names nothing the question names. */
export const OFF_FOCUS = 0.6;

/** Fewer words than this, or no lower-case word, and a "sentence" is a heading or a fragment. */
const MIN_QUOTED_WORDS = 4;
const QUOTABLE = /\b\p{Ll}{2,}\b/u;

/** The Crucible paper's chunk size, and a bound on what a model is shown per passage. */
export const PASSAGE_CHARS = 1000;

/**
 * Builds the pool for a question: two governed retrievals (the facts valid at the asked time, and
 * every fact for the keys with none), then the sentences of the documents they come from.
 */
export async function buildPool(ni: NuggetIndex, question: string, options: PoolOptions): Promise<AnswerPool> {
  const at = {
    ...(options.time === undefined ? {} : { time: options.time }),
    k: options.k,
    ...(options.bridging === undefined ? {} : { bridging: options.bridging }),
    ...(options.kb === undefined ? {} : { kb: options.kb }),
  };
  const valid = await ni.retrieve(question, { ...at, view: 'active_contested' });
  const every = await ni.retrieve(question, { ...at, view: 'all' });
  const period = valid.period;
  const asked: Interval = { start: period.start, end: period.end };
  const now = ni.now();
  const revisions = new Map<string, DocumentRevision>();
  const latest = new Map<string, DocumentRevision>();
  const revisionOf = async (docId: string, revision: number): Promise<DocumentRevision | undefined> => {
    const key = `${docId}#${revision}`;
    if (!revisions.has(key)) {
      const all = await ni.store.revisions(docId);
      for (const r of all) revisions.set(`${docId}#${r.revision}`, r);
      if (all.length > 0) latest.set(docId, all.at(-1)!);
    }
    return revisions.get(key);
  };
  const citationsOf = async (n: Nugget, max: number): Promise<Citation[]> => {
    const out: Citation[] = [];
    const seen = new Set<string>();
    for (const e of [...n.provenance.evidence].sort((a, b) => b.confidence - a.confidence)) {
      if (seen.has(e.docId)) continue;
      const r = await revisionOf(e.docId, e.revision);
      // A browser index keeps revisions without their text: the evidence's own quote stands in.
      if (!r || (r.text !== '' && r.text.slice(e.start, e.end) !== e.quote)) continue;
      seen.add(e.docId);
      out.push(r.text === '' ? { ...citation(r, e.start, e.start, n.id), end: e.end, quote: e.quote } : citation(r, e.start, e.end, n.id));
      if (out.length === max) break;
    }
    return out;
  };

  const facts: PoolFact[] = [];
  // Relevance, focus and the end's citation are set once the pool's facts are known (below).
  const fact = (standing: PoolFact['standing'], n: Nugget, sides: Nugget[], score: number, statement: string, citations: Citation[]): PoolFact => ({
    id: `f${facts.length + 1}`,
    standing,
    nugget: n,
    sides,
    score,
    relevance: 0,
    focus: 1,
    statement,
    citations,
    endCitation: null,
  });
  const keysWithValue = new Set<string>();
  const disputedKeys = new Set<string>();
  const contested = valid.results.filter((r) => r.nugget.epistemic.status === 'contested').map((r) => r.nugget);
  const sameKey = contested.length > 0 ? await ni.store.nuggetsByKey(contested.map((n) => n.key)) : [];
  for (const { nugget: n, score } of valid.results) {
    // A bridging fact brings the facts it joins (the second hop a question did not name), each stated
    // in its own words and cited to its own span; and only while it holds undisputed: a dispute or an
    // end shows on those facts' keys.
    if (isBridgingFact(n)) {
      if (n.epistemic.status !== 'active') continue;
      const sources = await ni.store.nuggetsById(n.provenance.derivedFrom ?? []);
      // The hop the question named ranks the bridge's other facts with it: the second hop is the answer.
      const hop = Math.max(score, ...valid.results.filter((r) => sources.some((s) => s.id === r.nugget.id)).map((r) => r.score));
      for (const source of sources) {
        if (facts.some((f) => f.nugget.id === source.id) || !holds(source, asked)) continue;
        keysWithValue.add(keyString(source.key));
        facts.push({ ...fact('established', source, [source], hop, establishedStatement(source, now), await citationsOf(source, 3)), via: n.fact.text });
      }
      continue;
    }
    if (facts.some((f) => f.nugget.id === n.id)) continue; // already brought by a bridging fact ranked above it
    const key = keyString(n.key);
    keysWithValue.add(key);
    // A Contested value whose rivals all hold at other times is undisputed at the asked time.
    const rivals =
      n.epistemic.status === 'contested'
        ? sameKey.filter((m) => m.id !== n.id && m.epistemic.status === 'contested' && keyString(m.key) === key && overlaps(m.validity, asked))
        : [];
    if (rivals.length > 0) {
      if (disputedKeys.has(key)) continue;
      disputedKeys.add(key);
      const sides = [n, ...rivals];
      const citations = (await Promise.all(sides.map((s) => citationsOf(s, 1)))).flat();
      facts.push(fact('disputed', n, sides, score, disputedStatement(sides), citations));
    } else {
      facts.push(fact('established', n, [n], score, establishedStatement(n, now), await citationsOf(n, 3)));
    }
  }
  // A key with nothing valid at the asked time may still have a history worth stating, dated.
  for (const { nugget: n, score } of every.results) {
    const key = keyString(n.key);
    // Only an end a source said (or a succession, or a later revision dropping it) makes a fact
    // history; a validity that merely stops at its report's date says nothing about later.
    if (keysWithValue.has(key) || isBridgingFact(n) || n.epistemic.status !== 'active' || n.validity.end > period.start || !saysEnd(n)) continue;
    keysWithValue.add(key);
    facts.push(fact('past', n, [n], score, pastStatement(n), await citationsOf(n, 1)));
  }
  const citedFacts = facts.filter((f) => f.citations.length > 0);
  // "until 2021" may rest on other evidence than the start does: the span that states the end, or
  // the successor's appointment. Cite it too.
  const closed = citedFacts.filter((f) => f.standing !== 'disputed' && Number.isFinite(f.nugget.validity.end) && saysEnd(f.nugget));
  const keyed = closed.some((f) => f.nugget.validity.endBasis === 'succession') ? await ni.store.nuggetsByKey(closed.map((f) => f.nugget.key)) : [];
  for (const f of closed) {
    const n = f.nugget;
    const stating = n.provenance.evidence.filter(
      (e) => (e.stated.endBasis === 'explicit' || e.stated.endBasis === 'former') && e.stated.end === n.validity.end,
    );
    const next = keyed.find((m) => m.epistemic.status !== 'deprecated' && keyString(m.key) === keyString(n.key) && m.validity.start === n.validity.end);
    const candidates =
      stating.length > 0 ? await citationsOf({ ...n, provenance: { ...n.provenance, evidence: stating } }, 1) : next ? await citationsOf(next, 1) : [];
    const c = candidates[0];
    const first = f.citations[0]!;
    f.endCitation = c && !(c.docId === first.docId && c.start === first.start && c.end === first.end) ? c : null;
  }
  const best = Math.max(0, ...citedFacts.map((f) => f.score));
  for (const f of citedFacts) f.relevance = best > 0 ? f.score / best : 1;

  // The documents the retrieved facts come from, best-ranked first (either view: a page reached
  // through a fact that no longer holds may still say what does).
  const docIds: string[] = [];
  for (const r of [...valid.results, ...every.results].sort((a, b) => b.score - a.score)) {
    for (const e of r.nugget.provenance.evidence) {
      if (!docIds.includes(e.docId)) docIds.push(e.docId);
    }
  }
  const sentences: PoolSentence[] = [];
  let withheld = 0;
  for (const docId of docIds.slice(0, options.documents)) {
    if (!latest.has(docId)) await revisionOf(docId, 1);
    const r = latest.get(docId);
    if (!r) continue;
    const read = await documentSentences(ni, r, asked, sentences.length);
    sentences.push(...read.sentences);
    withheld += read.withheld;
  }
  // Facts and sentences that name nothing the question names are worth less, and a pool with none
  // that does is about something else ("the CEO of Acme" answered with another company's CEO).
  const names = questionNames(period.text);
  for (const f of citedFacts) f.focus = mentionsAny(names, `${f.nugget.fact.subject} ${f.nugget.fact.object} ${f.statement} ${f.via ?? ''}`) ? 1 : OFF_FOCUS;
  for (const s of sentences) {
    const title = revisions.get(`${s.docId}#${s.revision}`)?.title ?? '';
    s.focus = mentionsAny(names, `${title} ${s.text}`) ? 1 : OFF_FOCUS;
  }
  const onTopic = [...citedFacts, ...sentences].some((x) => x.focus === 1);
  const rel = questionRelevance(
    period.text,
    sentences.map((x) => x.text),
  );
  sentences.forEach((x, i) => (x.relevance = rel[i]!));
  return { question, period, now, facts: citedFacts, sentences, passages: passagesOf(sentences, revisions), withheld, revisions, names, onTopic };
}

/** The citation of a span of a revision. */
export function citation(r: DocumentRevision, start: number, end: number, nuggetId: string | null): Citation {
  return {
    docId: r.docId,
    revision: r.revision,
    source: r.source,
    title: r.title,
    documentTime: r.dated ? toIso(r.time) : null,
    start,
    end,
    quote: r.text.slice(start, end),
    nuggetId,
  };
}

/** Does a fact hold over the asked period: Active and valid then? */
function holds(n: Nugget, asked: Interval): boolean {
  return n.epistemic.status === 'active' && overlaps(n.validity, asked);
}

/** A revision's sentences, less those that are evidence of a fact that does not hold or is disputed. */
async function documentSentences(
  ni: NuggetIndex,
  r: DocumentRevision,
  asked: Interval,
  numbered: number,
): Promise<{ sentences: PoolSentence[]; withheld: number }> {
  const spans: { start: number; end: number; nuggetId: string; holds: boolean }[] = [];
  for (const n of await ni.store.nuggetsByDocument(r.docId)) {
    // A bridging fact's spans are its sources' (which speak for themselves): it withholds nothing.
    if (isBridgingFact(n)) continue;
    for (const e of n.provenance.evidence) {
      if (e.docId === r.docId && e.revision === r.revision) spans.push({ start: e.start, end: e.end, nuggetId: n.id, holds: holds(n, asked) });
    }
  }
  const out: PoolSentence[] = [];
  let withheld = 0;
  for (const s of readRevision(r)) {
    const covering = spans.filter((x) => x.start < s.end && s.start < x.end);
    if (covering.some((x) => !x.holds)) {
      withheld++;
      continue;
    }
    const text = r.text.slice(s.start, s.end);
    // A heading, a caption or a list fragment ("Lagos, 1977.") is not a sentence to quote.
    if (!QUOTABLE.test(text) || text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < MIN_QUOTED_WORDS) continue;
    out.push({
      id: `s${numbered + out.length + 1}`,
      docId: r.docId,
      revision: r.revision,
      paragraph: s.paragraph,
      index: s.index,
      start: s.start,
      end: s.end,
      text,
      standing: covering.length > 0 ? 'established' : 'source',
      nuggetIds: [...new Set(covering.map((x) => x.nuggetId))],
      dateFit: dateFit(s.dates, asked),
      focus: 1,
      relevance: 0,
    });
  }
  return { sentences: out, withheld };
}

/** A revision's sentences with their paragraph and their own dates: read once per revision (revisions never change). */
interface ReadSentence {
  index: number;
  start: number;
  end: number;
  paragraph: number;
  dates: TemporalExpression[];
}

const readRevisions = new Map<string, ReadSentence[]>();
const READ_CACHE_SIZE = 256;

function readRevision(r: DocumentRevision): ReadSentence[] {
  const key = `${r.docId}#${r.revision}#${r.contentHash}`;
  const cached = readRevisions.get(key);
  if (cached) return cached;
  const breaks = [...r.text.matchAll(/\n\s*\n/g)].map((m) => m.index + m[0].length);
  const read: ReadSentence[] = [];
  let paragraph = 0; // sentences come in order: the paragraph count only moves forward
  for (const s of splitSentences(r.text)) {
    while (paragraph < breaks.length && breaks[paragraph]! <= s.start) paragraph++;
    read.push({
      index: s.index,
      start: s.start,
      end: s.end,
      paragraph,
      dates: tagTemporal(r.text.slice(s.start, s.end), r.dated ? { documentTime: r.time } : {}),
    });
  }
  if (readRevisions.size >= READ_CACHE_SIZE) readRevisions.delete(readRevisions.keys().next().value!);
  readRevisions.set(key, read);
  return read;
}

/** How a sentence's own dates sit with the asked period (see PoolSentence.dateFit). */
function dateFit(found: readonly TemporalExpression[], asked: Interval): number {
  if (found.length === 0) return 0.8;
  const inside = found.some((e) => {
    const span: Interval =
      e.role === 'START'
        ? { start: e.time, end: Infinity }
        : e.role === 'END'
          ? { start: -Infinity, end: e.time }
          : { start: e.time, end: addUnits(e.time, e.granularity, 1) };
    return overlaps(span, asked);
  });
  return inside ? 1 : 0.3;
}

/** A run of consecutive pool sentences of one paragraph, at most PASSAGE_CHARS long: what GINGER and a model read. */
export interface PoolPassage {
  /** "p1", "p2", … */
  id: string;
  docId: string;
  revision: number;
  start: number;
  end: number;
  text: string;
  sentences: PoolSentence[];
}

/** Sentences grouped into passages: a withheld sentence or a paragraph break ends one. */
function passagesOf(sentences: readonly PoolSentence[], revisions: ReadonlyMap<string, DocumentRevision>): PoolPassage[] {
  const out: PoolPassage[] = [];
  let run: PoolSentence[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    const last = run.at(-1)!;
    const r = revisions.get(`${first.docId}#${first.revision}`)!;
    out.push({
      id: `p${out.length + 1}`,
      docId: first.docId,
      revision: first.revision,
      start: first.start,
      end: last.end,
      text: r.text.slice(first.start, last.end),
      sentences: run,
    });
    run = [];
  };
  for (const s of sentences) {
    const prev = run.at(-1);
    const adjacent = prev && prev.docId === s.docId && prev.paragraph === s.paragraph && s.index === prev.index + 1;
    if (prev && (!adjacent || s.end - run[0]!.start > PASSAGE_CHARS)) flush();
    run.push(s);
  }
  flush();
  return out;
}
