import { lowerCaseMonthNames } from "../../../common/month-names";
import { parseDates } from "../../analysis/key-terms/parse-dates";
import { type ParsedDuration, parseDurations } from "../../analysis/key-terms/parse-durations";

/** A date found in a chat message, with where it stands in the text. */
export type FoundDate = { iso: string; start: number; end: number };

const MONTHS = lowerCaseMonthNames;
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAY_MONTH = new RegExp(`\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}\\b(?!\\s+\\d{4})`, "gi");
const MONTH_DAY = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!,?\\s*\\d{4})`, "gi");
const RELATIVE = /\b(today|tomorrow|next month|next week|the (?:start|beginning) of next month)\b/gi;

/**
 * Dates as people write them in chat, resolved against today: "1 March 2026", "2026-03-01", and
 * without a year "1 March", "the 1st of March", "March 1" (the next such day), "today",
 * "tomorrow", "next month" (its first day).
 */
export function findDates(text: string, today: string): FoundDate[] {
  const found: FoundDate[] = parseDates(text).map((date) => ({ iso: date.iso, start: date.start, end: date.end }));
  const overlaps = (start: number, end: number) => found.some((date) => start < date.end && end > date.start);
  const add = (iso: string | null, start: number, end: number) => {
    if (iso && !overlaps(start, end)) found.push({ iso, start, end });
  };
  for (const match of text.matchAll(DAY_MONTH))
    add(nextOccurrence(today, monthIndex(match[2]!), Number(match[1])), match.index, match.index + match[0].length);
  for (const match of text.matchAll(MONTH_DAY))
    add(nextOccurrence(today, monthIndex(match[1]!), Number(match[2])), match.index, match.index + match[0].length);
  for (const match of text.matchAll(RELATIVE)) {
    const word = match[1]!.toLowerCase();
    const iso =
      word === "today"
        ? today
        : word === "tomorrow"
          ? addDays(today, 1)
          : word === "next week"
            ? addDays(today, 7)
            : firstOfNextMonth(today);
    add(iso, match.index, match.index + match[0].length);
  }
  return found.sort((a, b) => a.start - b.start);
}

export function findDurations(text: string): ParsedDuration[] {
  return parseDurations(text).filter((duration) => duration.unit !== "hour");
}

/** The day a period ends when it starts on `start`: 1 March + 12 months → 28 February; today + 3 weeks → 21 days on. */
export function endAfter(start: string, duration: { value: number; unit: string }): string {
  switch (duration.unit) {
    case "day":
      return addDays(start, duration.value);
    case "week":
      return addDays(start, duration.value * 7);
    case "month":
      return addMonths(start, duration.value, -1);
    case "year":
      return addMonths(start, duration.value * 12, -1);
    default:
      return start;
  }
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addMonths(iso: string, months: number, dayOffset: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, day) + dayOffset * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

function monthIndex(name: string): number {
  return MONTHS.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3)));
}

function nextOccurrence(today: string, month: number, day: number): string | null {
  if (month < 0 || day < 1 || day > 31) return null;
  const year = Number(today.slice(0, 4));
  for (const candidateYear of [year, year + 1]) {
    const date = new Date(Date.UTC(candidateYear, month, day));
    if (date.getUTCMonth() !== month) return null;
    const iso = date.toISOString().slice(0, 10);
    if (iso >= today) return iso;
  }
  return null;
}

function firstOfNextMonth(today: string): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}
