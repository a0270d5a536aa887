// The records of nugget evaluation (AutoNuggetizer, Pradeep et al. SIGIR 2025): an information
// nugget of a question's answer key, its importance (vital / okay) and, against one answer, its
// assignment (support / partial_support / not_support). These are not governed `Nugget` records:
// they are the evaluator's answer key, written in the words of the TREC RAG tooling
// (castorini/nuggetizer) so its files read and write unchanged.

/** How much a nugget matters to the question (paper §4): "vital" must be in a good answer, "okay" is good to have. */
export type Importance = 'vital' | 'okay';
export const IMPORTANCES: readonly Importance[] = ['vital', 'okay'];

/** How far an answer states a nugget (paper §4.2). */
export type Assignment = 'support' | 'partial_support' | 'not_support';
export const ASSIGNMENTS: readonly Assignment[] = ['support', 'partial_support', 'not_support'];

/** Which way a step ran: a model through the OpenAI-compatible client, or the offline approximation. */
export type NuggetMode = 'llm' | 'offline';

/** Where a nugget proposed from the governed store comes from. */
export interface NuggetProvenance {
  /** The governed nugget's id (several when the nugget names a dispute). */
  nuggetIds: string[];
  /** Its evidence: document, revision and character span. */
  evidence: { docId: string; revision: number; start: number; end: number }[];
  /** "active", or "contested" when the nugget names a dispute. */
  status: 'active' | 'contested';
  /** The validity of the fact, ISO-8601 bounds (null: open); absent for nuggets of undated passages. */
  validity?: { start: string | null; end: string | null };
}

/** An information nugget of the answer key. */
export interface ScoredNugget {
  /** 1–12 words in the paper's prompt; a statement a judge can check an answer against. */
  text: string;
  /** Null when its importance batch failed (written "failed", as nuggetizer does). */
  importance: Importance | null;
  /** Set when the nugget was proposed from the governed store. */
  provenance?: NuggetProvenance;
}

/** A nugget with its label against one answer; null when the labelling batch failed (never a default label). */
export interface AssignedNugget extends ScoredNugget {
  assignment: Assignment | null;
}

/** A passage of a question's pool. */
export interface Passage {
  docid: string;
  text: string;
}

/** A question and the passages its nuggets are created from (nuggetizer's `Request`). */
export interface NuggetTopic {
  qid: string;
  query: string;
  candidates: Passage[];
}

/** An answer to evaluate: one run's answer to one question, as plain text. */
export interface RunAnswer {
  runId: string;
  qid: string;
  /** The answer's text (sentences joined). */
  text: string;
  /** The question, when the run file carries it. */
  query?: string;
  /** Words of the answer as the run file states it (`response_length`); default: counted. */
  responseLength?: number;
}

/** A step whose model reply stayed unusable after its retries: nothing is guessed for its nuggets. */
export interface BatchFailure {
  step: 'create' | 'importance' | 'assign';
  qid: string;
  runId?: string;
  /** Which batch of the step (0-based): a window of passages or a batch of nuggets. */
  batch: number;
  /** Why each attempt was refused, in order. */
  reasons: string[];
  /** The last raw reply, as the model sent it. */
  reply: string;
}
