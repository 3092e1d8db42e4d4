import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { refundRequestSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";
import { paymentsQueryKey } from "./get-payments";
import { subscriptionStatusQueryKey } from "./get-subscription-status";

export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /api/refunds { paymentId, reason } — within the refund window of a first subscription. */
export async function requestRefund(request: RefundRequest): Promise<void> {
  await apiRequest("POST", "/api/refunds", refundRequestSchema.parse(request));
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
    },
  });
}
