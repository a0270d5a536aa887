// One nugget: the fact, its key, validity with the basis of each bound, its state, every evidence
// span with its quote, its earlier governed versions and the decision on its key.

import { h, replace } from '../dom.js';
import { BASIS, day, interval, ms, plural, words } from '../format.js';
import { statusBadge } from '../components/badge.js';
import { evidenceQuote } from '../components/quote.js';
import { domainOfIntervals } from '../components/scale.js';
import { validityBar } from '../components/validity-bar.js';
import { errorBox, type PageContext } from '../page.js';

/** The record as `export` writes it (nuggetRecordJson): the fields this page shows. */
interface RecordJson {
  id: string;
  kind: string;
  fact: { subject: string; predicate: string; object: string; text: string };
  key: { subject: string; predicate: string; scope: string };
  validity: { start: string | null; end: string | null; inferred: boolean; granularity: string; startBasis: string; endBasis: string };
  epistemic: { status: string; rank: string; confidence: number };
  provenance: {
    evidence: { docId: string; revision: number; source: string; start: number; end: number; quote: string; confidence: number; documentTime: string | null }[];
    createdAt: string | null;
    parentId: string | null;
    version: number;
  };
}

const row = (term: string, ...value: (Node | string)[]) => [h('dt', {}, term), h('dd', {}, ...value)];

export async function nuggetPage(ctx: PageContext): Promise<void> {
  const id = ctx.path[0] ?? '';
  replace(ctx.main, h('h1', { tabindex: '-1' }, 'Nugget'), h('p', { role: 'status' }, 'Loading…'));
  let detail;
  try {
    detail = await ctx.api.nugget(id);
  } catch (e) {
    replace(ctx.main, h('h1', { tabindex: '-1' }, 'Nugget'), errorBox(e));
    return;
  }
  const n = detail.nugget as RecordJson;
  const v = n.validity;
  const d = detail.decision;
  replace(
    ctx.main,
    h('h1', { tabindex: '-1' }, n.fact.text),
    h(
      'p',
      {},
      statusBadge(n.epistemic.status, n.epistemic.rank),
      ' ',
      h('a', { href: `#/subject/${encodeURIComponent(n.fact.subject)}` }, `${n.fact.subject} — timeline`),
    ),
    h(
      'section',
      {},
      h('h2', {}, 'Record'),
      h(
        'dl',
        { class: 'record' },
        row('Id', h('code', {}, n.id)),
        row('Fact', `${n.fact.subject} · ${words(n.fact.predicate)} · ${n.fact.object}`),
        row('Key', `${n.key.subject} / ${n.key.predicate} / ${n.key.scope}`),
        row('Kind', n.kind),
        row(
          'Valid',
          `${interval(v)} (${v.granularity} precision${v.inferred ? ', inferred' : ''})`,
          validityBar(v, n.epistemic.status, domainOfIntervals([{ start: ms(v.start), end: ms(v.end) }])),
        ),
        row('Start', BASIS[v.startBasis] ?? v.startBasis),
        row('End', BASIS[v.endBasis] ?? v.endBasis),
        row('State', `${n.epistemic.status}, rank ${n.epistemic.rank}, confidence ${n.epistemic.confidence}`),
        row(
          'Version',
          `${n.provenance.version}${n.provenance.createdAt ? `, created ${day(n.provenance.createdAt)}` : ''}${n.provenance.parentId ? `, derived from ${n.provenance.parentId}` : ''}`,
        ),
      ),
    ),
    h(
      'section',
      {},
      h('h2', {}, `Provenance (${plural(n.provenance.evidence.length, 'evidence span')})`),
      n.provenance.evidence.map((e, i) =>
        h(
          'div',
          { class: 'span' },
          evidenceQuote(e, n.fact, detail.context?.[i]),
          h('p', { class: 'meta' }, `document date ${day(e.documentTime, '?')} · extraction confidence ${e.confidence}`),
        ),
      ),
    ),
    h(
      'section',
      {},
      h('h2', {}, 'Version history'),
      detail.history.length === 0
        ? h('p', {}, 'Governance has not changed this nugget since it was created.')
        : h(
            'table',
            { class: 'history' },
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                ['Version', 'Changed', 'State', 'Valid', 'Evidence', 'Why'].map((c) => h('th', { scope: 'col' }, c)),
              ),
            ),
            h(
              'tbody',
              {},
              detail.history.map((x) =>
                h(
                  'tr',
                  {},
                  h('td', {}, String(x.version)),
                  h('td', {}, day(x.changedAt, '?')),
                  h('td', {}, `${x.status} / ${x.rank} (${x.confidence})`),
                  h('td', {}, interval(x.validity)),
                  h('td', {}, String(x.evidenceCount)),
                  h('td', {}, x.reason),
                ),
              ),
            ),
          ),
    ),
    h(
      'section',
      {},
      h('h2', {}, 'Decision'),
      d
        ? h(
            'p',
            { class: 'decision' },
            d.winner === null
              ? 'Left contested'
              : d.winner === n.id
                ? 'Declared right'
                : d.losers.includes(n.id)
                  ? 'Declared wrong'
                  : `Decided for ${d.winner}`,
            ` by ${d.by}${d.at ? ` on ${day(d.at)}` : ''}: “${d.reason}”`,
          )
        : h('p', {}, 'No one has ruled on this key.'),
    ),
    h('details', {}, h('summary', {}, 'Raw record (JSON)'), h('pre', {}, JSON.stringify(detail.nugget, null, 2))),
  );
}
