// The web UI in headless Chromium against the real API server over a real SQLite store: time
// changes the answer, the timeline draws governance, and resolving a dispute in the page changes
// what the `active` view returns. Saves the README's screenshots (docs/screenshots/).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../src/server/serve.js';
import type { RetrievalJson } from '../../src/wire.js';
import { browserFixture, buildStore, newPage, ready, screenshot, serveApi, skipReason, tempDir } from './support.js';

const skip = skipReason();
const CEO = 'Who was the CEO of Harbor Line?';
const HQ = 'Where is Harbor Line headquartered?';

let server: RunningServer;
const fx = browserFixture(skip, async ({ db }) => {
  server = await serveApi(db, true);
  return () => server.close();
});

const hash = (page: string, params: Record<string, string> = {}) =>
  `${server.url}/#/${page}${Object.keys(params).length ? `?${new URLSearchParams(params).toString()}` : ''}`;
const firstResult = (page: Page) => page.locator('.results > li').first();

async function api(path: string): Promise<RetrievalJson> {
  return (await fetch(`${server.url}${path}`)).json() as Promise<RetrievalJson>;
}

test('search at two different times shows different office holders', { skip }, async () => {
  const { page, errors } = await newPage(fx.browser);
  await page.goto(hash('search', { q: CEO, time: '2005-06-01' }));
  await ready(page, 'search');
  await page.waitForSelector('.results > li');
  assert.match(await firstResult(page).locator('.result-text').innerText(), /John Roe/);
  assert.match(await page.locator('.result-count').innerText(), /1 result at 2005-06-01/);

  // Changing the date asks again, without pressing Search; the slider follows the date.
  const before = await page.locator('input[type=range]').inputValue();
  await page.locator('input[type=date]').fill('2012-06-01');
  await firstResult(page).locator('.result-text', { hasText: 'Jane Doe' }).waitFor();
  assert.notEqual(await page.locator('input[type=range]').inputValue(), before, 'the slider moved with the date');
  assert.match(page.url(), /time=2012-06-01/, 'the time is in the URL');
  await page.locator('.results mark.hl-object').first().waitFor();
  await screenshot(page, 'search.png');

  // The slider alone asks again too: moved to its left end (2001), the answer is John Roe again.
  const slider = page.locator('input[type=range]');
  await slider.focus();
  await page.keyboard.press('Home');
  await firstResult(page).locator('.result-text', { hasText: 'John Roe' }).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the answer page: a governed answer at two times, a dispute stated as disputed, citations that open the evidence', { skip }, async () => {
  const { page, errors } = await newPage(fx.browser);
  await page.goto(hash('answer', { q: 'Who was the CEO of Harbor Line?', time: '2005-06-01' }));
  await ready(page, 'answer');
  const text = page.locator('.answer-text');
  await text.waitFor();
  assert.match(await text.innerText(), /John Roe/);
  assert.doesNotMatch(await text.innerText(), /Jane Doe|Victor Crane/);
  // Another time asks again at once.
  await page.locator('input[type=date]').fill('2012-06-01');
  await page.locator('.answer-text', { hasText: 'Jane Doe' }).waitFor();
  assert.doesNotMatch(await page.locator('.answer-text').innerText(), /Victor Crane/, 'the outvoted rumour is never stated');

  await page.getByLabel('Question').fill(HQ);
  await page.locator('input[type=date]').fill('');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  const disputed = page.locator('.answer-sentence.standing-disputed');
  await disputed.waitFor();
  assert.match(await disputed.innerText(), /^disputed Sources disagree about the headquarters location of Harbor Line: .*(Boston.*Denver|Denver.*Boston)/i);
  // A citation marker opens its evidence: the exact quote, where it is, and the fact it supports.
  await disputed.locator('a.cite').first().click();
  const opened = page.locator('.citations details[open]');
  await opened.waitFor();
  assert.match(await opened.locator('blockquote').innerText(), /Harbor Line is (headquartered in Boston|based in Denver)\./);
  assert.match(await opened.locator('.meta').innerText(), /revision 1 · characters \d+–\d+ · the fact it supports/);
  await screenshot(page, 'answer.png');
  await opened.getByRole('link', { name: 'the fact it supports' }).click();
  await ready(page, 'nugget');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the subject timeline draws every fact as a bar, with contested and deprecated ones marked', { skip }, async () => {
  const { page, errors } = await newPage(fx.browser);
  await page.goto(hash('subject'));
  await ready(page, 'subject');
  // The picker searches as you type.
  await page.getByLabel('Subject').fill('harbor');
  await page.getByRole('link', { name: 'Harbor Line' }).click();
  await ready(page, 'subject');
  await page.waitForSelector('svg.tl-track');
  assert.equal(await page.locator('svg.tl-track a.tl-bar').count(), 5, 'one bar per fact: three CEOs, two headquarters');
  assert.equal(await page.locator('a.tl-bar.status-contested').count(), 2);
  assert.equal(await page.locator('a.tl-bar.status-deprecated').count(), 1);
  assert.equal(await page.locator('.tl-label.struck').innerText(), 'Victor Crane', 'the outvoted rumour is struck through');
  assert.equal(await page.locator('.tl-group h3').count(), 2, 'grouped by predicate');
  assert.equal(await page.locator('a.tl-bar.succession').count(), 1, "John Roe's term ends where Jane Doe's begins");

  // Keyboard focus on a bar shows its details.
  await page.locator('a.tl-bar.status-deprecated').focus();
  assert.match(await page.locator('.tl-details').innerText(), /Victor Crane is the chief executive officer of Harbor Line/);
  await page.locator('a.tl-bar.status-active').first().focus();
  await screenshot(page, 'timeline.png');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('resolving a dispute in the page changes what the active view returns', { skip }, async () => {
  const activeHq = async () =>
    (await api(`/v1/retrieve?${new URLSearchParams({ q: HQ, view: 'active' })}`)).results.filter((r) => r.predicate === 'headquartersLocation');
  assert.deepEqual(await activeHq(), [], 'while Boston and Denver are contested, active shows neither');

  const { page, errors } = await newPage(fx.browser);
  await page.goto(hash('disputes'));
  await ready(page, 'disputes');
  await page.waitForSelector('section.dispute');
  assert.equal(await page.locator('section.dispute').count(), 1);
  await screenshot(page, 'disputes.png');

  await page.getByRole('button', { name: 'Resolve: Boston is right' }).click();
  await page.getByLabel(/Why is “Boston” right/).fill('The annual report gives a Boston address.');
  await page.locator('form.reason button[type=submit]').click();
  await page.locator('.result-count', { hasText: 'Resolved: Boston' }).waitFor();
  assert.equal(await page.locator('section.dispute').count(), 0, 'the dispute left the queue');
  assert.match(await page.locator('.result-count').innerText(), /0 disputed keys/);

  const now = await activeHq();
  assert.deepEqual(
    now.map((r) => [r.object, r.status, r.rank]),
    [['Boston', 'active', 'preferred']],
  );
  const all = (await api(`/v1/retrieve?${new URLSearchParams({ q: HQ, view: 'all' })}`)).results.filter((r) => r.object === 'Denver');
  assert.equal(all[0]?.status, 'deprecated');

  // The page's own search agrees, and the nugget page shows the recorded decision.
  await page.goto(hash('search', { q: HQ }));
  await page.waitForSelector('.results > li');
  assert.match(await firstResult(page).innerText(), /ACTIVE[\s\S]*Boston/i);
  await firstResult(page).locator('a.result-text').click();
  await ready(page, 'nugget');
  assert.match(await page.locator('.decision').innerText(), /Declared right by web.*annual report/);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('with a token on the server, the page asks for it: a wrong one is refused in place, the right one records the decision', { skip }, async () => {
  const d2 = tempDir();
  const db = join(d2, 'store.db');
  await buildStore(db);
  const guarded = await serveApi(db, true, 'open-sesame');
  const { page } = await newPage(fx.browser);
  try {
    await page.goto(`${guarded.url}/#/disputes`);
    await ready(page, 'disputes');
    await page.getByRole('button', { name: 'Leave contested' }).click();
    await page.getByLabel(/Why should this stay contested/).fill('Both filings are current.');
    await page.getByLabel(/Access token/).fill('wrong');
    await page.locator('form.reason button[type=submit]').click();
    await page.locator('form.reason', { hasText: 'bearer token is not valid' }).waitFor();
    await page.getByLabel(/Access token/).fill('open-sesame');
    await page.locator('form.reason button[type=submit]').click();
    await page.locator('.result-count', { hasText: 'Left contested' }).waitFor();
    assert.match(await page.locator('.decision').innerText(), /Left contested by web.*Both filings are current/);
  } finally {
    await page.context().close();
    await guarded.close();
    rmSync(d2, { recursive: true, force: true });
  }
});

test('every page fits a phone-width screen (375 px) without sideways scrolling, and the search is usable by keyboard alone', { skip }, async () => {
  const context = await fx.browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    for (const [route, name] of [
      [hash('search', { q: CEO, time: '2005-06-01' }), 'search'],
      [hash('answer', { q: HQ }), 'answer'],
      [hash('subject/Harbor Line'), 'subject'],
      [hash('disputes'), 'disputes'],
    ] as const) {
      await page.goto(route);
      await ready(page, name);
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      assert.ok(overflow <= 1, `${name}: ${overflow} px wider than the screen`);
    }
    // Keyboard only: focus the question, type, Enter — the results arrive and are announced.
    await page.goto(hash('search'));
    await ready(page, 'search');
    await page.getByLabel('Question').focus();
    await page.keyboard.type(CEO);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.results > li');
    assert.match(await page.locator('[aria-live]').first().innerText(), /result/);
  } finally {
    await context.close();
  }
});

test('a read-only server shows the disputes without resolve buttons', { skip }, async () => {
  const d2 = tempDir();
  const db = join(d2, 'store.db');
  await buildStore(db);
  const ro = await serveApi(db, false);
  const { page } = await newPage(fx.browser);
  try {
    await page.goto(`${ro.url}/#/disputes`);
    await ready(page, 'disputes');
    await page.waitForSelector('section.dispute');
    assert.equal(await page.getByRole('button', { name: /Resolve/ }).count(), 0);
    assert.match(await page.locator('.mode').innerText(), /read-only/);
  } finally {
    await page.context().close();
    await ro.close();
    rmSync(d2, { recursive: true, force: true });
  }
});
