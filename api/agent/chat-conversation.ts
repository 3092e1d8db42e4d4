import { safeValidateUIMessages, type UIMessage } from "ai";
import { z } from "zod";
import type { ChatDataParts, ChatMessageMetadata, ChatTools, ConversationSummary } from "../../common/chat";
import { AppError } from "../../common/errors";
import type { AppDeps } from "../context";
import {
  conversationIdTaken,
  findConversation,
  insertConversation,
  listConversationMessages,
  replaceConversationMessages,
  updateConversation,
} from "../db/queries/agent-conversations";
import { findContract } from "../db/queries/contracts";
import type { ConversationRow } from "../db/schema";
import { openJson, sealJson } from "../sealed-json";

/** A stored message: written by sealJson from a ChatUIMessage; the SDK validates message lists with safeValidateUIMessages where the model reads them. */
const storedMessageSchema = z.custom<ChatUIMessage>(
  (value) => typeof value === "object" && value !== null && "role" in value && "parts" in value,
);

/** The typed chat message (common/chat.ts describes its parts; the SDK type is built here, where the SDK is imported). */
export type ChatUIMessage = UIMessage<ChatMessageMetadata, ChatDataParts, ChatTools>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TITLE_LENGTH = 80;

export function toConversationSummary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    contractId: row.contractId,
    draftId: row.draftId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's new message from the request body: the last message, which must be the user's. */
export async function newUserMessage(messages: unknown[]): Promise<ChatUIMessage> {
  const last = messages.at(-1);
  const validated = await safeValidateUIMessages<ChatUIMessage>({ messages: [last] });
  if (!validated.success) throw new AppError("validation_failed", { message: "The message is not valid." });
  const [message] = validated.data;
  if (message!.role !== "user" || !message!.parts.some((part) => part.type === "text" && part.text.trim())) {
    throw new AppError("validation_failed", { message: "Send a message with some text." });
  }
  // the user's message is only its text (and files): metadata is the server's to write
  return {
    id: message!.id,
    role: "user",
    parts: message!.parts.filter((part) => part.type === "text" || part.type === "file"),
  };
}

/** The signed-in user's conversation with this id, made on the first message; an id another user has is refused. */
export async function openConversation(
  deps: AppDeps,
  params: { userId: string; conversationId: string; contractId: string | undefined; firstMessage: ChatUIMessage },
): Promise<ConversationRow> {
  const { db, clock } = deps;
  if (params.contractId) {
    const contract = UUID.test(params.contractId)
      ? await findContract(db, { userId: params.userId, contractId: params.contractId })
      : undefined;
    if (!contract) throw new AppError("not_found", { message: "Contract not found." });
  }
  const existing = await findConversation(db, { userId: params.userId, conversationId: params.conversationId });
  if (existing) {
    if (!params.contractId || params.contractId === existing.contractId) return existing;
    return (await updateConversation(
      db,
      { userId: params.userId, conversationId: existing.id },
      { contractId: params.contractId },
    ))!;
  }
  if (await conversationIdTaken(db, params.conversationId))
    throw new AppError("not_found", { message: "Conversation not found." });
  const text = params.firstMessage.parts
    .map((part) => (part.type === "text" ? part.text : ""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return insertConversation(db, {
    id: params.conversationId,
    userId: params.userId,
    title:
      text.length > TITLE_LENGTH
        ? `${text.slice(0, text.lastIndexOf(" ", TITLE_LENGTH) > 20 ? text.lastIndexOf(" ", TITLE_LENGTH) : TITLE_LENGTH)}…`
        : text || "New conversation",
    contractId: params.contractId ?? null,
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
}

export async function loadConversationMessages(
  deps: Pick<AppDeps, "db" | "dataKey">,
  conversationId: string,
): Promise<ChatUIMessage[]> {
  const rows = await listConversationMessages(deps.db, conversationId);
  return rows.map((row) => openJson(storedMessageSchema, row.messageEncrypted, deps.dataKey));
}

/**
 * The history the model sees: the stored conversation (never the browser's copy, so a client
 * cannot make up earlier tool results) plus the new user message. A message that is already stored
 * (regenerating an answer) cuts the history after it.
 */
export function historyWith(stored: ChatUIMessage[], message: ChatUIMessage): ChatUIMessage[] {
  const index = stored.findIndex((candidate) => candidate.id === message.id);
  return index >= 0 ? [...stored.slice(0, index), message] : [...stored, message];
}

export async function saveConversationMessages(
  deps: Pick<AppDeps, "db" | "dataKey" | "clock">,
  conversationId: string,
  messages: ChatUIMessage[],
): Promise<void> {
  await replaceConversationMessages(deps.db, {
    conversationId,
    now: deps.clock.now(),
    messages: messages.map((message) => ({
      messageId: message.id,
      role: message.role,
      messageEncrypted: sealJson(message, deps.dataKey),
    })),
  });
}

/** The attachment and draft lines of the system prompt (the local engine reads the contract id from them). */
export async function promptContext(
  deps: Pick<AppDeps, "db">,
  conversation: ConversationRow,
  userId: string,
): Promise<{ attachment: string; draft: string }> {
  const contract = conversation.contractId
    ? await findContract(deps.db, { userId, contractId: conversation.contractId })
    : undefined;
  const fileName = contract?.fileName.replace(/["\n\r]/g, "'") ?? "";
  return {
    attachment: contract ? `"${fileName}" (contractId: ${contract.id})` : "none",
    draft: conversation.draftId ? `draftId ${conversation.draftId}` : "none",
  };
}
