// The lifecycle state as a badge: colour plus a word (never colour alone), and the rank when it says more.

import { h } from '../dom.js';

const HINT: Record<string, string> = {
  active: 'current consensus for its time',
  contested: 'sources disagree over the same period',
  deprecated: 'lost a conflict (or a person ruled it wrong)',
};

export function statusBadge(status: string, rank?: string): HTMLElement {
  return h(
    'span',
    { class: `badge badge-${status}`, title: HINT[status] ?? status },
    status,
    rank === 'preferred' ? h('span', { class: 'badge-rank' }, ' · preferred') : null,
  );
}
