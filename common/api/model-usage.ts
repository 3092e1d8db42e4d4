import { z } from "zod";

/** What the hosted model answered on one day (or in total): counts, tokens and the estimated cost in rand. */
export const hostedUsageSchema = z.object({
  chatMessages: z.number().int(),
  analyses: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** Rand, at the prices set when each answer came; answers without a price add nothing (see `unpriced`). */
  estimatedCostZar: z.number(),
  /** Answers recorded while no prices were set: their cost is unknown. */
  unpriced: z.number().int(),
});
export type HostedUsage = z.infer<typeof hostedUsageSchema>;

/** What the built-in local engine answered: no provider, no cost. */
export const localUsageSchema = z.object({ chatMessages: z.number().int(), analyses: z.number().int() });

export const modelUsageDaySchema = z.object({
  /** "2026-03-02", South African time. */
  date: z.string(),
  hosted: hostedUsageSchema,
  local: localUsageSchema,
});
export type ModelUsageDay = z.infer<typeof modelUsageDaySchema>;

/** GET /api/admin/stats/model-usage?from&to — every day of the range, newest first, and the range's total. */
export const modelUsageReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The model that answers now, as users see it. */
  model: z.object({ provider: z.enum(["local", "openai", "openai-compatible"]), label: z.string() }),
  /** The prices set now (AI_PRICE_*), as set and in rand; null when none are set. */
  prices: z
    .object({
      currency: z.enum(["USD", "ZAR"]),
      inputPerMTok: z.number(),
      outputPerMTok: z.number(),
      usdToZar: z.number().nullable(),
      inputPerMTokZar: z.number(),
      outputPerMTokZar: z.number(),
    })
    .nullable(),
  days: z.array(modelUsageDaySchema),
  total: z.object({ hosted: hostedUsageSchema, local: localUsageSchema }),
});
export type ModelUsageReport = z.infer<typeof modelUsageReportSchema>;
