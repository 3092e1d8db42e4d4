import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/http";
import { conversationQueryKey } from "./get-conversation";
import { conversationsQueryKey } from "./get-conversations";

/** DELETE /api/agent/conversations/:id — the conversation and its messages. */
export async function deleteConversation(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/agent/conversations/${encodeURIComponent(id)}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteConversation(id),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: conversationQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
