// Reading documents from disk (Node only): JSONL files (one document per line) and folders of
// .txt/.md files. A file is validated completely before anything of it is ingested, so a bad line
// aborts that file with its name and line number — or, with skipInvalid, is reported and skipped.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { NuggetIndexError } from '../model/errors.js';
import { validateDocumentInput, type DocumentInput } from '../model/document.js';
import { jsonLines, requireObject } from '../model/jsonl.js';
import { parseIsoTime } from '../model/time.js';

export interface CorpusFile {
  /** The file path as given (or the folder for folder inputs). */
  file: string;
  documents: DocumentInput[];
  /** Lines that were invalid and skipped (only with skipInvalid). */
  skipped: { file: string; line: number; message: string }[];
}

export interface ReadOptions {
  skipInvalid?: boolean;
  /** Date for folder documents without a `date:` line (ISO). */
  date?: string;
}

/** Reads one input path: a .jsonl/.json file or a folder. */
export function readCorpus(path: string, options: ReadOptions = {}): CorpusFile {
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new NuggetIndexError('NOT_FOUND', `${path}: no such file or folder`, { file: path });
  }
  return st.isDirectory() ? readFolder(path, options) : readJsonl(path, options);
}

function readJsonl(file: string, options: ReadOptions): CorpusFile {
  const documents: DocumentInput[] = [];
  const skipped: CorpusFile['skipped'] = [];
  const skip = options.skipInvalid
    ? (e: NuggetIndexError) => skipped.push({ file, line: e.location.line!, message: e.message.slice(`${file}:${e.location.line}: `.length) })
    : undefined;
  jsonLines(
    readText(file),
    file,
    (value) => {
      documents.push(validateDocumentInput(requireObject(value, 'with "id" and "text"')));
    },
    skip,
  );
  return { file, documents, skipped };
}

function readFolder(dir: string, options: ReadOptions): CorpusFile {
  if (options.date !== undefined) parseIsoTime(options.date, '--date');
  const documents: DocumentInput[] = [];
  const skipped: CorpusFile['skipped'] = [];
  for (const file of listFiles(dir)) {
    const text = readText(file);
    const id = relative(dir, file).split(sep).join('/');
    const { meta, body } = frontMatter(text);
    const date = meta.date ?? options.date;
    if (date !== undefined) {
      try {
        parseIsoTime(date, 'date');
      } catch (err) {
        const message = `${(err as Error).message}`;
        if (options.skipInvalid) {
          skipped.push({ file, line: meta.dateLine ?? 1, message });
          continue;
        }
        throw new NuggetIndexError('INVALID_INPUT', `${file}:${meta.dateLine ?? 1}: ${message}`, { file, line: meta.dateLine ?? 1, field: 'date' });
      }
    }
    if (body.trim() === '') {
      if (options.skipInvalid) {
        skipped.push({ file, line: 1, message: 'empty document' });
        continue;
      }
      throw new NuggetIndexError('INVALID_INPUT', `${file}: empty document`, { file, field: 'text' });
    }
    const title = meta.title ?? /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
    documents.push({
      id,
      text: body,
      ...(date ? { date } : {}),
      ...(meta.source ? { source: meta.source } : {}),
      ...(title ? { title } : {}),
      ...(meta.scope ? { scope: meta.scope } : {}),
    });
  }
  return { file: dir, documents, skipped };
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (['.txt', '.md'].includes(extname(entry.name).toLowerCase())) out.push(path);
  }
  return out;
}

/** `key: value` lines at the top of a file, optionally fenced by `---`, e.g. `date: 2020-05-01`. */
function frontMatter(text: string): { meta: { date?: string; dateLine?: number; title?: string; source?: string; scope?: string }; body: string } {
  const lines = text.split('\n');
  const meta: { date?: string; dateLine?: number; title?: string; source?: string; scope?: string } = {};
  let i = 0;
  const fenced = lines[0]?.trim() === '---';
  if (fenced) i = 1;
  for (; i < lines.length; i++) {
    const m = /^(date|title|source|scope)\s*:\s*(.+?)\s*$/i.exec(lines[i]!);
    if (!m) break;
    const key = m[1]!.toLowerCase() as 'date' | 'title' | 'source' | 'scope';
    meta[key] = m[2]!;
    if (key === 'date') meta.dateLine = i + 1;
  }
  if (fenced && lines[i]?.trim() === '---') i++;
  else if (fenced) return { meta: {}, body: text };
  return { meta, body: lines.slice(i).join('\n') };
}

/** A whole JSON file, with a clear error naming the file when it is not JSON. */
export function readJson(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new NuggetIndexError('INVALID_INPUT', `${file}: not valid JSON (${(err as Error).message})`, { file });
  }
}

export interface BatchQuery {
  id: string;
  query: string;
  time?: string;
}

/** A query batch: JSONL lines `{id, query, time?}`; a bad line names the file and line. */
export function readQueries(file: string): BatchQuery[] {
  const out: BatchQuery[] = [];
  jsonLines(readText(file), file, (value, line) => {
    const q = requireObject(value, '{id, query, time?}');
    const bad = (message: string, field: string): never => {
      throw new NuggetIndexError('INVALID_INPUT', `${field}: ${message}`, { field });
    };
    if (typeof q.query !== 'string' || q.query.trim() === '') bad('is required', 'query');
    if (q.id !== undefined && typeof q.id !== 'string' && typeof q.id !== 'number') bad('must be a string or number', 'id');
    if (q.time !== undefined) {
      if (typeof q.time !== 'string') bad('must be an ISO date string', 'time');
      parseIsoTime(q.time as string, 'time');
    }
    out.push({ id: q.id === undefined ? String(line) : String(q.id), query: q.query as string, ...(q.time !== undefined ? { time: q.time as string } : {}) });
  });
  return out;
}

/** A whole text file; a missing or unreadable file is NOT_FOUND naming it. */
export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new NuggetIndexError('NOT_FOUND', `${file}: cannot read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { file });
  }
}
