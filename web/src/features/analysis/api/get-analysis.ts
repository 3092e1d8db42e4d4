import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AnalysisDetail, analysisDetailSchema } from "../../../../../common/api/analyses";
import { apiRequest } from "../../../lib/http";

/** GET /api/analyses/:id — summary, contract and the result once completed. */
export async function getAnalysis(id: string, options: { signal?: AbortSignal } = {}): Promise<AnalysisDetail> {
  return analysisDetailSchema.parse(
    await apiRequest("GET", `/api/analyses/${encodeURIComponent(id)}`, undefined, options),
  );
}

export const analysisQueryKey = (id: string) => ["/api/analyses/:id", id] as const;

export function analysisQueryOptions(id: string) {
  return queryOptions({ queryKey: analysisQueryKey(id), queryFn: ({ signal }) => getAnalysis(id, { signal }) });
}

export function useAnalysis(id: string, options: { enabled: boolean }) {
  return useQuery({ ...analysisQueryOptions(id), enabled: options.enabled });
}
