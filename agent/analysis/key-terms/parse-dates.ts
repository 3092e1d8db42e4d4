import { lowerCaseMonthNames } from "../../../common/month-names";
export type ParsedDate = { iso: string; start: number; end: number; raw: string };

const MONTHS = lowerCaseMonthNames;
const MONTH_SOURCE =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const ORDINAL = "(\\d{1,2})(?:st|nd|rd|th)?";
const DAY_MONTH_YEAR = new RegExp(`\\b${ORDINAL}(?:\\s+day)?(?:\\s+of)?\\s+${MONTH_SOURCE},?\\s+(\\d{4})\\b`, "gi");
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH_SOURCE}\\s+${ORDINAL},?\\s+(\\d{4})\\b`, "gi");
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
/** "01/03/25", "1/3/2025", "01.03.2025"; never "1.1.10", which is a clause number. */
const NUMERIC = /\b(\d{1,2})(?:\/(\d{1,2})\/(\d{4}|\d{2})|\.(\d{1,2})\.(\d{4}))\b/g;

/**
 * Finds dates: "1 February 2025", "1st day of March 2025", "February 1, 2025", "2025-02-01",
 * and numeric dates (day first unless `monthFirst`, as in US contracts).
 */
export function parseDates(text: string, options: { monthFirst?: boolean } = {}): ParsedDate[] {
  const found: ParsedDate[] = [];
  const push = (year: number, month: number, day: number, index: number, raw: string) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return;
    if (found.some((d) => index < d.end && index + raw.length > d.start)) return;
    found.push({ iso: `${year}-${pad(month)}-${pad(day)}`, start: index, end: index + raw.length, raw });
  };
  for (const m of text.matchAll(DAY_MONTH_YEAR)) push(Number(m[3]), monthNumber(m[2]!), Number(m[1]), m.index!, m[0]);
  for (const m of text.matchAll(MONTH_DAY_YEAR)) push(Number(m[3]), monthNumber(m[1]!), Number(m[2]), m.index!, m[0]);
  for (const m of text.matchAll(ISO)) push(Number(m[1]), Number(m[2]), Number(m[3]), m.index!, m[0]);
  for (const m of text.matchAll(NUMERIC)) {
    const yearText = (m[3] ?? m[5])!;
    const year = yearText.length === 2 ? 2000 + Number(yearText) - (Number(yearText) > 50 ? 100 : 0) : Number(yearText);
    const [a, b] = [Number(m[1]), Number(m[2] ?? m[4])];
    const [month, day] = options.monthFirst ? [a, b] : [b, a];
    push(year, month, day, m.index!, m[0]);
  }
  return found.sort((x, y) => x.start - y.start);
}

function monthNumber(name: string): number {
  const lower = name.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(lower)) + 1;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
