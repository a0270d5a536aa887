// The app shell: header with navigation and the back end's mode, the route → page dispatch, and
// focus moved to each new page's heading so keyboard and screen-reader users land on it.

import type { Api, StatsJson } from './api.js';
import { h, replace } from './dom.js';
import { plural } from './format.js';
import { errorBox, shown, type PageContext } from './page.js';
import { parseRoute, type PageName } from './router.js';
import { answerPage } from './pages/answer.js';
import { disputesPage } from './pages/disputes.js';
import { nuggetPage } from './pages/nugget.js';
import { searchPage } from './pages/search.js';
import { subjectPage } from './pages/subject.js';

const PAGES: Record<PageName, (ctx: PageContext) => Promise<void>> = {
  search: searchPage,
  answer: answerPage,
  subject: subjectPage,
  disputes: disputesPage,
  nugget: nuggetPage,
};

const NAV: { page: PageName; label: string }[] = [
  { page: 'search', label: 'Search' },
  { page: 'answer', label: 'Answer' },
  { page: 'subject', label: 'Timeline' },
  { page: 'disputes', label: 'Disputes' },
];

/** Renders the shell into `document.body`'s #app, then the page of the current hash. */
export async function startApp(load: () => Promise<Api>): Promise<void> {
  const root = document.getElementById('app') ?? document.body;
  const main = h('main', { id: 'main', tabindex: '-1' }, h('p', { role: 'status' }, 'Loading the index…'));
  const nav = h(
    'nav',
    { 'aria-label': 'Pages' },
    h(
      'ul',
      {},
      NAV.map((n) => h('li', {}, h('a', { href: `#/${n.page}`, 'data-page': n.page }, n.label))),
    ),
  );
  const mode = h('p', { class: 'mode' });
  const footer = h('footer', {});
  replace(
    root,
    h(
      'a',
      {
        class: 'skip',
        href: '#main',
        onclick: (e: Event) => {
          e.preventDefault();
          main.focus();
        },
      },
      'Skip to content',
    ),
    h('header', { class: 'top' }, h('a', { class: 'brand', href: '#/search' }, 'nugget', h('span', {}, 'index')), nav, mode),
    main,
    footer,
  );

  let api: Api;
  let stats: StatsJson;
  const refreshStats = async () => {
    stats = await api.stats();
    mode.textContent = api.mode === 'browser' ? 'Browser-only · read-only' : stats.writable ? 'Server · writes allowed' : 'Server · read-only';
    mode.className = `mode mode-${api.mode}${stats.writable ? ' writable' : ''}`;
    replace(
      footer,
      `${plural(stats.nuggets, 'fact')} from ${plural(stats.documents, 'document')} · ${stats.byStatus.active} active, ${stats.byStatus.contested} contested, ${stats.byStatus.deprecated} deprecated · ${plural(stats.contestedKeys, 'disputed key')}`,
    );
    return stats;
  };
  try {
    api = await load();
    await refreshStats();
  } catch (e) {
    replace(main, h('h1', {}, 'nuggetindex'), errorBox(e));
    return;
  }

  let first = true;
  const render = async () => {
    if (location.hash === shown.hash && shown.hash !== '') return; // a page's own URL update needs no render
    shown.hash = location.hash;
    const route = parseRoute(location.hash);
    for (const a of nav.querySelectorAll('a')) {
      if (a.dataset.page === route.page) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    main.replaceChildren();
    document.title = `${route.page[0]!.toUpperCase()}${route.page.slice(1)} — nuggetindex`;
    // Not on the first page: focus belongs to the browser until the user navigates.
    const focusHeading = () => {
      if (first) return;
      main.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true });
    };
    try {
      const done = PAGES[route.page]({ api, stats, main, path: route.path, params: route.params, refreshStats });
      focusHeading();
      await done;
      if (!main.contains(document.activeElement)) focusHeading();
    } catch (e) {
      main.append(errorBox(e));
    }
    document.body.dataset.ready = route.page; // tests and screenshots wait for this
    first = false;
  };
  const onNavigate = () => void render();
  window.addEventListener('hashchange', onNavigate);
  window.addEventListener('popstate', onNavigate);
  await render();
  // Handy in a console, and how the browser tests time queries in the page.
  (window as unknown as { nuggetindex: unknown }).nuggetindex = { api };
}
