import { draftConversationSchema } from "../../../../../common/api/templates";
import { apiRequest } from "../../../lib/http";

/** POST /api/templates/drafts/:draftId/conversation → the id of the agent conversation that continues the draft. */
export async function openDraftConversation(draftId: string): Promise<string> {
  return draftConversationSchema.parse(
    await apiRequest("POST", `/api/templates/drafts/${encodeURIComponent(draftId)}/conversation`),
  ).conversationId;
}
