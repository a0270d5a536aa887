// Hash routes: #/search?q=…, #/answer?q=…, #/subject/<name>, #/disputes, #/nugget/<id>. Hash routing needs no
// server support, so the same page works behind the API server and as a static export.

export const PAGES = ['search', 'answer', 'subject', 'disputes', 'nugget'] as const;
export type PageName = (typeof PAGES)[number];

export interface Route {
  page: PageName;
  path: string[];
  params: URLSearchParams;
}

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#\/?/, '');
  const at = raw.indexOf('?');
  const [path, query] = at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at + 1)];
  const [first = '', ...rest] = path.split('/');
  const page = (PAGES as readonly string[]).includes(first) ? (first as PageName) : 'search';
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  // A subject name may contain "/": everything after the page name is one segment.
  const segments = rest.length === 0 ? [] : page === 'subject' ? [decode(rest.join('/'))] : rest.map(decode);
  return { page, path: segments.filter((s) => s !== ''), params: new URLSearchParams(query) };
}
