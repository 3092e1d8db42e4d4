import {
  APICallError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3StreamPart,
} from "@ai-sdk/provider";
import { createLocalChatModel } from "./local-chat-model";
import { classifyModelError, isTransient, type ModelFailure, ModelTimeoutError } from "./model-errors";
import { ProviderCircuitOpenError, type ProviderHealth } from "./provider-health";

/** Stream parts that carry no answer yet: a provider sends them before its first token. */
const preamble = new Set<LanguageModelV3StreamPart["type"]>(["stream-start", "response-metadata", "raw"]);

/** How many times a transient failure (429, 5xx, network) is tried again before the local engine answers. */
const RETRIES = 2;
const BACKOFF_MS = 250;

export type FallbackOptions = {
  timeoutMs: number;
  /** Told once, with the cause and its classification, when the local engine takes over (or the error is passed on). */
  onFallback: (error: unknown, failure: ModelFailure) => void;
  local?: LanguageModelV3 | null;
  /** The process's circuit breaker for the provider; an open circuit skips the hosted model. */
  health?: ProviderHealth;
};

/**
 * A hosted chat model that hands over to the local engine when it fails before answering. A
 * transient failure (429, 5xx, the network) is tried again up to RETRIES times, waiting as the
 * provider's `retry-after` asks (or backing off), within the same `timeoutMs`; a configuration or
 * request error (401, 403, 400 context length) is not tried again. From then on the local engine
 * answers the rest of the turn, so a dead provider costs one time-out, not one per step, and the
 * circuit breaker in `health` skips it on the next turns. A failure after the answer has begun, a
 * stall of `timeoutMs` included, is passed on as an error (half an answer cannot be taken back).
 * With `local: null` nothing stands in: the time-outs hold and the failure is passed on (an eval
 * run scores the model it names, never the local engine).
 */
export function withLocalFallback(hosted: LanguageModelV3, options: FallbackOptions): LanguageModelV3 {
  const local = options.local === undefined ? createLocalChatModel() : options.local;
  let handedOver = false;

  /** Hands the turn to the local engine; a caller that gave up (the browser went away), or a model without a stand-in, gets its error back instead. */
  function handOver(error: unknown, callOptions: LanguageModelV3CallOptions): void {
    if (callOptions.abortSignal?.aborted) throw error;
    const failure = classifyModelError(error);
    if (!(error instanceof ProviderCircuitOpenError)) options.health?.recordFailure("chat", failure);
    options.onFallback(error, failure);
    if (!local) throw error;
    handedOver = true;
  }

  /** Runs `attempt` against the hosted model, trying a transient failure again while the deadline allows. */
  async function withRetries<T>(
    callOptions: LanguageModelV3CallOptions,
    attempt: (signal: AbortSignal) => PromiseLike<T>,
  ) {
    if (options.health?.isOpen()) throw new ProviderCircuitOpenError();
    const deadline = startDeadline(options.timeoutMs, callOptions.abortSignal);
    try {
      for (let tries = 0; ; tries++) {
        try {
          const result = await attempt(deadline.signal);
          options.health?.recordSuccess();
          return result;
        } catch (error) {
          if (deadline.timedOut()) throw new ModelTimeoutError(options.timeoutMs);
          const waitMs = retryDelayMs(error, tries);
          if (tries >= RETRIES || !isTransient(classifyModelError(error)) || waitMs >= deadline.remainingMs())
            throw error;
          await sleep(waitMs, deadline.signal);
        }
      }
    } finally {
      deadline.clear();
    }
  }

  return {
    specificationVersion: "v3",
    provider: hosted.provider,
    modelId: hosted.modelId,
    supportedUrls: hosted.supportedUrls,

    async doGenerate(callOptions) {
      if (!handedOver) {
        try {
          return await withRetries(callOptions, (abortSignal) => hosted.doGenerate({ ...callOptions, abortSignal }));
        } catch (error) {
          handOver(error, callOptions);
        }
      }
      return local!.doGenerate(callOptions);
    },

    async doStream(callOptions) {
      if (!handedOver) {
        try {
          // the deadline covers the first token; from there only a stall between parts ends the answer
          return await withRetries(callOptions, async (abortSignal) => {
            const result = await hosted.doStream({ ...callOptions, abortSignal });
            const stream = await whenAnswerStarts(result.stream, abortSignal, options.timeoutMs);
            return { ...result, stream };
          });
        } catch (error) {
          handOver(error, callOptions);
        }
      }
      return local!.doStream(callOptions);
    },
  };
}

/** How long to wait before trying again: the provider's `retry-after(-ms)` when it sent one, else a doubling back-off. */
function retryDelayMs(error: unknown, tries: number): number {
  const headers = APICallError.isInstance(error) ? error.responseHeaders : undefined;
  const afterMs = Number.parseFloat(headers?.["retry-after-ms"] ?? "");
  if (Number.isFinite(afterMs) && afterMs >= 0) return afterMs;
  const afterSeconds = Number.parseFloat(headers?.["retry-after"] ?? "");
  if (Number.isFinite(afterSeconds) && afterSeconds >= 0) return afterSeconds * 1000;
  return BACKOFF_MS * 2 ** tries;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** A signal that aborts after `timeoutMs` (or with the caller's), and a way to call the time-out off. */
function startDeadline(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ModelTimeoutError(timeoutMs)), timeoutMs);
  const endsAt = Date.now() + timeoutMs;
  return {
    signal: callerSignal ? AbortSignal.any([controller.signal, callerSignal]) : controller.signal,
    timedOut: () => controller.signal.aborted,
    remainingMs: () => endsAt - Date.now(),
    clear: () => clearTimeout(timer),
  };
}

/**
 * Reads the stream up to its first answer part and returns a stream that replays what was read and
 * then the rest. Throws when an error part, the end of the stream or the deadline comes first.
 * After that, a model that sends nothing for `stallMs` gets an error part (the turn ends with the
 * safe message) and its response is cancelled, instead of holding the turn open for ever.
 */
async function whenAnswerStarts(
  stream: ReadableStream<LanguageModelV3StreamPart>,
  signal: AbortSignal,
  stallMs: number,
): Promise<ReadableStream<LanguageModelV3StreamPart>> {
  const reader = stream.getReader();
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => undefined);
  const head: LanguageModelV3StreamPart[] = [];
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) throw new Error("The model ended its answer before sending anything.");
      if (value.type === "error") throw value.error;
      head.push(value);
      if (!preamble.has(value.type)) break;
    }
  } catch (error) {
    reader.cancel(error).catch(() => undefined);
    throw error;
  }
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      for (const part of head) controller.enqueue(part);
    },
    async pull(controller) {
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<"stalled">((resolve) => {
        timer = setTimeout(() => resolve("stalled"), stallMs);
      });
      const next = await Promise.race([reader.read(), stalled]);
      clearTimeout(timer);
      if (next === "stalled") {
        controller.enqueue({ type: "error", error: new ModelTimeoutError(stallMs) });
        controller.close();
        reader.cancel(new ModelTimeoutError(stallMs)).catch(() => undefined);
      } else if (next.done) {
        controller.close();
      } else {
        controller.enqueue(next.value);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
