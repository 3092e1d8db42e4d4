/** Formatting for the admin screens: rand with a space between thousands (as elsewhere in the product, "R299.00"), South African dates. */

export function formatRandCents(cents: number): string {
  const sign = cents < 0 ? "−" : "";
  const [whole, fraction] = (Math.abs(cents) / 100).toFixed(2).split(".");
  return `${sign}R${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, " ")}.${fraction}`;
}

export function formatCount(value: number): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/** 0.5 → "50%", 0.125 → "12.5%"; null → "—". */
export function formatRate(rate: number | null): string {
  if (rate === null) return "—";
  const percent = rate * 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** 3000 → "3.0 s"; null → "—". */
export function formatSeconds(ms: number | null): string {
  if (ms === null) return "—";
  return ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)} s`;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Johannesburg",
});

/** "2026-03-02" → "2 Mar 2026" */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "2026-03-02" → "2 Mar" (chart axes) */
export function formatShortDay(day: string): string {
  return shortDayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "2026-03" → "Mar 2026" */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** An instant in South African time: "2 Mar 2026, 10:00". */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** Today in South African time, "2026-03-02". */
export function todayInSouthAfrica(now = new Date()): string {
  return new Date(now.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last `days` days up to today, both included. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = todayInSouthAfrica(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** An estimated amount in rand: 0.0048 → "<R0.01", 12.3456 → "R12.35", 0 → "R0.00". */
export function formatEstimatedRand(rand: number): string {
  if (rand > 0 && rand < 0.005) return "<R0.01";
  return formatRandCents(Math.round(rand * 100));
}

/** A price as set: "$0.50" or "R10.00" (up to 4 decimals for fractions of a cent). */
export function formatPrice(amount: number, currency: "USD" | "ZAR"): string {
  const digits = Number.isInteger(amount * 100) ? 2 : Math.min(4, amount.toString().split(".")[1]?.length ?? 2);
  return `${currency === "USD" ? "$" : "R"}${amount.toFixed(digits)}`;
}
