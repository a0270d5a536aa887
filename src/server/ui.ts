// The web UI's routes: `/` answers the bundled index.html and `/assets/…` its files, with a
// Content-Security-Policy that keeps the page to its own origin (no CDN, no external fetch). The
// files come from a `WebAssets` reader the runtime supplies (web-assets.ts reads dist/web on Node),
// so this module is runtime-free; without a build, `/` says how to make one and the API still works.

import type { Hono } from 'hono';
import { ApiError } from './errors.js';

/** Reads a file of the web build by its relative path (already checked safe); null when absent. */
export interface WebAssets {
  read(path: string): Promise<Uint8Array | null>;
}

/**
 * Same origin only. Styles may be inline (`style` attributes on validity bars); scripts may not.
 * `frame-ancestors 'none'` keeps the page out of other sites' frames.
 */
// prettier-ignore
export const UI_CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "font-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
].join('; ');

const UI_HEADERS = {
  'content-security-policy': UI_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  // Not content-hashed: revalidate, so a rebuilt UI is picked up at once.
  'cache-control': 'no-cache',
};

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  bin: 'application/octet-stream',
  gz: 'application/gzip',
};

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>nuggetindex</title></head>
<body><h1>nuggetindex</h1><p>The web UI is not built. Run <code>npm run build</code> in the nuggetindex folder, then reload.</p>
<p>The HTTP API works without it: <a href="/healthz">/healthz</a>, <a href="/openapi.json">/openapi.json</a>.</p></body></html>
`;

/** A relative asset path if it is safe to read (no traversal, no odd characters), else null. */
export function safeAssetPath(raw: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(path)) return null;
  if (path.split('/').some((seg) => seg === '.' || seg === '..')) return null;
  return path;
}

function page(body: Uint8Array | string, type: string, status = 200): Response {
  return new Response(body as ConstructorParameters<typeof Response>[0], { status, headers: { 'content-type': type, ...UI_HEADERS } });
}

export function registerUi(app: Hono, assets: WebAssets | null): void {
  app.get('/', async () => {
    const index = assets ? await assets.read('index.html') : null;
    return index ? page(index, TYPES.html!) : page(NOT_BUILT_PAGE, TYPES.html!);
  });
  app.get('/assets/*', async (c) => {
    const raw = new URL(c.req.url).pathname.slice('/assets/'.length);
    const path = safeAssetPath(raw);
    if (path === null) throw new ApiError(404, 'NOT_FOUND', 'no such asset');
    // The build may put its files beside index.html or in an assets/ folder: accept both layouts.
    const body = assets ? ((await assets.read(path)) ?? (await assets.read(`assets/${path}`))) : null;
    if (body === null) throw new ApiError(404, 'NOT_FOUND', `no asset ${path}${assets ? '' : ' (the web UI is not built: npm run build)'}`);
    const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    return page(body, TYPES[ext] ?? 'application/octet-stream');
  });
}
