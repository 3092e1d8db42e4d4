import { z } from "zod";

/** Today, the last 7 days and the last 30 days (South African time; "today" starts at midnight SAST). */
export const periodCountsSchema = z.object({
  today: z.number().int(),
  last7Days: z.number().int(),
  last30Days: z.number().int(),
});
export type PeriodCounts = z.infer<typeof periodCountsSchema>;

export const failureSchema = z.object({
  kind: z.enum(["analysis", "job"]),
  id: z.string(),
  at: z.iso.datetime(),
  message: z.string(),
  /** The contract's file name for an analysis, the job's kind for a job. */
  subject: z.string(),
  userEmail: z.string().nullable(),
});
export type Failure = z.infer<typeof failureSchema>;

export const revenueMonthSchema = z.object({
  /** "2026-03" */
  month: z.string(),
  /** Cents, VAT included: completed payments of the month. */
  gross: z.number().int(),
  /** Cents refunded in the month. */
  refunded: z.number().int(),
  net: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const feedbackItemSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  rating: z.number().nullable(),
  text: z.string(),
  email: z.string().nullable(),
});

export const consultationItemSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  name: z.string(),
  topic: z.string(),
  status: z.string(),
  email: z.string().nullable(),
});

/** A problem the hosted AI provider had (a bad key, no answer, a refused request), for the operator. */
export const providerProblemSchema = z.object({
  at: z.iso.datetime(),
  use: z.enum(["chat", "analysis", "embeddings"]),
  kind: z.enum(["configuration", "request", "unavailable", "timeout", "malformed"]),
  status: z.number().int().nullable(),
  detail: z.string(),
});

/** The AI model in use and, for a hosted one, how its provider is doing (this process's view). */
export const modelProviderStatusSchema = z.object({
  provider: z.enum(["local", "openai", "openai-compatible"]),
  label: z.string(),
  model: z.string(),
  circuit: z.enum(["closed", "open"]),
  retryAt: z.iso.datetime().nullable(),
  consecutiveFailures: z.number().int(),
  lastSuccessAt: z.iso.datetime().nullable(),
  recentProblems: z.array(providerProblemSchema),
});
export type ModelProviderStatus = z.infer<typeof modelProviderStatusSchema>;

/** GET /api/admin/stats/overview */
export const adminOverviewSchema = z.object({
  generatedAt: z.iso.datetime(),
  users: z.object({
    total: z.number().int(),
    newLast7Days: z.number().int(),
    byTier: z.object({
      free: z.number().int(),
      professional: z.number().int(),
      enterprise: z.number().int(),
      beta: z.number().int(),
    }),
  }),
  analyses: periodCountsSchema,
  generations: periodCountsSchema,
  failures: z.object({
    last30Days: z.number().int(),
    byMessage: z.array(z.object({ message: z.string(), count: z.number().int(), lastAt: z.iso.datetime() })),
    recent: z.array(failureSchema),
  }),
  /** The last 12 months, oldest first. */
  revenueByMonth: z.array(revenueMonthSchema),
  openRefundRequests: z.object({ count: z.number().int(), oldestAt: z.iso.datetime().nullable() }),
  latestFeedback: z.array(feedbackItemSchema),
  latestConsultations: z.array(consultationItemSchema),
  modelProvider: modelProviderStatusSchema,
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** The longest range the series answer for, in days. */
export const MAX_SERIES_DAYS = 366;
/** Up to this many days the series is per day; longer ranges are per week (Monday to Sunday). */
export const MAX_DAILY_DAYS = 92;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const daySchema = (label: string) =>
  z
    .string({ error: `Give the ${label} date as YYYY-MM-DD.` })
    .regex(dayPattern, `Give the ${label} date as YYYY-MM-DD.`)
    .refine(isRealDay, `The ${label} date is not a real day.`);

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** GET /api/admin/stats/series?from&to — both days included, in South African time. */
export const seriesQuerySchema = z
  .object({ from: daySchema("start"), to: daySchema("end") })
  .refine((range) => range.from <= range.to, {
    message: "The start date must be on or before the end date.",
    path: ["from"],
  })
  .refine((range) => daysBetween(range.from, range.to) <= MAX_SERIES_DAYS, {
    message: `Choose a range of at most ${MAX_SERIES_DAYS} days.`,
    path: ["to"],
  });
export type SeriesQuery = z.infer<typeof seriesQuerySchema>;

export const seriesPointSchema = z.object({
  /** First day of the bucket, "2026-03-02". */
  date: z.string(),
  signups: z.number().int(),
  analyses: z.number().int(),
  analysesFailed: z.number().int(),
  /** Analyses of the bucket that have finished (completed or failed). */
  analysesFinished: z.number().int(),
  /** Failed analyses ÷ analyses that finished (completed or failed) in the bucket; null when none finished. */
  errorRate: z.number().nullable(),
  generations: z.number().int(),
  /** Users who signed up in the bucket and have paid since. */
  signupsPaid: z.number().int(),
  /** signupsPaid ÷ signups; null without sign-ups. */
  conversionRate: z.number().nullable(),
  /** Users whose first completed payment falls in the bucket. */
  newPayingUsers: z.number().int(),
  /** Cents: completed payments minus refunds processed in the bucket. */
  revenue: z.number().int(),
  refunds: z.number().int(),
  /** Queued to completed, in milliseconds; null without completed analyses. */
  analysisP50Ms: z.number().nullable(),
  analysisP95Ms: z.number().nullable(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const adminSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(["day", "week"]),
  points: z.array(seriesPointSchema),
  contractTypes: z.array(z.object({ type: z.string(), label: z.string(), count: z.number().int() })),
  highRiskFindings: z.array(z.object({ ruleId: z.string(), title: z.string(), count: z.number().int() })),
  /** How many completed analyses the findings were counted over (the most recent, up to a cap). */
  findingsSampledAnalyses: z.number().int(),
});
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

/** The series as CSV columns, in order (the API's export and the screen's table use the same). */
export const seriesCsvColumns = [
  ["date", "Date"],
  ["signups", "Sign-ups"],
  ["analyses", "Analyses"],
  ["analysesFailed", "Failed analyses"],
  ["errorRate", "Error rate"],
  ["generations", "Generations"],
  ["signupsPaid", "Sign-ups who paid"],
  ["conversionRate", "Conversion to paid"],
  ["newPayingUsers", "New paying users"],
  ["revenue", "Net revenue (R)"],
  ["refunds", "Refunds (R)"],
  ["analysisP50Ms", "Analysis time p50 (s)"],
  ["analysisP95Ms", "Analysis time p95 (s)"],
] as const satisfies readonly (readonly [keyof SeriesPoint, string])[];
