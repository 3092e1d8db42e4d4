import { queryOptions, useQuery } from "@tanstack/react-query";
import { analysisDetailSchema, analysisStatusResponseSchema } from "../../../../../common/api/analyses";
import { visitorAnalysisResponseSchema } from "../../../../../common/api/visitor";
import { apiRequest } from "../../../lib/http";
import { isInProgress, STATUS_POLL_MS } from "../../analysis/progress";
import { sessionIdHeaders } from "../../billing/session-id";

const base = "/api/visitor";

/** GET /api/visitor/analysis — this browser session's analysis, if any. */
export const currentVisitorAnalysisQueryOptions = queryOptions({
  queryKey: [`${base}/analysis`],
  queryFn: async ({ signal }) =>
    visitorAnalysisResponseSchema.parse(
      await apiRequest("GET", `${base}/analysis`, undefined, { signal, headers: sessionIdHeaders() }),
    ),
  staleTime: 0,
});

/** GET /api/visitor/analyses/:id/status, polled while the analysis runs (the client adds the cache buster). */
export function useVisitorAnalysisStatus(id: string) {
  return useQuery({
    queryKey: [`${base}/analyses/:id/status`, id],
    queryFn: async ({ signal }) =>
      analysisStatusResponseSchema.parse(
        await apiRequest("GET", `${base}/analyses/${encodeURIComponent(id)}/status`, undefined, {
          signal,
          headers: sessionIdHeaders(),
        }),
      ),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => {
      if (query.state.status === "error") return false;
      const data = query.state.data;
      return !data || isInProgress(data.status) ? STATUS_POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });
}

/** GET /api/visitor/analyses/:id — the result once completed. */
export function useVisitorAnalysis(id: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [`${base}/analyses/:id`, id],
    queryFn: async ({ signal }) =>
      analysisDetailSchema.parse(
        await apiRequest("GET", `${base}/analyses/${encodeURIComponent(id)}`, undefined, {
          signal,
          headers: sessionIdHeaders(),
        }),
      ),
    enabled: options.enabled,
  });
}
