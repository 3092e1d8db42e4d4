import { useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../paths";
import type { PreSelectedPlanState } from "../pre-selected-plan-state";
import { clearSelectedPlan, handOverSelectedPlan, readSelectedPlan } from "../selected-plan";

/**
 * SPEC §4 "Pre-selected plan": a signed-in user with a non-free plan pre-selected in session
 * storage has it cleared and is sent to /pricing, which highlights it. Mount once in the shell,
 * for signed-in users.
 */
export function PreSelectedPlanRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const planId = readSelectedPlan();
    if (!planId || planId === "free") return;
    clearSelectedPlan();
    handOverSelectedPlan(planId);
    navigate(paths.pricing, { state: { preSelectedPlanId: planId } satisfies PreSelectedPlanState });
  }, [navigate]);
  return null;
}
