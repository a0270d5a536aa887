// The TimeQA benchmark (human-annotated split): the corpus built exactly as the evaluation issue
// specifies, so numbers are comparable across runs and with the held-out split, and the questions
// with their gold answers, asked periods and distractors.

import { NuggetIndexError } from '../model/errors.js';
import type { DocumentInput } from '../model/document.js';
import { answerForms, normalizeAnswer } from './answers.js';
import type { ScoredQuestion } from './metrics.js';
import { readQuestionPeriod, yearPeriodsOverlap, type YearPeriod } from './question-period.js';

/** One entry of human_annotated_*.json. */
export interface TimeqaEntry {
  index: string;
  type: string;
  link: string;
  paras: string[];
  questions: [string, { para: number; from: number; end: number; answer: string }[]][];
}

export interface TimeqaQuestion {
  /** `${index}#${n}`: the entry's index and the question's position in it. */
  id: string;
  /** Page#property: questions with the same index share distractors. */
  index: string;
  link: string;
  relation: string;
  question: string;
  /** The years the question asks about, read from its wording; every year when it names none. */
  period: YearPeriod;
  /** The page's subject: its title (paras[0]) without a disambiguator in parentheses. */
  subject: string;
  /** Gold answers as written (space-tokenised, as in the dataset). */
  answers: string[];
  /** The answers valid in the asked period: those of every question on the same page and relation whose period overlaps this one's, this one's included. */
  valid: string[];
  /**
   * The answers of the other questions on the same page and relation, less the valid ones: an answer
   * also valid in the asked period is never counted against a system.
   */
  distractors: string[];
}

/** Checks the shape of a parsed TimeQA file. */
export function parseTimeqa(data: unknown, file: string): TimeqaEntry[] {
  if (!Array.isArray(data)) throw new NuggetIndexError('INVALID_INPUT', `${file}: expected a JSON list of TimeQA entries`, { file });
  data.forEach((e, i) => {
    const ok = e && typeof e === 'object' && typeof e.link === 'string' && typeof e.index === 'string' && Array.isArray(e.paras) && Array.isArray(e.questions);
    if (!ok)
      throw new NuggetIndexError('INVALID_INPUT', `${file}: entry ${i} is not a TimeQA entry (needs index, link, paras, questions)`, { file, field: `[${i}]` });
  });
  return data as TimeqaEntry[];
}

/**
 * One document per distinct link: id = link, title = paras[0], text = the paragraphs joined by a blank
 * line, date = 2021-08-01 (the dataset's snapshot), source = "wikipedia".
 */
export function timeqaCorpus(entries: readonly TimeqaEntry[]): DocumentInput[] {
  const seen = new Map<string, DocumentInput>();
  for (const e of entries) {
    if (seen.has(e.link)) continue;
    seen.set(e.link, { id: e.link, title: e.paras[0] ?? '', text: e.paras.join('\n\n'), date: '2021-08-01', source: 'wikipedia' });
  }
  return [...seen.values()];
}

/**
 * A question that names no time may ask about any year: it overlaps every period, so it has no
 * distractors and its answers are distractors of no question — nothing is counted against a system
 * that the question's wording does not rule out (2 of the 1,171 training questions, one unanswerable).
 */
const EVERY_YEAR: YearPeriod = { from: -Infinity, to: Infinity };

/** The answerable questions (at least one non-empty gold answer), with asked periods and distractors. */
export function timeqaQuestions(entries: readonly TimeqaEntry[]): TimeqaQuestion[] {
  const out: TimeqaQuestion[] = [];
  for (const e of entries) {
    const subject = (e.paras[0] ?? '').replace(/\s*\([^()]*\)\s*$/, '');
    const asked = e.questions.map(([question, answers]) => ({
      question,
      period: readQuestionPeriod(question) ?? EVERY_YEAR,
      answers: [...new Set(answers.map((a) => a.answer.trim()).filter((a) => a !== ''))],
    }));
    asked.forEach(({ question, period, answers }, n) => {
      if (answers.length === 0) return;
      const valid = distinct(asked.filter((o) => yearPeriodsOverlap(o.period, period)).flatMap((o) => o.answers));
      const validForms = new Set(valid.map(normalizeAnswer));
      const distractors = distinct(asked.flatMap((o) => o.answers).filter((a) => !validForms.has(normalizeAnswer(a))));
      out.push({ id: `${e.index}#${n}`, index: e.index, link: e.link, relation: e.type, question, period, subject, answers, valid, distractors });
    });
  }
  return out;
}

/** Answers with one spelling per normal form (the first). */
function distinct(answers: readonly string[]): string[] {
  const byForm = new Map<string, string>();
  for (const a of answers) if (!byForm.has(normalizeAnswer(a))) byForm.set(normalizeAnswer(a), a);
  return [...byForm.values()];
}

/** The metric view of a question: distractors are masked by the subject's name and the valid answers. */
export function scored(q: TimeqaQuestion): ScoredQuestion {
  return { gold: q.answers.map(answerForms), distractors: q.distractors.map(answerForms), masks: [q.subject, ...q.valid].flatMap(answerForms) };
}
