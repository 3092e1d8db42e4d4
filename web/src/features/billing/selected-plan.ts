import type { PlanId } from "../../../../common/plans";

/**
 * Where a signed-out visitor's chosen plan waits while they sign in (SPEC §4 "Pre-selected plan").
 * No zod here: the shell imports this, and the landing page's first load stays free of it.
 */
export const SELECTED_PLAN_KEY = "contractclarity.selected-plan";

export function storeSelectedPlan(planId: PlanId): void {
  try {
    sessionStorage.setItem(SELECTED_PLAN_KEY, planId);
  } catch {
    // Storage blocked: the visitor simply picks the plan again after signing in.
  }
}

/** The stored choice as it is; /pricing validates it against the plan ids. */
export function readSelectedPlan(): string | null {
  try {
    return sessionStorage.getItem(SELECTED_PLAN_KEY);
  } catch {
    return null;
  }
}

export function clearSelectedPlan(): void {
  try {
    sessionStorage.removeItem(SELECTED_PLAN_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}

/**
 * The plan the pre-selected-plan redirect just took out of storage, kept in memory for /pricing to
 * highlight: the sign-in screen's own redirect to /pricing may replace the location state the
 * redirect sent.
 */
let handedOverPlan: string | null = null;

export function handOverSelectedPlan(planId: string): void {
  handedOverPlan = planId;
}

export function peekHandedOverPlan(): string | null {
  return handedOverPlan;
}

export function clearHandedOverPlan(): void {
  handedOverPlan = null;
}
