// The multi-hop development sets (HotpotQA and MuSiQue, as HippoRAG distributes them): each question
// with its gold answer (and aliases), its pool of paragraphs, and which of them — or which sentences —
// support the answer. The nugget evaluation (src/eval/nugget-eval.ts) creates nuggets from the pool
// and scores them against this gold.

import { splitSentences } from '../extract/sentences.js';
import { NuggetIndexError } from '../model/errors.js';

/** A paragraph of a question's pool, with its sentences' spans in `text`. */
export interface MultihopPassage {
  docid: string;
  title: string;
  text: string;
  /** [start, end) of each sentence in `text`. */
  sentences: [number, number][];
}

/** A supporting fact: a paragraph, and the sentence of it when the dataset names one. */
export interface SupportingFact {
  docid: string;
  sentence: number | null;
}

export interface MultihopQuestion {
  dataset: 'hotpotqa' | 'musique';
  id: string;
  question: string;
  /** The gold answer first, then its aliases. */
  answers: string[];
  passages: MultihopPassage[];
  supporting: SupportingFact[];
  /** MuSiQue's decomposition: the answer of each hop (the bridge entities, then the answer). */
  hopAnswers: string[];
}

function bad(file: string, where: string, message: string): NuggetIndexError {
  return new NuggetIndexError('INVALID_INPUT', `${file}: ${where}: ${message}`, { file, field: where });
}

function list(value: unknown, file: string, where: string): unknown[] {
  if (!Array.isArray(value)) throw bad(file, where, 'must be a list');
  return value;
}

function str(value: unknown, file: string, where: string): string {
  if (typeof value !== 'string') throw bad(file, where, 'must be a string');
  return value;
}

/**
 * HotpotQA questions (HippoRAG's hotpotqa_train.json): `context` is [title, sentences] pairs,
 * `supporting_facts` [title, sentence index] pairs.
 *
 * @example parseHotpotqa(JSON.parse(readFileSync('hipporag_hotpotqa_train100.json', 'utf8')), 'hotpotqa.json').length // 100
 */
export function parseHotpotqa(json: unknown, file: string): MultihopQuestion[] {
  return list(json, file, '(file)').map((raw, i) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    const where = `[${i}]`;
    const passages = list(e.context, file, `${where}.context`).map((pair, j) => {
      const [title, sentences] = list(pair, file, `${where}.context[${j}]`);
      let text = '';
      const spans: [number, number][] = [];
      for (const [k, s] of list(sentences, file, `${where}.context[${j}][1]`).entries()) {
        const sentence = str(s, file, `${where}.context[${j}][1][${k}]`).trim();
        if (text !== '') text += ' ';
        spans.push([text.length, text.length + sentence.length]);
        text += sentence;
      }
      const name = str(title, file, `${where}.context[${j}][0]`);
      return { docid: name, title: name, text, sentences: spans };
    });
    const supporting = list(e.supporting_facts, file, `${where}.supporting_facts`).map((f, j) => {
      const [title, sentence] = list(f, file, `${where}.supporting_facts[${j}]`);
      return { docid: str(title, file, `${where}.supporting_facts[${j}][0]`), sentence: typeof sentence === 'number' ? sentence : null };
    });
    return {
      dataset: 'hotpotqa' as const,
      id: str(e._id, file, `${where}._id`),
      question: str(e.question, file, `${where}.question`),
      answers: [str(e.answer, file, `${where}.answer`)],
      passages,
      supporting,
      hopAnswers: [],
    };
  });
}

/**
 * MuSiQue questions (HippoRAG's musique_train.json): `paragraphs` with `is_supporting`, the answer
 * and its aliases.
 *
 * @example parseMusique(JSON.parse(readFileSync('hipporag_musique_train100.json', 'utf8')), 'musique.json')[0]!.answers[0] // 'G. Stanley Hall'
 */
export function parseMusique(json: unknown, file: string): MultihopQuestion[] {
  return list(json, file, '(file)').map((raw, i) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    const where = `[${i}]`;
    const paragraphs = list(e.paragraphs, file, `${where}.paragraphs`).map((p) => (p ?? {}) as Record<string, unknown>);
    const passages = paragraphs.map((p, j) => {
      const text = str(p.paragraph_text, file, `${where}.paragraphs[${j}].paragraph_text`).trim();
      const sentences = splitSentences(text).map((x): [number, number] => [x.start, x.end]);
      return { docid: `${String(p.idx ?? j)}:${str(p.title, file, `${where}.paragraphs[${j}].title`)}`, title: String(p.title), text, sentences };
    });
    const supporting = paragraphs.flatMap((p, j) => (p.is_supporting === true ? [{ docid: passages[j]!.docid, sentence: null }] : []));
    const aliases = Array.isArray(e.answer_aliases) ? e.answer_aliases.filter((a): a is string => typeof a === 'string') : [];
    const hops = Array.isArray(e.question_decomposition) ? (e.question_decomposition as { answer?: unknown }[]) : [];
    return {
      dataset: 'musique' as const,
      id: str(e.id, file, `${where}.id`),
      question: str(e.question, file, `${where}.question`),
      answers: [str(e.answer, file, `${where}.answer`), ...aliases],
      passages,
      supporting,
      hopAnswers: hops.flatMap((h) => (typeof h.answer === 'string' ? [h.answer] : [])),
    };
  });
}
