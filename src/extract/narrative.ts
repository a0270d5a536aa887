// Narrative time: a sentence that names no date of its own happens at the time its paragraph is
// telling ("She moved to Boston in 2004. She completed fellowships at …" — the fellowships are 2004,
// not the document's date). The inherited expression keeps its source offsets and is marked with
// the cue 'narrative', so validity inference flags the start as inferred and confidence drops.

import type { Outline } from './structure.js';
import { blockAt } from './structure.js';
import type { Sentence } from './sentences.js';
import { tagTemporal, type TemporalExpression } from './temporal.js';

/** The cue of an inherited expression (TemporalExpression.cue). */
export const NARRATIVE_CUE = 'narrative';

/** "Subsequently, he joined …": after the previous sentence's period, not at its start. */
const SEQUEL = /^(?:subsequently|later|afterwards|afterward|after that|thereafter|following (?:this|that)|then)\b/i;

/**
 * For each sentence (in document order, document offsets), its own temporal expressions and the
 * narrative time it inherits when it has none: the latest START or POINT earlier in the same block;
 * after a sequel cue, the END of the previous sentence's period; at the start of a block of an
 * encyclopedic document, a date in its section heading ("2004–2008 : Chelsea"). News paragraphs
 * inherit only within themselves: their undated sentences are about the document's date.
 */
export function narrativeTimes(text: string, sentences: readonly Sentence[], outline: Outline, documentTime: number): { own: TemporalExpression[][]; inherited: (TemporalExpression | null)[] } {
  const own: TemporalExpression[][] = [];
  const inherited: (TemporalExpression | null)[] = [];
  let block: ReturnType<typeof blockAt> = null;
  let current: TemporalExpression | null = null;
  let previousEnd: TemporalExpression | null = null;
  const headingTimes = new Map<string, TemporalExpression | null>();
  for (const s of sentences) {
    const tags = tagTemporal(s.text, { documentTime }).map((t) => ({ ...t, start: t.start + s.start, end: t.end + s.start }));
    own.push(tags);
    const b = blockAt(outline, s.start);
    if (b !== block) {
      block = b;
      current = null;
      previousEnd = null;
      if (outline.genre === 'encyclopedic' && b?.heading) current = headingTime(text, outline, b.start, headingTimes, documentTime);
    }
    const sequel = SEQUEL.test(s.text) && previousEnd !== null;
    const from = sequel ? previousEnd : current;
    inherited.push(tags.length === 0 && from ? { ...from, role: 'START', cue: NARRATIVE_CUE } : null);
    const anchors = tags.filter((t) => t.role !== 'END');
    if (anchors.length > 0) current = anchors.reduce((a, t) => (t.time > a.time ? t : a));
    const ends = tags.filter((t) => t.role === 'END');
    previousEnd = ends.length > 0 ? ends.at(-1)! : tags.length > 0 ? null : previousEnd;
  }
  return { own, inherited };
}

/** The first START/POINT in the heading of the section holding `offset`, cached per heading. */
function headingTime(text: string, outline: Outline, offset: number, cache: Map<string, TemporalExpression | null>, documentTime: number): TemporalExpression | null {
  let heading: { start: number; text: string } | null = null;
  for (const b of outline.blocks) {
    if (b.start > offset) break;
    if (b.kind === 'heading') heading = b;
  }
  if (!heading) return null;
  const key = `${heading.start}`;
  if (!cache.has(key)) {
    const t = tagTemporal(heading.text, { documentTime }).find((x) => x.role !== 'END');
    cache.set(key, t && text.slice(heading.start + t.start, heading.start + t.end) === t.text ? { ...t, start: heading.start + t.start, end: heading.start + t.end } : null);
  }
  return cache.get(key)!;
}
