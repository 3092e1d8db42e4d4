import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import type { RetrievalEmbeddingModel } from "../retrieval/embed-texts";
import { EMBEDDING_DIMENSIONS, localEmbeddingModel } from "../retrieval/local-embedding";
import { createLocalChatModel, LOCAL_CHAT_MODEL_ID } from "./local-chat-model";
import { strictToolsMiddleware } from "./strict-tools";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
export const DEFAULT_OPENAI_EMBEDDING_MODEL = "text-embedding-3-small";
export const LOCAL_ENGINE_LABEL = "ContractClarity local engine";
const COMPATIBLE_PROVIDER_NAME = "openai-compatible";

/**
 * Which model provider answers (chat, analysis and embeddings alike), parsed from env by the API
 * and passed in (agent/ never reads env). `label` is the name users see for the hosted model.
 * `embeddingModelId` null means the local embedding (the default for an OpenAI-compatible server,
 * whose chat model is not an embedding model).
 */
export type ModelProviderConfig =
  | { provider: "local" }
  | {
      provider: "openai";
      apiKey: string;
      modelId: string;
      baseURL?: string;
      label?: string;
      embeddingModelId?: string | null;
      /** Longest wait for one embeddings call. */
      timeoutMs?: number;
    }
  | {
      provider: "openai-compatible";
      baseURL: string;
      modelId: string;
      apiKey?: string;
      label?: string;
      embeddingModelId?: string | null;
      /** Longest wait for one embeddings call. */
      timeoutMs?: number;
      /** Whether the server takes a JSON schema for structured answers (`response_format: json_schema`); default yes. */
      structuredOutputs?: boolean;
    };

/** What the screens and stored results say about the model: `model` is the stored id, `label` the shown name. */
export type ModelInfo = { provider: ModelProviderConfig["provider"]; model: string; label: string };

/**
 * The language model for the configuration: the built-in local engine or a hosted model. OpenAI is
 * asked not to keep what it is sent (`store: false`, POPIA) and gets strict tool schemas; an OpenAI-compatible server is asked for
 * token usage in streams and gets JSON schemas (structured outputs) for structured answers.
 */
export function createLanguageModel(config: ModelProviderConfig): LanguageModelV3 {
  switch (config.provider) {
    case "local":
      return createLocalChatModel();
    case "openai":
      return wrapLanguageModel({
        model: createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL })(config.modelId),
        middleware: [
          {
            specificationVersion: "v3",
            transformParams: async ({ params }) => ({
              ...params,
              providerOptions: {
                ...params.providerOptions,
                openai: { ...params.providerOptions?.openai, store: false },
              },
            }),
          },
          strictToolsMiddleware,
        ],
      });
    case "openai-compatible":
      return createOpenAICompatible({
        name: COMPATIBLE_PROVIDER_NAME,
        baseURL: config.baseURL,
        apiKey: config.apiKey,
        includeUsage: true,
        supportsStructuredOutputs: config.structuredOutputs ?? true,
      }).chatModel(config.modelId);
  }
}

/** How the model is named: a product name for users (never the server's host), a stable id for stored results. */
export function modelInfo(config: ModelProviderConfig): ModelInfo {
  switch (config.provider) {
    case "local":
      return { provider: "local", model: LOCAL_CHAT_MODEL_ID, label: LOCAL_ENGINE_LABEL };
    case "openai":
      return {
        provider: "openai",
        model: `openai/${config.modelId}`,
        label: config.label ?? `OpenAI ${config.modelId}`,
      };
    case "openai-compatible":
      return {
        provider: "openai-compatible",
        model: `${COMPATIBLE_PROVIDER_NAME}/${config.modelId}`,
        label: config.label ?? `AI model ${config.modelId}`,
      };
  }
}

/** How the screens name the local engine when it answered in a hosted model's place. */
export const localModelInfo: ModelInfo = modelInfo({ provider: "local" });

/**
 * The embedding model for clause retrieval. Hosted models are asked for the stored width (384;
 * OpenAI's text-embedding-3 models shorten their vectors on request, and so do some compatible
 * servers); a model that answers with another width fails at indexing with a clear message.
 */
export function createEmbeddingModel(config: ModelProviderConfig): RetrievalEmbeddingModel {
  if (config.provider === "local") return localEmbeddingModel;
  const modelId =
    config.embeddingModelId === undefined && config.provider === "openai"
      ? DEFAULT_OPENAI_EMBEDDING_MODEL
      : config.embeddingModelId;
  if (!modelId) return localEmbeddingModel;
  if (config.provider === "openai") {
    return {
      id: `openai/${modelId}@${EMBEDDING_DIMENSIONS}`,
      dimensions: EMBEDDING_DIMENSIONS,
      model: createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL }).embedding(modelId),
      providerOptions: { openai: { dimensions: EMBEDDING_DIMENSIONS } },
      timeoutMs: config.timeoutMs,
    };
  }
  return {
    id: `${COMPATIBLE_PROVIDER_NAME}/${modelId}@${EMBEDDING_DIMENSIONS}`,
    dimensions: EMBEDDING_DIMENSIONS,
    model: createOpenAICompatible({
      name: COMPATIBLE_PROVIDER_NAME,
      baseURL: config.baseURL,
      apiKey: config.apiKey,
    }).embeddingModel(modelId),
    providerOptions: { [COMPATIBLE_PROVIDER_NAME]: { dimensions: EMBEDDING_DIMENSIONS } },
    timeoutMs: config.timeoutMs,
  };
}
