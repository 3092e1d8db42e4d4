import { asc, eq } from "drizzle-orm";
import { defaultPlans, type Plan, type PlanId } from "../../../common/plans";
import type { Database } from "../client";
import { type PlanRow, plans } from "../schema";

/** Fills the plans table from common/plans.ts when it is empty (first start); later edits are kept. */
export async function seedPlans(db: Database): Promise<void> {
  const existing = await db.select({ id: plans.id }).from(plans).limit(1);
  if (existing.length > 0) return;
  await db
    .insert(plans)
    .values(defaultPlans.map((plan, index) => ({ ...plan, sharingLimit: plan.sharingLimit ?? null, sortOrder: index })))
    .onConflictDoNothing();
}

export async function listPlans(db: Database): Promise<PlanRow[]> {
  return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.price));
}

export async function findPlan(db: Database, planId: PlanId): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row;
}

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    analysisLimit: row.analysisLimit,
    generationLimit: row.generationLimit,
    sharingLimit: row.sharingLimit,
    features: row.features,
  };
}
