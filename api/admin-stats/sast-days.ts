/** South African time is UTC+2 all year (no daylight saving), so a local day is a fixed 24 h window. */
const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-03-02": the local day an instant falls in. */
export function localDay(instant: Date): string {
  return new Date(instant.getTime() + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a local day starts (midnight SAST). */
export function startOfLocalDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SAST_OFFSET_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** "2026-03" for the month `monthsBack` months before the local month of `now`. */
export function localMonth(now: Date, monthsBack = 0): string {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  const month = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1));
  return month.toISOString().slice(0, 7);
}
