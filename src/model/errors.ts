// One error type with a stable code, so the CLI can map codes to exit statuses and the server
// to HTTP statuses, and a user's mistake never surfaces as a stack trace.

export type ErrorCode =
  /** A document, query or option supplied by the user is malformed. */
  | 'INVALID_INPUT'
  /** A predicate schema or alias file is malformed. */
  | 'INVALID_SCHEMA'
  /** A store file was written by an unknown format version or is not a nuggetindex store. */
  | 'STORE_FORMAT'
  /** A referenced file, document or nugget does not exist. */
  | 'NOT_FOUND'
  /** An I/O or backend failure that is not the user's fault. */
  | 'STORE_ERROR';

/** Where the offending value came from, as precisely as known. */
export interface ErrorLocation {
  file?: string;
  line?: number;
  field?: string;
  value?: unknown;
}

export class NuggetIndexError extends Error {
  readonly code: ErrorCode;
  readonly location: ErrorLocation;

  constructor(code: ErrorCode, message: string, location: ErrorLocation = {}) {
    super(message);
    this.name = 'NuggetIndexError';
    this.code = code;
    this.location = location;
  }

  /** True for errors caused by what the user supplied (exit status 2, HTTP 4xx). */
  get isUserError(): boolean {
    return this.code !== 'STORE_ERROR';
  }
}
