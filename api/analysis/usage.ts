import { sql } from "drizzle-orm";
import type { AuthUser } from "../../common/api/auth";
import { AppError } from "../../common/errors";
import { betaProgramme, defaultPlans } from "../../common/plans";
import type { Database } from "../db/client";
import { countUsageSince, recordUsage } from "../db/queries/analyses";

const SAST_OFFSET_MS = 2 * 60 * 60 * 1000; // South Africa: UTC+2 all year

/** Limits run per calendar month in South African time. */
export function usageMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + SAST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SAST_OFFSET_MS);
}

/** Analyses a month for the tier; null is unlimited (a falsy plan limit, SPEC §3). */
export function analysisLimitFor(tier: AuthUser["subscriptionTier"]): number | null {
  if (tier === "beta") return betaProgramme.analysisLimit;
  const plan = defaultPlans.find((candidate) => candidate.id === tier);
  return plan?.analysisLimit || null;
}

const planNames: Record<AuthUser["subscriptionTier"], string> = { free: "Free", professional: "Professional", enterprise: "Enterprise", beta: "Beta" };

/**
 * Counts one analysis against the user's monthly limit, or refuses with 402. Call it inside the
 * transaction that creates the analysis: the check and the count run under a per-user lock held to
 * the end of it, so concurrent uploads cannot slip past the limit and a refusal stores nothing.
 */
export async function chargeAnalysis(tx: Database, params: { user: AuthUser; contractId: string; now: Date }): Promise<void> {
  const limit = analysisLimitFor(params.user.subscriptionTier);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`usage:${params.user.id}`}))`);
  if (limit !== null) {
    const used = await countUsageSince(tx, { userId: params.user.id, action: "contract_analysis", since: usageMonthStart(params.now) });
    if (used >= limit) {
      throw new AppError("payment_required", {
        message: `You have used all ${limit} analyses of your ${planNames[params.user.subscriptionTier]} plan this month. Upgrade your plan to analyse more contracts.`,
        details: { used, limit },
      });
    }
  }
  await recordUsage(tx, { userId: params.user.id, action: "contract_analysis", subjectId: params.contractId, now: params.now });
}
