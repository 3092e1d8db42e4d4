import { createEmbeddingModel } from "../../agent/retrieval/create-embedding-model";
import type { RetrievalEmbeddingModel } from "../../agent/retrieval/embed-texts";
import type { Env } from "../env";

/**
 * The embedding model new chunks are made with: OpenAI's text-embedding-3-small (at 384
 * dimensions) when the provider is OpenAI, else the local lexical embedding. An
 * OpenAI-compatible server's chat model is not an embedding model, so it uses the local one too.
 */
export function embeddingModelFrom(env: Env): RetrievalEmbeddingModel {
  if (env.AI_PROVIDER === "openai" && env.OPENAI_API_KEY) {
    return createEmbeddingModel({ provider: "openai", apiKey: env.OPENAI_API_KEY, baseURL: env.AI_BASE_URL });
  }
  return createEmbeddingModel({ provider: "local" });
}
