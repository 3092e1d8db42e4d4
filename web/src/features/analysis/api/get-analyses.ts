import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type AnalysisSummary, analysisSummarySchema } from "../../../../../common/api/analyses";
import { apiRequest } from "../../../lib/http";

/** GET /api/analyses — the user's analyses, newest first (history). */
export async function getAnalyses(options: { signal?: AbortSignal } = {}): Promise<AnalysisSummary[]> {
  return z.array(analysisSummarySchema).parse(await apiRequest("GET", "/api/analyses", undefined, options));
}

export const analysesQueryKey = ["/api/analyses"] as const;

export const analysesQueryOptions = queryOptions({
  queryKey: analysesQueryKey,
  queryFn: ({ signal }) => getAnalyses({ signal }),
});

export function useAnalyses() {
  return useQuery(analysesQueryOptions);
}
