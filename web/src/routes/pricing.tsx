import { CircleAlert, ShieldCheck, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { REFUND_WINDOW_DAYS, VAT_RATE } from "../../../common/api/billing";
import type { Plan, PlanId } from "../../../common/plans";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { useAuth } from "../features/auth/api/get-auth-user";
import { usePlans } from "../features/billing/api/get-plans";
import { useSubscriptionStatus } from "../features/billing/api/get-subscription-status";
import { CurrentUsageBox } from "../features/billing/components/current-usage-box";
import { PlanCard, type PlanCardButton } from "../features/billing/components/plan-card";
import { usePlanUpgrade } from "../features/billing/components/use-plan-upgrade";
import { readPreSelectedPlanState } from "../features/billing/pre-selected-plan-state";
import { clearHandedOverPlan, peekHandedOverPlan } from "../features/billing/selected-plan";
import { pricingTexts } from "../features/billing/texts";
import { toast } from "../features/toast/api/toast-store";

const FEATURED_PLAN: PlanId = "professional";

/** /pricing — the plans from the API, the signed-in user's usage, and the upgrade buttons (SPEC §4). */
export default function PricingScreen() {
  const { user } = useAuth();
  const location = useLocation();
  const plans = usePlans();
  const status = useSubscriptionStatus({ enabled: user !== null });
  const { upgrade, processingPlanId } = usePlanUpgrade(plans.data);
  // The redirect's location state, or (when the sign-in screen's redirect replaced it) its in-memory hand-over.
  const [handedOver] = useState(() => readPreSelectedPlanState({ preSelectedPlanId: peekHandedOverPlan() }));
  useEffect(() => clearHandedOverPlan(), []);
  const chosenPlanId = readPreSelectedPlanState(location.state) ?? handedOver;
  const buttons = useRef(new Map<PlanId, HTMLButtonElement>());

  useEffect(() => {
    if (plans.isError)
      toast({ type: "error", title: pricingTexts.loadErrorTitle, description: pricingTexts.loadErrorText });
  }, [plans.isError]);

  // Back from signing in with a plan chosen: put the keyboard on that plan's button.
  useEffect(() => {
    if (chosenPlanId && plans.data) buttons.current.get(chosenPlanId)?.focus();
  }, [chosenPlanId, plans.data]);

  const currentPlanId = user ? (status.data?.planId ?? null) : null;
  const chosenPlan = plans.data?.find((plan) => plan.id === chosenPlanId);

  function buttonFor(plan: Plan): PlanCardButton {
    const processing = processingPlanId === plan.id;
    const current = currentPlanId === plan.id;
    const label = processing
      ? pricingTexts.processing
      : current
        ? plan.id === "free"
          ? pricingTexts.yourPlan
          : pricingTexts.currentPlan
        : plan.id === "free"
          ? pricingTexts.getStarted
          : pricingTexts.upgradeTo(plan.name);
    return {
      label,
      processing,
      disabled: (processingPlanId !== null && !processing) || (current && plan.id !== "free") || processing,
    };
  }

  return (
    <div className="w-full">
      <section className="relative isolate overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(13,148,136,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(69,107,159,0.35),transparent_50%)]"
        />
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-28 text-center sm:px-6 sm:pt-20 sm:pb-32">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{pricingTexts.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-navy-100">
            {pricingTexts.intro(Math.round(VAT_RATE * 100))}
          </p>
        </div>
      </section>

      <div className="relative mx-auto -mt-20 grid w-full max-w-6xl gap-6 px-4 pb-16 sm:px-6">
        {chosenPlan && (
          <p
            role="status"
            className="flex items-start gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-4 text-sm font-medium text-teal-900 shadow-sm"
          >
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
            {pricingTexts.chosenPlan(chosenPlan.name)}
          </p>
        )}

        {plans.isPending ? (
          <PlansSkeleton />
        ) : plans.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 shadow-sm sm:flex-row sm:items-center"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            <p className="flex-1 font-medium">{pricingTexts.loadFailedInline}</p>
            <Button variant="secondary" onClick={() => void plans.refetch()} disabled={plans.isFetching}>
              {pricingTexts.retry}
            </Button>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                plans={plans.data}
                featured={plan.id === FEATURED_PLAN}
                current={currentPlanId === plan.id}
                chosen={plan.id === chosenPlanId}
                button={buttonFor(plan)}
                onChoose={() => void upgrade(plan.id)}
                buttonRef={(element) => {
                  if (element) buttons.current.set(plan.id, element);
                  else buttons.current.delete(plan.id);
                }}
              />
            ))}
          </div>
        )}

        {user && status.data && <CurrentUsageBox status={status.data} />}

        <p className="flex items-start justify-center gap-2 text-center text-sm text-navy-600">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          {pricingTexts.paymentNote(REFUND_WINDOW_DAYS)}
        </p>
      </div>
    </div>
  );
}

function PlansSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 md:grid-cols-3">
      <span className="sr-only">{pricingTexts.loading}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-10 w-36" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
          <Skeleton className="mt-4 h-12 w-full" />
        </div>
      ))}
    </div>
  );
}
