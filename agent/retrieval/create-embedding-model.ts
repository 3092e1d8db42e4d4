import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { RetrievalEmbeddingModel } from "./embed-texts";
import { EMBEDDING_DIMENSIONS, localEmbeddingModel } from "./local-embedding";

export const DEFAULT_OPENAI_EMBEDDING_MODEL = "text-embedding-3-small";

/** Provider settings for embeddings, parsed from env by the API and passed in (agent/ never reads env). */
export type EmbeddingModelConfig =
  | { provider: "local" }
  | { provider: "openai"; apiKey: string; modelId?: string; baseURL?: string }
  | { provider: "openai-compatible"; baseURL: string; modelId: string; apiKey?: string; name?: string };

/**
 * The embedding model for clause retrieval. Hosted models are asked for the stored width (384;
 * OpenAI's text-embedding-3 models shorten their vectors on request, and so do some compatible
 * servers); a model that answers with another width fails at indexing with a clear message.
 */
export function createEmbeddingModel(config: EmbeddingModelConfig): RetrievalEmbeddingModel {
  switch (config.provider) {
    case "local":
      return localEmbeddingModel;
    case "openai": {
      const modelId = config.modelId ?? DEFAULT_OPENAI_EMBEDDING_MODEL;
      return {
        id: `openai/${modelId}@${EMBEDDING_DIMENSIONS}`,
        dimensions: EMBEDDING_DIMENSIONS,
        model: createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL }).embedding(modelId),
        providerOptions: { openai: { dimensions: EMBEDDING_DIMENSIONS } },
      };
    }
    case "openai-compatible": {
      const name = config.name ?? "openai-compatible";
      return {
        id: `${name}/${config.modelId}@${EMBEDDING_DIMENSIONS}`,
        dimensions: EMBEDDING_DIMENSIONS,
        model: createOpenAICompatible({ name, baseURL: config.baseURL, apiKey: config.apiKey }).embeddingModel(
          config.modelId,
        ),
        providerOptions: { [name]: { dimensions: EMBEDDING_DIMENSIONS } },
      };
    }
  }
}
