import { queryOptions, useQuery } from "@tanstack/react-query";
import { type UsageStats, usageStatsSchema } from "../../../../../common/api/billing";
import { apiRequest } from "../../../lib/http";
import { sessionIdHeaders } from "../session-id";

/** GET /api/usage/stats with X-Session-Id — this month's counters for the user or the visitor's session. */
export async function getUsageStats(options: { signal?: AbortSignal } = {}): Promise<UsageStats> {
  const body = await apiRequest("GET", "/api/usage/stats", undefined, { ...options, headers: sessionIdHeaders() });
  return usageStatsSchema.parse(body);
}

export const usageStatsQueryKey = ["/api/usage/stats"] as const;

export const usageStatsQueryOptions = queryOptions({
  queryKey: usageStatsQueryKey,
  queryFn: ({ signal }) => getUsageStats({ signal }),
});

export function useUsageStats() {
  return useQuery(usageStatsQueryOptions);
}
