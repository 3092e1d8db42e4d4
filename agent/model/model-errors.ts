import { APICallError } from "@ai-sdk/provider";
import { RetryError } from "ai";

/** The hosted model sent nothing within the time allowed (before its answer, or in the middle of it). */
export class ModelTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The model sent nothing for ${timeoutMs} ms.`);
    this.name = "ModelTimeoutError";
  }
}

/**
 * What went wrong with a hosted model call, by what the operator must do about it:
 * - `configuration`: 401/403/404 — a bad key, no access to the model, a wrong model id or address.
 *   Not retried; logged as an error and shown on the admin dashboard.
 * - `request`: 400/413/422, e.g. the context is too long. Not retried; shown to the operator too.
 * - `unavailable`: 429, 408, 5xx or the network — retried with back-off, then the local engine.
 * - `timeout`: no answer within AI_TIMEOUT_MS.
 * - `malformed`: an answer that cannot be read (broken JSON, a schema mismatch).
 */
export type ModelFailureKind = "configuration" | "request" | "unavailable" | "timeout" | "malformed";

export type ModelFailure = {
  kind: ModelFailureKind;
  /** The HTTP status, when the provider answered one. */
  status: number | null;
  /** For the operator's log and dashboard (the provider's own message); never shown to users. */
  detail: string;
};

export function classifyModelError(error: unknown): ModelFailure {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (cause instanceof ModelTimeoutError || (cause instanceof DOMException && cause.name === "TimeoutError"))
    return { kind: "timeout", status: null, detail: cause.message };
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode ?? null;
    const detail = `${status ?? "no status"}: ${cause.message}`.slice(0, 500);
    // a 200 whose body could not be read
    if (status !== null && status >= 200 && status < 300) return { kind: "malformed", status, detail };
    if (status === 401 || status === 403 || status === 404) return { kind: "configuration", status, detail };
    if (status === 400 || status === 413 || status === 422) return { kind: "request", status, detail };
    if (status === null || cause.isRetryable || status === 429 || status >= 500)
      return { kind: "unavailable", status, detail };
    return { kind: "request", status, detail };
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  const name = cause instanceof Error ? cause.name : "";
  if (/JSON|TypeValidation|NoObjectGenerated|InvalidResponseData|parse/i.test(`${name} ${message}`))
    return { kind: "malformed", status: null, detail: message.slice(0, 500) };
  return { kind: "unavailable", status: null, detail: message.slice(0, 500) };
}

/** Whether the same request may succeed when sent again (a bad key or a too-long request will not). */
export const isTransient = (failure: ModelFailure) => failure.kind === "unavailable" || failure.kind === "timeout";

/** The reason users read, in plain words (no SDK class names, no addresses). */
export function plainReason(failure: ModelFailure, timeoutMs?: number): string {
  switch (failure.kind) {
    case "timeout":
      return timeoutMs ? `it did not answer within ${formatSeconds(timeoutMs)}` : "it did not answer in time";
    case "configuration":
      return "the AI service is not set up correctly; the administrator has been told";
    case "request":
      return "the AI service could not take this request (the document may be too long)";
    case "malformed":
      return "its answer could not be read";
    case "unavailable":
      return "the AI service is unavailable";
  }
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}
