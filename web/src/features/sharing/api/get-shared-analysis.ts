import { useQuery } from "@tanstack/react-query";
import { sharedAnalysisResponseSchema } from "../../../../../common/api/shares";
import { apiRequest } from "../../../lib/http";

/** GET /api/shared/:token — public, read-only. */
export function useSharedAnalysis(token: string) {
  return useQuery({
    queryKey: ["/api/shared/:token", token],
    queryFn: async ({ signal }) =>
      sharedAnalysisResponseSchema.parse(
        await apiRequest("GET", `/api/shared/${encodeURIComponent(token)}`, undefined, { signal }),
      ),
    staleTime: 0,
  });
}
