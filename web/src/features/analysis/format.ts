import type { Duration } from "../../../../common/analysis";

/** Display formats of the analysis screens (South African English). */

const unitNames: Record<Duration["unit"], [string, string]> = {
  hour: ["hour", "hours"],
  day: ["day", "days"],
  business_day: ["business day", "business days"],
  week: ["week", "weeks"],
  month: ["month", "months"],
  year: ["year", "years"],
};

export function formatDuration(duration: Duration): string {
  const [one, many] = unitNames[duration.unit];
  return `${duration.value} ${duration.value === 1 ? one : many}`;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-02-01" → "1 February 2025"; anything else as it came. */
export function formatContractDate(value: string): string {
  const match = isoDate.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

/** An ISO timestamp as "15 Jan 2026, 12:00" in the browser's time zone. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-ZA", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

export function formatAmount(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-ZA", { style: "currency", currency }).format(value);
  } catch {
    return `${currency} ${value}`;
  }
}

/** "deposit due" → "Deposit due". */
export function sentenceCase(label: string): string {
  return label ? label[0]!.toUpperCase() + label.slice(1) : label;
}

/** Key terms carry a confidence but no flag: below this we mark them "not sure". */
export const NOT_SURE_BELOW = 0.7;

export function isNotSure(confidence: number): boolean {
  return confidence < NOT_SURE_BELOW;
}
