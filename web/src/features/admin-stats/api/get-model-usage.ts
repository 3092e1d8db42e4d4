import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeriesQuery } from "../../../../../common/api/admin-stats";
import { type ModelUsageReport, modelUsageReportSchema } from "../../../../../common/api/model-usage";
import { apiRequest } from "../../../lib/http";

/** GET /api/admin/stats/model-usage?from&to — the AI model's tokens and estimated cost per day (admins only). */
export async function getModelUsage(
  range: SeriesQuery,
  options: { signal?: AbortSignal } = {},
): Promise<ModelUsageReport> {
  const search = new URLSearchParams({ from: range.from, to: range.to }).toString();
  return modelUsageReportSchema.parse(
    await apiRequest("GET", `/api/admin/stats/model-usage?${search}`, undefined, options),
  );
}

export function modelUsageQueryOptions(range: SeriesQuery) {
  return queryOptions({
    queryKey: ["/api/admin/stats/model-usage", range.from, range.to] as const,
    queryFn: ({ signal }) => getModelUsage(range, { signal }),
    staleTime: 30_000,
  });
}

export function useModelUsage(range: SeriesQuery) {
  return useQuery(modelUsageQueryOptions(range));
}
