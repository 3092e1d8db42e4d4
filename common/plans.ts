import { z } from "zod";

/** Feature keys and their labels, exactly as the product names them (SPEC §3). */
export const featureLabels = {
  basic_analysis: "Basic contract analysis",
  basic_generation: "Basic contract generation",
  advanced_analysis: "Advanced analysis with risk scoring",
  unlimited_generation: "Unlimited contract generation",
  priority_support: "Priority customer support",
  export_formats: "PDF and Word export",
  unlimited_analysis: "Unlimited contract analysis",
  white_label: "White-label solution",
  api_access: "API access for integrations",
  dedicated_support: "Dedicated account manager",
} as const;

export type FeatureKey = keyof typeof featureLabels;
export const featureKeySchema = z.enum(Object.keys(featureLabels) as [FeatureKey, ...FeatureKey[]]);

export const planIdSchema = z.enum(["free", "professional", "enterprise"]);
export type PlanId = z.infer<typeof planIdSchema>;

/** A plan as GET /api/subscription/plans serves it. A falsy limit means unlimited. */
export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  price: z.number().int().nonnegative(),
  analysisLimit: z.number().int().nonnegative().nullable(),
  generationLimit: z.number().int().nonnegative().nullable(),
  /** Contract shares a month; absent, null or 0 is unlimited. */
  sharingLimit: z.number().int().nonnegative().nullable().optional(),
  features: z.array(featureKeySchema),
});
export type Plan = z.infer<typeof planSchema>;

/** The seed for the plans table (DESIGN.md "plans"); admins may change prices and limits later. */
export const defaultPlans: Plan[] = [
  {
    id: "free",
    name: "Free",
    price: 0,
    analysisLimit: 5,
    generationLimit: 5,
    sharingLimit: 5,
    // what every account really gets: each analysis is risk-scored, and every document exports to PDF and Word
    features: ["basic_analysis", "advanced_analysis", "basic_generation", "export_formats"],
  },
  {
    id: "professional",
    name: "Professional",
    price: 29900,
    analysisLimit: 50,
    generationLimit: 50,
    sharingLimit: null,
    features: ["basic_analysis", "advanced_analysis", "basic_generation", "priority_support", "export_formats"],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: 99900,
    analysisLimit: null,
    generationLimit: null,
    sharingLimit: null,
    features: [
      "unlimited_analysis",
      "advanced_analysis",
      "unlimited_generation",
      "export_formats",
      "white_label",
      "api_access",
      "dedicated_support",
      "priority_support",
    ],
  },
];

/**
 * The beta programme (DESIGN.md): 3 analyses and 3 generations a month for 2 months, 100 testers — on top of
 * the Free plan's limits, so joining never leaves a tester with less than Free gives.
 */
export const betaProgramme = { extraAnalyses: 3, extraGenerations: 3, months: 2, testers: 100 } as const;

/** A beta tester's monthly limit: the Free plan's plus the programme's extra (unlimited stays unlimited). */
export function betaLimit(freeLimit: number | null | undefined, extra: number): number | null {
  return isUnlimited(freeLimit) ? null : (freeLimit as number) + extra;
}

/**
 * What a plan adds to the plan below it (by price): that plan's name, and the features it does not have.
 * The cheapest plan adds everything it lists. Limits are shown beside it by the caller.
 */
export function planAdditions(plans: readonly Plan[], plan: Plan): { below: Plan | null; features: FeatureKey[] } {
  const below =
    [...plans].filter((candidate) => candidate.price < plan.price).sort((a, b) => b.price - a.price)[0] ?? null;
  const had = new Set(below?.features ?? []);
  return { below, features: plan.features.filter((feature) => !had.has(feature)) };
}

export function isUnlimited(limit: number | null | undefined): boolean {
  return !limit;
}

/** Price in cents shown as the product shows it: "R299.00"; 0 is "Free". */
export function formatPrice(cents: number): string {
  if (cents === 0) return "Free";
  return `R${(cents / 100).toFixed(2)}`;
}
