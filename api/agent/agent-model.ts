import type { LanguageModel } from "ai";
import {
  type ChatModelConfig,
  type ChatModelInfo,
  chatModelInfo,
  createChatModel,
} from "../../agent/model/create-chat-model";
import { withLocalFallback } from "../../agent/model/with-local-fallback";
import { DEFAULT_OPENAI_MODEL } from "../analysis/engine";
import type { Env } from "../env";

/** The model the chat agent talks through, and how the screen names it. */
export type AgentModel = { model: LanguageModel; info: ChatModelInfo };

/** From AI_PROVIDER, AI_MODEL, AI_BASE_URL and OPENAI_API_KEY (the same settings as the analysis engine). */
export function chatModelConfigFrom(env: Env): ChatModelConfig {
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

const byEnv = new WeakMap<Env, AgentModel>();

/** One model per configuration (models are stateless; building one per request would only cost time). */
export function agentModelFrom(env: Env): AgentModel {
  let agent = byEnv.get(env);
  if (!agent) {
    const config = chatModelConfigFrom(env);
    agent = { model: createChatModel(config), info: chatModelInfo(config) };
    byEnv.set(env, agent);
  }
  return agent;
}

/** How the screen names the local engine when it answered in a hosted model's place. */
export const localAgentInfo = chatModelInfo({ provider: "local" });

/**
 * The model one chat turn talks through: a hosted model hands the turn to the local engine when it
 * fails or says nothing within `timeoutMs` (AI_TIMEOUT_MS); `onFallback` hears about it once.
 */
export function turnModel(
  agent: AgentModel,
  options: { timeoutMs: number; onFallback: (error: unknown) => void },
): LanguageModel {
  const { model } = agent;
  if (agent.info.provider === "local" || typeof model === "string" || model.specificationVersion !== "v3") return model;
  return withLocalFallback(model, options);
}
