import { type PlanId, planIdSchema } from "../../../../common/plans";

/** What the pre-selected-plan redirect hands to /pricing in the location state. */
export type PreSelectedPlanState = { preSelectedPlanId: string };

/** The plan the redirect carried to /pricing, or null. */
export function readPreSelectedPlanState(state: unknown): PlanId | null {
  if (typeof state !== "object" || state === null || !("preSelectedPlanId" in state)) return null;
  const parsed = planIdSchema.safeParse((state as PreSelectedPlanState).preSelectedPlanId);
  return parsed.success ? parsed.data : null;
}
