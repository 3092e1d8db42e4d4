import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/http";
import { analysesQueryKey } from "../../analysis/api/get-analyses";
import { contractQueryKey } from "./get-contract";
import { contractsQueryKey } from "./get-contracts";

/** DELETE /api/contracts/:id → 204: the file, its text and its analyses go. */
export async function deleteContract(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/contracts/${encodeURIComponent(id)}`);
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContract,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: contractQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey });
    },
  });
}
