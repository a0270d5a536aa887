// The evidence of a fact: the quoted span of its document, with the words that carry the fact (its
// object and subject) highlighted in place, and where it comes from (source, document, offsets).

import { h, type Child } from '../dom.js';

export interface Evidence {
  docId: string;
  source: string;
  start: number;
  end: number;
  quote: string;
  revision?: number;
}

/** Ranges [start, end) of `needle` in `text`, case-insensitive; falls back to its longer words. */
function find(text: string, needle: string): [number, number][] {
  const lower = text.toLowerCase();
  const hits = (n: string): [number, number][] => {
    const out: [number, number][] = [];
    if (n.length < 2) return out;
    for (let i = lower.indexOf(n); i >= 0; i = lower.indexOf(n, i + n.length)) out.push([i, i + n.length]);
    return out;
  };
  const whole = hits(needle.toLowerCase());
  if (whole.length > 0) return whole;
  // Canonical names differ from the text ("CEO" vs "chief executive", "Acme Corp" vs "Acme"): mark
  // the distinctive words that do occur.
  return needle
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4)
    .flatMap(hits);
}

/** The quote as text nodes and <mark>s; object matches win over subject matches where they overlap. */
export function highlighted(quote: string, marks: { text: string; cls: string }[]): Child[] {
  const owner = new Array<string | null>(quote.length).fill(null);
  for (const m of [...marks].reverse()) for (const [a, b] of find(quote, m.text)) for (let i = a; i < b; i++) owner[i] = m.cls;
  const out: Child[] = [];
  let i = 0;
  while (i < quote.length) {
    let j = i;
    while (j < quote.length && owner[j] === owner[i]) j++;
    const piece = quote.slice(i, j);
    out.push(owner[i] ? h('mark', { class: owner[i]! }, piece) : piece);
    i = j;
  }
  return out;
}

/**
 * The quote with the fact's words marked; given the document text around it (`context`), the quote
 * is shown in place — the evidence span itself marked within the surrounding text.
 */
export function evidenceQuote(e: Evidence, fact: { subject: string; object: string }, context?: { before: string; after: string }): HTMLElement {
  const quote = highlighted(e.quote, [
    { text: fact.object, cls: 'hl-object' },
    { text: fact.subject, cls: 'hl-subject' },
  ]);
  const body = context
    ? [
        h('span', { class: 'context' }, context.before === '' ? '' : `…${context.before}`),
        h('mark', { class: 'span' }, ...quote),
        h('span', { class: 'context' }, context.after === '' ? '' : `${context.after}…`),
      ]
    : quote;
  return h(
    'figure',
    { class: 'evidence' },
    h('blockquote', {}, ...body),
    h(
      'figcaption',
      {},
      h('span', { class: 'source' }, e.source),
      ' · ',
      h('span', { class: 'doc' }, e.docId),
      e.revision !== undefined && e.revision > 1 ? ` (revision ${e.revision})` : '',
      h('span', { class: 'offsets' }, ` · characters ${e.start}–${e.end}`),
    ),
  );
}
