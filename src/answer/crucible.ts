// Crucible (Farzi & Dietz, "Incorporating Q&A Nuggets into Retrieval-Augmented Generation"): a bank
// of Q&A nuggets first, then one cited sentence per nugget.
//   ideation → paraphrase merging (fingerprints first, a model only for near misses) → ranking →
//   extraction (one self-contained sentence, one document, a confidence) → optional verification →
//   assembly (top k = 1 per nugget, stemmed duplicates removed, nugget order).
// Offline, the bank is the pool's facts (one nugget per key: "chief executive officer of Northwind
// Energy?" → "Daniel Okafor") and its best sentences; a model replaces ideation, near-miss merging,
// ranking, extraction and verification in LLM mode.

import { entails } from '../eval/nuggets/offline/entailment.js';
import { factSentence, quotedSentence, STANDING_WEIGHT } from './candidates.js';
import { type AnswerPool, type PoolFact, type PoolSentence } from './pool.js';
import { predicateWords } from './statements.js';
import type { AnswerSentence, QaNugget, StepFailure } from './records.js';
import { fingerprint, jaccard, relevance, termSet } from './text.js';
import { extractWithModel, ideateWithModel, rankWithModel, samePairsWithModel, verifyWithModel, type AnswerModelRun } from './llm/steps.js';
import { noteFailure } from './llm/steps.js';

export interface CrucibleSettings {
  /** Nuggets kept after ranking (one sentence each, at most). */
  sentences: number;
  /** Check each sentence against its cited span and drop those not supported. */
  verify: boolean;
}

/** Sentences of the pool considered for the offline bank. */
const BANK_SENTENCES = 15;
/** Terms in common above which two nuggets are the same one (offline), and the band a model is asked about. */
const SAME = 0.8;
const NEAR_MISS = 0.45;
/** A nugget scoring below this share of the best one is not worth a sentence of a short answer. */
export const RELATIVE_FLOOR = 0.5;

/** A bank nugget with what extraction may quote for it. */
interface BankNugget extends QaNugget {
  terms: Set<string>;
  facts: PoolFact[];
  quoted: PoolSentence[];
}

export async function crucible(
  pool: AnswerPool,
  settings: CrucibleSettings,
  run: AnswerModelRun | null,
): Promise<{ sentences: AnswerSentence[]; nuggets: QaNugget[]; failures: StepFailure[] }> {
  const failures: StepFailure[] = [];
  // What a model's source ids name: facts, and passages (their sentences).
  const byId = new Map<string, PoolFact | PoolSentence[]>([
    ...pool.facts.map((f) => [f.id, f] as const),
    ...pool.passages.map((p) => [p.id, p.sentences] as const),
  ]);
  // — Ideation.
  let bank = offlineBank(pool);
  if (run) {
    const got = await ideateWithModel(pool, run);
    if ('value' in got) bank = got.value.map((n) => bankNugget(n.question, n.answer, n.sources, byId));
    else noteFailure(failures, 'ideation', got);
  }
  // — Paraphrase merging: equal fingerprints at once; near misses by the model, or offline above SAME.
  bank = mergeSame(bank, (a, b) => fingerprint(bank[a]!.answer) === fingerprint(bank[b]!.answer) || jaccard(bank[a]!.terms, bank[b]!.terms) >= SAME);
  if (run) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < bank.length; i++)
      for (let j = i + 1; j < bank.length; j++) if (jaccard(bank[i]!.terms, bank[j]!.terms) >= NEAR_MISS) pairs.push([i, j]);
    if (pairs.length > 0) {
      const got = await samePairsWithModel(
        pool.question,
        pairs.map(([i, j]) => [bank[i]!, bank[j]!]),
        run,
      );
      if ('value' in got) {
        const same = new Set(pairs.filter((_, p) => got.value[p]).map(([i, j]) => `${i} ${j}`));
        bank = mergeSame(bank, (a, b) => same.has(`${a} ${b}`));
      } else noteFailure(failures, 'paraphrase', got);
    }
  }
  // — Ranking: relevance, governance and popularity offline; the model's vital/okay in LLM mode. A
  // fact's relevance is its retrieval score (which knows the schema's words for it); a quoted
  // sentence's, its match to the question's words (the pool's).
  const lexical = relevance(
    pool.period.text,
    bank.map((n) => `${n.question} ${n.answer}`),
  );
  const rel = bank.map((n, i) => Math.max(...n.facts.map((f) => f.relevance), ...n.quoted.map((s) => s.relevance), run ? lexical[i]! : 0));
  let labels: (boolean | null)[] = bank.map(() => null);
  if (run && bank.length > 0) {
    const got = await rankWithModel(pool.question, bank, run);
    if ('value' in got) labels = got.value;
    else noteFailure(failures, 'ranking', got);
  }
  bank.forEach((n, i) => {
    const standing = Math.max(...n.facts.map((f) => STANDING_WEIGHT[f.standing]), ...n.quoted.map((s) => STANDING_WEIGHT[s.standing] * s.dateFit), 0);
    const popularity = 1 + 0.1 * (new Set([...n.facts.flatMap((f) => f.citations.map((c) => c.source)), ...n.quoted.map((s) => s.docId)]).size - 1);
    const judged = labels[i] === null ? 1 : labels[i] ? 1.5 : 0.75;
    const focus = Math.max(...n.facts.map((f) => f.focus), ...n.quoted.map((q) => q.focus), 0);
    n.score = rel[i]! * standing * popularity * judged * focus;
  });
  bank.sort((a, b) => b.score - a.score);
  const floor = (bank[0]?.score ?? 0) * RELATIVE_FLOOR;

  // — Extraction, verification and assembly.
  const sentences: AnswerSentence[] = [];
  const kept: Set<string>[] = [];
  for (const n of bank) {
    if (sentences.length === settings.sentences || n.score < floor) break;
    let candidate = await extract(pool, n, run, failures);
    if (candidate && settings.verify) candidate = (await verified(candidate, pool, run, failures)) ? candidate : null;
    if (!candidate) continue;
    const terms = termSet(candidate.text);
    if (kept.some((k) => jaccard(k, terms) >= SAME)) continue;
    kept.push(terms);
    sentences.push(candidate);
  }
  return { sentences, nuggets: bank.map(({ question, answer, from, score }) => ({ question, answer, from, score })), failures };
}

/** The offline bank: one nugget per pool fact, and one per best-matching pool sentence. */
function offlineBank(pool: AnswerPool): BankNugget[] {
  const out: BankNugget[] = pool.facts.map((f) => ({
    question: `What is the ${predicateWords(f.nugget.fact.predicate)} of ${f.nugget.fact.subject}?`,
    answer: f.standing === 'disputed' ? f.sides.map((s) => s.fact.object).join(' or ') : f.nugget.fact.object,
    from: [f.id],
    score: 0,
    terms: termSet(f.nugget.fact.text),
    facts: [f],
    quoted: [],
  }));
  const ranked = pool.sentences
    .map((s) => ({ s, score: s.relevance * s.dateFit }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, BANK_SENTENCES);
  for (const { s } of ranked) {
    // A sentence that is evidence of a pool fact is that fact's nugget already.
    const fact = out.find((n) => n.facts.some((f) => s.nuggetIds.includes(f.nugget.id)));
    if (fact) fact.quoted.push(s);
    else out.push({ question: pool.question, answer: s.text, from: [s.id], score: 0, terms: termSet(s.text), facts: [], quoted: [s] });
  }
  return out;
}

function bankNugget(question: string, answer: string, sources: readonly string[], byId: Map<string, PoolFact | PoolSentence[]>): BankNugget {
  const items = sources.flatMap((id): (PoolFact | PoolSentence)[] => {
    const x = byId.get(id);
    return x === undefined ? [] : Array.isArray(x) ? x : [x];
  });
  return {
    question,
    answer,
    from: [...sources],
    score: 0,
    terms: termSet(`${question} ${answer}`),
    facts: items.filter((x): x is PoolFact => 'statement' in x),
    quoted: items.filter((x): x is PoolSentence => !('statement' in x)),
  };
}

/** Merges nuggets `same` (by position in `bank`, first < second) says are one, keeping the first's wording and every source. */
function mergeSame(bank: BankNugget[], same: (first: number, second: number) => boolean): BankNugget[] {
  const out: BankNugget[] = [];
  const firstOf: number[] = [];
  for (const [j, n] of bank.entries()) {
    const g = firstOf.findIndex((i) => same(i, j));
    if (g < 0) {
      out.push({ ...n, from: [...n.from], facts: [...n.facts], quoted: [...n.quoted], terms: new Set(n.terms) });
      firstOf.push(j);
      continue;
    }
    const into = out[g]!;
    for (const id of n.from) if (!into.from.includes(id)) into.from.push(id);
    for (const f of n.facts) if (!into.facts.includes(f)) into.facts.push(f);
    for (const s of n.quoted) if (!into.quoted.includes(s)) into.quoted.push(s);
  }
  return out;
}

/**
 * One sentence for a nugget. A disputed or ended fact is always its governed statement — never a
 * model's or a source's wording, which could state it as settled or current. Otherwise offline: the
 * governed statement of a fact that holds, else the best quoted sentence; LLM mode: the model picks
 * a passage, quotes its supporting words exactly and writes the sentence.
 */
async function extract(pool: AnswerPool, n: BankNugget, run: AnswerModelRun | null, failures: StepFailure[]): Promise<AnswerSentence | null> {
  const governed = n.facts.find((f) => f.standing !== 'established');
  if (governed) return factSentence(governed);
  if (run) {
    const got = await extractWithModel(pool, n, run);
    if ('value' in got) return got.value;
    noteFailure(failures, 'extraction', got);
  }
  const fact = n.facts[0];
  if (fact) return factSentence(fact, pool);
  const best = [...n.quoted].sort((a, b) => b.dateFit - a.dateFit)[0];
  return best ? quotedSentence(pool, best, best.dateFit) : null;
}

/** Verification: the model's yes/no in LLM mode; offline, the cited spans must state the sentence by words. */
async function verified(s: AnswerSentence, pool: AnswerPool, run: AnswerModelRun | null, failures: StepFailure[]): Promise<boolean> {
  if (s.standing === 'disputed' || s.standing === 'past') return true;
  const evidence = s.citations.map((c) => c.quote).join(' ');
  if (run) {
    const got = await verifyWithModel(pool.question, s.text, evidence, run);
    if ('value' in got) return got.value;
    noteFailure(failures, 'verification', got);
  }
  return entails(s.text, evidence).assignment !== 'not_support';
}
