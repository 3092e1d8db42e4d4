import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, FlaskConical, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { useAuth } from "../features/auth/api/get-auth-user";
import { cancelDemoPayment, completeDemoPayment } from "../features/billing/api/demo-payments";
import { paymentsQueryKey, usePayments } from "../features/billing/api/get-payments";
import { StatusCard } from "../features/billing/components/status-card";
import { formatRand } from "../features/billing/format";
import { paymentStatusPath } from "../features/billing/return-params";
import { demoCheckoutTexts, pricingTexts } from "../features/billing/texts";
import { toast } from "../features/toast/api/toast-store";
import { errorMessageOf } from "../lib/error-message";
import { errorStatus } from "../lib/http";
import { paths } from "../paths";

/** /demo-checkout/:paymentId — the built-in demo provider's payment page: no real money moves. */
export default function DemoCheckoutScreen() {
  const { paymentId = "" } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payments = usePayments();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const payment = payments.data?.find((candidate) => candidate.id === paymentId);

  async function pay() {
    if (!payment || !user || busy) return;
    setBusy("pay");
    setError(null);
    try {
      await completeDemoPayment(payment.id);
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
      navigate(paymentStatusPath(payment.id, { planId: payment.planId, userId: user.id, source: "demo" }));
    } catch (caught) {
      setError(errorMessageOf(caught));
      setBusy(null);
    }
  }

  async function cancel() {
    if (!payment || busy) return;
    setBusy("cancel");
    setError(null);
    try {
      await cancelDemoPayment(payment.id);
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
      toast({
        type: "info",
        title: demoCheckoutTexts.cancelledToast,
        description: demoCheckoutTexts.cancelledToastText,
      });
      navigate(paths.pricing);
    } catch (caught) {
      setError(errorMessageOf(caught));
      setBusy(null);
    }
  }

  if (payments.isPending) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16" role="status" aria-live="polite">
        <span className="sr-only">{demoCheckoutTexts.loading}</span>
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    );
  }

  if (!payment) {
    return (
      <StatusCard
        screenTitle={demoCheckoutTexts.title}
        tone="failed"
        title={demoCheckoutTexts.notFoundTitle}
        message={
          payments.isError && errorStatus(payments.error) !== 404
            ? payments.error.message
            : demoCheckoutTexts.notFoundText
        }
        actions={
          <Button asChild>
            <Link to={paths.pricing}>{demoCheckoutTexts.backToPlans}</Link>
          </Button>
        }
      />
    );
  }

  const waiting = payment.status === "pending";
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm">
        <div className="flex items-center gap-3 border-b border-amber-200 bg-amber-50 px-6 py-3 text-sm font-semibold text-amber-900">
          <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
          {demoCheckoutTexts.badge}
        </div>
        <div className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-navy-900">{demoCheckoutTexts.title}</h1>
          <p className="mt-2 leading-7 text-navy-700">{demoCheckoutTexts.intro}</p>

          <dl className="mt-6 grid gap-3 rounded-xl bg-navy-50 p-5 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-navy-600">{demoCheckoutTexts.plan}</dt>
              <dd className="font-semibold text-navy-900">{payment.planName}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-navy-600">{demoCheckoutTexts.amount}</dt>
              <dd className="text-right">
                <span className="text-2xl font-bold text-navy-950">{formatRand(payment.amount)}</span>
                <span className="ml-1 text-navy-600">{pricingTexts.perMonth}</span>
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-navy-600">{demoCheckoutTexts.vat}</dt>
              <dd className="text-navy-800 tabular-nums">{formatRand(payment.vatAmount)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-navy-100 pt-3">
              <dt className="text-navy-600">{demoCheckoutTexts.reference}</dt>
              <dd className="font-mono text-xs break-all text-navy-800">{payment.id}</dd>
            </div>
          </dl>

          {error && (
            <p
              role="alert"
              className="mt-5 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
              <span>
                <span className="font-semibold">{demoCheckoutTexts.failedToast}. </span>
                {error}
              </span>
            </p>
          )}

          {waiting ? (
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                size="lg"
                onClick={() => void cancel()}
                disabled={busy !== null}
                aria-busy={busy === "cancel" || undefined}
              >
                {busy === "cancel" && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                {busy === "cancel" ? demoCheckoutTexts.cancelling : demoCheckoutTexts.cancel}
              </Button>
              <Button
                size="lg"
                onClick={() => void pay()}
                disabled={busy !== null}
                aria-busy={busy === "pay" || undefined}
              >
                {busy === "pay" && <LoaderCircle aria-hidden="true" className="animate-spin" />}
                {busy === "pay" ? demoCheckoutTexts.paying : demoCheckoutTexts.payNow}
              </Button>
            </div>
          ) : (
            <div className="mt-8 grid gap-3">
              <p className="text-sm text-navy-700">{demoCheckoutTexts.alreadyDone}</p>
              <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
                <Button asChild variant="secondary">
                  <Link to={paths.pricing}>{demoCheckoutTexts.backToPlans}</Link>
                </Button>
                {user && (
                  <Button asChild>
                    <Link
                      to={paymentStatusPath(payment.id, { planId: payment.planId, userId: user.id, source: "demo" })}
                    >
                      {demoCheckoutTexts.viewStatus}
                    </Link>
                  </Button>
                )}
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
