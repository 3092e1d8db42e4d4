import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

/** Provider settings, parsed from env by the API and passed in (agent/ never reads env). */
export type AnalysisModelConfig =
  | { provider: "local" }
  | { provider: "openai"; apiKey: string; modelId: string; baseURL?: string }
  | { provider: "openai-compatible"; baseURL: string; modelId: string; apiKey?: string; name?: string };

/** The hosted model for analysis, or null for the local engine. */
export function createAnalysisModel(config: AnalysisModelConfig): LanguageModel | null {
  switch (config.provider) {
    case "local":
      return null;
    case "openai":
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL })(config.modelId);
    case "openai-compatible":
      return createOpenAICompatible({
        name: config.name ?? "openai-compatible",
        baseURL: config.baseURL,
        apiKey: config.apiKey,
      }).chatModel(config.modelId);
  }
}
