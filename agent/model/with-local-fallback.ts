import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { createLocalChatModel } from "./local-chat-model";

/** The hosted model sent nothing within the time allowed (before its answer, or in the middle of it). */
export class ModelTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The model sent nothing for ${timeoutMs} ms.`);
    this.name = "ModelTimeoutError";
  }
}

/** Stream parts that carry no answer yet: a provider sends them before its first token. */
const preamble = new Set<LanguageModelV3StreamPart["type"]>(["stream-start", "response-metadata", "raw"]);

/**
 * A hosted chat model that hands over to the local engine when it fails before answering: an HTTP
 * error (5xx, 429), a malformed response, or no first token within `timeoutMs`. From then on the
 * local engine answers the rest of the turn, so a dead provider costs one time-out, not one per
 * step. `onFallback` is called once, with the cause, so the caller can log it and tell the user.
 * A failure after the answer has begun, a stall of `timeoutMs` included, is passed on as an error
 * (half an answer cannot be taken back). With `local: null` nothing stands in: the time-outs hold
 * and the failure is passed on (an eval run scores the model it names, never the local engine).
 */
export function withLocalFallback(
  hosted: LanguageModelV3,
  options: { timeoutMs: number; onFallback: (error: unknown) => void; local?: LanguageModelV3 | null },
): LanguageModelV3 {
  const local = options.local === undefined ? createLocalChatModel() : options.local;
  let handedOver = false;

  /** Hands the turn to the local engine; a caller that gave up (the browser went away), or a model without a stand-in, gets its error back instead. */
  function handOver(error: unknown, callOptions: LanguageModelV3CallOptions): void {
    if (callOptions.abortSignal?.aborted || !local) throw error;
    handedOver = true;
    options.onFallback(error);
  }

  return {
    specificationVersion: "v3",
    provider: hosted.provider,
    modelId: hosted.modelId,
    supportedUrls: hosted.supportedUrls,

    async doGenerate(callOptions) {
      if (!handedOver) {
        const deadline = startDeadline(options.timeoutMs, callOptions.abortSignal);
        try {
          return await hosted.doGenerate({ ...callOptions, abortSignal: deadline.signal });
        } catch (error) {
          handOver(deadline.timedOut() ? new ModelTimeoutError(options.timeoutMs) : error, callOptions);
        } finally {
          deadline.clear();
        }
      }
      return local!.doGenerate(callOptions);
    },

    async doStream(callOptions) {
      if (!handedOver) {
        const deadline = startDeadline(options.timeoutMs, callOptions.abortSignal);
        try {
          const result = await hosted.doStream({ ...callOptions, abortSignal: deadline.signal });
          const stream = await whenAnswerStarts(result.stream, deadline.signal, options.timeoutMs);
          deadline.clear(); // the answer has begun: from here only a stall between parts ends it
          return { ...result, stream };
        } catch (error) {
          deadline.clear();
          handOver(deadline.timedOut() ? new ModelTimeoutError(options.timeoutMs) : error, callOptions);
        }
      }
      return local!.doStream(callOptions);
    },
  };
}

/** A signal that aborts after `timeoutMs` (or with the caller's), and a way to call the time-out off. */
function startDeadline(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ModelTimeoutError(timeoutMs)), timeoutMs);
  return {
    signal: callerSignal ? AbortSignal.any([controller.signal, callerSignal]) : controller.signal,
    timedOut: () => controller.signal.aborted,
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
