import { eq } from "drizzle-orm";
import type { PlanId } from "../../../common/plans";
import type { Database } from "../client";
import { type PlanRow, plans } from "../schema";

/** Locks the plan's row for the rest of the transaction, so the audit's "before" is the state replaced. */
export async function lockPlan(db: Database, planId: PlanId): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).for("update").limit(1);
  return row;
}

export async function updatePlan(
  db: Database,
  params: {
    planId: PlanId;
    values: Pick<PlanRow, "price" | "analysisLimit" | "generationLimit" | "sharingLimit">;
    now: Date;
  },
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ ...params.values, updatedAt: params.now })
    .where(eq(plans.id, params.planId))
    .returning();
  return row;
}
