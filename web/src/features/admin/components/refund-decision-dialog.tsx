import { useId, useState } from "react";
import type { AdminRefund } from "../../../../../common/api/billing";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../components/ui/dialog";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessageOf } from "../../../lib/error-message";
import { formatRandCents } from "../../admin-stats/format";
import { providerLabels } from "../../billing/texts";
import { toast } from "../../toast/api/toast-store";
import { useDecideRefund } from "../api/admin-refunds";
import { commonTexts, refundsTexts as texts } from "../texts";

export type RefundDecision = { refund: AdminRefund; approve: boolean };

/** Asks for the reason, then approves (refunded through the payment's provider) or declines. */
export function RefundDecisionDialog({ decision, onClose }: { decision: RefundDecision | null; onClose: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideRefund();

  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!decision) return;
    if (reason.trim().length < 3) {
      setError(texts.reasonTooShort);
      return;
    }
    decide.mutate(
      { refundId: decision.refund.id, approve: decision.approve, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ type: "success", title: decision.approve ? texts.approved : texts.declined });
          close();
        },
        onError: (failure) =>
          toast({ type: "error", title: commonTexts.saveFailed, description: errorMessageOf(failure) }),
      },
    );
  };

  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        {decision && (
          <form
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <DialogTitle className="break-words">
              {decision.approve
                ? texts.approveTitle(decision.refund.userEmail)
                : texts.declineTitle(decision.refund.userEmail)}
            </DialogTitle>
            <DialogDescription>
              {decision.approve
                ? texts.approveDescription(
                    formatRandCents(decision.refund.payment.amount),
                    providerLabels[decision.refund.payment.provider],
                  )
                : texts.declineDescription}
            </DialogDescription>
            <div className="grid gap-1.5">
              <label htmlFor={reasonId} className="text-sm font-semibold text-navy-900">
                {texts.decisionReason}
              </label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={1000}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${reasonId}-hint`}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
              />
              <p
                id={`${reasonId}-hint`}
                className={error ? "text-sm font-medium text-red-700" : "text-sm text-navy-500"}
              >
                {error ?? texts.decisionReasonHint}
              </p>
            </div>
            <DialogFooter>
              <Button variant="secondary" onClick={close}>
                {texts.cancel}
              </Button>
              <Button type="submit" variant={decision.approve ? "primary" : "dark"} disabled={decide.isPending}>
                {decision.approve ? texts.confirmApprove : texts.confirmDecline}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
