import type { Duration } from "../../../common/analysis";
import { NUMBER_WORDS_SOURCE, parseNumberWords } from "./number-words";

export type ParsedDuration = Duration & { start: number; end: number; raw: string };

const UNIT_SOURCE =
  "((?:(?:business|working|calendar|court|consecutive)\\s+)*)(days?|weeks?|months?|years?|hours?)(?:'s?|’s?)?";
const DURATION = new RegExp(
  `\\b(?:(\\d{1,4})(?:\\s*\\((${NUMBER_WORDS_SOURCE})\\))?|(${NUMBER_WORDS_SOURCE})(?:\\s*\\((\\d{1,4})\\))?|(a|an|one))\\s*[-\\s]?\\s*${UNIT_SOURCE}(?![a-z])`,
  "gi",
);

/** Finds durations: "thirty (30) days", "2 (two) calendar months", "1 (one) week's", "20 business days". */
export function parseDurations(text: string): ParsedDuration[] {
  const found: ParsedDuration[] = [];
  for (const match of text.matchAll(DURATION)) {
    const [raw, digits, wordsAfterDigits, words, digitsAfterWords, article, qualifier, unitWord] = match;
    const value =
      digits !== undefined
        ? Number(digits)
        : words !== undefined
          ? digitsAfterWords !== undefined
            ? Number(digitsAfterWords)
            : parseNumberWords(words)
          : article
            ? 1
            : null;
    if (value === null || Number.isNaN(value)) continue;
    if (digits !== undefined && wordsAfterDigits !== undefined && parseNumberWords(wordsAfterDigits) !== value) {
      // "30 (thirty)" agree; when they disagree, the figure in words is usually the intended one.
      const fromWords = parseNumberWords(wordsAfterDigits);
      if (fromWords !== null) {
        found.push(make(fromWords, qualifier, unitWord!, match.index!, raw));
        continue;
      }
    }
    found.push(make(value, qualifier, unitWord!, match.index!, raw));
  }
  return found;
}

function make(
  value: number,
  qualifier: string | undefined,
  unitWord: string,
  start: number,
  raw: string,
): ParsedDuration {
  const base = unitWord.toLowerCase().replace(/s$/, "");
  const business = qualifier && /business|working|court/i.test(qualifier);
  const unit = base === "day" ? (business ? "business_day" : "day") : (base as Duration["unit"]);
  return { value, unit, start, end: start + raw.length, raw };
}

/** Approximate length in days, for comparing durations. */
export function durationInDays(duration: Duration): number {
  const perUnit: Record<Duration["unit"], number> = {
    hour: 1 / 24,
    day: 1,
    business_day: 7 / 5,
    week: 7,
    month: 30.4,
    year: 365,
  };
  return duration.value * perUnit[duration.unit];
}

export function formatDuration(duration: Duration): string {
  const names: Record<Duration["unit"], string> = {
    hour: "hour",
    day: "day",
    business_day: "business day",
    week: "week",
    month: "month",
    year: "year",
  };
  return `${duration.value} ${names[duration.unit]}${duration.value === 1 ? "" : "s"}`;
}
