// Measures the browser-only mode on a real store: exports it (`export --browser`), serves the folder
// with a static file server on 127.0.0.1, loads it in headless Chromium and times, in the page with
// performance.now(), the load (fetch + decode + index build) and governed queries.
//   node --import tsx web/bench/measure-export.ts --db facts.db [--aliases a.yaml] [--timeqa human_annotated_train.json] [--queries 200]
// Questions: TimeQA's own (with --timeqa), else the canonical texts of the store's nuggets.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openIndex } from '../../src/cli/common.js';
import { exportBrowserSite } from '../../src/cli/commands/export-browser.js';
import { parseTimeqa, timeqaQuestions } from '../../src/eval/timeqa.js';
import { buildWeb, launchBrowser, serveStatic } from '../../test/e2e/support.js';

const { values: o } = parseArgs({
  options: { db: { type: 'string' }, aliases: { type: 'string', multiple: true }, timeqa: { type: 'string' }, queries: { type: 'string', default: '200' } },
});
if (!o.db) throw new Error('--db <file> is required');
buildWeb();
const dir = mkdtempSync(join(tmpdir(), 'ni-measure-'));
const ni = await openIndex({ db: o.db, aliases: o.aliases ?? [] }, false);
const t0 = performance.now();
const exported = await exportBrowserSite(ni, dir);
const exportMs = performance.now() - t0;
const n = Number(o.queries);
let questions: { q: string; time?: string }[];
if (o.timeqa) {
  questions = timeqaQuestions(parseTimeqa(JSON.parse(readFileSync(o.timeqa, 'utf8')), o.timeqa))
    .slice(0, n)
    .map((x) => ({ q: x.question }));
} else {
  questions = [];
  for await (const batch of ni.store.scanNuggets()) for (const x of batch) if (questions.length < n) questions.push({ q: x.fact.text, time: '2010-06-01' });
}
await ni.close();

const host = await serveStatic(dir);
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const loadStart = Date.now();
  await page.goto(`${host.url}#/search`);
  await page.waitForSelector('body[data-ready="search"]', { timeout: 120_000 });
  const loadMs = Date.now() - loadStart;
  const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
  const times = await page.evaluate(async (qs) => {
    const api = (window as unknown as { nuggetindex: { api: { retrieve(q: string, o: object): Promise<unknown> } } }).nuggetindex.api;
    for (const x of qs.slice(0, 5)) await api.retrieve(x.q, { time: x.time, k: 10 }); // warm-up (JIT)
    const out: number[] = [];
    for (const x of qs) {
      const a = performance.now();
      await api.retrieve(x.q, { time: x.time, k: 10 });
      out.push(performance.now() - a);
    }
    return out;
  }, questions);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  console.log(`store: ${o.db} — ${exported.nuggets} nuggets, ${exported.documents} documents; export ${exportMs.toFixed(0)} ms`);
  for (const f of exported.files) console.log(`  ${f.name.padEnd(10)} ${kib(f.bytes)}`);
  console.log(`page load to first render (fetch + decode + index): ${loadMs} ms; JS heap ${(heap / 1024 / 1024).toFixed(1)} MiB`);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  // (Chromium rounds performance.now() to 0.1 ms on a page that is not cross-origin isolated.)
  console.log(`in-page retrieve (k=10), ${times.length} queries: median ${at(0.5)} ms, mean ${mean.toFixed(2)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`);
} finally {
  await browser.close();
  await host.close();
  rmSync(dir, { recursive: true, force: true });
}
