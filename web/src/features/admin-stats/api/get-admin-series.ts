import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type AdminSeries, adminSeriesSchema, type SeriesQuery } from "../../../../../common/api/admin-stats";
import { apiRequest } from "../../../lib/http";

function seriesSearch(range: SeriesQuery): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}

/** GET /api/admin/stats/series?from&to — one point per day (per week past 92 days). */
export async function getAdminSeries(range: SeriesQuery, options: { signal?: AbortSignal } = {}): Promise<AdminSeries> {
  return adminSeriesSchema.parse(
    await apiRequest("GET", `/api/admin/stats/series?${seriesSearch(range)}`, undefined, options),
  );
}

export function adminSeriesQueryOptions(range: SeriesQuery) {
  return queryOptions({
    queryKey: ["/api/admin/stats/series", range.from, range.to] as const,
    queryFn: ({ signal }) => getAdminSeries(range, { signal }),
    staleTime: 30_000,
  });
}

/** The range stays on screen while the next one loads. Disabled while the range is invalid. */
export function useAdminSeries(range: SeriesQuery | null) {
  return useQuery({
    ...adminSeriesQueryOptions(range ?? { from: "", to: "" }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same series: a plain link downloads it. */
export function seriesCsvHref(range: SeriesQuery): string {
  return `/api/admin/stats/series.csv?${seriesSearch(range)}`;
}
