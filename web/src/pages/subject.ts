// Subject timeline: a picker (search as you type over the store's subjects) and the timeline of
// every fact about the chosen subject, with the decisions recorded on its keys.

import type { Api, SubjectEntry } from '../api.js';
import { h, replace, uid } from '../dom.js';
import { day, plural, words } from '../format.js';
import { subjectTimeline } from '../components/timeline.js';
import { errorBox, type PageContext } from '../page.js';

function picker(api: Api, current: string): HTMLElement {
  const id = uid('subject');
  const input = h('input', { id, type: 'search', value: current, placeholder: 'Type a name…', autocomplete: 'off', 'aria-describedby': `${id}-n` });
  const count = h('p', { id: `${id}-n`, class: 'muted', 'aria-live': 'polite' });
  const list = h('ul', { class: 'subject-list' });
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lookup = async () => {
    const mine = ++seq;
    try {
      const found: SubjectEntry[] = await api.subjects(input.value, 12);
      if (mine !== seq) return;
      count.textContent = `${plural(found.length, 'subject')}${input.value ? ` matching “${input.value}”` : ''}`;
      replace(
        list,
        found.map((s) =>
          h('li', {}, h('a', { href: `#/subject/${encodeURIComponent(s.name)}` }, s.name), h('span', { class: 'muted' }, ` ${plural(s.facts, 'fact')}`)),
        ),
      );
    } catch (e) {
      if (mine === seq) replace(list, h('li', {}, errorBox(e)));
    }
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void lookup(), 120);
  });
  void lookup();
  return h('div', { class: 'picker' }, h('label', { for: id }, 'Subject'), input, count, list);
}

export async function subjectPage(ctx: PageContext): Promise<void> {
  const name = ctx.path[0] ?? '';
  const body = h('div', { class: 'subject-body' });
  replace(ctx.main, h('h1', { tabindex: '-1' }, name ? `Timeline: ${name}` : 'Subject timeline'), picker(ctx.api, name), body);
  if (!name) {
    replace(body, h('p', {}, 'Pick a subject to see every fact about it on one time axis.'));
    return;
  }
  try {
    const data = await ctx.api.subject(name);
    if (data.facts.length === 0) {
      replace(body, h('p', { role: 'status' }, `No facts about “${name}”.`));
      return;
    }
    const byState = (st: string) => data.facts.filter((f) => f.status === st).length;
    replace(
      body,
      h(
        'p',
        { role: 'status', class: 'result-count' },
        `${plural(data.facts.length, 'fact')} about ${data.names.join(' / ')}: ${byState('active')} active, ${byState('contested')} contested, ${byState('deprecated')} deprecated.`,
      ),
      data.decisions.length > 0
        ? h(
            'ul',
            { class: 'decisions' },
            data.decisions.map((d) =>
              h('li', {}, `${words(d.key.predicate)}: ${d.winner ? 'resolved' : 'left contested'} by ${d.by}${d.at ? ` on ${day(d.at)}` : ''} — “${d.reason}”`),
            ),
          )
        : null,
      subjectTimeline(data),
    );
  } catch (e) {
    replace(body, errorBox(e));
  }
}
