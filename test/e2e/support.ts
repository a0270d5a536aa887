// Shared by the browser tests: Debian's Chromium driven by playwright-core (skipped, with the reason,
// when it is not installed), a small corpus in a real SQLite store, the real API server over it, a
// plain static file server for the browser-only export, and the screenshots for the README.

import { spawnSync } from 'node:child_process';
import { after, before } from 'node:test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openIndex } from '../../src/cli/common.js';
import { startServer, type RunningServer } from '../../src/server/serve.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// CI (and NUGGETINDEX_SCREENSHOTS=1) refreshes the README's screenshots in docs/screenshots/, its
// artifacts; a local run writes them to a temp folder so it never leaves the work tree changed.
const SCREENSHOTS = process.env.CI || process.env.NUGGETINDEX_SCREENSHOTS ? join(root, 'docs/screenshots') : join(tmpdir(), 'nuggetindex-screenshots');

/** Why the browser tests cannot run here, or false when they can (node:test's `skip` option). */
export function skipReason(): string | false {
  return existsSync(CHROMIUM)
    ? false
    : `no Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium, as .ci/run does) or set CHROMIUM_PATH`;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** A laptop-sized page (the README's screenshots) that fails the test on any page error. */
export async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { page, errors };
}

/** Waits until the shell has rendered `page` (app.ts sets body[data-ready] after each page). */
export async function ready(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`body[data-ready="${name}"]`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, name) });
}

/** Builds the web UI (a no-op when dist/web is fresh). */
export function buildWeb(): void {
  const r = spawnSync(process.execPath, [join(root, 'scripts/build-web.mjs')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`web build failed:\n${r.stderr}`);
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'ni-e2e-'));
}

/**
 * A shipping line whose CEO changes (John Roe from 2001, succeeded by Jane Doe in 2008 as three
 * papers report),
 * a gossip blog's rival CEO (deprecated: outvoted) and a headquarters two papers disagree on
 * (Boston vs Denver: contested).
 */
export const CORPUS = [
  { id: 'r1', source: 'reuters', date: '2001-05-01', text: 'John Roe became CEO of Harbor Line in 2001.' },
  { id: 'b1', source: 'bloomberg', date: '2008-03-02', text: 'Harbor Line named Jane Doe as its new CEO on 1 March 2008.' },
  { id: 'a1', source: 'ap', date: '2008-03-03', text: "Harbor Line's chief executive, Jane Doe, said profits rose." },
  { id: 'w1', source: 'wsj', date: '2009-06-01', text: 'Jane Doe, the CEO of Harbor Line, opened a new terminal.' },
  { id: 'g1', source: 'gossip-blog', date: '2010-02-01', text: 'Victor Crane is the CEO of Harbor Line.' },
  { id: 'h1', source: 'reuters', date: '2019-01-01', text: 'Harbor Line is headquartered in Boston.' },
  { id: 'h2', source: 'ap', date: '2019-01-02', text: 'Harbor Line is based in Denver.' },
];

/** A SQLite store at `db` holding CORPUS, written through the library as the CLI writes it. */
export async function buildStore(db: string): Promise<void> {
  const ni = await openIndex({ db }, true);
  try {
    for (const doc of CORPUS) await ni.ingest(doc);
  } finally {
    await ni.close();
  }
}

/** The real API server (what `nuggetindex serve` runs) over the store, with the built UI, on 127.0.0.1. */
export async function serveApi(db: string, allowWrites: boolean, token?: string): Promise<RunningServer> {
  const index = await openIndex({ db }, false);
  return startServer({ index, allowWrites, ...(token ? { token } : {}), port: 0, webRoot: join(root, 'dist/web'), log: () => undefined });
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.bin': 'application/octet-stream' };

/** A plain static file server for `dir` on 127.0.0.1 (what anyone would host the export with). */
export async function serveStatic(dir: string): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const base = normalize(dir);
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const file = normalize(join(base, path === '/' ? 'index.html' : path));
    if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a browser test file shares: a temp folder holding the test store (`db`), and one Chromium. */
export interface BrowserFixture {
  dir: string;
  db: string;
  browser: Browser;
}

/**
 * Registers the file's before/after hooks — build the UI, the store and a browser, then `setup` (e.g.
 * a server over the store); undo it all after — and returns what they set up (nothing when `skip`
 * says Chromium is missing). One hook for all of it: node:test does not wait for one root-level
 * `before` hook before starting the next, so a server started in a hook of its own could open the
 * store while it is still being built.
 */
export function browserFixture(skip: string | false, setup?: (fixture: BrowserFixture) => Promise<() => Promise<void>>): BrowserFixture {
  const fixture = {} as BrowserFixture;
  let teardown: (() => Promise<void>) | undefined;
  before(async () => {
    if (skip) return;
    buildWeb();
    fixture.dir = tempDir();
    fixture.db = join(fixture.dir, 'store.db');
    await buildStore(fixture.db);
    fixture.browser = await launchBrowser();
    teardown = await setup?.(fixture);
  });
  after(async () => {
    await teardown?.();
    await fixture.browser?.close();
    if (fixture.dir) rmSync(fixture.dir, { recursive: true, force: true });
  });
  return fixture;
}
