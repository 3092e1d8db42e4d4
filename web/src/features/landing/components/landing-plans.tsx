import { CircleAlert } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../paths";
import { usePlans } from "../../billing/api/get-plans";
import { PlanCard } from "../../billing/components/plan-card";
import { usePlanUpgrade } from "../../billing/components/use-plan-upgrade";
import { pricingTexts } from "../../billing/texts";
import { toast } from "../../toast/api/toast-store";
import { landingTexts } from "../texts";

/** The plans from GET /api/subscription/plans in the pricing screen's cards: Free signs up, a paid plan signs in and returns to pay. */
export default function LandingPlans() {
  const plans = usePlans();
  const navigate = useNavigate();
  const { upgrade, processingPlanId } = usePlanUpgrade(plans.data);

  useEffect(() => {
    if (plans.isError)
      toast({ type: "error", title: pricingTexts.loadErrorTitle, description: pricingTexts.loadErrorText });
  }, [plans.isError]);

  if (plans.isPending) {
    return (
      <p role="status" className="text-sm text-navy-600">
        {landingTexts.plansLoading}
      </p>
    );
  }
  if (plans.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
      >
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        <p className="flex-1 font-medium">{landingTexts.plansFailed}</p>
        <Button variant="secondary" onClick={() => void plans.refetch()} disabled={plans.isFetching}>
          {landingTexts.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {plans.data.map((plan) => {
        const processing = processingPlanId === plan.id;
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            plans={plans.data}
            featured={plan.id === "professional"}
            current={false}
            chosen={false}
            button={{
              label: processing
                ? pricingTexts.processing
                : plan.id === "free"
                  ? landingTexts.startFree
                  : landingTexts.choosePlan(plan.name),
              processing,
              disabled: processingPlanId !== null,
            }}
            onChoose={() => (plan.id === "free" ? navigate(paths.signUp) : void upgrade(plan.id))}
          />
        );
      })}
    </div>
  );
}
