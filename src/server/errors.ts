import { type ErrorCode, NuggetIndexError } from '../index.js';
// The HTTP API's one error shape, `{ error: { code, message, field } }`, and how every failure maps
// to it: a library NuggetIndexError keeps its code and field (STYLE §10), a request the API itself
// refuses is an ApiError, and anything unexpected is a 500 whose detail goes to the log, never to
// the client (no stack traces on the wire).

/** Codes the API adds to the library's: auth, size and routing refusals. */
export type ApiErrorCode = ErrorCode | 'UNAUTHORIZED' | 'FORBIDDEN' | 'TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'METHOD_NOT_ALLOWED' | 'INTERNAL';

export interface ErrorJson {
  error: { code: ApiErrorCode; message: string; field: string | null };
}

/** A refusal decided by the API layer (bad parameter, missing token, body too large, …). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 500,
    readonly code: ApiErrorCode,
    message: string,
    readonly field: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** HTTP status of a library error: the user's mistakes are 4xx, the store's failures 500. */
export function statusOf(code: ErrorCode): 400 | 404 | 500 {
  switch (code) {
    case 'INVALID_INPUT':
    case 'INVALID_SCHEMA':
      return 400;
    case 'NOT_FOUND':
      return 404;
    // A store of an unknown format was refused at startup; meeting one mid-request is the server's problem.
    case 'STORE_FORMAT':
    case 'STORE_ERROR':
      return 500;
  }
}

/** JSON error response with the API's headers. */
export function errorResponse(
  status: number,
  code: ApiErrorCode,
  message: string,
  field: string | null = null,
  headers: Record<string, string> = {},
): Response {
  const body: ErrorJson = { error: { code, message, field } };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/** Any thrown value as a response; unexpected ones are logged with their stack and answered as a bare 500. */
export function toErrorResponse(e: unknown, log: (line: string) => void): Response {
  if (e instanceof ApiError) return errorResponse(e.status, e.code, e.message, e.field, e.headers);
  if (e instanceof NuggetIndexError) {
    const status = statusOf(e.code);
    if (status < 500) return errorResponse(status, e.code, e.message, e.location.field ?? null);
    log(`nuggetindex serve: ${e.code}: ${e.message}`);
    return errorResponse(500, e.code, 'the store failed to answer; see the server log');
  }
  log(`nuggetindex serve: unexpected failure: ${(e as Error)?.stack ?? String(e)}`);
  return errorResponse(500, 'INTERNAL', 'internal error; see the server log');
}
