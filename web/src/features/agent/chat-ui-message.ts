import type { UIMessage } from "ai";
import type { ChatDataParts, ChatMessageMetadata, ChatTools } from "../../../../common/chat";

/** The agent chat's typed UI message (common/chat.ts holds the wire shapes; the SDK type is built here). */
export type ChatUIMessage = UIMessage<ChatMessageMetadata, ChatDataParts, ChatTools>;
export type ChatUIPart = ChatUIMessage["parts"][number];
