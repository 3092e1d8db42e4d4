import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SubscriptionStatus, subscriptionStatusSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";
import { subscriptionStatusQueryKey } from "./get-subscription-status";

/** POST /api/subscription/cancel — stops renewal; the plan stays until renewsAt. */
export async function cancelSubscription(): Promise<SubscriptionStatus> {
  return subscriptionStatusSchema.parse(await apiRequest("POST", "/api/subscription/cancel"));
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (status) => queryClient.setQueryData(subscriptionStatusQueryKey, status),
  });
}
