import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/http";
import { authUserQueryKey } from "../../../lib/query-client";

/** POST /api/account/delete — `confirmation` is the account's email or DELETE. */
export async function deleteAccount(confirmation: string): Promise<void> {
  await apiRequest("POST", "/api/account/delete", { confirmation });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    retry: false,
    onSuccess: () => {
      // signed out at once (the shell shows the visitor's screens), then nothing cached about the account is kept
      queryClient.setQueryData(authUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authUserQueryKey[0] });
    },
  });
}
