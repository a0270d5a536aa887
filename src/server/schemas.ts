// The request schemas of the HTTP API: query parameters, path parameters and JSON bodies. They are
// the one source of truth twice over — the router validates every request with them, and
// /openapi.json is generated from them — so the document cannot drift from what is enforced.
// Ranges and defaults follow the CLI's (k 1–1000, default 10; view `active`).

import { z } from 'zod';
import { DEFER_REASONS, DEFERRED_STATUSES, documentInputSchema, parseIsoTime, VIEWS } from '../index.js';

/** An integer query parameter in [min, max]; the message states the range, whatever went wrong. */
function intParam(min: number, max: number, description: string) {
  const message = `must be an integer from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).meta({ description });
}

/** `2008`, `2008-06`, `2008-06-15` or a timestamp: the forms `parseIsoTime` (and `query --time`) reads. */
const isoTime = z
  .string()
  .regex(/^\s*\d{4}(-\d{2}(-\d{2}(T.+)?)?)?\s*$/, { error: 'must be an ISO-8601 date (e.g. 2008, 2008-06 or 2008-06-15)' })
  .refine((s) => {
    try {
      parseIsoTime(s);
      return true;
    } catch {
      return false;
    }
  }, { error: 'is not a valid calendar date' });

// Not trimmed: the retrieval echoes the question exactly as `query --json` does.
const question = z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(2000, { error: 'must be at most 2000 characters' })
  .refine((s) => s.trim() !== '', { error: 'is required' });
const who = z.string().trim().min(1, { error: 'must be a non-empty string' }).max(200, { error: 'must be at most 200 characters' });
const reason = z.string({ error: 'is required' }).trim().min(1, { error: 'must be a non-empty string' }).max(2000, { error: 'must be at most 2000 characters' });
const bool = z.enum(['true', 'false'], { error: 'must be true or false' });

// ——— Query parameters (strict: an unknown parameter is refused, so a typo is never silently ignored)

export const retrieveQuery = z.strictObject({
  q: question.meta({ description: 'The question. Its words are ranked by BM25; "in 2012", "since 2019" set the time unless `time` is given.', example: 'Who is the CEO of Northwind Energy?' }),
  time: isoTime.optional().meta({ description: 'The date the question is about (2008, 2008-06, 2008-06-15); a year means the whole year. Default: from the question, else now.', example: '2012' }),
  view: z.enum(VIEWS, { error: `must be one of ${VIEWS.join(', ')}` }).default('active').meta({ description: 'active: current consensus; active_contested: also disputed facts, flagged; all: no governance (every state, every time).' }),
  k: intParam(1, 1000, 'Number of results.').default(10),
});

export const contextQuery = z.strictObject({
  q: retrieveQuery.shape.q,
  time: retrieveQuery.shape.time,
  k: intParam(1, 1000, 'Number of nuggets.').default(10),
});

export const subjectsQuery = z.strictObject({
  prefix: z.string().max(200, { error: 'must be at most 200 characters' }).optional().meta({ description: 'Only subjects matching this text (normalised like keys); default: all.', example: 'northwind' }),
  limit: intParam(1, 1000, 'At most this many subjects.').default(20),
});

export const disputesQuery = z.strictObject({
  limit: intParam(1, 1000, 'At most this many disputed keys.').default(50),
  decided: bool.optional().meta({ description: 'true: also keys a decision was recorded on (resolved or kept contested). Default false.' }),
});

export const reviewQuery = z.strictObject({
  status: z.enum([...DEFERRED_STATUSES, 'all'], { error: `must be one of ${[...DEFERRED_STATUSES, 'all'].join(', ')}` }).default('pending').meta({ description: 'Which queue items to list.' }),
  reason: z.enum(DEFER_REASONS, { error: `must be one of ${DEFER_REASONS.join(', ')}` }).optional().meta({ description: 'Only items deferred for this reason.' }),
  predicate: z.string().trim().min(1, { error: 'must be a non-empty string' }).max(200).optional().meta({ description: 'Only candidates of this schema predicate.' }),
  below: z.coerce.number({ error: 'must be a number from 0 to 1' }).min(0, { error: 'must be a number from 0 to 1' }).max(1, { error: 'must be a number from 0 to 1' }).optional().meta({ description: 'Only candidates whose confidence is below this.' }),
  limit: intParam(1, 10000, 'At most this many items.').optional(),
});

export const noQuery = z.strictObject({});

// ——— Path parameters

export const nuggetParams = z.strictObject({
  id: z.string().min(1).max(200, { error: 'must be at most 200 characters' }).meta({ description: 'A nugget id (as `id` in a retrieval result).' }),
});

export const subjectParams = z.strictObject({
  name: z.string().min(1).max(500, { error: 'must be at most 500 characters' }).meta({ description: 'A subject, as written or normalised ("Northwind Energy", "northwind energy").', example: 'Northwind Energy' }),
});

// ——— JSON bodies

export const ingestBody = z.strictObject({
  documents: z.array(documentInputSchema, { error: 'must be an array of documents' }).min(1, { error: 'must hold at least one document' }).max(1000, { error: 'at most 1000 documents per request' })
    .meta({ description: 'Documents as in a JSONL corpus line: id and text required; date, source, title, scope, url, genre optional. Committed one by one, in order.' }),
});

const candidateEdit = z.strictObject({
  subject: z.string().optional(),
  predicate: z.string().optional(),
  object: z.string().optional(),
  start: z.string().optional().meta({ description: 'ISO date the fact started.' }),
  end: z.string().optional().meta({ description: 'ISO date of the exclusive end.' }),
});

export const reviewBody = z.strictObject({
  actions: z.array(z.strictObject({
    id: z.string().min(1, { error: 'must be a queue item id' }),
    action: z.enum(['accept', 'drop'], { error: 'must be accept or drop' }),
    edit: candidateEdit.optional().meta({ description: 'Corrections applied before accepting.' }),
  }), { error: 'must be an array of actions' }).min(1, { error: 'must hold at least one action' }).max(10000)
    .meta({ description: 'Decisions, applied in one transaction: an unknown id fails them all.' }),
  by: who.optional().meta({ description: 'Who decides, recorded with each decision. Default "api".' }),
});

export const resolveBody = z.strictObject({
  winner: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200).meta({ description: 'The id of the contested nugget that is right.' }),
  reason: reason.meta({ description: 'Why, recorded with the decision.' }),
  by: who.optional().meta({ description: 'Who decides. Default "api".' }),
});

export const keepBody = z.strictObject({
  key: z.strictObject({
    subject: z.string({ error: 'is required' }),
    predicate: z.string({ error: 'is required' }),
    scope: z.string().optional().meta({ description: 'Default: the store\'s default scope (global).' }),
  }, { error: 'must be an object {subject, predicate, scope}' }).meta({ description: 'The disputed key, as in a dispute\'s `key`.' }),
  reason: reason.meta({ description: 'Why it stays contested.' }),
  by: who.optional().meta({ description: 'Who decides. Default "api".' }),
});
