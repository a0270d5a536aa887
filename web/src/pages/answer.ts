// Answer: a question, the time it is about and the pipeline; the governed answer, each sentence
// marked by what governance says of it (a dispute, an ended fact) and followed by its citations,
// each of which opens on the exact evidence: source, date, document, revision, characters, the
// quoted span, and the governed fact it supports.

import type { AnswerJson, CitationJson } from '../api.js';
import { h, replace, uid } from '../dom.js';
import { day } from '../format.js';
import { errorBox, setQuery, type PageContext } from '../page.js';

const PIPELINES = [
  { value: 'crucible', label: 'Crucible', hint: 'a Q&A nugget bank, one cited sentence per nugget' },
  { value: 'ginger', label: 'GINGER', hint: 'nuggets clustered by facet, one sentence per facet' },
] as const;
type PipelineName = (typeof PIPELINES)[number]['value'];

const STANDING: Record<string, string | null> = { established: null, source: null, disputed: 'disputed', past: 'past' };

export async function answerPage(ctx: PageContext): Promise<void> {
  const { api, params, main } = ctx;
  const ids = { q: uid('q'), date: uid('date'), pipeline: uid('pipeline') };
  const q = h('input', {
    id: ids.q,
    type: 'search',
    name: 'q',
    value: params.get('q') ?? '',
    placeholder: 'Who was the CEO of Acme in 2018?',
    autocomplete: 'off',
    required: true,
  });
  const date = h('input', { id: ids.date, type: 'date', name: 'time', value: params.get('time') ?? '' });
  const pipeline = h(
    'select',
    { id: ids.pipeline, name: 'pipeline' },
    PIPELINES.map((p) => h('option', { value: p.value, title: p.hint, ...(params.get('pipeline') === p.value ? { selected: true } : {}) }, p.label)),
  );
  const status = h('p', { class: 'result-count', role: 'status', 'aria-live': 'polite' });
  const body = h('div', { class: 'answer' });

  let seq = 0;
  const run = async (push = false) => {
    const question = q.value.trim();
    setQuery('answer', { q: question, time: date.value, pipeline: pipeline.value === 'crucible' ? undefined : pipeline.value }, push);
    if (question === '') {
      replace(status, 'Ask a question: the answer states only facts valid at its time, each sentence cited.');
      replace(body);
      return;
    }
    const mine = ++seq;
    status.textContent = 'Answering…';
    try {
      const a = await api.answer(question, { time: date.value || undefined, pipeline: pipeline.value as PipelineName });
      if (mine === seq) render(a);
    } catch (e) {
      if (mine !== seq) return;
      replace(status, '');
      replace(body, errorBox(e));
    }
  };

  const render = (a: AnswerJson) => {
    const when = a.time.from === 'now' ? 'now' : `${day(a.time.start, 'any time')}${a.time.from === 'question' ? ' (from the question)' : ''}`;
    replace(
      status,
      `${a.pipeline === 'ginger' ? 'GINGER' : 'Crucible'} · ${when} · ${a.approximate ? 'offline, approximate: no model wrote this' : `model (${a.mode})`}`,
    );
    if (a.sentences.length === 0) {
      replace(body, h('p', { class: 'empty' }, a.note ?? 'Nothing to answer from.'));
      return;
    }
    // The library's numberedCitations, written again: the server-mode bundle takes only types from the
    // library (a value import would bundle the whole core, 28 KB → 4 MB).
    const numbered: CitationJson[] = [];
    const numberOf = (c: CitationJson) => {
      const at = numbered.findIndex((x) => x.docId === c.docId && x.revision === c.revision && x.start === c.start && x.end === c.end);
      if (at >= 0) return at + 1;
      numbered.push(c);
      return numbered.length;
    };
    const sentences = a.sentences.map((s) => {
      const flag = STANDING[s.standing];
      return h(
        'p',
        { class: `answer-sentence standing-${s.standing}` },
        flag ? h('span', { class: `badge badge-${s.standing === 'disputed' ? 'contested' : 'deprecated'}` }, flag) : null,
        flag ? ' ' : null,
        s.text,
        ' ',
        s.citations.map((c) => {
          const n = numberOf(c);
          return h('a', { class: 'cite', href: `#cite-${n}`, onclick: (e: Event) => openCitation(e, n) }, `[${n}]`);
        }),
      );
    });
    const sources = h(
      'ol',
      { class: 'citations' },
      numbered.map((c, i) =>
        h(
          'li',
          { id: `cite-${i + 1}` },
          h(
            'details',
            {},
            h('summary', {}, `${c.source}${c.title ? ` — “${c.title}”` : ''}${c.documentTime ? ` (${day(c.documentTime)})` : ''}`),
            h('blockquote', { class: 'quote' }, c.quote),
            h(
              'p',
              { class: 'meta' },
              `${c.docId} · revision ${c.revision} · characters ${c.start}–${c.end}`,
              c.nuggetId ? [' · ', h('a', { href: `#/nugget/${encodeURIComponent(c.nuggetId)}` }, 'the fact it supports')] : null,
            ),
          ),
        ),
      ),
    );
    const withheld =
      a.trace.withheld > 0
        ? h(
            'p',
            { class: 'meta' },
            `${a.trace.withheld} sentence${a.trace.withheld === 1 ? '' : 's'} of these documents left out: they state facts not valid at that time, or disputed.`,
          )
        : null;
    replace(body, h('div', { class: 'answer-text' }, sentences), h('h2', {}, 'Sources'), sources, withheld);
  };

  /** A citation marker opens its source's evidence and moves focus there. */
  const openCitation = (e: Event, n: number) => {
    e.preventDefault();
    const item = body.querySelector<HTMLElement>(`#cite-${n}`);
    const details = item?.querySelector('details');
    if (!item || !details) return;
    details.open = true;
    details.querySelector('summary')?.focus();
    item.scrollIntoView({ block: 'nearest' });
  };

  const form = h(
    'form',
    {
      class: 'search',
      onsubmit: (e: Event) => {
        e.preventDefault();
        void run(true);
      },
    },
    h('div', { class: 'field grow' }, h('label', { for: ids.q }, 'Question'), h('div', { class: 'inline' }, q, h('button', { type: 'submit' }, 'Answer'))),
    h('div', { class: 'field' }, h('label', { for: ids.date }, 'As of date'), date),
    h('div', { class: 'field' }, h('label', { for: ids.pipeline }, 'Pipeline'), pipeline),
  );
  date.addEventListener('change', () => void run());
  pipeline.addEventListener('change', () => void run());
  main.append(h('h1', { tabindex: '-1' }, 'Answer'), form, status, body);
  await run();
}
