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
import { documentOutline } from '../extract/structure.js';
import type { AliasTable } from '../govern/aliases.js';
import { subjectKey } from '../govern/canonicalize.js';
import type { PageDescription } from '../model/document.js';
import type { Nugget } from '../model/nugget.js';
import type { DocumentRevision, NuggetStore } from '../store/store.js';

/** Words of the defining sentence kept: the lead of an encyclopedia page, not a paragraph. */
const MAX_WORDS = 40;

/**
 * The subject of an encyclopedic revision and the first sentence of its first paragraph, when that
 * sentence names the subject (it defines it); null for news (a headline names no subject) and for a
 * page that opens otherwise.
 *
 * @example describePage(rev, aliases)?.description // 'Engelbert Endrass was a German U-boat commander of World War II.'
 */
export function describePage(rev: DocumentRevision, aliases: AliasTable): PageDescription | null {
  if (rev.title === null || rev.text === '') return null;
  const outline = documentOutline({
    id: rev.docId,
    text: rev.text,
    time: rev.time,
    dated: rev.dated,
    source: rev.source,
    title: rev.title,
    scope: rev.scope,
    url: rev.url,
    genre: null,
  });
  const subject = outline.subject;
  const paragraph = outline.blocks.find((b) => b.kind === 'paragraph');
  if (!subject || !paragraph) return null;
  // Brackets stay: they give the acronym a question may use ("Scottish National Party ( SNP )").
  const sentence = splitSentences(paragraph.text)[0]?.text ?? '';
  const lower = ` ${sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const names = [subject.name.toLowerCase(), ...subject.mentions];
  if (!names.some((m) => lower.includes(` ${m.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `))) return null;
  // "The Scottish National Party ( SNP ; … )": the initials the sentence gives the subject name it too.
  const initials = subject.name
    .split(/[\s-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
  for (const m of sentence.matchAll(/\(\s*(\p{Lu}[\p{L}]{1,9})\s*[;,)]/gu))
    if (initials.length >= 2 && m[1]!.toUpperCase() === initials) names.push(m[1]!.toLowerCase());
  const keys = [...new Set(names.map((m) => subjectKey(m, aliases)))].filter((k) => k !== '');
  return { docId: rev.docId, revision: rev.revision, names: keys, description: sentence.split(/\s+/).slice(0, MAX_WORDS).join(' ') };
}

/** The page descriptions of a store's revisions, read once each, for the nuggets first read from them. */
export class PageDescriptions {
  private readonly pages = new Map<string, PageDescription | null>();

  constructor(private readonly aliases: AliasTable) {}

  /** Descriptions known beforehand (a browser index file's): its revisions keep no text to derive them from. */
  seed(pages: readonly PageDescription[]): void {
    for (const p of pages) this.pages.set(revisionKey(p.docId, p.revision), p);
  }

  /** Reads the pages these nuggets were first read from, each revision once. */
  async prepare(store: NuggetStore, nuggets: readonly Nugget[]): Promise<void> {
    const wanted = new Map<string, number[]>();
    for (const n of nuggets) {
      const e = n.provenance.evidence[0];
      if (!e || this.pages.has(revisionKey(e.docId, e.revision))) continue;
      const revisions = wanted.get(e.docId) ?? [];
      if (!revisions.includes(e.revision)) revisions.push(e.revision);
      wanted.set(e.docId, revisions);
    }
    for (const [docId, revisions] of wanted) {
      const stored = await store.revisions(docId);
      for (const revision of revisions) {
        const rev = stored.find((r) => r.revision === revision);
        this.pages.set(revisionKey(docId, revision), rev ? describePage(rev, this.aliases) : null);
      }
    }
  }

  /** The description of the page a nugget was first read from when the nugget is about its subject; '' otherwise (or unprepared). */
  of(n: Nugget): string {
    const e = n.provenance.evidence[0];
    const page = e ? this.pages.get(revisionKey(e.docId, e.revision)) : null;
    if (!page) return '';
    return page.names.includes(n.key.subject) || page.names.includes(subjectKey(n.fact.object, this.aliases)) ? page.description : '';
  }
}

function revisionKey(docId: string, revision: number): string {
  return `${revision}\u0001${docId}`;
}
