import { randomUUID } from "node:crypto";
import type { createBrowser } from "../../testing/create-test-app";

type Browser = ReturnType<typeof createBrowser>;

/** One chat turn as the browser receives it: the streamed text, tool calls with inputs and outputs, and the message metadata. */
export type ChatTurn = {
  status: number;
  text: string;
  tools: Array<{
    toolCallId: string;
    toolName: string;
    input: Record<string, unknown>;
    output: Record<string, unknown> | undefined;
    errorText?: string;
  }>;
  metadata: Record<string, unknown> | undefined;
  errors: string[];
  chunks: Array<Record<string, unknown>>;
};

/** Sends one user message the way useChat does (POST /api/agent/chat) and reads the UI message stream (SSE) to its end. */
export async function sendChat(
  browser: Browser,
  params: { conversationId: string; text: string; contractId?: string },
): Promise<ChatTurn> {
  const message = { id: randomUUID(), role: "user", parts: [{ type: "text", text: params.text }] };
  const response = await browser.request("/api/agent/chat", {
    method: "POST",
    json: {
      id: params.conversationId,
      messages: [message],
      ...(params.contractId ? { contractId: params.contractId } : {}),
    },
  });
  const turn: ChatTurn = { status: response.status, text: "", tools: [], metadata: undefined, errors: [], chunks: [] };
  const body = await response.text();
  if (response.status !== 200) {
    turn.errors.push(body);
    return turn;
  }
  for (const line of body.split("\n")) {
    if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
    const chunk = JSON.parse(line.slice(6)) as Record<string, unknown>;
    turn.chunks.push(chunk);
    switch (chunk.type) {
      case "text-delta":
        turn.text += String(chunk.delta);
        break;
      case "tool-input-available":
        turn.tools.push({
          toolCallId: String(chunk.toolCallId),
          toolName: String(chunk.toolName),
          input: chunk.input as Record<string, unknown>,
          output: undefined,
        });
        break;
      case "tool-output-available":
        turn.tools.find((tool) => tool.toolCallId === chunk.toolCallId)!.output = chunk.output as Record<
          string,
          unknown
        >;
        break;
      case "tool-input-error":
        // a call whose arguments did not fit the tool's schema (or were not JSON)
        turn.tools.push({
          toolCallId: String(chunk.toolCallId),
          toolName: String(chunk.toolName),
          input: chunk.input as Record<string, unknown>,
          output: undefined,
          errorText: String(chunk.errorText),
        });
        break;
      case "tool-output-error":
        turn.tools.find((tool) => tool.toolCallId === chunk.toolCallId)!.errorText = String(chunk.errorText);
        break;
      case "start":
      case "message-metadata":
      case "finish":
        // merged as useChat merges them: later metadata updates the earlier
        if (chunk.messageMetadata)
          turn.metadata = { ...turn.metadata, ...(chunk.messageMetadata as Record<string, unknown>) };
        break;
      case "error":
        turn.errors.push(String(chunk.errorText));
        break;
    }
  }
  return turn;
}
