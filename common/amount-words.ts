import { tensWords, unitWords } from "./number-words";

/**
 * Amounts of money written out in words beside their figure, as South African contracts write them:
 * "R6 850,00 (six thousand eight hundred and fifty rand)", "R6,850.00 (Six Thousand Eight Hundred and Fifty
 * Rand Only)", "six thousand eight hundred and fifty rand (R6 850,00)", "(… rand and fifty cents)". A custom
 * template's money field covers both the figure and its words, so a new amount never sits beside the old words.
 */

export type Span = { start: number; end: number };

const NUMBER_WORDS = new Set<string>([
  ...unitWords,
  ...tensWords.filter(Boolean),
  "hundred",
  "thousand",
  "million",
  "billion",
]);
/** Words that may stand in an amount in words besides the numbers. */
const AMOUNT_WORDS = new Set(["and", "rand", "rands", "cent", "cents", "only", "south", "african", "zar"]);

/** Whether the text is an amount written in words ("six thousand eight hundred and fifty rand only"). */
export function isAmountInWords(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .split(/[\s,-]+/)
    .filter(Boolean);
  return (
    tokens.length > 0 &&
    tokens.some((token) => NUMBER_WORDS.has(token)) &&
    tokens.every((token) => NUMBER_WORDS.has(token) || AMOUNT_WORDS.has(token))
  );
}

/** A rand figure: "R6 850,00", "R 6,850.00", "ZAR 6850", "R1 800". */
const FIGURE = /^(?:R|ZAR)\s?\d(?:[\d\s.,]*\d)?$/i;

export function isRandFigure(text: string): boolean {
  return FIGURE.test(text.trim());
}

/** Whether the text holds an amount in words (alone or with its figure). */
export function hasAmountInWords(text: string): boolean {
  const outside = text.replace(/\(([^()]*)\)/g, (_match, inner: string) => ` | ${inner} | `);
  return outside.split("|").some((part) => isAmountInWords(part.replace(/(?:R|ZAR)\s?\d[\d\s.,]*/gi, " ").trim()));
}

/**
 * The span of an amount widened to take in how the text also writes it: a figure's words in brackets after it,
 * or words before it when the figure is the bracketed one (and the other way round when the words were marked).
 * Returns the span unchanged when the amount stands alone.
 */
export function widenAmountSpan(text: string, span: Span): Span {
  let { start, end } = span;
  const marked = text.slice(start, end);
  const isAmount = (part: string) => isAmountInWords(part) || isRandFigure(part);
  if (!isAmount(marked)) return span;

  // "R6 850,00 (six thousand … rand)": the other form in brackets after it
  const after = /^\s*\(([^()]{1,200})\)/.exec(text.slice(end));
  if (after && isAmount(after[1]!.trim()) && isAmountInWords(after[1]!) !== isAmountInWords(marked)) {
    return { start, end: end + after[0].length };
  }

  // "six thousand … rand (R6 850,00)": the marked form is in brackets, the other form before them
  const openBefore = /\(\s*$/.exec(text.slice(0, start));
  const closeAfter = /^\s*\)/.exec(text.slice(end));
  if (openBefore && closeAfter) {
    const before = text.slice(0, openBefore.index);
    const other = isAmountInWords(marked) ? /(?:R|ZAR)\s?\d(?:[\d\s.,]*\d)?\s*$/i.exec(before) : wordsBefore(before);
    if (other) {
      start = other.index;
      end += closeAfter[0].length;
      return { start, end };
    }
  }
  return span;
}

/** The longest run of amount words that ends the text (with at least one number word), or null. */
function wordsBefore(text: string): { index: number } | null {
  const match = /([A-Za-z][A-Za-z\s,-]*?)\s*$/.exec(text);
  if (!match) return null;
  // try the longest suffix first that is all amount words
  const words = [...match[1]!.matchAll(/[A-Za-z]+/g)];
  for (let first = 0; first < words.length; first++) {
    if (!NUMBER_WORDS.has(words[first]![0].toLowerCase())) continue;
    const from = match.index + words[first]!.index!;
    if (isAmountInWords(text.slice(from))) return { index: from };
  }
  return null;
}
