import type { LanguageModelV3, LanguageModelV3Prompt } from "@ai-sdk/provider";
import { type ModelMessage, pruneMessages, wrapLanguageModel } from "ai";

/** Tool calls and results are sent in full for this many of the latest turns; older ones are pruned. */
export const TOOL_RESULT_TURNS = 2;

/**
 * A hosted model whose requests do not grow without bound: before each request, tool calls and
 * results older than the two latest turns are pruned (the answers' text stays; the draft's id is in
 * the system prompt), and when the messages are still longer than `maxChars` (JSON, about 4
 * characters a token), the oldest turns are left out. The system prompt and the latest turn are
 * always sent whole. (The local engine reads the whole history and is never wrapped.)
 */
export function withFittedHistory(model: LanguageModelV3, maxChars: number): LanguageModelV3 {
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: "v3",
      transformParams: async ({ params }) => ({ ...params, prompt: fitPrompt(params.prompt, maxChars) }),
    },
  });
}

export function fitPrompt(prompt: LanguageModelV3Prompt, maxChars: number): LanguageModelV3Prompt {
  return capTurns(pruneOldToolCalls(prompt), maxChars);
}

/** Indexes of the user messages: where each turn starts. */
function turnStarts(prompt: LanguageModelV3Prompt): number[] {
  return prompt.flatMap((message, index) => (message.role === "user" ? [index] : []));
}

function pruneOldToolCalls(prompt: LanguageModelV3Prompt): LanguageModelV3Prompt {
  const keepFrom = turnStarts(prompt).at(-TOOL_RESULT_TURNS);
  if (keepFrom === undefined) return prompt;
  // pruneMessages reads only roles, part types and tool call ids, which the provider prompt shares with model messages
  return pruneMessages({
    messages: prompt as unknown as ModelMessage[],
    toolCalls: `before-last-${prompt.length - keepFrom}-messages`,
    emptyMessages: "remove",
  }) as unknown as LanguageModelV3Prompt;
}

function capTurns(prompt: LanguageModelV3Prompt, maxChars: number): LanguageModelV3Prompt {
  const system = prompt.filter((message) => message.role === "system");
  const conversation = prompt.filter((message) => message.role !== "system");
  const starts = turnStarts(conversation);
  let kept = conversation;
  for (const start of starts.slice(1)) {
    if (JSON.stringify(kept).length <= maxChars) break;
    kept = conversation.slice(start);
  }
  return [...system, ...kept];
}
