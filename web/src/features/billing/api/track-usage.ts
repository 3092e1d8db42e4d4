import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type TrackUsageRequest, trackUsageResponseSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";
import { sessionIdHeaders } from "../session-id";
import { usageTexts } from "../texts";
import { usageStatsQueryKey } from "./get-usage-stats";

/** POST /api/usage/track { action, contractId } with X-Session-Id. */
export async function trackUsage(request: TrackUsageRequest) {
  const body = await apiRequest("POST", "/api/usage/track", request, { headers: sessionIdHeaders() });
  return trackUsageResponseSchema.parse(body);
}

/** SPEC §7: on success the cached usage stats are invalidated; a failure is logged (SPEC §8). */
export function useTrackUsage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackUsage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageStatsQueryKey }),
    onError: (error) => console.error(usageTexts.trackFailed, error),
  });
}
