import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagText } from '../../../src/extract/reader/tokens.js';

test('tagText is the same whatever was tagged before (wink keeps unknown words it read)', () => {
  const show = (text: string) =>
    tagText(text)
      .map((t) => `${t.text}/${t.pos}`)
      .join(' ');
  const s = "Trent received his bachelor's and master's degrees from University of Utah.";
  const before = show(s);
  tagText("Polytechnics offered diplomas and degrees (bachelor's, master's, PhD).");
  assert.equal(show(s), before);
});
