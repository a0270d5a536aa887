// Who may write. Write endpoints are refused (403) unless the server was started with writes allowed;
// with a token configured they also need `Authorization: Bearer <token>` (401 otherwise). Tokens are
// compared as SHA-256 digests in constant time, so neither the content nor the length of the
// expected token leaks through response timing. Web Crypto only: this module runs anywhere.

import { ApiError } from './errors.js';

export interface WriteAccess {
  allowWrites: boolean;
  /** When set (non-empty), writes need this bearer token. */
  token?: string;
}

const encoder = new TextEncoder();

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** Compares two secrets without an early exit. */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([digest(a), digest(b)]);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/** Throws the 403 or 401 a write request gets; returns when it may proceed. */
export async function checkWrite(access: WriteAccess, authorization: string | undefined): Promise<void> {
  if (!access.allowWrites) {
    throw new ApiError(403, 'FORBIDDEN', 'writes are disabled: start the server with --allow-writes');
  }
  if (access.token === undefined || access.token === '') return;
  const challenge = { 'www-authenticate': 'Bearer realm="nuggetindex"' };
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  if (!m) throw new ApiError(401, 'UNAUTHORIZED', 'this write needs "Authorization: Bearer <token>"', 'authorization', challenge);
  if (!(await sameSecret(m[1]!, access.token))) throw new ApiError(401, 'UNAUTHORIZED', 'the bearer token is not valid', 'authorization', challenge);
}
