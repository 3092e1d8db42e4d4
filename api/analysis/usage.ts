import { sql } from "drizzle-orm";
import type { AuthUser } from "../../common/api/auth";
import { AppError } from "../../common/errors";
import { planForTier } from "../billing/plan-limits";
import { refreshTier } from "../billing/subscriptions";
import { usageMonthStart } from "../billing/usage-month";
import type { Database } from "../db/client";
import { countUsageEvents, recordUsageEvent } from "../db/queries/usage";

/** Takes the per-user usage lock to the end of the transaction: checks and counts cannot interleave. */
export async function lockUsage(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`usage:${key}`}))`);
}

/**
 * Counts one analysis against the user's monthly limit (the plan's, from the plans table), or refuses
 * with 402. Call it inside the transaction that creates the analysis: the check and the count run under
 * a per-user lock held to the end of it, so concurrent uploads cannot slip past the limit and a refusal
 * stores nothing.
 */
export async function chargeAnalysis(
  tx: Database,
  params: { user: AuthUser; contractId: string; now: Date },
): Promise<void> {
  await lockUsage(tx, params.user.id);
  const { tier } = await refreshTier(tx, { userId: params.user.id, now: params.now });
  const { planName, limits } = await planForTier(tx, tier, { userId: params.user.id, now: params.now });
  const limit = limits.contract_analysis;
  const subject = { userId: params.user.id };
  if (limit !== null) {
    const used = await countUsageEvents(tx, {
      subject,
      action: "contract_analysis",
      since: usageMonthStart(params.now),
    });
    if (used >= limit) {
      throw new AppError("payment_required", {
        message: `You have used all ${limit} analyses of your ${planName} plan this month. Upgrade your plan to analyse more contracts.`,
        details: { used, limit },
      });
    }
  }
  await recordUsageEvent(tx, { subject, action: "contract_analysis", subjectId: params.contractId, now: params.now });
}
