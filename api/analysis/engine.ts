import type { LanguageModel } from "ai";
import { ENGINE_NAME } from "../../agent/analysis/analyze-contract";
import { type AnalysisModelConfig, createAnalysisModel } from "../../agent/analysis/create-analysis-model";
import type { AnalysisEngineInfo } from "../../common/api/analyses";
import type { Env } from "../env";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

export type AnalysisEngine = {
  info: AnalysisEngineInfo;
  /** The hosted model, or null for the built-in local engine. */
  model: LanguageModel | null;
};

/** The engine the configuration asks for; the progress panel and each result name it. */
export function analysisEngineFrom(env: Env): AnalysisEngine {
  const config = modelConfigFrom(env);
  const model = createAnalysisModel(config);
  switch (config.provider) {
    case "local":
      return { info: { label: "ContractClarity local engine", model: ENGINE_NAME }, model };
    case "openai":
      return { info: { label: `OpenAI ${config.modelId}`, model: `openai/${config.modelId}` }, model };
    case "openai-compatible":
      return {
        info: {
          label: `${config.modelId} (${new URL(config.baseURL).host})`,
          model: `openai-compatible/${config.modelId}`,
        },
        model,
      };
  }
}

function modelConfigFrom(env: Env): AnalysisModelConfig {
  const modelId = env.AI_MODEL ?? DEFAULT_OPENAI_MODEL;
  switch (env.AI_PROVIDER) {
    case "local":
      return { provider: "local" };
    case "openai":
      return { provider: "openai", apiKey: env.OPENAI_API_KEY ?? "", modelId, baseURL: env.AI_BASE_URL };
    case "openai-compatible":
      return { provider: "openai-compatible", baseURL: env.AI_BASE_URL!, modelId, apiKey: env.OPENAI_API_KEY };
  }
}
