import type { LawReference, RiskLevel } from "../../../../../common/analysis";
import { parseAmounts } from "../../../key-terms/parse-amounts";
import { durationInDays, parseDurations } from "../../../key-terms/parse-durations";
import type { ClauseContext } from "../../rule-types";

/**
 * What a clause says, as data: durations, amounts, rates per period, who may act and whether the
 * right is mutual. Detectors read these rather than a contract's own words.
 */
export type ClauseFacts = {
  /** Heading chain and clause text, whitespace collapsed. */
  text: string;
  clause: ClauseContext;
  durations: Array<{ days: number; months: number; raw: string; at: number }>;
  amounts: Array<{ value: number; at: number }>;
  /** Percentages with the period they are per ("month", "year" or null). */
  rates: Array<{ percent: number; per: "month" | "year" | null; at: number }>;
  /** "either party", "each party", "mutual": the right or duty runs both ways. */
  mutual: boolean;
  /** The words that name the user (their role, their defined term, "you" in a plain-English contract). */
  userWords: RegExp;
};

/**
 * What a detector reports: how bad, and the values that make it so ("The restraint lasts 5 years …").
 * `burdened` says whom the clause binds when the detector can tell (who holds the right to end,
 * change or enter, who indemnifies): "other" makes it a clause in the user's favour.
 */
export type Detection = { severity: RiskLevel; because: string; burdened?: "user" | "other" };

export type Detector = {
  topic: string;
  title: string;
  law: LawReference[];
  /** Sides the law protects here; a user on the other side (`against`) gets it rated low as a clause in their favour. */
  against: string[];
  detect: (facts: ClauseFacts) => Detection | null;
  /** Plain words, "you" = the user, "{other}" = the other side's name in this contract. */
  explanation: string;
  advice: string;
  wording: string;
};

const MONTH_DAYS = 30.4;

export function factsOf(clause: ClauseContext, userWords: RegExp): ClauseFacts {
  const text = `${clause.heading}\n${clause.text}`.replace(/[ \t]+/g, " ");
  const durations = parseDurations(text).map((d) => {
    const days = durationInDays(d);
    return { days, months: days / MONTH_DAYS, raw: d.raw, at: d.start };
  });
  const amounts = parseAmounts(text).map((a) => ({ value: a.value, at: a.start }));
  const rates = [...text.matchAll(/(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|per ?cent|percent)/gi)].map((m) => {
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 60).toLowerCase();
    const before = text.slice(Math.max(0, m.index! - 40), m.index!).toLowerCase();
    const per =
      /^[^.;]{0,45}\b(?:per|a|each|every)\s+(?:calendar\s+)?month|^[^.;]{0,25}monthly/.test(after) ||
      /monthly[^.;]{0,30}$/.test(before)
        ? "month"
        : /^[^.;]{0,45}\b(?:per annum|a year|per year|each year|every year|annually|p\.?a\.?|yearly)/.test(after) ||
            /(?:annual|yearly|per annum)[^.;]{0,30}$/.test(before)
          ? "year"
          : null;
    return { percent: Number(m[1]!.replace(",", ".")), per, at: m.index! } as ClauseFacts["rates"][number];
  });
  const mutual =
    /\b(?:either|each|both|any) (?:of the )?part(?:y|ies)\b|\bmutual(?:ly)?\b|\beach of (?:us|them|the parties)\b|\bboth of us\b/i.test(
      text,
    );
  return { text, clause, durations, amounts, rates, mutual, userWords };
}

/** Any of the patterns matches. */
export const has = (text: string, ...patterns: RegExp[]) => patterns.some((p) => p.test(text));

const MODAL =
  "(?:may|can|could|shall|will|is|are)\\s+(?:at any time\\s+|also\\s+|be\\s+)?(?:be\\s+)?(?:entitled|permitted|free|allowed)?\\s*(?:to\\s+)?|(?:reserves?|has|have|retains?)\\s+the\\s+(?:sole\\s+)?right\\s+to\\s+|may[\\s,]+|can[\\s,]+";

/**
 * Who holds the right to `verb` in this text: "user" (the user's words or "you"), "mutual",
 * "other", or null when no one is named before the verb.
 */
export function whoMay(facts: ClauseFacts, verb: RegExp): "user" | "other" | "mutual" | null {
  const pattern = new RegExp(`([A-Za-z'’ ]{0,60}?)\\b(?:${MODAL})(?:[^.;]{0,90}?\\b)?(?:${verb.source})`, "gi");
  for (const match of facts.text.matchAll(pattern)) {
    const subject = match[1]!.trim();
    if (!subject) continue;
    const last = subject
      .split(/\b(?:and|or|but|that|if|which|where|then)\b/i)
      .at(-1)!
      .trim();
    if (/\b(?:either|each|both|any)\s+(?:of the\s+)?part(?:y|ies)|\beach of\b/i.test(last)) return "mutual";
    if (facts.userWords.test(last)) return "user";
    if (/\b(?:we|us|our|I|the\s+[A-Z][a-z]+|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)\b/.test(last) || /\bwe\b/i.test(last))
      return "other";
  }
  return null;
}

/** Whom a right binds, from who holds it: the user's right binds the other side, and the other way round. */
export const boundBy = (holder: ReturnType<typeof whoMay>): Detection["burdened"] =>
  holder === "user" ? "other" : holder === "other" ? "user" : undefined;

/** The longest duration in the text, in months (0 when none). */
export const longestMonths = (facts: ClauseFacts) => Math.max(0, ...facts.durations.map((d) => d.months));
export const shortestDays = (facts: ClauseFacts) =>
  facts.durations.length ? Math.min(...facts.durations.map((d) => d.days)) : Number.POSITIVE_INFINITY;

export function formatMonths(months: number): string {
  if (months >= 12 && Math.abs(months / 12 - Math.round(months / 12)) < 0.05) {
    const years = Math.round(months / 12);
    return `${years} year${years === 1 ? "" : "s"}`;
  }
  const rounded = Math.round(months);
  return `${rounded} month${rounded === 1 ? "" : "s"}`;
}

export const rand = (value: number) =>
  `R${value.toLocaleString("en-ZA", { minimumFractionDigits: 0, maximumFractionDigits: 2 }).replace(/\u00a0/g, " ")}`;

const NUMBER_WORD =
  "(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and|thousand)[- ]?){1,5}";
/**
 * The text with each number written once: "6 (six) months" and "six (6) months" both read
 * "6 months", so a detector's patterns see the figure however the drafter doubled it.
 */
export const plainNumbers = (text: string) =>
  text
    .replace(new RegExp(`\\b(\\d+(?:[.,]\\d+)?)\\s*\\(${NUMBER_WORD}\\)`, "gi"), "$1")
    .replace(new RegExp(`\\b${NUMBER_WORD}\\s*\\((\\d+(?:[.,]\\d+)?)\\)`, "gi"), "$1");
