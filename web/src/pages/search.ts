// Search: a question, the time it is about (date picker and a slider over the corpus span), the
// view and — on a store with vectors — the ranking (lexical, semantic, hybrid); results show their
// state, their validity against the query time and the quoted evidence. Changing the time, the view
// or the ranking asks again at once.

import type { RetrievalJson, SearchMode, View } from '../api.js';
import { h, replace, uid } from '../dom.js';
import { dateValue, day, interval, ms, plural, words } from '../format.js';
import { statusBadge } from '../components/badge.js';
import { evidenceQuote } from '../components/quote.js';
import { domainOf } from '../components/scale.js';
import { validityBar } from '../components/validity-bar.js';
import { errorBox, setQuery, type PageContext } from '../page.js';

const DAY = 86_400_000;
/** One radio button of a group: its value, label and hint. */
interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

const VIEWS: Choice<View>[] = [
  { value: 'active', label: 'Active', hint: 'the consensus valid at that time' },
  { value: 'active_contested', label: 'Active + contested', hint: 'also facts sources dispute, flagged' },
  { value: 'all', label: 'All', hint: 'no governance: every state, every time' },
];
const MODES: Choice<SearchMode>[] = [
  { value: 'lexical', label: 'Lexical', hint: 'BM25: facts sharing its words' },
  { value: 'semantic', label: 'Semantic', hint: 'the dense index: facts close in meaning' },
  { value: 'hybrid', label: 'Hybrid', hint: 'both, fused' },
];

/** A fieldset of radio buttons, each with its hint; `pick` runs when one is chosen. */
function radioGroup<T extends string>(legend: string, name: string, className: string, choices: readonly Choice<T>[], current: T, pick: (value: T) => void) {
  return h(
    'fieldset',
    { class: className },
    h('legend', {}, legend),
    choices.map((c) =>
      h(
        'label',
        { class: 'radio', title: c.hint },
        h('input', { type: 'radio', name, value: c.value, checked: c.value === current, onchange: () => pick(c.value) }),
        ` ${c.label}`,
        h('span', { class: 'hint' }, ` — ${c.hint}`),
      ),
    ),
  );
}
const K = 20;

export async function searchPage(ctx: PageContext): Promise<void> {
  const { api, stats, params } = ctx;
  let view = VIEWS.find((v) => v.value === params.get('view'))?.value ?? 'active';
  // Only a store with vectors offers semantic and hybrid ranking.
  let mode: SearchMode = (stats.embedder !== null && MODES.find((m) => m.value === params.get('mode'))?.value) || 'lexical';
  const span = { start: ms(stats.span.start) ?? Date.UTC(1990, 0, 1), end: Math.max(ms(stats.span.end) ?? 0, Date.now()) };

  const ids = { q: uid('q'), date: uid('date'), slider: uid('slider') };
  const q = h('input', {
    id: ids.q,
    type: 'search',
    name: 'q',
    value: params.get('q') ?? '',
    placeholder: 'Who was the CEO of Acme?',
    autocomplete: 'off',
    required: true,
  });
  const date = h('input', { id: ids.date, type: 'date', name: 'time', value: params.get('time') ?? '', min: dateValue(span.start), max: dateValue(span.end) });
  const slider = h('input', {
    id: ids.slider,
    type: 'range',
    min: Math.floor(span.start / DAY),
    max: Math.ceil(span.end / DAY),
    step: 1,
    'aria-valuetext': '',
  });
  const sliderText = h('output', { for: ids.slider, class: 'slider-value' });
  const status = h('p', { class: 'result-count', role: 'status', 'aria-live': 'polite' });
  const results = h('ol', { class: 'results' });

  const syncSlider = () => {
    const t = ms(date.value);
    slider.value = String(Math.floor((t ?? span.end) / DAY));
    const text = date.value ? day(date.value) : 'now (or the question’s own time)';
    sliderText.textContent = text;
    slider.setAttribute('aria-valuetext', text);
  };
  syncSlider();

  let seq = 0;
  const run = async (push = false) => {
    setQuery('search', { q: q.value.trim(), time: date.value, view: view === 'active' ? undefined : view, mode: mode === 'lexical' ? undefined : mode }, push);
    if (q.value.trim() === '') {
      replace(status, `Ask a question about the ${plural(stats.nuggets, 'fact')} in this store.`);
      replace(results);
      return;
    }
    const mine = ++seq;
    status.textContent = 'Searching…';
    try {
      const r = await api.retrieve(q.value.trim(), { time: date.value || undefined, view, k: K, mode });
      if (mine !== seq) return; // a newer question is on its way
      renderResults(r);
    } catch (e) {
      if (mine !== seq) return;
      replace(status, '');
      replace(results, h('li', {}, errorBox(e)));
    }
  };

  const renderResults = (r: RetrievalJson) => {
    const when = r.period.from === 'now' ? 'now' : `${day(r.period.start, 'any time')}${r.period.from === 'question' ? ' (from the question)' : ''}`;
    replace(status, `${plural(r.results.length, 'result')} at ${when} — view ${r.view}${r.mode === 'lexical' ? '' : `, ranked ${r.mode}`}`);
    const domain = domainOf([span.start, span.end, ms(r.period.start), ...r.results.flatMap((x) => [ms(x.validity.start), ms(x.validity.end)])]);
    replace(
      results,
      r.results.map((x) =>
        h(
          'li',
          { class: `result status-${x.status}` },
          h(
            'div',
            { class: 'result-head' },
            statusBadge(x.status, x.rank),
            x.derivedFrom
              ? h(
                  'span',
                  { class: 'badge badge-bridging', title: 'a bridging fact: facts of two documents joined through an entity they share, valid while both are' },
                  'bridging',
                )
              : null,
            h('a', { class: 'result-text', href: `#/nugget/${encodeURIComponent(x.id)}` }, x.text),
          ),
          h(
            'p',
            { class: 'meta' },
            h('a', { href: `#/subject/${encodeURIComponent(x.subject)}` }, `${x.subject} — timeline`),
            ' · ',
            words(x.predicate),
            ' · ',
            `valid ${interval(x.validity)}${x.validity.inferred ? ' (inferred)' : ''}`,
            ' · ',
            `confidence ${x.confidence}`,
            ' · ',
            `score ${x.score}`,
          ),
          validityBar(x.validity, x.status, domain, r.view === 'all' ? undefined : r.period),
          h(
            'div',
            { class: 'sources' },
            x.sources.map((e) => evidenceQuote(e, x)),
          ),
        ),
      ),
    );
  };

  const form = h(
    'form',
    {
      class: 'search',
      role: 'search',
      onsubmit: (e: Event) => {
        e.preventDefault();
        void run(true);
      },
    },
    h('div', { class: 'field grow' }, h('label', { for: ids.q }, 'Question'), h('div', { class: 'inline' }, q, h('button', { type: 'submit' }, 'Search'))),
    h(
      'fieldset',
      { class: 'time' },
      h('legend', {}, 'Time'),
      h(
        'div',
        { class: 'inline' },
        h('label', { for: ids.date, class: 'sr-only' }, 'As of date'),
        date,
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            onclick: () => {
              date.value = '';
              syncSlider();
              void run();
            },
          },
          'Now',
        ),
      ),
      h(
        'div',
        { class: 'slider' },
        h('label', { for: ids.slider }, 'Slide through ', `${new Date(span.start).getUTCFullYear()}–${new Date(span.end).getUTCFullYear()}`),
        slider,
        sliderText,
      ),
    ),
    radioGroup('View', 'view', 'views', VIEWS, view, (v) => {
      view = v;
      void run();
    }),
    stats.embedder === null
      ? null
      : radioGroup('Ranking', 'mode', 'views modes', MODES, mode, (m) => {
          mode = m;
          void run();
        }),
  );

  slider.addEventListener('input', () => {
    date.value = dateValue(Number(slider.value) * DAY);
    syncSlider();
  });
  slider.addEventListener('change', () => void run());
  date.addEventListener('change', () => {
    syncSlider();
    void run();
  });

  replace(ctx.main, h('h1', { tabindex: '-1' }, 'Search the facts'), form, status, results);
  await run();
}
