import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ConversationSummary, conversationSummarySchema } from "../../../../../common/chat";
import { apiRequest } from "../../../lib/http";

/** The list as an array, or wrapped as `{ conversations }`. */
const conversationListSchema = z.union([
  z.array(conversationSummarySchema),
  z.object({ conversations: z.array(conversationSummarySchema) }).transform((body) => body.conversations),
]);

/** GET /api/agent/conversations — the user's conversations, most recently updated first. */
export async function getConversations(options: { signal?: AbortSignal } = {}): Promise<ConversationSummary[]> {
  const list = conversationListSchema.parse(await apiRequest("GET", "/api/agent/conversations", undefined, options));
  return [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export const conversationsQueryKey = ["/api/agent/conversations"] as const;

export const conversationsQueryOptions = queryOptions({
  queryKey: conversationsQueryKey,
  queryFn: ({ signal }) => getConversations({ signal }),
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}
