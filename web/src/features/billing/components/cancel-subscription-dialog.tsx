import { useState } from "react";
import type { SubscriptionStatus } from "../../../../../common/api/billing";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogDestructiveButton,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { errorMessageOf } from "../../../lib/error-message";
import { formatDay } from "../../contracts/format-day";
import { toast } from "../../toast/api/toast-store";
import { useCancelSubscription } from "../api/cancel-subscription";
import { subscriptionTexts } from "../texts";

/** Cancel with confirmation: renewal stops, the plan stays until the end of the paid period. */
export function CancelSubscriptionDialog({ status }: { status: SubscriptionStatus }) {
  const [open, setOpen] = useState(false);
  const cancellation = useCancelSubscription();
  const endDate = status.renewsAt ? formatDay(status.renewsAt) : null;

  function confirm() {
    if (cancellation.isPending) return;
    cancellation.mutate(undefined, {
      onSuccess: (next) => {
        setOpen(false);
        toast({
          type: "success",
          title: subscriptionTexts.cancelledToast,
          description: next.renewsAt ? subscriptionTexts.staysUntil(formatDay(next.renewsAt)) : undefined,
        });
      },
    });
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (cancellation.isPending) return;
        if (!next) cancellation.reset();
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800">
          {subscriptionTexts.cancel}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{subscriptionTexts.cancelTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {endDate
            ? subscriptionTexts.cancelText(status.planName, endDate)
            : subscriptionTexts.cancelTextNoDate(status.planName)}
        </AlertDialogDescription>
        {cancellation.isError && (
          <ErrorAlert title={subscriptionTexts.cancelFailed}>{errorMessageOf(cancellation.error)}</ErrorAlert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancellation.isPending}>{subscriptionTexts.keepPlan}</AlertDialogCancel>
          <AlertDialogDestructiveButton
            onClick={confirm}
            disabled={cancellation.isPending}
            aria-busy={cancellation.isPending || undefined}
          >
            {cancellation.isPending ? subscriptionTexts.cancelling : subscriptionTexts.confirmCancel}
          </AlertDialogDestructiveButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
