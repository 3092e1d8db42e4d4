import { clauseCues } from "./clause-cues";
import type { ClauseUnit } from "./clause-units";

/**
 * Features with legal meaning for the clause classifier: word unigrams and bigrams of the
 * clause text, heading words (own and enclosing headings), defined terms, numbers with their
 * units, money, percentages, cues with legal meaning (clause-cues.ts) alone and in the pairs a
 * category needs together, and the unit's position in the document. Returned as a set of
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

  const cues = new Set(clauseCues(unit.text.slice(0, 3000)));
  for (const cue of cues) features.add(`c:${cue}`);
  for (const [first, second] of CUE_PAIRS)
    if (cues.has(first) && cues.has(second)) features.add(`c:${first}+${second}`);

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

/** Cues that mean more together: a licence granted to affiliates, source code held in escrow. */
const CUE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["licence-grant", "affiliates"],
  ["licence-grant", "irrevocable-or-perpetual"],
  ["licence-grant", "not-transferable"],
  ["licence-grant", "unlimited-use"],
  ["licence-grant", "exclusive"],
  ["source-code", "escrow"],
  ["after-termination", "licence-grant"],
  ["compete", "carve-out"],
  ["exclusive", "carve-out"],
  ["liability-cap", "liability-exclusion-excepted"],
];

/** The value of a cue whatever the clause's length (chosen on out-of-fold F1 within TRAIN over 0.4 and 1). */
const CUE_VALUE = 2;

export function isCueFeature(name: string): boolean {
  return name.startsWith("c:");
}

/**
 * The values of a unit's features (indices into the model's vocabulary): binary TF-IDF,
 * L2-normalised over the word, heading, number and position features, and CUE_VALUE for a cue,
 * so a cue weighs as much in a long clause as in a short one.
 */
export function featureValues(
  features: ArrayLike<number>,
  idf: ArrayLike<number>,
  cue: ArrayLike<number>,
): Float32Array {
  const values = new Float32Array(features.length);
  let squares = 0;
  for (let j = 0; j < features.length; j++) {
    const f = features[j]!;
    if (cue[f]) continue;
    values[j] = idf[f]!;
    squares += idf[f]! ** 2;
  }
  const norm = Math.sqrt(squares) || 1;
  for (let j = 0; j < features.length; j++) values[j] = cue[features[j]!] ? CUE_VALUE : values[j]! / norm;
  return values;
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
