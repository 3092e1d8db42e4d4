import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ConversationSummary,
  conversationSummarySchema,
  renameConversationSchema,
} from "../../../../../common/chat";
import { apiRequest } from "../../../lib/http";
import { conversationsQueryKey } from "./get-conversations";

/** PATCH /api/agent/conversations/:id — a new title. */
export async function renameConversation(id: string, title: string): Promise<ConversationSummary | null> {
  const body = renameConversationSchema.parse({ title });
  const response = await apiRequest("PATCH", `/api/agent/conversations/${encodeURIComponent(id)}`, body);
  const parsed = conversationSummarySchema.safeParse(response);
  return parsed.success ? parsed.data : null;
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameConversation(id, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
