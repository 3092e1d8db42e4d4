import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";

/** Token counts for a mock model's finish part (the AI SDK requires them; the values do not matter). */
export const mockUsage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

/** A mock model step that calls these tools (one or several at once). */
export function toolCallsStep(calls: Array<[toolName: string, input: unknown]>): LanguageModelV3StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    ...calls.map(
      ([toolName, input], index): LanguageModelV3StreamPart => ({
        type: "tool-call",
        toolCallId: `call-${index}-${toolName}`,
        toolName,
        input: JSON.stringify(input),
      }),
    ),
    { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage: mockUsage },
  ];
}

/** A mock model step that answers with this text. */
export function textStep(value: string): LanguageModelV3StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: value },
    { type: "text-end", id: "t" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: mockUsage },
  ];
}
