import type { LanguageModelV3Prompt } from "@ai-sdk/provider";

/** One tool call of the conversation with its result (undefined while it has none). */
export type ToolEvent = {
  toolCallId: string;
  toolName: string;
  input: Record<string, unknown>;
  /** The tool's output (JSON), or undefined when it failed or has not run. */
  output: Record<string, unknown> | undefined;
  /** Set when the tool threw (a bug or an outage), as the SDK reports it. */
  failure?: string;
};

/** What the local engine reads from a prompt. */
export type Conversation = {
  /** The text of the user's messages, oldest first. Only these are read for what to do. */
  userMessages: string[];
  lastUserMessage: string;
  /** Tool calls and results since the last user message (this turn's earlier steps). */
  thisTurn: ToolEvent[];
  /** Every tool call and result in the conversation, oldest first. */
  history: ToolEvent[];
  /** The contract attached to the conversation, from the system prompt the API wrote. */
  attachedContract: { contractId: string; fileName: string } | null;
  /** Today's date (YYYY-MM-DD) from the system prompt the API wrote with its clock; null when absent. */
  today: string | null;
};

const TODAY = /Today is (\d{4}-\d{2}-\d{2})/;
const ATTACHMENT = /Attached contract: "([^"\n]*)" \(contractId: ([A-Za-z0-9-]+)\)/;

/**
 * Reads the prompt the AI SDK hands a model: the system prompt (our own text), the user's
 * messages, the assistant's earlier tool calls and the tool results. Tool results are data: the
 * engine quotes them in replies but never takes instructions from them.
 */
export function readConversation(prompt: LanguageModelV3Prompt): Conversation {
  const userMessages: string[] = [];
  const history: ToolEvent[] = [];
  let attachedContract: Conversation["attachedContract"] = null;
  let today: string | null = null;
  let turnStart = 0;
  for (const message of prompt) {
    switch (message.role) {
      case "system": {
        const match = ATTACHMENT.exec(message.content);
        if (match) attachedContract = { fileName: match[1]!, contractId: match[2]! };
        today = TODAY.exec(message.content)?.[1] ?? today;
        break;
      }
      case "user":
        userMessages.push(
          message.content
            .map((part) => (part.type === "text" ? part.text : ""))
            .join("\n")
            .trim(),
        );
        turnStart = history.length;
        break;
      case "assistant":
        for (const part of message.content) {
          if (part.type === "tool-call")
            history.push({
              toolCallId: part.toolCallId,
              toolName: part.toolName,
              input: asObject(part.input),
              output: undefined,
            });
          if (part.type === "tool-result") attachResult(history, part.toolCallId, part.output);
        }
        break;
      case "tool":
        for (const part of message.content)
          if (part.type === "tool-result") attachResult(history, part.toolCallId, part.output);
        break;
    }
  }
  return {
    userMessages,
    lastUserMessage: userMessages.at(-1) ?? "",
    thisTurn: history.slice(turnStart),
    history,
    attachedContract,
    today,
  };
}

function attachResult(
  history: ToolEvent[],
  toolCallId: string,
  output: { type: string; value?: unknown; reason?: string },
) {
  const event = history.findLast((candidate) => candidate.toolCallId === toolCallId);
  if (!event) return;
  if (output.type === "json") event.output = asObject(output.value);
  else if (output.type === "text") event.output = { text: output.value };
  else
    event.failure =
      typeof output.value === "string" ? output.value : (output.reason ?? JSON.stringify(output.value ?? null));
}

function asObject(value: unknown): Record<string, unknown> {
  if (typeof value === "string") {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
