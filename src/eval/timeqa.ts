// The TimeQA benchmark (human-annotated split): the corpus built exactly as the evaluation issue
// specifies, so numbers are comparable across runs and with the held-out split, and the questions
// with their gold answers and distractors.

import { NuggetIndexError } from '../model/errors.js';
import type { DocumentInput } from '../model/document.js';
import { answerForms, normalizeAnswer } from './answers.js';

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
  /** Gold answers as written (space-tokenised, as in the dataset). */
  answers: string[];
  /** Gold answers of the other questions on the same page and relation that differ from these. */
  distractors: string[];
}

/** Checks the shape of a parsed TimeQA file. */
export function parseTimeqa(data: unknown, file: string): TimeqaEntry[] {
  if (!Array.isArray(data)) throw new NuggetIndexError('INVALID_INPUT', `${file}: expected a JSON list of TimeQA entries`, { file });
  data.forEach((e, i) => {
    const ok = e && typeof e === 'object' && typeof e.link === 'string' && typeof e.index === 'string' && Array.isArray(e.paras) && Array.isArray(e.questions);
    if (!ok) throw new NuggetIndexError('INVALID_INPUT', `${file}: entry ${i} is not a TimeQA entry (needs index, link, paras, questions)`, { file, field: `[${i}]` });
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

/** The answerable questions (at least one non-empty gold answer), with distractors. */
export function timeqaQuestions(entries: readonly TimeqaEntry[]): TimeqaQuestion[] {
  const out: TimeqaQuestion[] = [];
  for (const e of entries) {
    const golds = e.questions.map(([, answers]) => [...new Set(answers.map((a) => a.answer.trim()).filter((a) => a !== ''))]);
    e.questions.forEach(([question], n) => {
      const answers = golds[n]!;
      if (answers.length === 0) return;
      const mine = new Set(answers.map(normalizeAnswer));
      const distractors = [...new Set(golds.flatMap((g, m) => (m === n ? [] : g)).filter((a) => !mine.has(normalizeAnswer(a))))];
      out.push({ id: `${e.index}#${n}`, index: e.index, link: e.link, relation: e.type, question, answers, distractors });
    });
  }
  return out;
}

/** The metric view of a question. */
export function scored(q: TimeqaQuestion): { gold: string[][]; distractors: string[][] } {
  return { gold: q.answers.map(answerForms), distractors: q.distractors.map(answerForms) };
}
