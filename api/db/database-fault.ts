import { DrizzleQueryError } from "drizzle-orm";

/**
 * What went wrong with the database, when it was the database and not the request: it could not be
 * reached (restarting, connection dropped, pool closed) or it ran out of disk. Drivers wrap the
 * cause (drizzle's "Failed query" error; Node's AggregateError for each address tried), so the
 * chain of causes is searched.
 */
export type DatabaseFault = "unavailable" | "disk_full";

// SQLSTATE 53100 is disk_full; class 08 is "connection exception"; 57P01–57P03: the server is
// shutting down or starting; 53300: it has no connection to spare
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;
// socket errors count only where a query failed (or when the driver threw them bare, as pg's
// connect does), so a payment provider's dropped connection is not blamed on the database
const socketErrors = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
// node-postgres and PGlite report a lost or closed connection by message only
const lostConnectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end|PGlite is closed/i;

export function databaseFaultOf(error: unknown): DatabaseFault | null {
  const pending: Array<{ error: unknown; fromQuery: boolean }> = [{ error, fromQuery: true }];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const { error: current, fromQuery } = pending.pop()!;
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (code === "53100" || code === "ENOSPC") return "disk_full";
    if (typeof code === "string" && unavailableSqlStates.test(code)) return "unavailable";
    if (fromQuery && typeof code === "string" && socketErrors.has(code)) return "unavailable";
    if (lostConnectionMessages.test(current.message)) return "unavailable";
    const causesFromQuery = current instanceof DrizzleQueryError || (fromQuery && current instanceof AggregateError);
    pending.push({ error: current.cause, fromQuery: causesFromQuery });
    if (current instanceof AggregateError)
      pending.push(...current.errors.map((inner: unknown) => ({ error: inner, fromQuery: causesFromQuery })));
  }
  return null;
}
