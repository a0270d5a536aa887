// What every page receives from the app shell, and the shared bits of page chrome.

import type { Api, StatsJson } from './api.js';
import { h } from './dom.js';

export interface PageContext {
  api: Api;
  stats: StatsJson;
  /** The element the page renders into (emptied before). */
  main: HTMLElement;
  /** Route segments after the page name, decoded (`#/subject/Acme` → ['Acme']). */
  path: string[];
  /** The route's query (`#/search?q=…`). */
  params: URLSearchParams;
  /** Re-reads the store's statistics (after a write). */
  refreshStats(): Promise<StatsJson>;
}

/** An error box that screen readers announce. */
export function errorBox(e: unknown): HTMLElement {
  const message = e instanceof Error ? e.message : String(e);
  return h('div', { class: 'error', role: 'alert' }, message);
}

/** The hash the current page stands for: the shell renders again only when the location leaves it. */
export const shown = { hash: '' };

/** Replaces the page's URL query without a navigation (so the page keeps its state and focus). */
export function setQuery(page: string, params: Record<string, string | undefined>, push = false): void {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const hash = `#/${page}${q.size > 0 ? `?${q.toString()}` : ''}`;
  if (hash === location.hash) return;
  if (push) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
  shown.hash = hash;
}
