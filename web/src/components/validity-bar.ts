// A fact's validity interval drawn on the corpus time span, with the query time marked: one glance
// says whether the fact was true then. Open ends fade out; an inferred interval is drawn dashed.

import { h } from '../dom.js';
import { day, ms } from '../format.js';
import { pct, type Domain } from './scale.js';

export interface BarValidity {
  start: string | null;
  end: string | null;
  inferred: boolean;
}

/**
 * @param at the query period, marked on the bar (a band when it is wide enough to see, else a line)
 */
export function validityBar(v: BarValidity, status: string, domain: Domain, at?: { start: string | null; end: string | null }): HTMLElement {
  const start = ms(v.start) ?? -Infinity;
  const end = ms(v.end) ?? Infinity;
  const left = pct(start, domain);
  const width = Math.max(0.8, pct(end, domain) - left);
  const classes = ['vbar-fill', `status-${status}`, v.start === null && 'open-start', v.end === null && 'open-end', v.inferred && 'inferred']
    .filter(Boolean)
    .join(' ');
  let marker: HTMLElement | null = null;
  let label = `valid ${v.start === null ? 'from an unknown start' : `from ${day(v.start)}`} ${v.end === null ? 'with no end' : `until ${day(v.end)}`}${v.inferred ? ' (partly inferred)' : ''}`;
  if (at) {
    const a = ms(at.start);
    const b = ms(at.end);
    if (a !== null) {
      const l = pct(a, domain);
      const w = b === null ? 0 : pct(b, domain) - l;
      marker = h('div', { class: w >= 1 ? 'vbar-at band' : 'vbar-at', style: `left:${l}%;${w >= 1 ? `width:${w}%` : ''}` });
      const inside = start < (b ?? a + 1) && a < end;
      label += `; the query time ${day(at.start)} is ${inside ? 'inside' : 'outside'} it`;
    }
  }
  const edges = h(
    'div',
    { class: 'vbar-scale', 'aria-hidden': 'true' },
    h('span', {}, String(new Date(domain.start).getUTCFullYear())),
    h('span', {}, String(new Date(domain.end).getUTCFullYear())),
  );
  return h(
    'div',
    { class: 'vbar-wrap' },
    h('div', { class: 'vbar', role: 'img', 'aria-label': label, title: label }, h('div', { class: classes, style: `left:${left}%;width:${width}%` }), marker),
    edges,
  );
}
