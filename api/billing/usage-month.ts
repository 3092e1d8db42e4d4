const SAST_OFFSET_MS = 2 * 60 * 60 * 1000; // South Africa: UTC+2 all year

/** Limits run per calendar month in South African time. */
export function usageMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SAST_OFFSET_MS);
}

/** The first instant of the next usage month. */
export function usageMonthEnd(now: Date): Date {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - SAST_OFFSET_MS);
}
