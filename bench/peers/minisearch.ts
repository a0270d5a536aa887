// MiniSearch 7.2 with its default BM25 scoring and OR queries: the best-known full-text library in
// TypeScript. Given our analyzer, so it indexes and matches the same terms as every other system.

import MiniSearch from 'minisearch';
import { tokenize } from '../../src/search/tokenize.js';
import type { Nugget } from '../../src/model/nugget.js';
import type { Engine } from '../engine.js';

interface Doc {
  id: string;
  text: string;
}

/** Above this many documents the JSON dump (hundreds of MB, ~20 s at a million) is not made: the size row shows "—". */
const SERIALIZE_UP_TO = 100_000;

export function miniSearchEngine(textOf: (n: Nugget) => string): Engine {
  const index = new MiniSearch<Doc>({
    fields: ['text'],
    tokenize: (text) => tokenize(text),
    // Terms arrive analysed already (lower case, folded, stemmed).
    processTerm: (term) => term,
    searchOptions: { combineWith: 'OR' },
  });
  return {
    add: (batch) => index.addAll(batch.map((n) => ({ id: n.id, text: textOf(n) }))),
    finish: () => {},
    rows: () => [
      {
        name: 'MiniSearch 7.2',
        search: (q, k) =>
          index
            .search(q.text)
            .slice(0, k)
            .map((r) => r.id as string),
      },
    ],
    storedBytes: () => (index.documentCount <= SERIALIZE_UP_TO ? JSON.stringify(index).length : null),
    close: () => {},
  };
}
