// Page descriptions: an encyclopedia page's defining sentence is indexed with the nuggets about the
// page's subject, so a question that describes the subject instead of naming it finds them — and
// the same words are indexed whether the search index is built at ingest, rebuilt from the store's
// records, or opened from a browser index file.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultAliases, NuggetIndex } from '../../src/index.js';
import { describePage, PageDescriptions } from '../../src/ingest/page-descriptions.js';
import type { Nugget } from '../../src/model/nugget.js';
import type { DocumentRevision } from '../../src/store/store.js';

const NOW = Date.UTC(2021, 7, 1);

const ENDRASS = {
  id: 'endrass',
  source: 'wikipedia',
  date: '2021-08-01',
  title: 'Engelbert Endrass',
  text:
    'Engelbert Endrass\n\n' +
    "Engelbert Endrass (2 March 1911 – 21 December 1941) was a German naval officer and a recipient of the Knight's Cross.\n\n" +
    'Endrass joined the Reichsmarine in April 1935. In December 1939 he took command of U-46, succeeding Herbert Sohler. ' +
    'Sohler later commanded the 2nd U-boat Flotilla from 1940 to 1941.',
};

const revision = (doc: { id: string; source: string; title: string; text: string }): DocumentRevision => ({
  docId: doc.id,
  revision: 1,
  time: NOW,
  dated: true,
  contentHash: '',
  source: doc.source,
  title: doc.title,
  scope: 'global',
  url: null,
  text: doc.text,
  ingestedAt: NOW,
});

test("an encyclopedia page's first sentence describes its subject, under the subject's names", () => {
  const page = describePage(revision(ENDRASS), defaultAliases());
  assert.ok(page, 'the page opens by defining its subject');
  assert.match(page.description, /^Engelbert Endrass .* was a German naval officer and a recipient of the Knight's Cross\.$/);
  assert.ok(page.names.includes('engelbert endrass') && page.names.includes('endrass'), page.names.join(', '));
});

/** The description of a page with this title and text (`source` wikipedia unless given). */
const describe = (title: string, text: string, source = 'wikipedia') => describePage(revision({ id: 'p', source, title, text }), defaultAliases());

test('the initials the first sentence gives the subject name it too ("The Scottish National Party ( SNP ; … )")', () => {
  const text =
    'Scottish National Party\n\nThe Scottish National Party ( SNP ; Scottish Gaelic : Pàrtaidh Nàiseanta na h-Alba ) is a political party in Scotland .';
  assert.deepEqual(describe('Scottish National Party', text)?.names, ['scottish national party', 'snp']);
  // (Brackets that are not its initials name nothing: "( 1934 )", "( Scottish Gaelic )".)
  assert.deepEqual(describe('Scottish National Party', text.replace('( SNP ; ', '( SP ; '))?.names, ['scottish national party']);
});

test('a news report, or a page that does not open with its subject, describes nothing', () => {
  assert.equal(describe('Initech names new chief', 'Initech named Peter Gibbons as its chief executive on Monday, the company said.', 'reuters'), null);
  const other =
    'Engelbert Endrass\n\nThe German submarine service grew quickly in the 1930s, and most of its officers were young.\n\nEndrass joined the Reichsmarine in 1935.';
  assert.equal(describe('Engelbert Endrass', other), null);
});

/** The top texts for a question at a time. */
async function top(ni: NuggetIndex, question: string, time = '1940-06-01'): Promise<string[]> {
  return (await ni.retrieve(question, { time, k: 5 })).results.map((r) => r.nugget.fact.text);
}

test("a question that describes the page's subject finds the facts about it, and only about it", async () => {
  const ni = await NuggetIndex.open({ clock: () => NOW });
  await ni.ingest(ENDRASS);
  // Only the page's first sentence says "Knight's Cross": the command of U-46 is found through it.
  const found = await top(ni, "What did the recipient of the Knight's Cross command?");
  assert.ok(found.includes('Engelbert Endrass is the commander of U-46'), found.join(' | '));
  // Herbert Sohler is on the page too, but the sentence does not describe him.
  assert.ok(!found.some((t) => t.startsWith('Herbert Sohler')), found.join(' | '));
  await ni.close();
});

test('the description is indexed alike at ingest, on a rebuild from the records, and from a browser index file', async () => {
  const ni = await NuggetIndex.open({ clock: () => NOW });
  await ni.ingest(ENDRASS);
  const question = "What did the German naval officer with the Knight's Cross command?";
  const atIngest = await top(ni, question);
  assert.ok(atIngest.includes('Engelbert Endrass is the commander of U-46'), atIngest.join(' | '));
  // A memory store keeps no search index: opening it again rebuilds the index from the records.
  const rebuilt = await NuggetIndex.open({ store: ni.store, clock: () => NOW });
  assert.deepEqual(await top(rebuilt, question), atIngest);
  // The browser index file keeps no document text: it carries the description.
  const browser = await NuggetIndex.fromSnapshot(await ni.snapshot(), { clock: () => NOW });
  assert.deepEqual(await top(browser, question), atIngest);
  await Promise.all([ni.close(), rebuilt.close(), browser.close()]);
});

test("a nugget takes the first page about it by document and revision, whatever its evidence's order", () => {
  const pages = new PageDescriptions(defaultAliases());
  pages.seed([
    { docId: 'b', revision: 1, names: ['engelbert endrass'], description: 'from b' },
    { docId: 'a', revision: 2, names: ['engelbert endrass'], description: 'from a, revision 2' },
    { docId: 'a', revision: 1, names: ['someone else'], description: 'about someone else' },
  ]);
  const nugget = (docs: [string, number][]) =>
    ({
      key: { subject: 'u 46', predicate: 'commandedBy', scope: 'global' },
      fact: { subject: 'U-46', predicate: 'commandedBy', object: 'Engelbert Endrass', text: '' },
      provenance: { evidence: docs.map(([docId, revision]) => ({ docId, revision })) },
    }) as unknown as Nugget;
  assert.equal(
    pages.of(
      nugget([
        ['b', 1],
        ['a', 2],
        ['a', 1],
      ]),
    ),
    'from a, revision 2',
  );
  assert.equal(
    pages.of(
      nugget([
        ['a', 1],
        ['a', 2],
        ['b', 1],
      ]),
    ),
    'from a, revision 2',
  );
  assert.equal(pages.of(nugget([['a', 1]])), '');
});
