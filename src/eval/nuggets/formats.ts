// The JSON Lines files of the TREC RAG nugget tooling (castorini/nuggetizer), read and written in
// their shapes so existing pools, answer runs, nugget and assignment files work unchanged:
// - pool (create input): {"query": {"qid", "text"}, "candidates": [{"docid", "doc": {"segment"}}]}
// - nuggets (create output): {"query", "qid", "nuggets": [{"text", "importance"}]}
// - answers (a TREC 2024 RAG run): {"run_id", "topic_id", "topic", "references", "response_length", "answer": [{"text", "citations"}]}
// - assignments (assign output): {"query", "qid", "answer_text", "response_length", "run_id", "nuggets": [{"text", "importance", "assignment"}]}
// - metrics: {"qid", "strict_vital_score", "strict_all_score", "vital_score", "all_score"}, then {"qid": "all", …}
// Our additions are extra keys nuggetizer ignores: "mode" and "approximate" on every record, a
// nugget's "provenance", and "run_id" on metrics lines. A bad line names file, line and field.

import { z } from 'zod';
import { NuggetIndexError } from '../../model/errors.js';
import { issueMessage, jsonLines } from '../../model/jsonl.js';
import { ASSIGNMENTS, IMPORTANCES, type AssignedNugget, type NuggetMode, type NuggetTopic, type RunAnswer, type ScoredNugget } from './records.js';
import type { NuggetScores } from './scores.js';
import type { StaleFact } from './stale-facts.js';

/** One question's nugget list (a line of a nuggets file). */
export interface NuggetList {
  qid: string;
  query: string;
  nuggets: ScoredNugget[];
  mode?: NuggetMode;
}

/** One answer's assigned nuggets (a line of an assignments file). */
export interface AssignmentRecord {
  qid: string;
  query: string;
  runId: string;
  answerText: string;
  responseLength: number;
  nuggets: AssignedNugget[];
  mode?: NuggetMode;
  /** Facts the answer states that the store holds as not valid at the question's time (assign with a store). */
  staleFacts?: StaleFact[];
}

/** One metrics line: an answer's scores, or (qid "all") a run's means. */
export interface MetricsRecord {
  qid: string;
  runId: string;
  scores: NuggetScores;
}

const text = z.string().trim().min(1, 'must be a non-empty string');
const id = z.union([text, z.number().transform(String)]);

const poolLine = z.object({
  query: z.object({ qid: id, text }),
  candidates: z.array(
    z.object({
      docid: id,
      doc: z.object({ segment: z.string().optional(), contents: z.string().optional() }).refine((d) => d.segment !== undefined || d.contents !== undefined, {
        message: 'needs "segment" (or "contents")',
      }),
      judgment: z.number().optional(),
    }),
  ),
});

/** A label, "failed" (its batch failed) or null; anything else names the value and the labels allowed. */
function label(values: readonly string[]) {
  const allowed = [...values, 'failed'];
  return z.union([z.enum(values as [string, ...string[]]), z.literal('failed'), z.null()], {
    error: (issue) => `${JSON.stringify(issue.input) ?? String(issue.input)} is not one of ${allowed.join(', ')}`,
  });
}
const importance = label(IMPORTANCES);
const assignment = label(ASSIGNMENTS);
const provenance = z
  .object({
    nuggetIds: z.array(z.string()),
    evidence: z.array(z.object({ docId: z.string(), revision: z.number(), start: z.number(), end: z.number() })),
    status: z.enum(['active', 'contested']),
    validity: z.object({ start: z.string().nullable(), end: z.string().nullable() }).optional(),
  })
  .optional();
const mode = z.enum(['llm', 'offline']).optional();

const nuggetsLine = z.object({
  query: text,
  qid: id,
  nuggets: z.array(z.object({ text, importance: importance.optional(), provenance })),
  mode,
});

const answersLine = z.object({
  run_id: id.optional(),
  topic_id: id,
  topic: z.string().optional(),
  references: z.array(z.string()).optional(),
  response_length: z.number().optional(),
  answer: z.array(z.object({ text: z.string(), citations: z.array(z.number()).optional() })),
});

const assignmentsLine = z.object({
  query: text,
  qid: id,
  answer_text: z.string(),
  response_length: z.number().optional(),
  run_id: id,
  nuggets: z.array(z.object({ text, importance: importance.optional(), assignment, provenance })),
  mode,
  stale_facts: z
    .array(
      z.object({
        nuggetId: z.string(),
        text: z.string(),
        reason: z.enum(['deprecated', 'ended', 'not yet valid']),
        validity: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
        passage: z.string(),
        current: z.array(z.object({ nuggetId: z.string(), text: z.string() })),
      }),
    )
    .optional(),
});

/** Parses every line of `content` with `schema`; the first bad line throws INVALID_INPUT naming file, line and field. */
function readLines<S extends z.ZodTypeAny>(content: string, file: string, schema: S, what: string): z.output<S>[] {
  const out: z.output<S>[] = [];
  jsonLines(content, file, (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || '(record)';
      const message = issueMessage(issue, value);
      throw new NuggetIndexError('INVALID_INPUT', `${field}: ${message} (a line of ${what})`, { field });
    }
    out.push(parsed.data);
  });
  return out;
}

/**
 * A pool file: each question with its candidate passages, in rank order. Candidates judged below
 * `minJudgment` are left out (nuggetizer's `--min-judgment`); unjudged ones are kept.
 *
 * @example readPool('{"query":{"qid":"q1","text":"What is Python?"},"candidates":[{"docid":"d1","doc":{"segment":"Python is a language."}}]}', 'pool.jsonl')[0]!.candidates[0]!.text // 'Python is a language.'
 */
export function readPool(content: string, file: string, minJudgment?: number): NuggetTopic[] {
  return readLines(content, file, poolLine, 'a pool file: {"query": {"qid", "text"}, "candidates": [...]}').map((r) => ({
    qid: r.query.qid,
    query: r.query.text,
    candidates: r.candidates
      .filter((c) => minJudgment === undefined || c.judgment === undefined || c.judgment >= minJudgment)
      .map((c) => ({ docid: c.docid, text: c.doc.segment ?? c.doc.contents ?? '' })),
  }));
}

/**
 * A nuggets file. A nugget without importance is vital (as nuggetizer reads it).
 *
 * @example readNuggets('{"query":"q","qid":"1","nuggets":[{"text":"a","importance":"okay"}]}', 'n.jsonl')[0]!.nuggets[0]!.importance // 'okay'
 */
export function readNuggets(content: string, file: string): NuggetList[] {
  return readLines(content, file, nuggetsLine, 'a nuggets file: {"query", "qid", "nuggets": [{"text", "importance"}]}').map((r) => ({
    qid: r.qid,
    query: r.query,
    nuggets: r.nuggets.map((n) => ({ text: n.text, importance: importanceOf(n.importance), ...(n.provenance ? { provenance: n.provenance } : {}) })),
    ...(r.mode ? { mode: r.mode } : {}),
  }));
}

/**
 * An answers file (TREC 2024 RAG format): the answer's sentences joined with spaces, as nuggetizer
 * judges them. The run id is the record's `run_id`, else `defaultRunId` (nuggetizer uses the file name).
 *
 * @example readAnswers('{"run_id":"r1","topic_id":"q1","answer":[{"text":"A.","citations":[0]},{"text":"B."}]}', 'run.jsonl', 'run')[0]!.text // 'A. B.'
 */
export function readAnswers(content: string, file: string, defaultRunId: string): RunAnswer[] {
  return readLines(content, file, answersLine, 'an answers file: {"run_id", "topic_id", "answer": [{"text", "citations"}]}').map((r) => ({
    runId: r.run_id ?? defaultRunId,
    qid: r.topic_id,
    text: r.answer
      .map((s) => s.text.trim())
      .filter((s) => s !== '')
      .join(' '),
    ...(r.topic !== undefined ? { query: r.topic } : {}),
    ...(r.response_length !== undefined ? { responseLength: r.response_length } : {}),
  }));
}

/** An assignments file; "failed" labels read as null (no label). */
export function readAssignments(content: string, file: string): AssignmentRecord[] {
  return readLines(
    content,
    file,
    assignmentsLine,
    'an assignments file: {"query", "qid", "answer_text", "run_id", "nuggets": [{"text", "importance", "assignment"}]}',
  ).map(assignmentRecordOf);
}

/**
 * One assignments record already parsed from JSON (a request body's element, not a file line),
 * checked by the same rules as `readAssignments`; a bad one throws INVALID_INPUT naming the field
 * (`nuggets.0.assignment`).
 *
 * @example assignmentRecordFrom({ query: 'q', qid: '1', answer_text: 'A.', run_id: 'r', nuggets: [{ text: 'a', importance: 'vital', assignment: 'support' }] }).runId // 'r'
 */
export function assignmentRecordFrom(value: unknown): AssignmentRecord {
  const parsed = assignmentsLine.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || '(record)';
    throw new NuggetIndexError('INVALID_INPUT', `${field}: ${issueMessage(issue, value)} (an assignments record)`, { field });
  }
  return assignmentRecordOf(parsed.data);
}

function assignmentRecordOf(r: z.output<typeof assignmentsLine>): AssignmentRecord {
  return {
    qid: r.qid,
    query: r.query,
    runId: r.run_id,
    answerText: r.answer_text,
    responseLength: r.response_length ?? wordCount(r.answer_text),
    nuggets: r.nuggets.map((n) => ({
      text: n.text,
      importance: importanceOf(n.importance),
      assignment: n.assignment === 'failed' || n.assignment === null ? null : (n.assignment as AssignedNugget['assignment']),
      ...(n.provenance ? { provenance: n.provenance } : {}),
    })),
    ...(r.mode ? { mode: r.mode } : {}),
    ...(r.stale_facts ? { staleFacts: r.stale_facts } : {}),
  };
}

export function wordCount(s: string): number {
  return s.split(/\s+/).filter((w) => w !== '').length;
}

/** A file's importance: absent is vital (as nuggetizer reads it), "failed" is no label. */
function importanceOf(value: string | null | undefined): ScoredNugget['importance'] {
  if (value === undefined) return 'vital';
  return value === 'failed' || value === null ? null : (value as ScoredNugget['importance']);
}

function modeKeys(mode: NuggetMode | undefined): Record<string, unknown> {
  return mode === undefined ? {} : { mode, approximate: mode === 'offline' };
}

function nuggetJson(n: ScoredNugget): Record<string, unknown> {
  return { text: n.text, importance: n.importance ?? 'failed', ...(n.provenance ? { provenance: n.provenance } : {}) };
}

/** A nuggets-file line, keys in nuggetizer's order. */
export function nuggetListJson(list: NuggetList): Record<string, unknown> {
  return { query: list.query, qid: list.qid, nuggets: list.nuggets.map(nuggetJson), ...modeKeys(list.mode) };
}

/** An assignments-file line; a nugget with no label is written "failed", as nuggetizer does. */
export function assignmentJson(r: AssignmentRecord): Record<string, unknown> {
  return {
    query: r.query,
    qid: r.qid,
    answer_text: r.answerText,
    response_length: r.responseLength,
    run_id: r.runId,
    nuggets: r.nuggets.map((n) => ({ ...nuggetJson(n), assignment: n.assignment ?? 'failed' })),
    ...modeKeys(r.mode),
    ...(r.staleFacts ? { stale_facts: r.staleFacts } : {}),
  };
}

/** A metrics line, nuggetizer's keys and order, with the run id beside them. */
export function metricsJson(m: MetricsRecord): Record<string, unknown> {
  return {
    qid: m.qid,
    strict_vital_score: m.scores.vitalStrict,
    strict_all_score: m.scores.allStrict,
    vital_score: m.scores.vital,
    all_score: m.scores.all,
    run_id: m.runId,
  };
}

const metricsLine = z.object({
  qid: id,
  strict_vital_score: z.number(),
  strict_all_score: z.number(),
  vital_score: z.number(),
  all_score: z.number(),
  run_id: id.optional(),
});

/** A metrics file (ours or nuggetizer's, whose lines carry no run id: `defaultRunId` then). */
export function readMetrics(content: string, file: string, defaultRunId: string): MetricsRecord[] {
  return readLines(content, file, metricsLine, 'a metrics file: {"qid", "strict_vital_score", "strict_all_score", "vital_score", "all_score"}').map((r) => ({
    qid: r.qid,
    runId: r.run_id ?? defaultRunId,
    scores: { vitalStrict: r.strict_vital_score, vital: r.vital_score, allStrict: r.strict_all_score, all: r.all_score },
  }));
}

/** Lines of JSON, one record each, ending in a newline. */
export function toJsonLines(records: readonly object[]): string {
  return records.map((r) => JSON.stringify(r)).join('\n') + (records.length > 0 ? '\n' : '');
}
