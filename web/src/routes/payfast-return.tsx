import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import { StatusCard } from "../features/billing/components/status-card";
import { showContactSupportToast } from "../features/billing/contact-support";
import { paymentStatusPath, readPaymentReturnParams } from "../features/billing/return-params";
import { payfastReturnTexts } from "../features/billing/texts";
import { paths } from "../paths";

/** How long the PayFast result shows before the status screen takes over. */
export const PAYFAST_HANDOVER_DELAY_MS = 1_500;

const cancelledStatuses = new Set(["cancelled", "canceled", "cancel"]);

/** /payfast-return — where PayFast sends the browser back: shows what came back, then hands over to /payment-status. */
export default function PayfastReturnScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const params = readPaymentReturnParams(search);
  const cancelled = params.status !== null && cancelledStatuses.has(params.status.toLowerCase());
  const statusPath =
    !cancelled && params.paymentId && params.planId && params.userId
      ? paymentStatusPath(params.paymentId, { planId: params.planId, userId: params.userId, source: "payfast" })
      : null;

  useEffect(() => {
    if (!statusPath) return;
    const timer = window.setTimeout(() => navigate(statusPath, { replace: true }), PAYFAST_HANDOVER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, statusPath]);

  const backToPlans = (
    <Button asChild variant={statusPath ? "secondary" : "primary"}>
      <Link to={paths.pricing}>{payfastReturnTexts.backToPlans}</Link>
    </Button>
  );

  if (cancelled) {
    return (
      <StatusCard
        screenTitle={payfastReturnTexts.title}
        tone="waiting"
        title={payfastReturnTexts.cancelledTitle}
        message={payfastReturnTexts.cancelledText}
        actions={backToPlans}
      />
    );
  }
  if (statusPath) {
    return (
      <StatusCard
        screenTitle={payfastReturnTexts.title}
        tone="working"
        title={payfastReturnTexts.receivedTitle}
        message={payfastReturnTexts.receivedText}
        actions={
          <Button asChild>
            <Link to={statusPath} replace>
              {payfastReturnTexts.checkStatus}
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <StatusCard
      screenTitle={payfastReturnTexts.title}
      tone="failed"
      title={payfastReturnTexts.incompleteTitle}
      message={payfastReturnTexts.incompleteText}
      actions={
        <>
          {backToPlans}
          <Button variant="secondary" onClick={() => showContactSupportToast(params.paymentId)}>
            {payfastReturnTexts.contactSupport}
          </Button>
        </>
      }
    />
  );
}
