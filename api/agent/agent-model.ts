import type { LanguageModelV3 } from "@ai-sdk/provider";
import { localModelInfo, type ModelInfo } from "../../agent/model/model-provider";
import { withLocalFallback } from "../../agent/model/with-local-fallback";

/**
 * The model the chat agent talks through, and how the screen names it. A hosted model hands a
 * failed turn to the local engine unless `fallbackToLocal` is false (an eval run scores the model
 * it names, never a stand-in).
 */
export type AgentModel = { model: LanguageModelV3; info: ModelInfo; fallbackToLocal?: boolean };

/** How the screen names the local engine when it answered in a hosted model's place. */
export const localAgentInfo = localModelInfo;

/**
 * The model one chat turn talks through: a hosted model hands the turn to the local engine when it
 * fails or says nothing within `timeoutMs` (AI_TIMEOUT_MS); `onFallback` hears about it once.
 */
export function turnModel(
  agent: AgentModel,
  options: { timeoutMs: number; onFallback: (error: unknown) => void },
): LanguageModelV3 {
  if (agent.info.provider === "local" || agent.fallbackToLocal === false) return agent.model;
  return withLocalFallback(agent.model, options);
}
