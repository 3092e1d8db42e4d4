import { type FormEvent, useId, useState } from "react";
import { refundRequestSchema } from "../../../../../common/api/billing";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessageOf } from "../../../lib/error-message";
import { toast } from "../../toast/api/toast-store";
import { useRequestRefund } from "../api/request-refund";
import { subscriptionTexts } from "../texts";

type RefundDialogProps = { paymentId: string; windowDays: number; onRequested: () => void };

/** Ask for a refund of the first subscription: a reason, POST /api/refunds, and a clear result. */
export function RefundDialog({ paymentId, windowDays, onRequested }: RefundDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const refund = useRequestRefund();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refund.isPending) return;
    const parsed = refundRequestSchema.safeParse({ paymentId, reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? subscriptionTexts.refundFailed);
      return;
    }
    setFieldError(null);
    refund.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setReason("");
        toast({
          type: "success",
          title: subscriptionTexts.refundSentToast,
          description: subscriptionTexts.refundSentText,
        });
        onRequested();
      },
    });
  }

  const serverError = refund.error ? errorMessageOf(refund.error) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (refund.isPending) return;
        if (!next) {
          refund.reset();
          setFieldError(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">{subscriptionTexts.refundButton}</Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>{subscriptionTexts.refundTitle}</DialogTitle>
        <DialogDescription>{subscriptionTexts.refundIntro(windowDays)}</DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium text-navy-900">
              {subscriptionTexts.refundReason}
            </label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
              maxLength={1000}
              disabled={refund.isPending}
            />
            <p id={hintId} className="text-xs text-navy-600">
              {subscriptionTexts.refundReasonHint}
            </p>
            {fieldError && (
              <p id={errorId} className="text-sm font-medium text-red-700">
                {fieldError}
              </p>
            )}
          </div>
          {serverError && <ErrorAlert title={subscriptionTexts.refundFailed}>{serverError}</ErrorAlert>}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={refund.isPending}>
              {subscriptionTexts.refundCancel}
            </Button>
            <Button type="submit" disabled={refund.isPending} aria-busy={refund.isPending || undefined}>
              {refund.isPending ? subscriptionTexts.refundSending : subscriptionTexts.refundSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
