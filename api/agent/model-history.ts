import { convertToModelMessages, isToolUIPart, type ModelMessage, type ToolSet } from "ai";
import type { ChatUIMessage } from "./chat-conversation";

/**
 * The stored conversation as model messages. A call whose arguments were not even JSON, or that
 * never returned, is not replayed (its error was told to the model in its own turn); a call with arguments of the wrong
 * shape is, as the parsed object, with the validation error the model read then. (A hosted model's
 * requests are then pruned and capped: agent/model/fit-history.ts.)
 */
export async function modelMessagesFor(history: ChatUIMessage[], tools: ToolSet): Promise<ModelMessage[]> {
  const replayable = history.map((message) => ({ ...message, parts: message.parts.filter(isReplayable) }));
  return convertToModelMessages(replayable, { tools });
}

/**
 * A tool part is replayed unless its call failed on arguments that are not a JSON object, or it never
 * got a result (an answer stopped mid-tool and stored before endings were recorded: a call without a
 * result is refused by the providers).
 */
function isReplayable(part: ChatUIMessage["parts"][number]): boolean {
  if (!isToolUIPart(part)) return true;
  if (part.state !== "output-error") return part.state === "output-available" || part.state === "output-denied";
  const input = part.input ?? ("rawInput" in part ? part.rawInput : undefined);
  return typeof input === "object" && input !== null && !Array.isArray(input);
}
