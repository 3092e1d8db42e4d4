import type { Duration, LawReference } from "../../common/analysis";
import { monthNames } from "../../common/month-names";
import { defaultExportTimeZone } from "./export-input";

/** "2025-02-01" → "1 February 2025"; anything that is not an ISO date is returned as it is. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[3])} ${monthNames[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

/** The calendar date of an instant in a time zone, e.g. "3 May 2025". */
export function formatInstantDate(instant: Date, timeZone = defaultExportTimeZone): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
}

const unitNames: Record<Duration["unit"], [string, string]> = {
  day: ["day", "days"],
  business_day: ["business day", "business days"],
  week: ["week", "weeks"],
  month: ["month", "months"],
  year: ["year", "years"],
  hour: ["hour", "hours"],
};

/** { value: 3, unit: "month" } → "3 months". */
export function formatDuration(duration: Duration): string {
  const [one, many] = unitNames[duration.unit];
  return `${duration.value} ${duration.value === 1 ? one : many}`;
}

/** 14500, "ZAR" → "R 14 500,00" (the currency's usual South African notation). */
export function formatAmount(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-ZA", { style: "currency", currency }).format(value).replace(/\u00a0/g, " ");
  } catch {
    return `${currency} ${value.toFixed(2)}`;
  }
}

/** "Rental Housing Act 50 of 1999, s5(3)(c)". */
export function formatLawReference(reference: LawReference): string {
  return reference.section ? `${reference.act}, ${reference.section}` : reference.act;
}

/** "rent" → "Rent"; "DEPOSIT" → "Deposit". */
export function sentenceCase(text: string): string {
  const lower = text === text.toUpperCase() ? text.toLowerCase() : text;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
