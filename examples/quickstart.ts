// Quick start: open an index, ingest documents, ask time-scoped questions, build generator context.
// Run: node --import tsx examples/quickstart.ts
import { NuggetIndex, retrievalJson } from '../src/index.js';

const ni = await NuggetIndex.open(); // memory store, bundled schema and aliases, rule-based extractor

await ni.ingest({ id: 'r1', source: 'reuters', date: '2001-05-01', text: 'John Roe was CEO of Acme from 2001 to 2008.' });
await ni.ingest({ id: 'b1', source: 'bloomberg', date: '2008-03-02', text: 'Acme named Jane Doe as its new CEO on 1 March 2008.' });
await ni.ingest({ id: 'a1', source: 'ap', date: '2008-03-03', text: "Acme's chief executive, Jane Doe, said profits rose." });
await ni.ingest({ id: 'h1', source: 'reuters', date: '2019-01-01', text: 'Acme is headquartered in Boston.' });
await ni.ingest({ id: 'h2', source: 'ap', date: '2019-01-02', text: 'Acme is based in Denver.' });

const in2005 = await ni.retrieve('Who was the CEO of Acme in 2005?', { k: 1 });
console.log(in2005.results[0]?.nugget.fact.text); // John Roe is the chief executive officer of Acme

const today = await ni.retrieve('Who is the CEO of Acme?', { k: 1 });
console.log(retrievalJson(today).results[0]?.validity); // { start: '2008-03-01', end: null, … }

const { text } = await ni.context('Where is Acme headquartered?');
console.log(text); // Established facts: … Disputed (sources disagree): - Acme — headquartersLocation: reuters says Boston; ap says Denver

await ni.close();
