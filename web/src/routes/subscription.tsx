import { CalendarClock, CircleAlert, CreditCard, Gauge, LoaderCircle, ReceiptText } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { REFUND_WINDOW_DAYS, type SubscriptionStatus } from "../../../common/api/billing";
import { formatPrice, type Plan, planIdSchema } from "../../../common/plans";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { usePlans } from "../features/billing/api/get-plans";
import { useSubscriptionStatus } from "../features/billing/api/get-subscription-status";
import { billingPaths } from "../features/billing/billing-paths";
import { BetaWelcomeCard } from "../features/billing/components/beta-welcome-card";
import { CancelSubscriptionDialog } from "../features/billing/components/cancel-subscription-dialog";
import { JoinBetaCard } from "../features/billing/components/join-beta-card";
import { RefundDialog } from "../features/billing/components/refund-dialog";
import { UsageMeter } from "../features/billing/components/usage-meter";
import { usePlanUpgrade } from "../features/billing/components/use-plan-upgrade";
import { pricingTexts, subscriptionTexts } from "../features/billing/texts";
import { formatDay } from "../features/contracts/format-day";
import { cn } from "../lib/cn";
import { paths } from "../paths";

const stateStyles: Record<SubscriptionStatus["state"], string> = {
  active: "bg-teal-50 text-teal-800 ring-teal-200",
  cancelled: "bg-amber-50 text-amber-900 ring-amber-200",
  expired: "bg-navy-50 text-navy-700 ring-navy-200",
};

/** /subscription — the plan, its state and dates, this month's usage, cancel, refunds; ?upgrade= and ?plan= start an upgrade. */
export default function SubscriptionScreen() {
  const status = useSubscriptionStatus();
  const plans = usePlans();
  const { upgrade, processingPlanId } = usePlanUpgrade(plans.data);
  const [search, setSearchParams] = useSearchParams();
  const [refundRequested, setRefundRequested] = useState(false);
  const upgradeStarted = useRef(false);

  // SPEC §2: ?upgrade=professional and ?plan={plan} start the upgrade for that plan, once.
  const requested = planIdSchema.safeParse(search.get("upgrade") ?? search.get("plan"));
  const requestedPlanId = requested.success ? requested.data : null;
  useEffect(() => {
    if (!requestedPlanId || upgradeStarted.current || !plans.data || !status.data) return;
    upgradeStarted.current = true;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("upgrade");
        next.delete("plan");
        return next;
      },
      { replace: true },
    );
    if (requestedPlanId !== status.data.planId) void upgrade(requestedPlanId);
  }, [plans.data, requestedPlanId, setSearchParams, status.data, upgrade]);

  const processingPlan = plans.data?.find((plan) => plan.id === processingPlanId);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{subscriptionTexts.title}</h1>
        <p className="mt-2 text-navy-600">{subscriptionTexts.intro}</p>
      </header>

      {processingPlan && (
        <p
          role="status"
          className="mt-6 flex items-center gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-4 text-sm font-medium text-teal-900"
        >
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
          {subscriptionTexts.upgradeStarting(processingPlan.name)}
        </p>
      )}

      <div className="mt-8 grid gap-6">
        {status.isPending ? (
          <SubscriptionSkeleton />
        ) : status.isError || !status.data ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            <p className="flex-1 font-medium">{subscriptionTexts.loadFailed}</p>
            <Button variant="secondary" onClick={() => void status.refetch()} disabled={status.isFetching}>
              {subscriptionTexts.retry}
            </Button>
          </div>
        ) : (
          <>
            {status.data.tier === "beta" && (
              <BetaWelcomeCard
                analysisLimit={status.data.currentLimits.analysisLimit}
                generationLimit={status.data.currentLimits.generationLimit}
              />
            )}
            <PlanSummary
              status={status.data}
              plans={plans.data}
              onPayAgain={(planId) => void upgrade(planId)}
              paying={processingPlanId !== null}
            />
            <UsageCard status={status.data} />
            {status.data.tier === "free" && <JoinBetaCard />}
            {status.data.refundablePaymentId && !refundRequested && (
              <section
                aria-labelledby="refund-heading"
                className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm"
              >
                <h2 id="refund-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
                  <ReceiptText aria-hidden="true" className="size-5 text-teal-700" />
                  {subscriptionTexts.refundTitle}
                </h2>
                <p className="mt-2 max-w-2xl text-sm leading-6 text-navy-700">
                  {subscriptionTexts.refundIntro(REFUND_WINDOW_DAYS)}
                </p>
                <div className="mt-4">
                  <RefundDialog
                    paymentId={status.data.refundablePaymentId}
                    windowDays={REFUND_WINDOW_DAYS}
                    onRequested={() => setRefundRequested(true)}
                  />
                </div>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The date line tells what happens at the end of the period: "Renews on" only when the provider renews by
 * itself (autoRenews); a one-off payment is "Paid until", with a button to pay the next month now.
 */
function PlanSummary({
  status,
  plans,
  onPayAgain,
  paying,
}: {
  status: SubscriptionStatus;
  plans: readonly Plan[] | undefined;
  onPayAgain: (planId: SubscriptionStatus["planId"]) => void;
  paying: boolean;
}) {
  const plan = plans?.find((candidate) => candidate.id === status.planId);
  const paid = status.planId !== "free";
  const date = status.renewsAt ? formatDay(status.renewsAt) : null;
  const dateLine = !paid
    ? subscriptionTexts.freeForever
    : date === null
      ? null
      : status.autoRenews
        ? subscriptionTexts.renewsOn(date)
        : status.cancelAtPeriodEnd
          ? subscriptionTexts.staysUntil(date)
          : status.state === "active"
            ? subscriptionTexts.paidUntil(date)
            : subscriptionTexts.endsOn(date);
  const canCancel = paid && status.autoRenews;
  const canPayAgain =
    paid && date !== null && !status.autoRenews && !status.cancelAtPeriodEnd && status.state === "active";

  return (
    <section
      aria-labelledby="current-plan-heading"
      className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-7"
    >
      <p id="current-plan-heading" className="text-sm font-semibold tracking-wide text-teal-800 uppercase">
        {subscriptionTexts.currentPlan}
      </p>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-2xl font-bold tracking-tight text-navy-900">{status.planName}</h2>
            <span
              className={cn(
                "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                stateStyles[status.state],
              )}
            >
              {subscriptionTexts.state[status.state]}
            </span>
          </div>
          {plan && plan.price > 0 && (
            <p className="mt-1 text-navy-700">
              <span className="font-semibold text-navy-900">{formatPrice(plan.price)}</span>
              {pricingTexts.perMonth}
            </p>
          )}
          {dateLine && (
            <p
              className={cn(
                "mt-3 flex items-center gap-2 text-sm",
                status.cancelAtPeriodEnd ? "font-medium text-amber-900" : "text-navy-700",
              )}
            >
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {dateLine}
            </p>
          )}
          {status.tier === "beta" && status.betaEndsAt && (
            <p className="mt-2 flex items-center gap-2 text-sm text-navy-700">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {subscriptionTexts.betaEndsOn(formatDay(status.betaEndsAt))}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          {canPayAgain && (
            <Button onClick={() => onPayAgain(status.planId)} disabled={paying}>
              {subscriptionTexts.payAnotherMonth}
            </Button>
          )}
          <Button asChild variant={canPayAgain ? "secondary" : undefined}>
            <Link to={paths.pricing}>{paid ? subscriptionTexts.changePlan : subscriptionTexts.upgrade}</Link>
          </Button>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-2 border-t border-navy-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to={billingPaths.paymentDashboard}
          className="inline-flex items-center gap-2 rounded text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          <CreditCard aria-hidden="true" className="size-4" />
          {subscriptionTexts.payments}
        </Link>
        {canCancel && <CancelSubscriptionDialog status={status} />}
      </div>
    </section>
  );
}

function UsageCard({ status }: { status: SubscriptionStatus }) {
  const limits = status.currentLimits;
  return (
    <section
      aria-labelledby="usage-heading"
      className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-7"
    >
      <h2 id="usage-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Gauge aria-hidden="true" className="size-5 text-teal-700" />
        {subscriptionTexts.usageTitle}
      </h2>
      <div className="mt-5 grid gap-6 sm:grid-cols-2 sm:gap-8">
        <UsageMeter
          label={subscriptionTexts.analyses}
          used={limits.analysisUsed}
          limit={limits.analysisLimit}
          usedOf={subscriptionTexts.usedOf}
          unlimitedText={`${subscriptionTexts.usedUnlimited(limits.analysisUsed)} · ${subscriptionTexts.unlimited}`}
        />
        <UsageMeter
          label={subscriptionTexts.generations}
          used={limits.generationUsed}
          limit={limits.generationLimit}
          usedOf={subscriptionTexts.usedOf}
          unlimitedText={`${subscriptionTexts.usedUnlimited(limits.generationUsed)} · ${subscriptionTexts.unlimited}`}
        />
      </div>
    </section>
  );
}

function SubscriptionSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6">
      <span className="sr-only">{subscriptionTexts.loading}</span>
      <Skeleton className="h-52 w-full rounded-2xl" />
      <Skeleton className="h-36 w-full rounded-2xl" />
    </div>
  );
}
