import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/http";
import { draftQueryKey } from "./get-draft";

/** POST /api/agent/drafts/:id/versions/:version/restore — makes an earlier version the current one (as a new version). */
export async function restoreDraftVersion(draftId: string, version: number): Promise<void> {
  await apiRequest("POST", `/api/agent/drafts/${encodeURIComponent(draftId)}/versions/${version}/restore`);
}

export function useRestoreDraftVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draftId, version }: { draftId: string; version: number }) => restoreDraftVersion(draftId, version),
    onSuccess: (_result, { draftId }) => queryClient.invalidateQueries({ queryKey: draftQueryKey(draftId) }),
  });
}
