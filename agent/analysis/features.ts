import type { ClauseUnit } from "./clause-units";

/**
 * Features with legal meaning for the clause classifier: word unigrams and bigrams of the
 * clause text, heading words (own and enclosing headings), defined terms, numbers with their
 * units, money, percentages, and the unit's position in the document. Returned as a set of
 * feature names; the model maps names to weights.
 */
export function clauseFeatures(unit: ClauseUnit, unitCount: number): Set<string> {
  const features = new Set<string>();
  const tokens = tokenize(unit.text.slice(0, 3000));
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    features.add(`w:${token}`);
    // Crude stem (6-letter prefix) so "disparage", "disparaging" and "disparagement" share evidence.
    if (token.length > 6) features.add(`p:${token.slice(0, 6)}`);
    if (i + 1 < tokens.length) features.add(`b:${token}_${tokens[i + 1]}`);
  }
  const headingText = [...unit.parentHeadings, unit.heading ?? ""].join(" ");
  for (const token of tokenize(headingText)) features.add(`h:${token}`);
  for (const token of tokenize(unit.heading ?? "")) features.add(`oh:${token}`);
  if (!unit.heading) features.add("h:none");

  for (const match of unit.text.matchAll(NUMBER_WITH_UNIT)) features.add(`u:${normaliseUnit(match[1]!)}`);
  if (MONEY.test(unit.text)) features.add("money");
  if (/\d\s?%|per\s?cent/i.test(unit.text)) features.add("percent");
  if (DATE.test(unit.text)) features.add("date");
  if (/[“"][A-Z][^”"]{1,40}[”"]/.test(unit.text)) features.add("defined-term");
  if (/\b(inc|llc|ltd|limited|corporation|corp|plc|gmbh|\(pty\))\b\.?/i.test(unit.text)) features.add("company");

  const relative = unitCount > 1 ? unit.index / (unitCount - 1) : 0;
  features.add(`pos:${Math.min(9, Math.floor(relative * 10))}`);
  if (unit.index === 0) features.add("pos:first");
  if (unit.index < 3) features.add("pos:top3");
  const length = unit.text.length;
  features.add(`len:${length < 100 ? "xs" : length < 300 ? "s" : length < 1000 ? "m" : length < 2500 ? "l" : "xl"}`);
  return features;
}

const STOP = new Set([
  "the",
  "of",
  "and",
  "to",
  "a",
  "in",
  "or",
  "for",
  "by",
  "be",
  "this",
  "with",
  "as",
  "on",
  "is",
  "that",
  "an",
  "at",
  "its",
  "any",
  "such",
]);

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[a-z][a-z'-]*[a-z]|[a-z]|\d+/g)) {
    const word = match[0];
    if (STOP.has(word)) continue;
    tokens.push(
      /^\d+$/.test(word)
        ? (word.length === 4 && word.startsWith("19")) || (word.startsWith("20") && word.length === 4)
          ? "<year>"
          : "<num>"
        : word,
    );
  }
  return tokens;
}

const NUMBER_WITH_UNIT =
  /\b(?:\d+|[a-z]+ \(\d+\))\s*(business days?|calendar days?|days?|weeks?|months?|years?|hours?|percent|%)/gi;
const MONEY = /(\$|US\$|R\s?\d|ZAR|USD|EUR|€|£)\s?\d/;
const DATE =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2},?\s+\d{4}|\b\d{1,2}\s+(january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{4}/i;

function normaliseUnit(unit: string): string {
  const lower = unit.toLowerCase().replace(/s$/, "");
  return lower === "%" ? "percent" : lower.replace(" ", "-");
}
