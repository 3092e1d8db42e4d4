import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ContractListItem, contractListItemSchema } from "../../../../../common/api/analyses";
import { apiRequest } from "../../../lib/http";
import { analysesQueryKey } from "../../analysis/api/get-analyses";
import { contractQueryKey } from "./get-contract";
import { contractsQueryKey } from "./get-contracts";

/** PATCH /api/contracts/:id {fileName} → the renamed list item. */
export async function renameContract(id: string, fileName: string): Promise<ContractListItem> {
  return contractListItemSchema.parse(
    await apiRequest("PATCH", `/api/contracts/${encodeURIComponent(id)}`, { fileName }),
  );
}

export function useRenameContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileName: string) => renameContract(id, fileName),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey });
    },
  });
}
