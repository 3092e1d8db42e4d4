import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import { activateSubscription } from "../features/billing/api/activate-subscription";
import { subscriptionStatusQueryKey } from "../features/billing/api/get-subscription-status";
import { restoreSession } from "../features/billing/api/restore-session";
import { upgradeSubscription } from "../features/billing/api/upgrade-subscription";
import { StatusCard } from "../features/billing/components/status-card";
import { confirmPaymentReturn, type PaymentReturnOutcome } from "../features/billing/confirm-payment-return";
import { showContactSupportToast } from "../features/billing/contact-support";
import { SUCCESS_REDIRECT_DELAY_MS } from "../features/billing/payment-status-machine";
import { readPaymentReturnParams } from "../features/billing/return-params";
import { paymentSuccessTexts } from "../features/billing/texts";
import { toast } from "../features/toast/api/toast-store";
import { authUserQueryKey } from "../lib/query-client";
import { paths } from "../paths";

/** /payment-success — confirms a payment the browser came back from: processing, then success or failed (SPEC §4). */
export default function PaymentSuccessScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<PaymentReturnOutcome | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);
  const redirectTimer = useRef<number | undefined>(undefined);
  const params = readPaymentReturnParams(search);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(redirectTimer.current);
    };
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirmPaymentReturn(readPaymentReturnParams(search), {
      restoreSession: async (token) => {
        await restoreSession(token);
        await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      },
      activate: activateSubscription,
      upgrade: upgradeSubscription,
    }).then((result) => {
      if (!mounted.current) return;
      setOutcome(result);
      if (result.result !== "success") return;
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      if (result.redirect) {
        toast({
          type: "success",
          title: paymentSuccessTexts.activatedToast,
          description: paymentSuccessTexts.activatedToastText,
        });
        redirectTimer.current = window.setTimeout(() => navigate(paths.subscription), SUCCESS_REDIRECT_DELAY_MS);
      }
    });
  }, [navigate, queryClient, search]);

  if (outcome === null) {
    return (
      <StatusCard
        screenTitle={paymentSuccessTexts.title}
        tone="working"
        title={paymentSuccessTexts.processingTitle}
        message={paymentSuccessTexts.processingText}
      />
    );
  }
  if (outcome.result === "success") {
    return (
      <StatusCard
        screenTitle={paymentSuccessTexts.title}
        tone="success"
        title={paymentSuccessTexts.successTitle}
        message={
          outcome.redirect
            ? `${paymentSuccessTexts.successText} ${paymentSuccessTexts.redirecting}`
            : paymentSuccessTexts.successText
        }
        actions={
          <Button asChild>
            <Link to={paths.subscription}>{paymentSuccessTexts.viewSubscription}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <StatusCard
      screenTitle={paymentSuccessTexts.title}
      tone="failed"
      title={paymentSuccessTexts.failedTitle}
      message={outcome.message}
      actions={
        <>
          <Button onClick={() => showContactSupportToast(params.paymentId)}>
            {paymentSuccessTexts.contactSupport}
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.pricing}>{paymentSuccessTexts.backToPlans}</Link>
          </Button>
        </>
      }
    />
  );
}
