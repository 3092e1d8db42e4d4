import { queryOptions, useQuery } from "@tanstack/react-query";
import { type SubscriptionStatus, subscriptionStatusSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";

/** GET /api/subscription/status — the signed-in user's plan, state and this month's counters; null signed out. */
export async function getSubscriptionStatus(
  options: { signal?: AbortSignal } = {},
): Promise<SubscriptionStatus | null> {
  const body = await apiRequest("GET", "/api/subscription/status", undefined, { ...options, unauthorized: "null" });
  return body === null ? null : subscriptionStatusSchema.parse(body);
}

export const subscriptionStatusQueryKey = ["/api/subscription/status"] as const;

export const subscriptionStatusQueryOptions = queryOptions({
  queryKey: subscriptionStatusQueryKey,
  queryFn: ({ signal }) => getSubscriptionStatus({ signal }),
});

export function useSubscriptionStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionStatusQueryOptions, enabled: options.enabled ?? true });
}
