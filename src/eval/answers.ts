// Answer matching for QA evaluation: a gold answer "appears" in a retrieved text when its normal form
// (lower case, accents and punctuation stripped, articles removed) occurs there on word boundaries;
// an answer also matches by its part before the first comma when that part has 4+ characters. Masks
// are names an occurrence may lie inside without counting: "exxon mediterranean" does not state the
// answer "mediterranean".

/** The normal form compared: "The Newton D . Baker House" → "newton d baker house". */
export function normalizeAnswer(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(?:a|an|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** The normal forms an answer may appear as (itself, and its part before the first comma). */
export function answerForms(answer: string): string[] {
  const forms = [normalizeAnswer(answer)];
  const comma = answer.indexOf(',');
  if (comma >= 0) {
    const head = answer.slice(0, comma).trim();
    if (head.length >= 4) forms.push(normalizeAnswer(head));
  }
  return forms.filter((f) => f.trim() !== '');
}

/**
 * Does a normalised text contain one of the answer's forms (`text` from normalizeAnswer), somewhere
 * other than inside an occurrence of one of the masks (forms too)?
 * @example containsAnswer(' exxon mediterranean ', [' mediterranean '], [' exxon mediterranean ']) // false
 */
export function containsAnswer(normalizedText: string, forms: readonly string[], masks: readonly string[] = []): boolean {
  if (masks.length === 0) return forms.some((f) => normalizedText.includes(f));
  const masked = masks.flatMap((m) => occurrences(normalizedText, m).map((at) => [at, at + m.length] as const));
  return forms.some((f) => occurrences(normalizedText, f).some((at) => !masked.some(([start, end]) => start <= at && at + f.length <= end)));
}

/** Every position where `part` starts in `text`, overlapping ones included. */
function occurrences(text: string, part: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) out.push(at);
  return out;
}
