import { errorBodySchema } from "../../../../common/errors";

/**
 * The text to show for a failed chat request. The SDK raises the response body as the message of
 * a non-ok answer, so the product's `{ error: { message } }` body is read for its message; time-outs
 * and network failures already carry the SPEC §8 texts (agent-fetch.ts); stream errors carry the
 * server's safe message.
 */
export function chatErrorMessage(error: Error): string {
  const raw = error.message.trim();
  if (raw.startsWith("{")) {
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data.error.message;
    } catch {
      // not JSON after all: shown as it is
    }
  }
  return raw || "Something went wrong. Please try again.";
}
