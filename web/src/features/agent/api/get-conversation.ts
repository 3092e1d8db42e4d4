import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { conversationDetailSchema } from "../../../../../common/chat";
import { apiRequest } from "../../../lib/http";
import type { ChatUIMessage } from "../chat-ui-message";

export type ConversationDetail = Omit<z.infer<typeof conversationDetailSchema>, "messages"> & {
  messages: ChatUIMessage[];
};

/** Stored messages are UI messages the server wrote; anything without an id, role and parts is left out. */
const storedMessageSchema = z.looseObject({
  id: z.string(),
  role: z.enum(["system", "user", "assistant"]),
  parts: z.array(z.looseObject({ type: z.string() })),
});

/** GET /api/agent/conversations/:id — the summary and its stored UI messages. */
export async function getConversation(id: string, options: { signal?: AbortSignal } = {}): Promise<ConversationDetail> {
  const detail = conversationDetailSchema.parse(
    await apiRequest("GET", `/api/agent/conversations/${encodeURIComponent(id)}`, undefined, options),
  );
  const messages = detail.messages.filter(
    (message) => storedMessageSchema.safeParse(message).success,
  ) as ChatUIMessage[];
  return { ...detail, messages };
}

export const conversationQueryKey = (id: string) => ["/api/agent/conversations/:id", id] as const;

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: ({ signal }) => getConversation(id, { signal }),
    // The chat owns the messages once it is open; a refetch would not replace them.
    staleTime: Infinity,
  });
}

export function useConversation(id: string, enabled = true) {
  return useQuery({ ...conversationQueryOptions(id), enabled });
}
