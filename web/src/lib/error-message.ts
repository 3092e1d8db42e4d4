import { HttpError } from "./http";

/**
 * What to tell the user about a failure: the server's own words when it sent them ("The price
 * cannot be negative."), else the client's text (SPEC §8 "{status}: {body}", a time-out, a network failure).
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
