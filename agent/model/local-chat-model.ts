import { createHash } from "node:crypto";
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { planTurn, type TurnPlan } from "./local-engine/plan-turn";
import { readConversation } from "./local-engine/read-conversation";

export const LOCAL_CHAT_MODEL_ID = "contractclarity-local-agent";
export const LOCAL_PROVIDER = "contractclarity";

/**
 * The built-in local engine as an AI SDK language model (specification v3), so the API, tools and
 * UI run the same path whatever the provider. It is a deterministic interviewer and analyst: it
 * reads the prompt (the user's messages and earlier tool results), decides the next step
 * (local-engine/plan-turn.ts), and emits it as a hosted model would — text in small deltas and
 * tool calls, which streamText executes with the same tools a hosted model uses.
 */
export function createLocalChatModel(): LanguageModelV3 {
  return {
    specificationVersion: "v3",
    provider: LOCAL_PROVIDER,
    modelId: LOCAL_CHAT_MODEL_ID,
    supportedUrls: {},

    async doGenerate(options) {
      const { plan, callId } = decide(options);
      const content: LanguageModelV3Content[] = [];
      if (plan.text) content.push({ type: "text", text: plan.text });
      if (plan.toolCall)
        content.push({
          type: "tool-call",
          toolCallId: callId,
          toolName: plan.toolCall.toolName,
          input: JSON.stringify(plan.toolCall.input),
        });
      return { content, finishReason: finishReasonOf(plan), usage: usageOf(options, plan), warnings: [] };
    },

    async doStream(options) {
      const { plan, callId } = decide(options);
      const usage = usageOf(options, plan);
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({
            type: "response-metadata",
            id: `local-${callId}`,
            modelId: LOCAL_CHAT_MODEL_ID,
            timestamp: new Date(),
          });
          if (plan.text) {
            const id = `text-${callId}`;
            controller.enqueue({ type: "text-start", id });
            for (const delta of textDeltas(plan.text)) controller.enqueue({ type: "text-delta", id, delta });
            controller.enqueue({ type: "text-end", id });
          }
          if (plan.toolCall) {
            const input = JSON.stringify(plan.toolCall.input);
            controller.enqueue({ type: "tool-input-start", id: callId, toolName: plan.toolCall.toolName });
            controller.enqueue({ type: "tool-input-delta", id: callId, delta: input });
            controller.enqueue({ type: "tool-input-end", id: callId });
            controller.enqueue({ type: "tool-call", toolCallId: callId, toolName: plan.toolCall.toolName, input });
          }
          controller.enqueue({ type: "finish", usage, finishReason: finishReasonOf(plan) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}

function decide(options: LanguageModelV3CallOptions): { plan: TurnPlan; callId: string } {
  options.abortSignal?.throwIfAborted();
  const tools = new Set((options.tools ?? []).map((tool) => tool.name));
  const conversation = readConversation(options.prompt);
  const plan = planTurn(conversation, options.toolChoice?.type === "none" ? new Set() : tools);
  // a stable id from the conversation so far: same conversation, same step, same id
  const callId = `call_${createHash("sha256").update(JSON.stringify(options.prompt)).digest("hex").slice(0, 16)}`;
  return { plan, callId };
}

function finishReasonOf(plan: TurnPlan) {
  return plan.toolCall
    ? { unified: "tool-calls" as const, raw: "tool-calls" }
    : { unified: "stop" as const, raw: "stop" };
}

/** Small deltas (a few words each) so the first words reach the screen at once. */
export function textDeltas(text: string): string[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const deltas: string[] = [];
  for (let index = 0; index < pieces.length; index += 3) deltas.push(pieces.slice(index, index + 3).join(""));
  return deltas;
}

/** Rough token counts (4 characters a token): the engine runs no tokenizer, and nothing is billed by tokens. */
function usageOf(options: LanguageModelV3CallOptions, plan: TurnPlan): LanguageModelV3Usage {
  const inputChars = JSON.stringify(options.prompt).length;
  const outputChars = plan.text.length + (plan.toolCall ? JSON.stringify(plan.toolCall.input).length : 0);
  const input = Math.ceil(inputChars / 4);
  const output = Math.ceil(outputChars / 4);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}
