import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Account,
  type Preferences,
  preferencesSchema,
  type UpdatePreferencesRequest,
} from "../../../../../common/api/account";
import { apiRequest } from "../../../lib/http";
import { accountQueryKey } from "./get-account";

/** PUT /api/account/preferences */
export async function updatePreferences(input: UpdatePreferencesRequest): Promise<Preferences> {
  return preferencesSchema.parse(await apiRequest("PUT", "/api/account/preferences", input));
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData<Account | null>(accountQueryKey, (account) =>
        account ? { ...account, preferences } : account,
      ),
  });
}
