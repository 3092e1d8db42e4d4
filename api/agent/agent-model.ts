import type { LanguageModelV3 } from "@ai-sdk/provider";
import { withFittedHistory } from "../../agent/model/fit-history";
import { createLocalChatModel } from "../../agent/model/local-chat-model";
import { localModelInfo, type ModelInfo } from "../../agent/model/model-provider";
import { type FallbackOptions, withLocalFallback } from "../../agent/model/with-local-fallback";

/**
 * The model the chat agent talks through, and how the screen names it. A hosted model hands a
 * failed turn to the local engine unless `fallbackToLocal` is false (an eval run scores the model
 * it names, never a stand-in).
 */
export type AgentModel = { model: LanguageModelV3; info: ModelInfo; fallbackToLocal?: boolean };

/** How the screen names the local engine when it answered in a hosted model's place. */
export const localAgentInfo = localModelInfo;

/** The local engine as the agent model: it answers for a user who has not consented to the hosted provider. */
export const localAgentModel: AgentModel = { model: createLocalChatModel(), info: localModelInfo };

/**
 * The model one chat turn talks through: a hosted model hands the turn to the local engine when it
 * fails or says nothing within `timeoutMs` (AI_TIMEOUT_MS); `onFallback` hears about it once. Without
 * a fallback the same time-outs end the turn with an error. The hosted model's requests are pruned
 * and capped to `historyMaxChars` (AI_HISTORY_MAX_CHARS); the local engine reads the whole history.
 */
export function turnModel(
  agent: AgentModel,
  { historyMaxChars, ...options }: Omit<FallbackOptions, "local"> & { historyMaxChars: number },
): LanguageModelV3 {
  if (agent.info.provider === "local") return agent.model;
  return withLocalFallback(withFittedHistory(agent.model, historyMaxChars), {
    ...options,
    local: agent.fallbackToLocal === false ? null : undefined,
  });
}
