import { formatPrice, isUnlimited, type Plan } from "../../../../common/plans";
import { pricingTexts } from "./texts";

/** Cents as rand for amounts that are never "free" (payments, VAT): "R299.00", "R0.00". */
export function formatRand(cents: number): string {
  return cents === 0 ? "R0.00" : formatPrice(cents);
}

export function analysisLimitLabel(plan: Pick<Plan, "analysisLimit">): string {
  return isUnlimited(plan.analysisLimit)
    ? pricingTexts.unlimitedAnalyses
    : pricingTexts.analysesPerMonth(plan.analysisLimit!);
}

export function generationLimitLabel(plan: Pick<Plan, "generationLimit">): string {
  return isUnlimited(plan.generationLimit)
    ? pricingTexts.unlimitedGenerations
    : pricingTexts.generationsPerMonth(plan.generationLimit!);
}

/** Used ÷ limit as a whole percent for a bar, 0–100; 0 when the limit is unlimited or zero. */
export function usagePercent(used: number, limit: number | null | undefined): number {
  if (!limit) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** The path part of a same-site URL ("/demo-checkout/p1?x=1"), or null for another origin. */
export function sameSitePath(url: string, origin = window.location.origin): string | null {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
