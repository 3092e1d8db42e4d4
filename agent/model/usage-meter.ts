import type { LanguageModelV3, LanguageModelV3StreamPart, LanguageModelV3Usage } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";

/** Tokens a model reported for the calls it answered. */
export type TokenUsage = { inputTokens: number; outputTokens: number };

export const noUsage: TokenUsage = { inputTokens: 0, outputTokens: 0 };

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
}

/** The AI SDK's usage (either shape: a provider's, or a call result's) as plain counts; a figure the model did not send counts 0. */
export function tokenUsageOf(
  usage: LanguageModelV3Usage | { inputTokens: number | undefined; outputTokens: number | undefined } | undefined,
): TokenUsage {
  if (!usage) return noUsage;
  const count = (value: number | { total: number | undefined } | undefined) =>
    (typeof value === "number" ? value : value?.total) ?? 0;
  return { inputTokens: count(usage.inputTokens), outputTokens: count(usage.outputTokens) };
}

/**
 * The model, counting the tokens of every call it answers (a stream's usage arrives in its finish
 * part, which an OpenAI-compatible server sends when asked for `include_usage`). A call that fails
 * before it finishes reports nothing, so nothing is counted for it.
 */
export function meterUsage(model: LanguageModelV3): {
  model: LanguageModelV3;
  usage: () => TokenUsage;
  /** How many calls finished (with or without usage figures: a server may not send them). */
  calls: () => number;
} {
  let total = noUsage;
  let calls = 0;
  const count = (usage: LanguageModelV3Usage | undefined) => {
    total = addUsage(total, tokenUsageOf(usage));
    calls += 1;
  };
  const metered = wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: "v3",
      wrapGenerate: async ({ doGenerate }) => {
        const result = await doGenerate();
        count(result.usage);
        return result;
      },
      wrapStream: async ({ doStream }) => {
        const result = await doStream();
        const stream = result.stream.pipeThrough(
          new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
            transform(part, controller) {
              if (part.type === "finish") count(part.usage);
              controller.enqueue(part);
            },
          }),
        );
        return { ...result, stream };
      },
    },
  });
  return { model: metered, usage: () => total, calls: () => calls };
}
