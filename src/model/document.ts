// A source document as a user supplies it (one JSONL line), validated at the boundary.

import { z } from 'zod';
import { NuggetIndexError } from './errors.js';
import { issueMessage } from './jsonl.js';
import { parseIsoTime, type Instant } from './time.js';

/**
 * Encyclopedic text narrates history (an undated sentence happens when its paragraph or section is
 * telling); news describes the present at its date. Extractors guess it when a document says nothing.
 */
export const GENRES = ['encyclopedic', 'news'] as const;
export type Genre = (typeof GENRES)[number];

/** The JSONL input contract: `id` and `text` required, the rest optional. */
export const documentInputSchema = z.object({
  id: z.string().trim().min(1, 'must be a non-empty string'),
  // Some non-white-space character: what s.trim() !== '' says, without copying the whole text.
  text: z.string().refine((s) => /\S/.test(s), 'must be a non-empty string'),
  /** The document's timestamp t_d (ISO-8601); defaults to the ingest time. */
  date: z.string().optional(),
  /** Publisher, for source independence; defaults to the id. */
  source: z.string().trim().min(1).optional(),
  title: z.string().optional(),
  /** Key scope (`global`, `user:…`, `group:…`); defaults to `global`. */
  scope: z.string().trim().min(1).optional(),
  url: z.string().optional(),
  /** `encyclopedic` or `news`; default: guessed by the extractor. */
  genre: z.enum(GENRES).optional(),
});

export type DocumentInput = z.input<typeof documentInputSchema>;

/** Checks one input document, dates included; errors name the field (the caller adds file and line). */
export function validateDocumentInput(input: unknown): DocumentInput {
  const parsed = documentInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || '(document)';
    const message = issueMessage(issue, input);
    throw new NuggetIndexError('INVALID_INPUT', `${field}: ${message}`, { field });
  }
  if (parsed.data.date !== undefined) parseIsoTime(parsed.data.date, 'date');
  return parsed.data;
}

/**
 * What an encyclopedic page says its subject is: the subject's names (keyed like Stage 2 keys
 * subjects) and the page's defining sentence, which retrieval indexes with the nuggets about it.
 */
export interface PageDescription {
  docId: string;
  revision: number;
  names: string[];
  description: string;
}

/** A validated document with its timestamp resolved. */
export interface SourceDocument {
  id: string;
  text: string;
  /** t_d in epoch ms. */
  time: Instant;
  /** False when `date` was absent and t_d fell back to the ingest time. */
  dated: boolean;
  source: string;
  title: string | null;
  scope: string;
  url: string | null;
  /** As the input says, or null for the extractor to guess. */
  genre: Genre | null;
}

/**
 * Validates one input document; errors name the field (the caller adds file and line).
 *
 * @example toSourceDocument({ id: 'a', text: 'Acme is headquartered in Boston.', date: '2020-01-01' }, Date.now(), 'global')
 */
export function toSourceDocument(input: unknown, now: Instant, defaultScope: string): SourceDocument {
  const d = plainDocumentInput(input) ?? validateDocumentInput(input);
  const time = d.date === undefined ? now : parseIsoTime(d.date, 'date').t;
  return {
    id: d.id.trim(),
    text: d.text,
    time,
    dated: d.date !== undefined,
    source: d.source ?? d.id.trim(),
    title: d.title ?? null,
    scope: d.scope ?? defaultScope,
    url: d.url ?? null,
    genre: d.genre ?? null,
  };
}

/**
 * What documentInputSchema makes of a plain object that satisfies it, checked field by field (a
 * document per ingest call; the schema's parse costs more than the rest of reading it); null for
 * anything else, which the schema then checks and explains. Dates are checked as
 * validateDocumentInput checks them.
 */
function plainDocumentInput(input: unknown): DocumentInput | null {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return null;
  const { id, text, date, source, title, scope, url, genre } = input as Record<string, unknown>;
  if (typeof id !== 'string' || typeof text !== 'string' || !/\S/.test(text)) return null;
  const optional = (v: unknown) => v === undefined || typeof v === 'string';
  if (!optional(date) || !optional(source) || !optional(title) || !optional(scope) || !optional(url)) return null;
  if (genre !== undefined && !(GENRES as readonly unknown[]).includes(genre)) return null;
  const trimmed = (v: unknown) => (v === undefined ? undefined : (v as string).trim());
  const d = { id: id.trim(), text, date, source: trimmed(source), title, scope: trimmed(scope), url, genre } as DocumentInput;
  if (d.id === '' || d.source === '' || d.scope === '') return null;
  if (d.date !== undefined) parseIsoTime(d.date, 'date');
  return d;
}
