import { isAppError } from "../../common/errors";
import { trackUsage } from "../billing/usage";
import type { Database } from "../db/client";

/**
 * Counts one contract generation (a completed draft, or a drafted clause) against the user's plan,
 * through the billing usage rules (per-user lock, the plan's monthly limit). Past the limit it
 * returns the plan's message as `{ error }`, which the agent passes on to the user.
 */
export async function chargeGeneration(
  db: Database,
  params: { userId: string; subjectId: string; now: Date },
): Promise<{ ok: true } | { error: string }> {
  try {
    await trackUsage(db, {
      actor: { userId: params.userId },
      action: "contract_generation",
      subjectId: params.subjectId,
      now: params.now,
    });
    return { ok: true };
  } catch (error) {
    if (isAppError(error) && (error.code === "payment_required" || error.code === "sign_in_required"))
      return { error: error.message };
    throw error;
  }
}
