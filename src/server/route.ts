// One API route as data: method, path, the zod schemas of its input and output, whether it writes,
// and its handler. The router registers and validates from it, and the OpenAPI document is written
// from it — one table drives both. Also here: turning a request into validated input, with errors
// that name the offending parameter or body field.

import type { z } from 'zod';
import { ApiError } from './errors.js';
import type { NuggetIndex } from '../index.js';

/** What a handler may use besides its validated input. */
export interface RouteContext {
  index: NuggetIndex;
  writable: boolean;
  /** Writes need a bearer token. */
  tokenRequired: boolean;
  /** The OpenAPI document (built once from the route table). */
  openapi: () => unknown;
}

export interface RouteInput<Q, P, B> {
  query: Q;
  params: P;
  body: B;
  ctx: RouteContext;
  request: Request;
}

export interface RouteSpec<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType> {
  method: 'get' | 'post';
  /** OpenAPI path template: `/v1/nuggets/{id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Write endpoints are refused unless writes are allowed, and need the bearer token when one is set. */
  write?: boolean;
  query?: Q;
  params?: P;
  body?: B;
  response: { description: string; schema?: z.ZodType; contentType?: string };
  /** Returns a value to send as JSON (200), or a Response of its own (a stream, a page). */
  handle(input: RouteInput<z.output<Q>, z.output<P>, z.output<B>>): Promise<unknown> | unknown;
}

/** A route with its types erased, as the table holds it. */
export type Route = RouteSpec<z.ZodType, z.ZodType, z.ZodType>;

/** Declares a route; the handler's input types come from its schemas. */
export function defineRoute<Q extends z.ZodType = z.ZodNever, P extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever>(
  spec: RouteSpec<Q, P, B>,
): Route {
  return spec as unknown as Route;
}

/** Hono's path syntax for an OpenAPI template: `{id}` → `:id`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The first zod issue as an ApiError naming its field (`k`, `documents.2.date`). */
export function invalid(error: z.ZodError, input: unknown, where: 'parameter' | 'field'): ApiError {
  const issue = error.issues[0]!;
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const field = [path, issue.keys[0]].filter((x) => x !== '').join('.');
    return new ApiError(400, 'INVALID_INPUT', `${field}: unknown ${where}`, field);
  }
  const field = path || '(body)';
  // Issues do not carry the input: look the value up to tell "missing" from "wrong type".
  let value = input;
  for (const key of issue.path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  const missing = issue.code === 'invalid_type' && value === undefined;
  return new ApiError(400, 'INVALID_INPUT', `${field}: ${missing ? 'is required' : issue.message}`, field);
}

/**
 * Query parameters, validated. A parameter given twice is refused rather than one copy silently
 * used; an empty one (`k=`, as an HTML form sends a blank field) counts as absent.
 */
export function parseQuery(schema: z.ZodType, url: URL): unknown {
  const raw: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if (seen.has(name)) throw new ApiError(400, 'INVALID_INPUT', `${name}: given more than once`, name);
    seen.add(name);
    if (value !== '') raw[name] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error, raw, 'parameter');
  return parsed.data;
}

export function parseParams(schema: z.ZodType, params: Record<string, string>): unknown {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw invalid(parsed.error, params, 'parameter');
  return parsed.data;
}

/**
 * A JSON body, validated. Only `application/json` is read: a cross-site page can send text/plain or
 * a form without asking first, but not JSON — so this also keeps write endpoints out of reach of
 * other origins in a browser (CSRF).
 */
export async function parseBody(schema: z.ZodType, request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `body: send JSON with "Content-Type: application/json" (got ${type === '' ? 'none' : `"${type}"`})`,
      '(body)',
    );
  }
  const text = await request.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ApiError(400, 'INVALID_INPUT', `body: not valid JSON (${(e as Error).message})`, '(body)');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error, value, 'field');
  return parsed.data;
}
