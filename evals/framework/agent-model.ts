import { join } from "node:path";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { loadPrompt } from "../../agent/analysis/prompt-loader";
import {
  createLanguageModel,
  DEFAULT_OPENAI_MODEL,
  type ModelProviderConfig,
  modelInfo,
} from "../../agent/model/model-provider";
import type { AgentModel } from "../../api/agent/agent-model";
import { unavailableModel, withCassette } from "./cassette";
import type { RunSettings } from "./types";

/** The id of the agent's system prompt as the product loads it (`agent-system@1.0.0#hash`). */
export function agentPromptId(): string {
  return loadPrompt("agent-system", { today: "", attachment: "", draft: "" }).id;
}

/** Checks --prompt-version against prompts/agent-system.md, so a run (and its cassette) is of the prompt it claims. */
export function checkPromptVersion(requested: string | undefined): string {
  const id = agentPromptId();
  const version = /@([^#]+)#/.exec(id)![1]!;
  if (requested && requested !== version && requested !== id) {
    throw new Error(
      `--prompt-version ${requested}: prompts/agent-system.md is at version ${version} (${id}). Edit the prompt and bump its version, or leave the flag out.`,
    );
  }
  return id;
}

/** Provider settings from the flags and the environment (the same variables as the API: OPENAI_API_KEY, AI_BASE_URL). */
export function chatModelConfig(
  settings: RunSettings,
  env: NodeJS.ProcessEnv = process.env,
  needsCredentials = settings.cassette?.mode !== "replay",
): ModelProviderConfig {
  switch (settings.provider) {
    case "local":
      return { provider: "local" };
    case "openai": {
      const apiKey = env.OPENAI_API_KEY ?? "";
      if (!apiKey && needsCredentials)
        throw new Error("--provider openai needs OPENAI_API_KEY (or --replay to answer from a cassette)");
      return { provider: "openai", apiKey, modelId: settings.model ?? DEFAULT_OPENAI_MODEL, baseURL: env.AI_BASE_URL };
    }
    case "openai-compatible": {
      const baseURL = env.AI_BASE_URL ?? (needsCredentials ? "" : "http://replay.invalid/v1");
      if (!baseURL)
        throw new Error("--provider openai-compatible needs AI_BASE_URL (or --replay to answer from a cassette)");
      if (!settings.model) throw new Error("--provider openai-compatible needs --model <id>");
      return { provider: "openai-compatible", baseURL, modelId: settings.model, apiKey: env.OPENAI_API_KEY };
    }
  }
}

/** Where a suite's recordings live: one file per suite, provider, model and prompt version. */
export function cassetteFile(dir: string, suite: string, modelId: string, promptId: string): string {
  const safe = (text: string) => text.replace(/[^a-zA-Z0-9.@-]+/g, "_");
  return join(dir, `${suite}.${safe(modelId)}.${safe(promptId.split("#")[0]!)}.json`);
}

/**
 * The agent model for one suite: the configured provider, wrapped with a cassette when recording or
 * replaying. The local engine never stands in for it (`fallbackToLocal: false`).
 */
export function buildAgentModel(
  settings: RunSettings,
  suite: string,
  promptId: string,
  base?: LanguageModelV3,
): AgentModel & { recorded: () => number; misses: () => string[] } {
  // an injected model (tests) or a replay needs no credentials
  const config = chatModelConfig(settings, process.env, !base && settings.cassette?.mode !== "replay");
  const info = modelInfo(config);
  if (!settings.cassette)
    return {
      model: base ?? createLanguageModel(config),
      info,
      fallbackToLocal: false,
      recorded: () => 0,
      misses: () => [],
    };
  const real =
    settings.cassette.mode === "replay"
      ? unavailableModel(info.provider, info.model)
      : (base ?? createLanguageModel(config));
  const wrapped = withCassette(real, {
    file: cassetteFile(settings.cassette.dir, suite, info.model, promptId),
    mode: settings.cassette.mode,
    modelId: info.model,
    promptVersion: promptId,
  });
  // a hosted run never falls back: a failed call or a missing recording fails its case
  return { model: wrapped.model, info, fallbackToLocal: false, recorded: wrapped.recorded, misses: wrapped.misses };
}
