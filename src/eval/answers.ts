// Answer matching for QA evaluation: a gold answer "appears" in a retrieved text when its normal form
// (lower case, accents and punctuation stripped, articles removed) occurs there on word boundaries;
// an answer also matches by its part before the first comma when that part has 4+ characters.

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

/** Does a normalised text contain one of the answer's forms? (`text` from normalizeAnswer.) */
export function containsAnswer(normalizedText: string, forms: readonly string[]): boolean {
  return forms.some((f) => normalizedText.includes(f));
}
