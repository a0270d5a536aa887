// The on-disk embedding cache (Node only): one append-only file per model beside the store
// (`.nuggetindex-cache/embeddings/<model hash>.vec`), read whole at the first lookup. A record is
// its key, its length and its Float32 values; a record cut short by an interrupted run is ignored
// (and overwritten by the next append's rewrite), so the file never yields a wrong vector.

import { appendFileSync, existsSync, mkdirSync, readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import type { EmbeddingCache } from '../embed/endpoint.js';
import { contentHash } from '../model/ids.js';

/** The default embedding cache folder for a store file's folder. */
export function defaultEmbeddingCacheDir(storeDir: string): string {
  return join(storeDir, '.nuggetindex-cache', 'embeddings');
}

export class FileEmbeddingCache implements EmbeddingCache {
  private vectors: Map<string, Float32Array> | null = null;
  private readonly file: string;

  constructor(
    readonly dir: string,
    model: string,
  ) {
    this.file = join(dir, `${contentHash('embedding-file', model)}.vec`);
  }

  get size(): number {
    return this.read().size;
  }

  get(key: string): Float32Array | undefined {
    return this.read().get(key);
  }

  set(key: string, vector: Float32Array): void {
    const vectors = this.read();
    if (vectors.has(key)) return;
    vectors.set(key, vector);
    const k = Buffer.from(key, 'utf8');
    const record = Buffer.alloc(2 + k.length + 4 + vector.byteLength);
    record.writeUInt16LE(k.length, 0);
    k.copy(record, 2);
    record.writeUInt32LE(vector.length, 2 + k.length);
    Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).copy(record, 6 + k.length);
    mkdirSync(this.dir, { recursive: true });
    appendFileSync(this.file, record);
  }

  private read(): Map<string, Float32Array> {
    if (this.vectors) return this.vectors;
    const vectors = new Map<string, Float32Array>();
    if (existsSync(this.file)) {
      const bytes = readFileSync(this.file);
      let at = 0;
      while (at + 2 <= bytes.length) {
        const keyLength = bytes.readUInt16LE(at);
        if (at + 6 + keyLength > bytes.length) break;
        const key = bytes.toString('utf8', at + 2, at + 2 + keyLength);
        const n = bytes.readUInt32LE(at + 2 + keyLength);
        const end = at + 6 + keyLength + 4 * n;
        if (end > bytes.length) break;
        vectors.set(key, new Float32Array(bytes.buffer.slice(bytes.byteOffset + at + 6 + keyLength, bytes.byteOffset + end)));
        at = end;
      }
      // A torn last record (an interrupted write) is cut off, so the next append starts clean.
      if (at < bytes.length) truncateSync(this.file, at);
    }
    this.vectors = vectors;
    return vectors;
  }
}
