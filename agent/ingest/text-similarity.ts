import { distance } from "fastest-levenshtein";

/**
 * Normalises text for comparison: typographic quotes and dashes become ASCII (reference texts
 * such as CUAD's were saved that way), whitespace runs become one space.
 */
export function normaliseWhitespace(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** 1 − Levenshtein distance / longer length, on whitespace-normalised text (1 = identical). */
export function textSimilarity(left: string, right: string): number {
  const a = normaliseWhitespace(left);
  const b = normaliseWhitespace(right);
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/**
 * The same ratio over words instead of characters: each distinct word becomes one symbol, so
 * long documents (300k characters) compare in well under a second. It is stricter than the
 * character ratio — a one-letter slip costs a whole word.
 */
export function wordSimilarity(left: string, right: string): number {
  const symbols = new Map<string, string>();
  const encode = (text: string) =>
    normaliseWhitespace(text)
      .split(" ")
      .filter(Boolean)
      .map((word) => {
        let symbol = symbols.get(word);
        if (symbol === undefined) {
          // skip the surrogate range so every symbol is a single UTF-16 code unit
          const code = 0x100 + symbols.size;
          symbol = String.fromCharCode(code < 0xd800 ? code : code + 0x800);
          symbols.set(word, symbol);
        }
        return symbol;
      })
      .join("");
  const a = encode(left);
  const b = encode(right);
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/**
 * Similarity of `partial` (e.g. OCR of a photo of page 1) to the best-matching prefix of
 * `source`: tries prefix lengths around the partial text's length and keeps the best ratio.
 */
export function prefixSimilarity(partial: string, source: string, step = 5): number {
  const a = normaliseWhitespace(partial);
  const b = normaliseWhitespace(source);
  let best = 0;
  const slack = Math.max(200, Math.round(a.length * 0.15));
  for (let length = Math.max(0, a.length - slack); length <= Math.min(b.length, a.length + slack); length += step) {
    const prefix = b.slice(0, length);
    const ratio = 1 - distance(a, prefix) / Math.max(a.length, prefix.length, 1);
    if (ratio > best) best = ratio;
  }
  return best;
}
