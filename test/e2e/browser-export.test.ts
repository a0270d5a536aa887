// The browser-only export in headless Chromium: `nuggetindex export --browser` writes a static site;
// served by a plain static file server, the page loads the index, and then — with the network cut
// off and the server gone — it still answers governed, time-scoped questions in the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { browserFixture, newPage, ready, root, screenshot, serveStatic, skipReason } from './support.js';

const skip = skipReason();
const fx = browserFixture(skip);

test('the exported static site answers questions with the network cut off', { skip }, async (t) => {
  const site = join(fx.dir, 'site');
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/run.ts'), 'export', '--browser', site, '--db', fx.db], {
    encoding: 'utf8',
    cwd: root,
  });
  assert.equal(r.status, 0, r.stderr);
  // Five governed facts of Harbor Line, and an open statement about Jane Doe ("opened a new terminal";
  // "said profits rose" names nothing and waits for review).
  assert.match(r.stdout, /6 nuggets from 7 documents/);
  assert.match(r.stdout, /index\.bin\s+[\d.]+ KiB/, 'the index size is printed');
  assert.deepEqual(readdirSync(site).sort(), ['app.css', 'app.js', 'index.bin', 'index.html']);

  const host = await serveStatic(site);
  const { page, errors } = await newPage(fx.browser);
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(host.url) && !req.url().startsWith('data:')) foreign.push(req.url());
  });
  await page.goto(`${host.url}#/search`);
  await ready(page, 'search');
  assert.match(await page.locator('.mode').innerText(), /Browser-only/);
  assert.deepEqual([...new Set(host.requests)].sort(), ['/', '/app.css', '/app.js', '/index.bin']);

  // Cut the network and stop the server: from here on, everything happens in the page.
  await page.context().setOffline(true);
  await host.close();
  const ask = async (q: string, time?: string) => {
    await page.getByLabel('Question').fill(q);
    if (time !== undefined) await page.locator('input[type=date]').fill(time);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('.result-count', { hasText: time ? `at ${time}` : 'at now' }).waitFor();
    return page.locator('.results .result-text').allInnerTexts();
  };
  assert.match((await ask('Who was the CEO of Harbor Line?', '2005-06-01'))[0] ?? '', /John Roe/);
  assert.match((await ask('Who was the CEO of Harbor Line?', '2012-06-01'))[0] ?? '', /Jane Doe/);
  await page.getByRole('radio', { name: /Active \+ contested/ }).check();
  await page.locator('.result-count', { hasText: 'active_contested' }).waitFor();
  await page.getByRole('button', { name: 'Now' }).click();
  assert.ok((await ask('Where is Harbor Line headquartered?')).length >= 2);
  assert.equal(await page.locator('.results .badge-contested').count(), 2, 'Boston and Denver, flagged contested');
  await screenshot(page, 'browser-export.png');

  // The answer page runs the pipeline in the page, citing the evidence the index file keeps.
  await page.evaluate('location.hash = "#/answer?q=Who%20was%20the%20CEO%20of%20Harbor%20Line%3F&time=2005-06-01"');
  await ready(page, 'answer');
  await page.locator('.answer-text', { hasText: 'John Roe' }).waitFor();
  assert.match((await page.locator('.citations blockquote').first().textContent()) ?? '', /John Roe became CEO of Harbor Line in 2001\./);

  // The other pages work offline too; the disputes page is read-only.
  await page.evaluate('location.hash = "#/subject/Harbor%20Line"'); // a hash change: no request
  await ready(page, 'subject');
  await page.waitForSelector('a.tl-bar');
  assert.equal(await page.locator('a.tl-bar').count(), 5);
  await page.evaluate('location.hash = "#/disputes"');
  await ready(page, 'disputes');
  await page.waitForSelector('section.dispute');
  assert.equal(await page.getByRole('button', { name: /Resolve/ }).count(), 0);

  // In-page query latency (the core in Chromium), for the report.
  const ms = await page.evaluate(async () => {
    const api = (globalThis as unknown as { nuggetindex: { api: { retrieve(q: string, o: object): Promise<unknown> } } }).nuggetindex.api;
    const times: number[] = [];
    for (const q of ['Who was the CEO of Harbor Line?', 'Where is Harbor Line headquartered?', 'Jane Doe', 'Victor Crane chief executive']) {
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        await api.retrieve(q, { time: `${2000 + i * 5}-01-01`, view: 'active' });
        times.push(performance.now() - t0);
      }
    }
    return times.sort((a, b) => a - b)[times.length >> 1]!;
  });
  t.diagnostic(`median in-page query latency: ${ms.toFixed(2)} ms`);
  assert.deepEqual(foreign, [], 'the page never asks another origin');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a store with offline vectors exports its model: the page ranks by meaning, offline, and says so', { skip }, async () => {
  const db = join(fx.dir, 'vectors.db');
  copyFileSync(fx.db, db);
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/run.ts'), ...args], { encoding: 'utf8', cwd: root });
  const embedded = run('embed', '--db', db);
  assert.equal(embedded.status, 0, embedded.stderr);
  const site = join(fx.dir, 'site-vectors');
  assert.equal(run('export', '--browser', site, '--db', db).status, 0);

  const host = await serveStatic(site);
  const { page, errors } = await newPage(fx.browser);
  await page.goto(`${host.url}#/search`);
  await ready(page, 'search');
  await page.context().setOffline(true);
  await host.close();
  await page.getByRole('radio', { name: /Semantic/ }).check();
  await page.getByLabel('Question').fill('Who was the CEO of Harbor Line?');
  await page.locator('input[type=date]').fill('2005-06-01');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('.result-count', { hasText: 'ranked semantic' }).waitFor();
  const texts = await page.locator('.results .result-text').allInnerTexts();
  assert.ok(texts.length > 0);
  assert.ok(!texts.some((t) => /Jane Doe is the chief executive/.test(t)), `Jane Doe only from 2010: ${texts.join(' | ')}`);
  assert.deepEqual(errors, []);
  await page.context().close();
});
