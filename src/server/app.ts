// The HTTP API as a Hono app — a `fetch` handler over Web-standard Request/Response (STYLE §11), so
// tests can call `app.request()` in-process and serve.ts puts it on a socket. It registers the route
// table (validation, write access, body limit, JSON errors), the 405s, and the web UI.

import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { checkWrite } from './auth.js';
import { ApiError, errorResponse, toErrorResponse } from './errors.js';
import { openApiDocument } from './openapi.js';
import { honoPath, parseBody, parseParams, parseQuery, type RouteContext } from './route.js';
import { routes } from './routes.js';
import { registerUi, type WebAssets } from './ui.js';
import { defaultWebRoot, fileAssets } from './web-assets.js';
import type { NuggetIndex } from '../index.js';

export interface AppOptions {
  index: NuggetIndex;
  /** Enables the write endpoints (ingest, review, resolve, keep). Default false: they answer 403. */
  allowWrites: boolean;
  /** When set, write endpoints also need `Authorization: Bearer <token>`. */
  token?: string;
  /** Folder of the web build (index.html, app.js, app.css). Default: the package's dist/web; null: no UI. */
  webRoot?: string | null;
  /** Or the UI's files from another source (takes precedence over webRoot). */
  assets?: WebAssets | null;
  /** Largest request body accepted, in bytes. Default DEFAULT_MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  /**
   * Host names the server answers to (the Host header), e.g. the loopback names when bound to
   * 127.0.0.1: a guard against DNS rebinding, where a web page's own host name is pointed at this
   * machine. Default: any host.
   */
  allowedHosts?: readonly string[] | null;
  /** Where unexpected failures are logged. Default: stderr (console.error). */
  log?: (line: string) => void;
}

/** 8 MiB: an ingest request of a few thousand news-sized documents. Bigger corpora: several requests, or the CLI. */
export const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Host names that mean this machine. */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export function createApp(options: AppOptions): Hono {
  const log = options.log ?? ((line: string) => console.error(line));
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const assets = options.assets !== undefined ? options.assets : options.webRoot === null ? null : fileAssets(options.webRoot ?? defaultWebRoot());
  let document: unknown;
  const ctx: RouteContext = {
    index: options.index,
    writable: options.allowWrites,
    tokenRequired: options.allowWrites && options.token !== undefined && options.token !== '',
    openapi: () => (document ??= openApiDocument(routes, { version: '1.0.0', maxBodyBytes })),
  };

  const app = new Hono();
  app.onError((e) => toErrorResponse(e, log));
  app.notFound((c) => errorResponse(404, 'NOT_FOUND', `no route ${c.req.method} ${new URL(c.req.url).pathname}`));

  // An error answer to a request with a body (401, 403, 413, 415, …) ends the connection: the body
  // may be unread or half read, the client may still be sending it, and a kept-alive socket would
  // take its tail for the next request.
  app.use('*', async (c, next) => {
    const hasBody = c.req.raw.body !== null;
    await next();
    if (hasBody && c.res.status >= 400) c.res.headers.set('connection', 'close');
  });

  if (options.allowedHosts) {
    const allowed = new Set(options.allowedHosts.map((h) => h.toLowerCase()));
    app.use('*', async (c, next) => {
      const host = new URL(c.req.url).hostname.toLowerCase();
      if (!allowed.has(host)) throw new ApiError(403, 'FORBIDDEN', `host "${host}" is not served (bound to loopback: use 127.0.0.1 or localhost)`, 'host');
      await next();
    });
  }

  const methods = new Map<string, string[]>();
  for (const r of routes) {
    const handlers: MiddlewareHandler[] = [];
    // Access first, then size: an unauthorised client never makes the server read a body.
    if (r.write)
      handlers.push(async (c, next) => {
        await checkWrite(options, c.req.header('authorization'));
        await next();
      });
    if (r.body) {
      handlers.push(
        bodyLimit({
          maxSize: maxBodyBytes,
          onError: () =>
            errorResponse(
              413,
              'TOO_LARGE',
              `body: larger than the limit of ${maxBodyBytes} bytes (split the request, or start the server with a larger --max-body)`,
              '(body)',
            ),
        }),
      );
    }
    handlers.push(async (c) => {
      const request = c.req.raw;
      const value = await r.handle({
        query: r.query ? parseQuery(r.query, new URL(request.url)) : undefined,
        params: r.params ? parseParams(r.params, c.req.param() as Record<string, string>) : undefined,
        body: r.body ? await parseBody(r.body, request) : undefined,
        ctx,
        request,
      } as Parameters<typeof r.handle>[0]);
      return value instanceof Response ? value : new Response(JSON.stringify(value), { headers: JSON_HEADERS });
    });
    const path = honoPath(r.path);
    app.on(r.method.toUpperCase(), path, ...(handlers as [MiddlewareHandler]));
    methods.set(path, [...(methods.get(path) ?? []), r.method.toUpperCase()]);
  }

  registerUi(app, assets);
  methods.set('/', ['GET']);
  methods.set('/assets/*', ['GET']);

  // A known path asked with another method: 405 naming the allowed ones (also refuses CORS preflights).
  for (const [path, allowed] of methods) {
    const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');
    app.all(path, (c) => errorResponse(405, 'METHOD_NOT_ALLOWED', `${c.req.method} ${new URL(c.req.url).pathname}: allowed ${allow}`, null, { allow }));
  }
  return app;
}
