import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/http";
import { contractsQueryKey } from "../../contracts/api/get-contracts";
import { analysesQueryKey } from "./get-analyses";
import { analysisQueryKey } from "./get-analysis";

/** DELETE /api/analyses/:id → 204; the contract stays. */
export async function deleteAnalysis(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/analyses/${encodeURIComponent(id)}`);
}

export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: analysisQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey });
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
    },
  });
}
