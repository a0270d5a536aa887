// A page's defining sentence ("Engelbert Endrass was a German U-boat commander of World War II") is
// indexed with the nuggets about the page's subject, so that a question naming the subject by what
// the page says it is ("The German who began his naval career in April 1935 …") finds them. A nugget
// is atomic and decontextualised: its own words name the subject, never describe it. Only the nuggets
// keyed on the subject (or naming it as their object) take the sentence: the page's other names are
// not what it describes.
//
// The description is derived from the stored revision's title and text, so a rebuilt search index
// reads the same words as the one built at ingest; a browser index file, which keeps no text, carries
// the descriptions themselves.

import { splitSentences } from '../extract/sentences.js';
import { sharedOutline } from '../extract/structure.js';
import type { AliasTable } from '../govern/aliases.js';
import { subjectKey } from '../govern/canonicalize.js';
import { normalizeName } from '../govern/normalize.js';
import type { Genre, PageDescription } from '../model/document.js';
import type { Nugget } from '../model/nugget.js';
import type { DocumentRevision, NuggetStore } from '../store/store.js';

/** Words of the defining sentence kept: the lead of an encyclopedia page, not a paragraph. */
const MAX_WORDS = 40;

/**
 * The subject of an encyclopedic revision and the first sentence of its first paragraph, when that
 * sentence, as kept, names the subject (it defines it); null for news (a headline names no subject)
 * and for a page that opens otherwise. `genre` is the index's setting (a revision keeps none of its own).
 *
 * @example describePage(rev, aliases)?.description // 'Engelbert Endrass was a German U-boat commander of World War II.'
 */
export function describePage(rev: DocumentRevision, aliases: AliasTable, genre: Genre | 'auto' = 'auto'): PageDescription | null {
  if (rev.title === null || rev.text === '') return null;
  const outline = sharedOutline(
    { id: rev.docId, text: rev.text, time: rev.time, dated: rev.dated, source: rev.source, title: rev.title, scope: rev.scope, url: rev.url, genre: null },
    genre,
  );
  const subject = outline.subject;
  const paragraph = outline.blocks.find((b) => b.kind === 'paragraph');
  if (!subject || !paragraph) return null;
  // Brackets stay: they give the acronym a question may use ("Scottish National Party ( SNP )").
  const description = (splitSentences(paragraph.text)[0]?.text ?? '').split(/\s+/).slice(0, MAX_WORDS).join(' ');
  const words = ` ${normalizeName(description)} `;
  const names = [subject.name, ...subject.mentions];
  if (!names.some((m) => words.includes(` ${normalizeName(m)} `))) return null;
  // "The Scottish National Party ( SNP ; … )": the initials the sentence gives the subject name it too.
  const initials = subject.name
    .split(/[\s-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
  for (const m of description.matchAll(/\(\s*(\p{Lu}[\p{L}]{1,9})\s*[;,)]/gu)) if (initials.length >= 2 && m[1]!.toUpperCase() === initials) names.push(m[1]!);
  const keys = [...new Set(names.map((m) => subjectKey(m, aliases)))].filter((k) => k !== '');
  return { docId: rev.docId, revision: rev.revision, names: keys, description };
}

/**
 * The page descriptions of a store's revisions, read once each. A nugget takes the description of
 * the first page among its evidence (by document and revision, not by the evidence's order, which a
 * new revision rearranges) that is about the nugget's subject or object.
 */
export class PageDescriptions {
  private readonly pages = new Map<string, PageDescription | null>();

  constructor(
    private readonly aliases: AliasTable,
    private readonly genre: Genre | 'auto' = 'auto',
  ) {}

  /** The description of a revision, with the index's genre. */
  describe(rev: DocumentRevision): PageDescription | null {
    // (A browser index file's revisions keep no text: what was seeded is all there is.)
    if (rev.text === '') return this.pages.get(revisionKey(rev.docId, rev.revision)) ?? null;
    return describePage(rev, this.aliases, this.genre);
  }

  /** Descriptions known beforehand (a browser index file's): its revisions keep no text to derive them from. */
  seed(pages: readonly PageDescription[]): void {
    for (const p of pages) this.pages.set(revisionKey(p.docId, p.revision), p);
  }

  /** Reads the pages these nuggets' evidence comes from, each revision once. */
  async prepare(store: NuggetStore, nuggets: readonly Nugget[]): Promise<void> {
    const wanted = new Map<string, Set<number>>();
    for (const n of nuggets)
      for (const e of n.provenance.evidence) {
        if (this.pages.has(revisionKey(e.docId, e.revision))) continue;
        const revisions = wanted.get(e.docId) ?? new Set<number>();
        wanted.set(e.docId, revisions.add(e.revision));
      }
    for (const [docId, revisions] of wanted) {
      const stored = await store.revisions(docId);
      for (const revision of revisions) {
        const rev = stored.find((r) => r.revision === revision);
        this.pages.set(revisionKey(docId, revision), rev ? this.describe(rev) : null);
      }
    }
  }

  /** The description of the first page (see the class) about the nugget's subject or object; '' when none is (or unprepared). */
  of(n: Nugget): string {
    let best: PageDescription | null = null;
    let object: string | null = null;
    for (const e of n.provenance.evidence) {
      const page = this.pages.get(revisionKey(e.docId, e.revision));
      if (!page || (best && (best.docId < page.docId || (best.docId === page.docId && best.revision <= page.revision)))) continue;
      object ??= subjectKey(n.fact.object, this.aliases);
      if (page.names.includes(n.key.subject) || page.names.includes(object)) best = page;
    }
    return best?.description ?? '';
  }
}

function revisionKey(docId: string, revision: number): string {
  return `${revision}\u0001${docId}`;
}
