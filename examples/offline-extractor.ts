// The offline extractor on an encyclopedic page: the page's subject behind "he" and the surname,
// narrative time for undated sentences, list entries under a role heading, and open statements
// for relations no schema predicate names.
// Run: node --import tsx examples/offline-extractor.ts
import { NuggetIndex, toIso } from '../src/index.js';

const ni = await NuggetIndex.open({ clock: () => Date.UTC(2021, 7, 1) });
await ni.ingest({
  id: 'wiki/John_Roe',
  source: 'wikipedia',
  date: '2021-08-01',
  title: 'John Roe ( American physician )',
  text: [
    'John Roe ( born 3 May 1960 ) is an American physician .',
    'Roe moved to Boston in 2004 . He completed fellowships at Alpha University , Beta College and Gamma Institute .',
    'In 2009 , Roe joined Acme Health as chief medical officer .',
    'Awards',
    '- Lasker Award ( 2012 )',
  ].join('\n\n'),
});

for (const year of ['2004', '2012']) {
  const r = await ni.retrieve(`What did John Roe do in ${year}?`, { k: 10 });
  console.log(
    year,
    r.results.map(
      (x) => `${x.nugget.fact.text} [${toIso(x.nugget.validity.start)} → ${toIso(x.nugget.validity.end) ?? 'open'}, ${x.nugget.validity.startBasis}]`,
    ),
  );
}
await ni.close();
