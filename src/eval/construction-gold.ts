// The construction gold sets (eval/construction.ts scores against them): TimeQA sentences
// (test/fixtures/construction-gold.md) and hand-written news and encyclopedia documents
// (test/fixtures/construction-prose/README.md), read and checked with file, line and field named,
// then placed in the text they are extracted from.

import type { Genre } from '../model/document.js';
import { NuggetIndexError } from '../model/errors.js';
import { jsonLines, requireObject } from '../model/jsonl.js';
import { parseIsoTime } from '../model/time.js';
import type { TimeqaEntry } from './timeqa.js';

export interface GoldFact {
  subject: string;
  predicate: string;
  object: string;
  start: string | null;
  end: string | null;
}

/** A line of the TimeQA gold set: one sentence of a TimeQA page's paragraph. */
export interface GoldSentence {
  doc: string;
  para: number;
  sentence: string;
  facts: GoldFact[];
}

/** A line of the prose gold set: one document, every sentence annotated. */
export interface GoldDocument {
  doc: string;
  title: string;
  date: string;
  source: string;
  genre: Genre;
  text: string;
  sentences: { sentence: string; facts: GoldFact[] }[];
}

/** Precision and recall of one kind of fact (schema facts, open statements, or both). */
function bad(m: string): never {
  throw new NuggetIndexError('INVALID_INPUT', m);
}

function checkFacts(facts: unknown, at: string): GoldFact[] {
  if (!Array.isArray(facts)) bad(`${at}facts: must be a list`);
  (facts as GoldFact[]).forEach((f, j) => {
    for (const k of ['subject', 'predicate', 'object'] as const) if (typeof f[k] !== 'string' || f[k].trim() === '') bad(`${at}facts[${j}].${k}: is required`);
    for (const k of ['start', 'end'] as const) if (f[k] !== null && f[k] !== undefined) parseIsoTime(String(f[k]), `${at}facts[${j}].${k}`);
  });
  return facts as GoldFact[];
}

/** Parses the TimeQA gold JSONL; errors name the file, the line and the field. */
export function parseGold(text: string, file: string): GoldSentence[] {
  const out: GoldSentence[] = [];
  jsonLines(text, file, (value) => {
    const g = requireObject(value, '{doc, para, sentence, facts}') as unknown as GoldSentence;
    if (typeof g.doc !== 'string' || typeof g.para !== 'number' || typeof g.sentence !== 'string' || !Array.isArray(g.facts))
      bad('needs doc, para, sentence and facts');
    checkFacts(g.facts, '');
    out.push(g);
  });
  return out;
}

/** Parses a prose gold JSONL file (one document per line); every sentence must be found in order in the text. */
export function parseGoldDocuments(text: string, file: string): GoldDocument[] {
  const out: GoldDocument[] = [];
  jsonLines(text, file, (value) => {
    const g = requireObject(value, '{doc, title, date, source, genre, text, sentences}') as unknown as GoldDocument;
    for (const k of ['doc', 'title', 'date', 'source', 'text'] as const) if (typeof g[k] !== 'string' || g[k] === '') bad(`${k}: is required`);
    if (g.genre !== 'news' && g.genre !== 'encyclopedic') bad('genre: must be "news" or "encyclopedic"');
    parseIsoTime(g.date, 'date');
    if (!Array.isArray(g.sentences)) bad('sentences: must be a list');
    let at = 0;
    g.sentences.forEach((s, i) => {
      if (typeof s.sentence !== 'string' || s.sentence === '') bad(`sentences[${i}].sentence: is required`);
      const found = g.text.indexOf(s.sentence, at);
      if (found < 0) bad(`sentences[${i}].sentence: not found in the text after the sentence before it: "${s.sentence.slice(0, 60)}"`);
      at = found + s.sentence.length;
      checkFacts(s.facts, `sentences[${i}].`);
    });
    out.push(g);
  });
  return out;
}

/** A document to extract from, and the annotated sentences of it to score. */
export interface Scored {
  doc: { id: string; text: string; title: string; date: string; source: string; genre?: Genre };
  sentences: { at: number; sentence: string; facts: GoldFact[] }[];
}

/** The TimeQA gold: each sentence scored on its own paragraph (so pronouns have their window). */
export function timeqaGoldDocuments(gold: readonly GoldSentence[], entries: readonly TimeqaEntry[]): Scored[] {
  const pages = new Map(entries.map((e) => [e.link, e]));
  return gold.map((g) => {
    const page = pages.get(g.doc);
    const paragraph = page?.paras[g.para];
    const at = paragraph?.indexOf(g.sentence) ?? -1;
    if (!page || paragraph === undefined || at < 0) bad(`gold sentence not found in ${g.doc} paragraph ${g.para}: "${g.sentence.slice(0, 60)}…"`);
    return {
      doc: { id: g.doc, text: paragraph!, title: page!.paras[0] ?? '', date: '2021-08-01', source: 'wikipedia' },
      sentences: [{ at, sentence: g.sentence, facts: g.facts }],
    };
  });
}

/** The prose gold: each document extracted whole, every sentence scored. */
export function proseGoldDocuments(docs: readonly GoldDocument[]): Scored[] {
  return docs.map((d) => {
    let at = 0;
    const sentences = d.sentences.map((s) => {
      const found = d.text.indexOf(s.sentence, at);
      at = found + s.sentence.length;
      return { at: found, sentence: s.sentence, facts: s.facts };
    });
    return { doc: { id: d.doc, text: d.text, title: d.title, date: d.date, source: d.source, genre: d.genre }, sentences };
  });
}
