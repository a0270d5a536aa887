// Values as the nugget rows' own columns hold them in a format-5 SQLite store: the lifecycle state
// as a small integer, a hash id as 12 bytes, and the order SQLite sorts ids in whichever way each is
// stored.

import type { Nugget } from '../../model/nugget.js';
import { HASH_ID } from '../../model/ids.js';

export const STATUS_CODES = ['active', 'deprecated', 'contested'] as const;

/** A lifecycle state as the status column holds it: an integer for the known three, else the text. */
export function statusCode(status: string): number | string {
  const i = (STATUS_CODES as readonly string[]).indexOf(status);
  return i >= 0 ? i : status;
}
export function statusOf(code: unknown): Nugget['epistemic']['status'] {
  return (typeof code === 'number' || typeof code === 'bigint' ? STATUS_CODES[Number(code)] : code) as Nugget['epistemic']['status'];
}
export const CONTESTED_CODE = 2;

/** A nugget id as the id column holds it: a hash id ("n" + 24 hex digits) as 12 bytes, any other as text. */
export function packId(id: string): Buffer | string {
  return HASH_ID.test(id) ? Buffer.from(id.slice(1), 'hex') : id;
}
export function unpackId(v: unknown): string {
  if (typeof v === 'string') return v;
  const b = v as Uint8Array;
  return 'n' + Buffer.from(b.buffer, b.byteOffset, b.length).toString('hex');
}

/** Orders ids as SQLite orders text (UTF-8 bytes, i.e. code points), whichever way each is stored. */
export function compareIds(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (code points past U+FFFF) sort after every other unit in UTF-8, not before U+E000.
    if (x >= 0xd800 && y >= 0xd800) return (a.codePointAt(i) ?? x) - (b.codePointAt(i) ?? y);
    return x - y;
  }
  return a.length - b.length;
}
