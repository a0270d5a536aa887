// The records of a governed answer (Crucible, Farzi & Dietz 2026; GINGER, Łajewska & Balog 2025):
// sentences, each with the exact spans it rests on and what governance says of the facts it
// states. An answer is built from the store's facts valid at the question's time and from the
// sentences of their documents that state nothing the store knows to be stale.

/** Which answer pipeline: Crucible (Q&A nugget bank first) or GINGER (nuggets clustered by facet). */
export const PIPELINES = ['crucible', 'ginger'] as const;
export type Pipeline = (typeof PIPELINES)[number];

/** Which way the stages ran: through a model, or the offline approximation (no model). */
export const ANSWER_MODES = ['offline', 'llm'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/**
 * What governance says of what a sentence states, at the asked time:
 * - `established`: facts that hold then (Active, valid over the asked period);
 * - `past`: a fact that ended before it, stated only with its period ("X was CEO until 2014");
 * - `disputed`: a Contested fact, stated with every side and its sources;
 * - `source`: a document's own sentence that states no fact the store governs (cited, dated by its document).
 */
export const STANDINGS = ['established', 'past', 'disputed', 'source'] as const;
export type Standing = (typeof STANDINGS)[number];

/** One exact span a sentence rests on: document, revision and characters [start, end) of its text. */
export interface Citation {
  docId: string;
  revision: number;
  /** The publisher. */
  source: string;
  title: string | null;
  /** The revision's date (ISO), or null for an undated document. */
  documentTime: string | null;
  start: number;
  end: number;
  /** The span's text, exactly: `revisionText.slice(start, end)`. */
  quote: string;
  /** The governed fact this span is evidence of, or null for a plain source sentence. */
  nuggetId: string | null;
}

/** Do two citations name the same span of the same revision? */
export function sameSpan(a: Citation, b: Citation): boolean {
  return a.docId === b.docId && a.revision === b.revision && a.start === b.start && a.end === b.end;
}

/**
 * An answer's sources as a reader sees them: each distinct span once, numbered from 1 in order of
 * first citation, and each sentence's numbers ("… [1][2]") — what the CLI and the web page print.
 */
export function numberedCitations(sentences: readonly AnswerSentence[]): { sources: Citation[]; numbers: number[][] } {
  const sources: Citation[] = [];
  const numbers = sentences.map((s) =>
    s.citations.map((c) => {
      const at = sources.findIndex((x) => sameSpan(x, c));
      if (at >= 0) return at + 1;
      sources.push(c);
      return sources.length;
    }),
  );
  return { sources, numbers };
}

export interface AnswerSentence {
  text: string;
  standing: Standing;
  citations: Citation[];
  /** The governed facts the sentence states. */
  nuggetIds: string[];
  /** In [0, 1]: how sure the pipeline is that the sentence is supported and answers the question. */
  confidence: number;
}

/** A Crucible Q&A nugget: a question a good answer addresses and its answer, with where it came from. */
export interface QaNugget {
  question: string;
  answer: string;
  /** Pool items (`f3` facts, `p12` passages) stating it. */
  from: string[];
  /** Ranking score, higher first. */
  score: number;
}

/** A GINGER facet: the information nuggets detected in passages that say the same thing. */
export interface Facet {
  /** The nuggets' texts, best first. */
  nuggets: string[];
  /** Pool items the nuggets come from. */
  from: string[];
  score: number;
}

/** A model step that gave no usable reply; the answer says what it did instead. */
export interface StepFailure {
  step: string;
  reasons: string[];
  reply: string;
}

export interface Answer {
  question: string;
  /** The asked period, ISO bounds (null: unbounded), and where it came from. */
  time: { start: string | null; end: string | null; from: 'option' | 'question' | 'now' };
  pipeline: Pipeline;
  mode: AnswerMode;
  /** True in offline mode, or when a model step failed and the offline rule stood in for it. */
  approximate: boolean;
  /** The sentences joined, in order. */
  text: string;
  sentences: AnswerSentence[];
  /** Why the answer is empty or partial ("no fact valid in 1850 matches"), else null. */
  note: string | null;
  /** What the pipeline worked from: the Q&A nuggets (Crucible), the facets (GINGER), the rewrites. */
  trace: { nuggets?: QaNugget[]; facets?: Facet[]; rewrites?: string[]; polished?: boolean; withheld: number };
  failures: StepFailure[];
}
