import { HttpError } from "../../lib/http";

/** The server's own message when there is one ("The price cannot be negative."), else the error's text. */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
