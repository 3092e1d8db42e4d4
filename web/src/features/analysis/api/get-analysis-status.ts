import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AnalysisStatusResponse, analysisStatusResponseSchema } from "../../../../../common/api/analyses";
import { apiRequest } from "../../../lib/http";
import { isInProgress, STATUS_POLL_MS } from "../progress";

/** GET /api/analyses/:id/status — the HTTP client adds the cache-busting timestamp (SPEC §7). */
export async function getAnalysisStatus(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<AnalysisStatusResponse> {
  return analysisStatusResponseSchema.parse(
    await apiRequest("GET", `/api/analyses/${encodeURIComponent(id)}/status`, undefined, options),
  );
}

export const analysisStatusQueryKey = (id: string) => ["/api/analyses/:id/status", id] as const;

/** Polled every second while the analysis is in progress, never cached (SPEC §7 status paths). */
export function analysisStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: analysisStatusQueryKey(id),
    queryFn: ({ signal }) => getAnalysisStatus(id, { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === "error") return false;
      return !data || isInProgress(data.status) ? STATUS_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });
}

export function useAnalysisStatus(id: string) {
  return useQuery(analysisStatusQueryOptions(id));
}
