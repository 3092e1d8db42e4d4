import { ENGINE_NAME } from "../agent/analysis/analyze-contract";
import {
  createEmbeddingModel,
  createLanguageModel,
  DEFAULT_OPENAI_MODEL,
  LOCAL_ENGINE_LABEL,
  type ModelProviderConfig,
  modelInfo,
} from "../agent/model/model-provider";
import { createProviderHealth, type ProviderHealth } from "../agent/model/provider-health";
import type { RetrievalEmbeddingModel } from "../agent/retrieval/embed-texts";
import type { AgentModel } from "./agent/agent-model";
import type { AnalysisEngine } from "./analysis/engine";
import type { Env } from "./env";

/** The models the app talks through: built once at start-up from the settings and passed in through AppDeps. */
export type Models = {
  agentModel: AgentModel;
  analysisEngine: AnalysisEngine;
  embeddingModel: RetrievalEmbeddingModel;
  /** The hosted provider's circuit breaker and problem log (the admin dashboard shows it). */
  providerHealth: ProviderHealth;
};

/** AI_PROVIDER, AI_MODEL, AI_BASE_URL, OPENAI_API_KEY, AI_MODEL_LABEL, AI_EMBEDDING_MODEL and AI_STRUCTURED_OUTPUTS. */
export function modelProviderConfigFrom(env: Env): ModelProviderConfig {
  const modelId = env.AI_MODEL ?? DEFAULT_OPENAI_MODEL;
  const embeddingModelId = env.AI_EMBEDDING_MODEL === "local" ? null : env.AI_EMBEDDING_MODEL;
  switch (env.AI_PROVIDER) {
    case "local":
      return { provider: "local" };
    case "openai":
      return {
        provider: "openai",
        apiKey: env.OPENAI_API_KEY ?? "",
        modelId,
        baseURL: env.AI_BASE_URL,
        label: env.AI_MODEL_LABEL,
        embeddingModelId,
        timeoutMs: env.AI_TIMEOUT_MS,
      };
    case "openai-compatible":
      return {
        provider: "openai-compatible",
        baseURL: env.AI_BASE_URL!,
        modelId,
        apiKey: env.OPENAI_API_KEY,
        label: env.AI_MODEL_LABEL,
        embeddingModelId: embeddingModelId ?? null,
        timeoutMs: env.AI_TIMEOUT_MS,
        structuredOutputs: env.AI_STRUCTURED_OUTPUTS,
      };
  }
}

/** One model per job (chat, analysis, embeddings) from one provider configuration. */
export function modelsFrom(env: Env): Models {
  const config = modelProviderConfigFrom(env);
  const info = modelInfo(config);
  const model = createLanguageModel(config);
  return {
    agentModel: { model, info },
    analysisEngine:
      config.provider === "local"
        ? { info: { label: LOCAL_ENGINE_LABEL, model: ENGINE_NAME }, model: null }
        : { info: { label: info.label, model: info.model }, model },
    embeddingModel: createEmbeddingModel(config),
    providerHealth: createProviderHealth(),
  };
}
