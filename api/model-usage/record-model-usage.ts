import type { LanguageModelV3 } from "@ai-sdk/provider";
import { LOCAL_ENGINE_LABEL, localModelInfo } from "../../agent/model/model-provider";
import { meterUsage, noUsage, type TokenUsage } from "../../agent/model/usage-meter";
import type { AnalysisResult } from "../../common/analysis";
import type { AgentModel } from "../agent/agent-model";
import type { AnalysisEngine } from "../analysis/engine";
import type { Clock } from "../context";
import type { Database } from "../db/client";
import { insertModelUsage } from "../db/queries/model-usage";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { estimateCostZar, type ModelPrices, modelPricesFrom } from "./model-prices";

type RecordDeps = { db: Database; clock: Clock; logger: Logger };

/** Which model answered (part of) a message or an analysis, and the tokens it reported. */
export type Answer = { engine: "hosted" | "local"; model: string; modelLabel: string; usage: TokenUsage };

/**
 * Stores what answering a chat message or an analysis used: a row per model that answered, the
 * hosted model's with its estimated cost at `prices`, the local engine's at no cost. Usage is
 * bookkeeping: a failure to store it is logged, never the user's problem.
 */
export async function recordModelUsage(
  deps: RecordDeps,
  prices: ModelPrices | null,
  subject: { kind: "chat" | "analysis"; subjectId: string; userId: string | null },
  answers: Answer[],
): Promise<void> {
  try {
    await insertModelUsage(
      deps.db,
      answers.map((answer) => ({
        ...subject,
        engine: answer.engine,
        model: answer.model,
        modelLabel: answer.modelLabel,
        inputTokens: answer.usage.inputTokens,
        outputTokens: answer.usage.outputTokens,
        estimatedCostZar: answer.engine === "local" ? 0 : estimateCostZar(prices, answer.usage),
        createdAt: deps.clock.now(),
      })),
    );
  } catch (error) {
    deps.logger.error({ err: error, ...subject }, "storing the model usage failed");
  }
}

/**
 * Meters one chat turn: `agent` counts what the hosted model answered, `wrap` what the whole turn
 * used (the local engine's share is the difference: it answers when there is no hosted model, no
 * consent, or after a fallback), and `record` stores both under the assistant message's id.
 */
export function meterChatTurn(agent: AgentModel) {
  const hosted = agent.info.provider === "local" ? null : meterUsage(agent.model);
  let turn: ReturnType<typeof meterUsage> | null = null;
  return {
    agent: hosted ? { ...agent, model: hosted.model } : agent,
    wrap(model: LanguageModelV3): LanguageModelV3 {
      turn = meterUsage(model);
      return turn.model;
    },
    record(deps: RecordDeps & { env: Env }, message: { userId: string; messageId: string }): Promise<void> {
      const hostedUsage = hosted?.usage() ?? noUsage;
      const hostedCalls = hosted?.calls() ?? 0;
      const turnUsage = turn?.usage() ?? noUsage;
      const answers: Answer[] = [];
      if (hostedCalls > 0)
        answers.push({ engine: "hosted", model: agent.info.model, modelLabel: agent.info.label, usage: hostedUsage });
      if ((turn?.calls() ?? 0) > hostedCalls)
        answers.push({
          engine: "local",
          model: localModelInfo.model,
          modelLabel: localModelInfo.label,
          usage: {
            inputTokens: turnUsage.inputTokens - hostedUsage.inputTokens,
            outputTokens: turnUsage.outputTokens - hostedUsage.outputTokens,
          },
        });
      return recordModelUsage(
        deps,
        modelPricesFrom(deps.env),
        { kind: "chat", subjectId: message.messageId, userId: message.userId },
        answers,
      );
    },
  };
}

/**
 * Stores what an analysis used: the hosted model's tokens when it answered (even when its answer
 * was unusable and the local engine's result was kept), and a local row when the local result was stored.
 */
export function recordAnalysisUsage(
  deps: RecordDeps & { modelPrices?: ModelPrices | null },
  analysis: {
    analysisId: string;
    userId: string | null;
    engine: AnalysisEngine;
    hostedUsage: TokenUsage | null;
    result: AnalysisResult;
  },
): Promise<void> {
  const answers: Answer[] = [];
  if (analysis.hostedUsage)
    answers.push({
      engine: "hosted",
      model: analysis.engine.info.model,
      modelLabel: analysis.engine.info.label,
      usage: analysis.hostedUsage,
    });
  if (!analysis.result.engine.name.startsWith("model:"))
    answers.push({
      engine: "local",
      model: analysis.result.engine.name,
      modelLabel: LOCAL_ENGINE_LABEL,
      usage: noUsage,
    });
  return recordModelUsage(
    deps,
    deps.modelPrices ?? null,
    { kind: "analysis", subjectId: analysis.analysisId, userId: analysis.userId },
    answers,
  );
}
