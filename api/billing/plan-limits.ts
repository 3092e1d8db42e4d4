import type { SubscriptionTier } from "../../common/api/auth";
import type { UsageAction } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { betaLimit, betaProgramme, featureLabels, type PlanId } from "../../common/plans";
import type { Database } from "../db/client";
import { findPlan, listPlans } from "../db/queries/plans";
import { findLiveSubscription } from "../db/queries/subscriptions";
import type { PlanRow } from "../db/schema";

/** Monthly limits per action; null is unlimited (a falsy plan limit means unlimited, SPEC §3). */
export type UsageLimits = Record<UsageAction, number | null>;

export type TierPlan = { plan: PlanRow; planName: string; limits: UsageLimits };

const unlimitedIfFalsy = (limit: number | null | undefined): number | null => limit || null;

/**
 * The plan whose limits apply to a tier, read from the plans table: beta testers get the Free plan's limits
 * plus the beta programme's extra analyses and generations. A paid period in progress (`period`) keeps the limits its plan had when it began: an
 * admin's edit of a plan's limits applies from the next billing period, as its price does.
 */
export async function planForTier(
  db: Database,
  tier: SubscriptionTier,
  period?: { userId: string; now: Date },
): Promise<TierPlan> {
  const planId: PlanId = tier === "beta" ? "free" : tier;
  const plan = await findPlan(db, planId);
  if (!plan) throw new AppError("internal", { message: `The plan ${planId} is missing from the plans table.` });
  if (tier === "beta") {
    return {
      plan,
      planName: "Beta",
      limits: {
        contract_analysis: betaLimit(plan.analysisLimit, betaProgramme.extraAnalyses),
        contract_generation: betaLimit(plan.generationLimit, betaProgramme.extraGenerations),
        contract_sharing: unlimitedIfFalsy(plan.sharingLimit),
      },
    };
  }
  const live = period && tier !== "free" ? await findLiveSubscription(db, period) : undefined;
  const limits = live?.planId === planId && live.planLimits ? live.planLimits : plan;
  return {
    plan,
    planName: plan.name,
    limits: {
      contract_analysis: unlimitedIfFalsy(limits.analysisLimit),
      contract_generation: unlimitedIfFalsy(limits.generationLimit),
      contract_sharing: unlimitedIfFalsy(limits.sharingLimit),
    },
  };
}

/** What the next plan up adds, in the product's words (for the paywall). Empty on the top plan. */
export async function upgradeBenefits(db: Database, currentPlanId: PlanId): Promise<string[]> {
  const plans = (await listPlans(db)).sort((a, b) => a.price - b.price);
  const current = plans.find((plan) => plan.id === currentPlanId);
  const next = plans.find((plan) => plan.price > (current?.price ?? 0));
  if (!next) return [];
  const had = new Set(current?.features ?? []);
  const benefits: string[] = next.features
    .filter((feature) => !had.has(feature))
    .map((feature) => featureLabels[feature]);
  if (next.generationLimit !== current?.generationLimit) {
    benefits.unshift(
      next.generationLimit ? `${next.generationLimit} contract generations a month` : "Unlimited contract generation",
    );
  }
  if (next.analysisLimit !== current?.analysisLimit) {
    benefits.unshift(
      next.analysisLimit ? `${next.analysisLimit} contract analyses a month` : "Unlimited contract analysis",
    );
  }
  if (current?.sharingLimit && !next.sharingLimit) benefits.push("Unlimited contract sharing");
  return [...new Set(benefits)];
}
