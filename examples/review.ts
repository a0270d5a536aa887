// The quality gate and the review queue: a candidate the extractor is unsure of waits for a person
// instead of entering the store; accepting it (optionally edited) governs it exactly like ingest.
// Run: node --import tsx examples/review.ts
import { NuggetIndex, type Candidate, type Extractor } from '../src/index.js';

// An extractor that is unsure of one fact (any extractor's low-confidence candidates behave alike).
const unsure: Extractor = {
  id: 'example@1',
  extract: ({ window }): Candidate[] =>
    window.sentence.text.includes('Okafor')
      ? [
          {
            subject: 'Northwind Power',
            predicate: 'chiefExecutiveOfficer',
            object: 'Daniel Okafor',
            start: window.sentence.start,
            end: window.sentence.end,
            confidence: 0.4,
          },
        ]
      : [],
};

const ni = await NuggetIndex.open({ extractor: unsure, clock: () => Date.UTC(2016, 0, 1) });
const r = await ni.ingest({ id: 'ht-1', source: 'harbor-times', date: '2015-03-04', text: 'Daniel Okafor took over at Northwind Power in March 2015.' });
console.log(`created ${r.created}, deferred ${r.deferred}`); // created 0, deferred 1

const queue = await ni.reviewQueue();
console.log(queue.groups); // [{ predicate: 'chiefExecutiveOfficer', bucket: '0.25–0.50', count: 1 }]
const item = queue.items[0]!;
console.log(item.reason, '—', item.detail);

// Accept it with a correction: the start the text states is March 2015.
await ni.review([{ id: item.id, action: 'accept', edit: { start: '2015-03-01' } }], { by: 'editor' });
const answer = await ni.retrieve('Who was the CEO of Northwind Power?', { time: '2015-06' });
console.log(answer.results.map((x) => `${x.nugget.fact.text} (from ${new Date(x.nugget.validity.start).toISOString().slice(0, 10)})`));
await ni.close();
