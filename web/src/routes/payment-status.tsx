import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import { StatusCard, type StatusTone } from "../features/billing/components/status-card";
import { usePaymentStatus } from "../features/billing/components/use-payment-status";
import { showContactSupportToast } from "../features/billing/contact-support";
import { type PaymentPhase, paymentProgressPercent } from "../features/billing/payment-status-machine";
import { readPaymentReturnParams, statusGatewayFrom } from "../features/billing/return-params";
import { paymentStatusTexts, providerLabels } from "../features/billing/texts";
import { paths } from "../paths";

const tones: Record<PaymentPhase, StatusTone> = {
  checking: "working",
  success: "success",
  failed: "failed",
  timeout: "waiting",
};
const titles: Record<PaymentPhase, string> = {
  checking: paymentStatusTexts.checkingTitle,
  success: paymentStatusTexts.successTitle,
  failed: paymentStatusTexts.failedTitle,
  timeout: paymentStatusTexts.timeoutTitle,
};

/** /payment-status/:paymentId? — polls the gateway until the payment is completed, failed or the check times out (SPEC §4). */
export default function PaymentStatusScreen() {
  const { paymentId: routePaymentId } = useParams();
  const [search] = useSearchParams();
  const params = readPaymentReturnParams(search);
  const paymentId = routePaymentId ?? params.paymentId;
  const gateway = statusGatewayFrom(search);
  const check =
    paymentId && params.planId && params.userId ? { paymentId, planId: params.planId, userId: params.userId } : null;
  const { state, reset } = usePaymentStatus(gateway, check);
  const percent = paymentProgressPercent(state);

  const contactSupport = (
    <Button variant="ghost" onClick={() => showContactSupportToast(paymentId)}>
      {paymentStatusTexts.contactSupport}
    </Button>
  );
  const viewSubscription = (
    <Button asChild variant={state.phase === "success" ? "primary" : "secondary"}>
      <Link to={paths.subscription}>{paymentStatusTexts.viewSubscription}</Link>
    </Button>
  );

  return (
    <StatusCard
      screenTitle={paymentStatusTexts.title}
      tone={tones[state.phase]}
      title={titles[state.phase]}
      message={state.message}
      actions={
        state.phase === "checking" ? (
          contactSupport
        ) : state.phase === "success" ? (
          viewSubscription
        ) : state.phase === "timeout" ? (
          <>
            <Button onClick={reset}>{paymentStatusTexts.checkAgain}</Button>
            {viewSubscription}
            {contactSupport}
          </>
        ) : (
          <>
            {!state.missingInformation && <Button onClick={reset}>{paymentStatusTexts.tryAgain}</Button>}
            <Button asChild variant={state.missingInformation ? "primary" : "secondary"}>
              <Link to={paths.subscription}>{paymentStatusTexts.backToPlans}</Link>
            </Button>
            {contactSupport}
          </>
        )
      }
    >
      {!state.missingInformation && (
        <div className="mt-8 grid gap-2 text-left">
          <div
            role="progressbar"
            aria-label={paymentStatusTexts.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-navy-100"
          >
            <div
              className={
                state.phase === "failed"
                  ? "h-full rounded-full bg-red-500"
                  : state.phase === "timeout"
                    ? "h-full rounded-full bg-amber-500"
                    : "h-full rounded-full bg-teal-600 transition-[width] duration-700"
              }
              style={{ width: `${percent}%` }}
            />
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-navy-600">
            <span className="tabular-nums">{paymentStatusTexts.elapsed(state.elapsedSeconds)}</span>
            <span>{paymentStatusTexts.gateway(providerLabels[gateway])}</span>
          </div>
        </div>
      )}
      {paymentId && (
        <p className="mt-6 rounded-lg bg-navy-50 px-3 py-2 text-sm text-navy-700">
          {paymentStatusTexts.reference}: <span className="font-mono break-all text-navy-900">{paymentId}</span>
        </p>
      )}
    </StatusCard>
  );
}
