// The on-disk LLM answer cache (Node only): one small JSON file per answer, named by its content
// key (`<dir>/<first two hex digits>/<key>.json`), so a cache directory can be shared, copied or
// pruned with ordinary tools. Writes go to a temporary file that is renamed into place, so an
// interrupted run never leaves a half-written entry; an entry that is corrupt anyway (edited,
// truncated by a full disk) reads as a miss and is rewritten by the next answer.

import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEntry, serializeEntry, type CachedAnswer, type LlmCache } from '../llm/cache.js';
import { NuggetIndexError } from '../model/errors.js';

/** The default cache folder for a store file: `.nuggetindex-cache/llm` beside it. */
export function defaultLlmCacheDir(storeDir: string): string {
  return join(storeDir, '.nuggetindex-cache', 'llm');
}

let sequence = 0;

export class FileLlmCache implements LlmCache {
  /** Entries that existed but could not be read as entries, since this cache was opened. */
  corrupt = 0;

  /** @param dir the cache folder; created on the first write. */
  constructor(readonly dir: string) {}

  /** The file of a key. */
  fileOf(key: string): string {
    if (!/^[0-9a-f]{64}$/.test(key))
      throw new NuggetIndexError('INVALID_INPUT', `cache key: "${key}" is not a SHA-256 hex digest`, { field: 'key', value: key });
    return join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  async get(key: string): Promise<CachedAnswer | null> {
    let text: string;
    try {
      text = await readFile(this.fileOf(key), 'utf8');
    } catch {
      return null;
    }
    const entry = parseEntry(text, key);
    if (!entry) this.corrupt++;
    return entry;
  }

  async set(key: string, answer: CachedAnswer): Promise<void> {
    const file = this.fileOf(key);
    const tmp = `${file}.${process.pid}-${++sequence}.tmp`;
    try {
      await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
      await writeFile(tmp, serializeEntry(key, answer, new Date()));
      await rename(tmp, file);
    } catch (e) {
      await rm(tmp, { force: true }).catch(() => undefined);
      throw new NuggetIndexError('STORE_ERROR', `${this.dir}: cannot write an LLM cache entry (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, {
        file: this.dir,
      });
    }
  }
}
