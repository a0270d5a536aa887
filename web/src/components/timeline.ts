// The subject timeline: every fact about a subject as a bar on one time axis, one row per value,
// grouped by predicate. Governance is drawn, not written: successions end in a hand-over mark,
// contested values are hatched, deprecated ones grey and struck through, inferred bounds dashed, open
// ends fade out. Each bar is a link to its nugget and shows its details on hover and keyboard focus.

import { h, replace, s } from '../dom.js';
import { BASIS, interval, ms, plural, words } from '../format.js';
import type { FactJson, SubjectFactsJson } from '../api.js';
import { statusBadge } from './badge.js';
import { domainOfIntervals, pct, yearTicks, type Domain } from './scale.js';

/** Track coordinates: the SVG is stretched to the row's width, so x runs 0–1000 whatever the screen. */
const W = 1000;
const H = 24;

/** Patterns and masks every track refers to by id (one copy per page). */
function defs(): SVGSVGElement {
  const fade = (id: string, stops: [number, number][]) =>
    s(
      'mask',
      { id, maskContentUnits: 'objectBoundingBox' },
      s(
        'linearGradient',
        { id: `${id}-g` },
        stops.map(([offset, opacity]) => s('stop', { offset, 'stop-color': 'white', 'stop-opacity': opacity })),
      ),
      s('rect', { width: 1, height: 1, fill: `url(#${id}-g)` }),
    );
  return s(
    'svg',
    { class: 'tl-defs', width: 0, height: 0, 'aria-hidden': 'true', focusable: 'false' },
    s(
      'defs',
      {},
      s(
        'pattern',
        { id: 'tl-hatch', patternUnits: 'userSpaceOnUse', width: 8, height: 8, patternTransform: 'rotate(45)' },
        s('rect', { width: 8, height: 8, class: 'hatch-bg' }),
        s('rect', { width: 3.5, height: 8, class: 'hatch-fg' }),
      ),
      fade('tl-fade-end', [
        [0, 1],
        [0.7, 1],
        [1, 0.05],
      ]),
      fade('tl-fade-start', [
        [0, 0.05],
        [0.3, 1],
        [1, 1],
      ]),
      fade('tl-fade-both', [
        [0, 0.05],
        [0.3, 1],
        [0.7, 1],
        [1, 0.05],
      ]),
    ),
  );
}

function describe(f: FactJson): string {
  const v = f.validity;
  return (
    `${f.object}: ${f.status}${f.rank === 'preferred' ? ', preferred' : ''}; ${interval(v)}` +
    `; start: ${BASIS[v.startBasis] ?? v.startBasis}; end: ${BASIS[v.endBasis] ?? v.endBasis}; ${plural(new Set(f.sources.map((x) => x.source)).size, 'source')}`
  );
}

function bar(f: FactJson, d: Domain, show: (f: FactJson) => void): SVGAElement {
  const start = ms(f.validity.start) ?? -Infinity;
  const end = ms(f.validity.end) ?? Infinity;
  const x = (pct(start, d) / 100) * W;
  const w = Math.max(4, (pct(end, d) / 100) * W - x);
  const openStart = f.validity.start === null;
  const openEnd = f.validity.end === null;
  const inferred = f.validity.inferred;
  const cls = [
    'tl-bar',
    `status-${f.status}`,
    inferred && 'inferred',
    openStart && 'open-start',
    openEnd && 'open-end',
    f.validity.endBasis === 'succession' && 'succession',
  ]
    .filter(Boolean)
    .join(' ');
  const mask = openStart && openEnd ? 'tl-fade-both' : openStart ? 'tl-fade-start' : openEnd ? 'tl-fade-end' : null;
  const a = s(
    'a',
    {
      href: `#/nugget/${encodeURIComponent(f.id)}`,
      class: cls,
      'aria-label': describe(f),
      'data-id': f.id,
      onfocus: () => show(f),
      onmouseenter: () => show(f),
    },
    s('title', {}, describe(f)),
    s('rect', { x, y: 4, width: w, height: H - 8, rx: 2, mask: mask ? `url(#${mask})` : null, 'vector-effect': 'non-scaling-stroke' }),
    f.status === 'deprecated' ? s('line', { class: 'strike', x1: x, x2: x + w, y1: H / 2, y2: H / 2, 'vector-effect': 'non-scaling-stroke' }) : null,
    f.validity.endBasis === 'succession'
      ? s('line', { class: 'handover', x1: x + w, x2: x + w, y1: 1, y2: H - 1, 'vector-effect': 'non-scaling-stroke' })
      : null,
  );
  return a;
}

function details(f: FactJson): HTMLElement[] {
  const v = f.validity;
  return [
    h('p', {}, statusBadge(f.status, f.rank), ' ', h('strong', {}, f.text)),
    h('p', {}, `Valid ${interval(v)} — start: ${BASIS[v.startBasis] ?? v.startBasis}; end: ${BASIS[v.endBasis] ?? v.endBasis}. Confidence ${f.confidence}.`),
    h(
      'p',
      {},
      `Sources: ${[...new Set(f.sources.map((x) => x.source))].join(', ')}. `,
      h('a', { href: `#/nugget/${encodeURIComponent(f.id)}` }, 'Open the record'),
    ),
  ];
}

function legend(): HTMLElement {
  const swatch = (cls: string, extra: SVGElement | null = null, fill?: string, mask?: string) =>
    s(
      'svg',
      { viewBox: '0 0 40 16', width: 40, height: 16, 'aria-hidden': 'true', class: `tl-bar ${cls}` },
      s('rect', { x: 1, y: 2, width: 38, height: 12, rx: 2, fill: fill ?? null, mask: mask ?? null }),
      extra,
    );
  const item = (sw: SVGElement, text: string) => h('li', {}, sw, ' ', text);
  return h(
    'ul',
    { class: 'legend', 'aria-label': 'Legend' },
    item(swatch('status-active'), 'active'),
    item(swatch('status-contested'), 'contested (sources disagree)'),
    item(swatch('status-deprecated', s('line', { class: 'strike', x1: 1, x2: 39, y1: 8, y2: 8 })), 'deprecated'),
    item(swatch('status-active inferred'), 'inferred bound'),
    item(swatch('status-active open-end', null, undefined, 'url(#tl-fade-end)'), 'no end stated'),
    item(swatch('status-active succession', s('line', { class: 'handover', x1: 39, x2: 39, y1: 0, y2: 16 })), 'closed by its successor'),
  );
}

/** The timeline of one subject's facts. */
export function subjectTimeline(data: SubjectFactsJson): HTMLElement {
  const facts = data.facts;
  const d = domainOfIntervals(facts.map((f) => ({ start: ms(f.validity.start), end: ms(f.validity.end) })));
  const ticks = yearTicks(d, 8);
  const panel = h(
    'div',
    { class: 'tl-details', 'aria-live': 'polite' },
    h('p', { class: 'muted' }, 'Hover over or tab to a bar for its details; press Enter to open it.'),
  );
  const show = (f: FactJson) => replace(panel, details(f));
  const now = Date.now();
  const grid = () => [
    ...ticks.map((t) =>
      s('line', { class: 'tl-grid', x1: (pct(t.t, d) / 100) * W, x2: (pct(t.t, d) / 100) * W, y1: 0, y2: H, 'vector-effect': 'non-scaling-stroke' }),
    ),
    now >= d.start && now <= d.end
      ? s('line', { class: 'tl-now', x1: (pct(now, d) / 100) * W, x2: (pct(now, d) / 100) * W, y1: 0, y2: H, 'vector-effect': 'non-scaling-stroke' })
      : null,
  ];
  const axis = h(
    'div',
    { class: 'tl-row tl-axis', 'aria-hidden': 'true' },
    h('div', { class: 'tl-label' }),
    h(
      'div',
      { class: 'tl-ticks' },
      ticks.map((t) => h('span', { style: `left:${pct(t.t, d)}%` }, t.label)),
    ),
  );

  // Group by key (predicate and scope), then one row per value, in the API's order (by start).
  const groups = new Map<string, { title: string; rows: Map<string, FactJson[]> }>();
  for (const f of facts) {
    const g = `${f.key.predicate}\u0001${f.key.scope}`;
    if (!groups.has(g)) groups.set(g, { title: words(f.key.predicate) + (f.key.scope === 'global' ? '' : ` (${f.key.scope})`), rows: new Map() });
    const rows = groups.get(g)!.rows;
    rows.set(f.object, [...(rows.get(f.object) ?? []), f]);
  }
  const sections = [...groups.values()].map((g) =>
    h(
      'section',
      { class: 'tl-group' },
      h('h3', {}, g.title, ' ', h('span', { class: 'muted' }, `(${plural([...g.rows.values()].flat().length, 'fact')})`)),
      axis.cloneNode(true),
      [...g.rows].map(([value, list]) =>
        h(
          'div',
          { class: 'tl-row' },
          h('div', { class: `tl-label${list.every((f) => f.status === 'deprecated') ? ' struck' : ''}`, title: value }, value),
          s(
            'svg',
            { class: 'tl-track', viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', role: 'group', 'aria-label': `${g.title}: ${value}` },
            grid(),
            list.map((f) => bar(f, d, show)),
          ),
        ),
      ),
    ),
  );
  return h('div', { class: 'timeline' }, defs(), legend(), panel, sections);
}
