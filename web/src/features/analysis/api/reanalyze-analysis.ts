import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AnalysisSummary, analysisSummarySchema, type ReanalyzeRequest } from "../../../../../common/api/analyses";
import { apiRequest } from "../../../lib/http";
import { contractsQueryKey } from "../../contracts/api/get-contracts";
import { analysesQueryKey } from "./get-analyses";
import { analysisQueryKey } from "./get-analysis";
import { analysisStatusQueryKey } from "./get-analysis-status";

/**
 * POST /api/analyses/:id/reanalyze → the summary. Run again (no side, or the same side): back to
 * pending under the same id. Another side: that side's own analysis (a new id, or the one already
 * made), and this one stays as it is.
 */
export async function reanalyzeAnalysis(id: string, request: ReanalyzeRequest): Promise<AnalysisSummary> {
  return analysisSummarySchema.parse(
    await apiRequest("POST", `/api/analyses/${encodeURIComponent(id)}/reanalyze`, request),
  );
}

export function useReanalyzeAnalysis(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReanalyzeRequest) => reanalyzeAnalysis(id, request),
    // Queuing work twice is worse than asking the user to press again.
    retry: false,
    onSuccess: (summary) => {
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey });
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      if (summary.id !== id) return; // another side's analysis: this one keeps its result
      // The status query restarts its polling from this pending status; the old result goes away.
      queryClient.setQueryData(analysisStatusQueryKey(id), {
        id: summary.id,
        contractId: summary.contractId,
        status: summary.status,
        progress: summary.progress,
        error: summary.error,
        engine: summary.engine,
      });
      queryClient.removeQueries({ queryKey: analysisQueryKey(id) });
    },
  });
}
