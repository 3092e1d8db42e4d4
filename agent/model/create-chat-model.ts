import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { createLocalChatModel, LOCAL_CHAT_MODEL_ID } from "./local-chat-model";

/** Provider settings for the chat agent, parsed from env by the API and passed in (agent/ never reads env). */
export type ChatModelConfig =
  | { provider: "local" }
  | { provider: "openai"; apiKey: string; modelId: string; baseURL?: string }
  | { provider: "openai-compatible"; baseURL: string; modelId: string; apiKey?: string; name?: string };

/** What the chat screen shows about the model that answers (GET /api/agent/model). */
export type ChatModelInfo = { provider: ChatModelConfig["provider"]; model: string; label: string };

/** The language model the agent talks through: the built-in local engine or a hosted model. */
export function createChatModel(config: ChatModelConfig): LanguageModel {
  switch (config.provider) {
    case "local":
      return createLocalChatModel();
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

export function chatModelInfo(config: ChatModelConfig): ChatModelInfo {
  switch (config.provider) {
    case "local":
      return { provider: "local", model: LOCAL_CHAT_MODEL_ID, label: "ContractClarity local engine" };
    case "openai":
      return { provider: "openai", model: `openai/${config.modelId}`, label: `OpenAI ${config.modelId}` };
    case "openai-compatible":
      return {
        provider: "openai-compatible",
        model: `openai-compatible/${config.modelId}`,
        label: `${config.modelId} (${new URL(config.baseURL).host})`,
      };
  }
}
