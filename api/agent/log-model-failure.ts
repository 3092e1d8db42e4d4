import type { ModelFailure } from "../../agent/model/model-errors";
import type { Logger } from "../logger";

/**
 * Logs a hosted model's failure by what the operator must do: a configuration or request error
 * (bad key, no access, context too long) is an error to fix, logged loudly; an unavailable,
 * slow or garbled provider is a warning (the local engine answered).
 */
export function logModelFailure(
  logger: Logger,
  error: unknown,
  failure: ModelFailure,
  context: Record<string, unknown> & { use: "chat" | "analysis" | "embeddings" },
): void {
  const fields = { err: error, failure: failure.kind, status: failure.status, ...context };
  if (failure.kind === "configuration" || failure.kind === "request")
    logger.error(
      fields,
      `hosted model refused the ${context.use} request (${failure.detail}): check AI_PROVIDER, AI_MODEL, AI_BASE_URL and OPENAI_API_KEY; the local engine answers`,
    );
  else if (context.use === "chat") logger.warn(fields, "hosted chat model failed; the local engine answers this turn");
  else logger.warn(fields, "hosted model failed; storing the local engine's analysis");
}
