// GINGER (Łajewska & Balog, SIGIR 2025; the LiveRAG'25 pipeline): nuggets detected in passages,
// clustered by facet, one sentence per facet.
//   query rewriting (the question plus l rewrites, each retrieved as q + q_i, fused by reciprocal
//   rank fusion) → nugget detection in the top m passages → clustering by facet → cluster ranking →
//   one sentence per cluster → a fluency pass that may reorder and join but adds nothing (checked) →
//   a length budget.
// Offline: rewrites from the pool's top facts, detection by question terms, facets by shared key or
// terms, the best member as the facet's sentence, no fluency pass. LLM mode: the paper's prompts
// (Appendix B) for rewriting, detection, summaries and fluency; clustering and ranking stay lexical
// (the paper's BERTopic and DuoT5 are models we do not ship).

import { keyString } from '../model/nugget.js';
import { factSentence, quotedSentence, STANDING_WEIGHT } from './candidates.js';
import { RELATIVE_FLOOR } from './crucible.js';
import { citation, OFF_FOCUS, type AnswerPool, type PoolFact, type PoolPassage } from './pool.js';
import { predicateWords } from './statements.js';
import { sameSpan, type AnswerSentence, type Facet, type StepFailure } from './records.js';
import { jaccard, questionRelevance, relevance, termSet, wordCount } from './text.js';
import { detectWithModel, polishWithModel, rewriteWithModel, summarizeWithModel, type AnswerModelRun } from './llm/steps.js';
import { noteFailure } from './llm/steps.js';

export interface GingerSettings {
  /** Rewrites l added to the question. */
  rewrites: number;
  /** Passages m nuggets are detected in. */
  passages: number;
  /** The answer's length budget, in words. */
  words: number;
}

/** Reciprocal rank fusion's constant (Cormack et al. 2009). */
const RRF_K = 60;
/** Terms in common that put two detected nuggets in one facet. */
const SAME_FACET = 0.34;

/** A detected nugget: a span of a passage, or a governed fact. */
interface Detected {
  text: string;
  terms: Set<string>;
  /** The span it is, for a passage nugget. */
  span?: { passage: PoolPassage; start: number; end: number };
  fact?: PoolFact;
  /** The fact it states (its own, or the fact its span is evidence of): one facet per fact, so two values of a multi-valued key stay two. */
  key?: string;
  relevance: number;
  /** As PoolFact.focus. */
  focus: number;
}

interface Cluster {
  members: Detected[];
  score: number;
}

export async function ginger(
  pool: AnswerPool,
  settings: GingerSettings,
  run: AnswerModelRun | null,
): Promise<{ sentences: AnswerSentence[]; facets: Facet[]; rewrites: string[]; polished: boolean; failures: StepFailure[] }> {
  const failures: StepFailure[] = [];
  // — Query rewriting and fusion.
  let rewrites = offlineRewrites(pool, settings.rewrites);
  if (run && settings.rewrites > 0) {
    const got = await rewriteWithModel(pool.question, settings.rewrites, run);
    if ('value' in got) rewrites = got.value;
    else noteFailure(failures, 'rewriting', got);
  }
  const passages = pool.passages;
  const fused = fuse(
    [pool.period.text, ...rewrites.map((r) => `${pool.period.text} ${r}`)].map((q) =>
      relevance(
        q,
        passages.map((p) => p.text),
      ),
    ),
    passages.map((p) => Math.max(...p.sentences.map((s) => s.dateFit))),
  );
  const top = fused.slice(0, settings.passages).map((i) => passages[i]!);

  // — Nugget detection in the top passages, and the pool's facts.
  const detected: Detected[] = pool.facts.map((f) => ({
    text: f.statement,
    terms: termSet(f.nugget.fact.text),
    fact: f,
    key: factKey(f),
    relevance: 0,
    focus: f.focus,
  }));
  for (const p of top) {
    let spans = offlineDetection(pool, p);
    if (run) {
      const got = await detectWithModel(pool.question, p, run);
      if ('value' in got) spans = got.value;
      else noteFailure(failures, 'detection', got);
    }
    for (const { start, end } of spans) {
      const text = pool.revisions.get(`${p.docId}#${p.revision}`)!.text.slice(start, end);
      const inside = p.sentences.filter((s) => s.start < end && start < s.end);
      const fact = pool.facts.find((f) => inside.some((s) => s.nuggetIds.includes(f.nugget.id)));
      const focus = Math.max(...inside.map((x) => x.focus), 0) || OFF_FOCUS;
      detected.push({ text, terms: termSet(text), span: { passage: p, start, end }, ...(fact ? { key: factKey(fact) } : {}), relevance: 0, focus });
    }
  }
  // A fact's relevance is its retrieval score; a span's, BM25 among the spans.
  const spans = detected.filter((d) => !d.fact);
  const rel = questionRelevance(
    pool.period.text,
    spans.map((d) => d.text),
  );
  spans.forEach((d, i) => (d.relevance = rel[i]!));
  for (const d of detected) if (d.fact) d.relevance = d.fact.relevance;

  // — Facets, ranked.
  const clusters = cluster(detected.filter((d) => d.relevance > 0 || d.fact?.standing === 'disputed'));
  for (const c of clusters) {
    const weight = Math.max(...c.members.map((m) => (m.fact ? STANDING_WEIGHT[m.fact.standing] : STANDING_WEIGHT.source)));
    const focus = Math.max(...c.members.map((m) => m.focus));
    c.score = Math.max(...c.members.map((m) => m.relevance)) * weight * focus * (1 + 0.1 * (c.members.length - 1));
  }
  clusters.sort((a, b) => b.score - a.score);
  const floor = (clusters[0]?.score ?? 0) * RELATIVE_FLOOR;

  // — One sentence per facet, within the budget.
  const sentences: AnswerSentence[] = [];
  let words = 0;
  for (const c of clusters) {
    if (c.score < floor) break;
    // The offline sentence sizes the facet first, so no model call is spent on one that will not fit.
    const offline = await facetSentence(pool, c, null, failures);
    if (!offline) continue;
    if (words + wordCount(offline.text) > settings.words && sentences.length > 0) break;
    const s = run ? ((await facetSentence(pool, c, run, failures)) ?? offline) : offline;
    sentences.push(s);
    words += wordCount(s.text);
  }
  // — Fluency.
  let polished = false;
  let final = sentences;
  if (run && sentences.length > 1) {
    const got = await polishWithModel(pool.question, sentences, run);
    if ('value' in got) {
      final = got.value;
      polished = true;
    } else noteFailure(failures, 'fluency', got);
  }
  const facets = clusters.map((c) => ({
    nuggets: c.members.map((m) => m.text),
    from: c.members.map((m) => m.fact?.id ?? m.span!.passage.id),
    score: c.score,
  }));
  return { sentences: final, facets, rewrites, polished, failures };
}

/** A facet key: the fact's key and value (a disputed key is one facet: its statement names every side). */
function factKey(f: PoolFact): string {
  return f.standing === 'disputed' ? keyString(f.nugget.key) : `${keyString(f.nugget.key)}\u0001${f.nugget.fact.object}`;
}

/** Offline rewrites: the subjects and relations of the best facts, each a different aspect. */
function offlineRewrites(pool: AnswerPool, l: number): string[] {
  const out: string[] = [];
  for (const f of [...pool.facts].sort((a, b) => b.score - a.score)) {
    const r = `${f.nugget.fact.subject} ${predicateWords(f.nugget.fact.predicate)}`;
    if (!out.includes(r)) out.push(r);
    if (out.length === l) break;
  }
  return out;
}

/** Reciprocal rank fusion of several rankings (scores per passage), each passage's date fit breaking ties. */
function fuse(rankings: number[][], fit: readonly number[]): number[] {
  const fused = new Array<number>(fit.length).fill(0);
  for (const scores of rankings) {
    const order = scores
      .map((s, i) => ({ s: s * fit[i]!, i }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s);
    order.forEach((x, rank) => (fused[x.i]! += 1 / (RRF_K + rank + 1)));
  }
  return fused
    .map((s, i) => ({ s, i }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .map((x) => x.i);
}

/** Offline detection: the passage's sentences that share a term with the question. */
function offlineDetection(pool: AnswerPool, p: PoolPassage): { start: number; end: number }[] {
  const asked = termSet(pool.period.text);
  return p.sentences.filter((s) => [...termSet(s.text)].some((t) => asked.has(t))).map((s) => ({ start: s.start, end: s.end }));
}

/** Single-link clustering: same fact key, or enough terms in common. */
function cluster(items: readonly Detected[]): Cluster[] {
  const out: Cluster[] = [];
  for (const d of items) {
    const into = out.filter((c) => c.members.some((m) => (d.key !== undefined && m.key === d.key) || jaccard(m.terms, d.terms) >= SAME_FACET));
    if (into.length === 0) {
      out.push({ members: [d], score: 0 });
      continue;
    }
    const [first, ...rest] = into;
    first!.members.push(d, ...rest.flatMap((c) => c.members));
    for (const c of rest) out.splice(out.indexOf(c), 1);
  }
  for (const c of out) c.members.sort((a, b) => b.relevance - a.relevance);
  return out;
}

/**
 * A facet's sentence. A facet holding a disputed or ended fact is that fact's governed statement; in
 * LLM mode other facets are summarised by the model (checked to add no names or numbers) and cite
 * every member; offline the best member stands for the facet.
 */
async function facetSentence(pool: AnswerPool, c: Cluster, run: AnswerModelRun | null, failures: StepFailure[]): Promise<AnswerSentence | null> {
  const governed = c.members.find((m) => m.fact && m.fact.standing !== 'established');
  if (governed) return factSentence(governed.fact!);
  const cited = c.members.flatMap((m) => (m.fact ? factSentence(m.fact, pool).citations : [memberCitation(pool, m)]));
  if (run) {
    const got = await summarizeWithModel(
      c.members.map((m) => m.text),
      run,
    );
    if ('value' in got) {
      const citations = cited.filter((x, i) => cited.findIndex((y) => sameSpan(x, y)) === i);
      const nuggetIds = [...new Set(c.members.flatMap((m) => (m.fact ? [m.fact.nugget.id] : [])))];
      const standing = c.members.some((m) => m.fact) ? 'established' : 'source';
      const confidence = Math.max(...c.members.map((m) => (m.fact ? m.fact.nugget.epistemic.confidence : 0.6)));
      return { text: got.value, standing, citations, nuggetIds, confidence };
    }
    noteFailure(failures, 'summary', got);
  }
  const best = c.members[0]!;
  if (best.fact) return factSentence(best.fact, pool);
  const sentence = best.span!.passage.sentences.find((s) => s.start <= best.span!.start && best.span!.end <= s.end);
  if (sentence && sentence.start === best.span!.start && sentence.end === best.span!.end)
    return quotedSentence(pool, sentence, best.relevance * sentence.dateFit);
  return {
    text: best.text
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/([^.!?])$/, '$1.'),
    standing: 'source',
    citations: [memberCitation(pool, best)],
    nuggetIds: [],
    confidence: best.relevance,
  };
}

function memberCitation(pool: AnswerPool, m: Detected) {
  const p = m.span!.passage;
  return citation(pool.revisions.get(`${p.docId}#${p.revision}`)!, m.span!.start, m.span!.end, null);
}
