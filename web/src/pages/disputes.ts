// Disputes: the queue of contested keys, the rival values side by side with their sources and
// evidence, and — only when the server allows writes — the two decisions a person can make:
// "X is right" (X Active + Preferred, its rivals Deprecated) or "leave contested". Both ask for a
// reason, which is recorded and pinned with the decision.

import type { DisputeJson, FactJson } from '../api.js';
import { h, replace, uid } from '../dom.js';
import { day, interval, ms, plural, words } from '../format.js';
import { statusBadge } from '../components/badge.js';
import { evidenceQuote } from '../components/quote.js';
import { domainOfIntervals, type Domain } from '../components/scale.js';
import { validityBar } from '../components/validity-bar.js';
import { errorBox, setQuery, type PageContext } from '../page.js';

function rival(f: FactJson, domain: Domain, actions: HTMLElement | null): HTMLElement {
  return h(
    'article',
    { class: `rival status-${f.status}`, 'data-id': f.id },
    h('h3', {}, h('a', { href: `#/nugget/${encodeURIComponent(f.id)}` }, f.object)),
    h('p', {}, statusBadge(f.status, f.rank), ` confidence ${f.confidence} · ${plural(new Set(f.sources.map((s) => s.source)).size, 'source')}`),
    h('p', { class: 'meta' }, `valid ${interval(f.validity)}${f.validity.inferred ? ' (inferred)' : ''}`),
    validityBar(f.validity, f.status, domain),
    h(
      'div',
      { class: 'sources' },
      f.sources.map((e) => evidenceQuote(e, f)),
    ),
    actions,
  );
}

/** Where the write token is kept: this tab only, gone when it closes. */
const TOKEN_KEY = 'nuggetindex.token';

export async function disputesPage(ctx: PageContext): Promise<void> {
  const decided = ctx.params.get('decided') === 'true';
  const status = h('p', { class: 'result-count', role: 'status', 'aria-live': 'polite', tabindex: '-1' });
  const list = h('div', { class: 'disputes' });
  const toggle = h('input', {
    type: 'checkbox',
    checked: decided,
    onchange: () => {
      setQuery('disputes', { decided: toggle.checked ? 'true' : undefined });
      void load();
    },
  });
  const writable = ctx.stats.writable;

  const load = async (announce?: string) => {
    try {
      const disputes = await ctx.api.disputes({ decided: toggle.checked, limit: 100 });
      replace(status, `${announce ? `${announce} ` : ''}${plural(disputes.length, 'disputed key')}${toggle.checked ? ' (decided ones included)' : ''}.`);
      replace(list, disputes.length === 0 ? h('p', {}, 'Nothing is disputed: no two sources disagree over the same period.') : disputes.map(render));
    } catch (e) {
      replace(list, errorBox(e));
    }
  };

  const decide = async (work: () => Promise<unknown>, done: string) => {
    await work();
    await ctx.refreshStats();
    await load(done);
    status.focus();
  };

  /**
   * An inline form asking why (and, when the server wants one, for the access token, kept for this
   * tab only); `submit` gets the reason and the token.
   */
  const askReason = (where: HTMLElement, question: string, confirm: string, submit: (reason: string, token?: string) => Promise<void>) => {
    where.querySelector('form.reason')?.remove();
    const id = uid('reason');
    const text = h('textarea', { id, required: true, rows: 2, placeholder: 'e.g. the company’s annual report names Boston' });
    const tokenId = uid('token');
    const token = ctx.stats.tokenRequired
      ? h('input', { id: tokenId, type: 'password', required: true, autocomplete: 'off', value: sessionStorage.getItem(TOKEN_KEY) ?? '' })
      : null;
    const failure = h('div');
    const form = h(
      'form',
      {
        class: 'reason',
        onsubmit: async (e: Event) => {
          e.preventDefault();
          if (text.value.trim() === '') return;
          try {
            if (token) sessionStorage.setItem(TOKEN_KEY, token.value);
            await submit(text.value.trim(), token?.value);
          } catch (err) {
            replace(failure, errorBox(err));
          }
        },
      },
      h('label', { for: id }, question),
      text,
      token ? h('label', { for: tokenId }, "Access token (the server's --token)") : null,
      token,
      failure,
      h(
        'div',
        { class: 'inline' },
        h('button', { type: 'submit' }, confirm),
        h('button', { type: 'button', class: 'secondary', onclick: () => form.remove() }, 'Cancel'),
      ),
    );
    where.append(form);
    text.focus();
  };

  const render = (d: DisputeJson): HTMLElement => {
    const title = `${d.facts[0]?.subject ?? d.key.subject} — ${words(d.key.predicate)}${d.key.scope === 'global' ? '' : ` (${d.key.scope})`}`;
    const section = h('section', { class: 'dispute', 'aria-label': title });
    const contested = d.facts.filter((f) => f.status === 'contested');
    const others = d.facts.filter((f) => f.status !== 'contested');
    const domain = domainOfIntervals(d.facts.map((f) => ({ start: ms(f.validity.start), end: ms(f.validity.end) })));
    const resolveButton = (f: FactJson) =>
      writable
        ? h(
            'button',
            {
              type: 'button',
              class: 'resolve',
              onclick: () =>
                askReason(section, `Why is “${f.object}” right? (recorded with the decision)`, `Resolve: ${f.object} is right`, (reason, token) =>
                  decide(() => ctx.api.resolve(f.id, reason, token), `Resolved: ${f.object} is the ${words(d.key.predicate)} of ${d.key.subject}.`),
                ),
            },
            `Resolve: ${f.object} is right`,
          )
        : null;
    const decision = d.decision
      ? h(
          'p',
          { class: 'decision' },
          `${d.decision.winner ? 'Resolved' : 'Left contested'} by ${d.decision.by}${d.decision.at ? ` on ${day(d.decision.at)}` : ''}: “${d.decision.reason}”`,
        )
      : null;
    replace(
      section,
      h('h2', {}, h('a', { href: `#/subject/${encodeURIComponent(d.facts[0]?.subject ?? d.key.subject)}`, title: 'the subject’s timeline' }, title)),
      decision,
      h(
        'div',
        { class: 'rivals' },
        (contested.length > 0 ? contested : d.facts).map((f) => rival(f, domain, resolveButton(f))),
      ),
      others.length > 0 && contested.length > 0
        ? h(
            'details',
            { class: 'others' },
            h('summary', {}, `Other values of this key (${others.length})`),
            h(
              'div',
              { class: 'rivals' },
              others.map((f) => rival(f, domain, null)),
            ),
          )
        : null,
      writable && contested.length > 0
        ? h(
            'div',
            { class: 'inline actions' },
            h(
              'button',
              {
                type: 'button',
                class: 'secondary keep',
                onclick: () =>
                  askReason(section, 'Why should this stay contested? (recorded with the decision)', 'Leave contested', (reason, token) =>
                    decide(() => ctx.api.keep(d.key, reason, token), `Left contested: ${title}.`),
                  ),
              },
              'Leave contested',
            ),
          )
        : null,
    );
    return section;
  };

  replace(
    ctx.main,
    h('h1', { tabindex: '-1' }, 'Disputes'),
    h(
      'p',
      { class: 'muted' },
      writable
        ? 'Sources disagree over the same period. Pick the value that is right, or leave the key contested; your reason is recorded and later ingests keep the decision.'
        : ctx.api.mode === 'browser'
          ? 'Sources disagree over the same period. This browser export is read-only.'
          : 'Sources disagree over the same period. The server is read-only: start it with --allow-writes to resolve disputes here.',
    ),
    h('label', { class: 'checkbox' }, toggle, ' Include keys already decided'),
    status,
    list,
  );
  await load();
}
