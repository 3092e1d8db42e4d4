import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { betaProgrammeStatusSchema, subscriptionStatusSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";
import { authUserQueryKey } from "../../../lib/query-client";
import { subscriptionStatusQueryKey } from "./get-subscription-status";

/** GET /api/beta — places left in the beta programme, how many testers and months. */
export async function getBetaProgramme(options: { signal?: AbortSignal } = {}) {
  return betaProgrammeStatusSchema.parse(await apiRequest("GET", "/api/beta", undefined, options));
}

export const betaProgrammeQueryKey = ["/api/beta"] as const;

export const betaProgrammeQueryOptions = queryOptions({
  queryKey: betaProgrammeQueryKey,
  queryFn: ({ signal }) => getBetaProgramme({ signal }),
});

export function useBetaProgramme(options: { enabled?: boolean } = {}) {
  return useQuery({ ...betaProgrammeQueryOptions, enabled: options.enabled ?? true });
}

/** POST /api/beta/join — joins while places remain; answers the new subscription status. */
export async function joinBeta() {
  return subscriptionStatusSchema.parse(await apiRequest("POST", "/api/beta/join"));
}

export function useJoinBeta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinBeta,
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionStatusQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: betaProgrammeQueryKey });
    },
  });
}
