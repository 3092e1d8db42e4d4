import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type ErrorBody, type ErrorCode, errorCatalogue, isAppError } from "../common/errors";
import type { AppEnv } from "./context";
import { databaseFaultOf } from "./db/database-fault";

const codeForStatus: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "file_too_large",
  429: "rate_limited",
};

function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof HTTPException) {
    const code = codeForStatus[error.status] ?? "internal";
    return new AppError(code, { cause: error, message: error.status === 400 ? error.message || undefined : undefined });
  }
  // a database that is restarting or out of disk is a passing condition of ours, not a bug: say so
  const fault = databaseFaultOf(error);
  if (fault) return new AppError(fault === "disk_full" ? "storage_full" : "database_unavailable", { cause: error });
  return new AppError("internal", { cause: error });
}

/** The one place errors become responses: `{ error: { code, message, details? } }`, never a stack trace. */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  const appError = toAppError(error);
  const logger = c.var.logger ?? c.var.deps?.logger;
  if (appError.status >= 500) logger?.error({ err: error }, "request failed");
  const body: ErrorBody = {
    error: {
      code: appError.code,
      message: appError.status >= 500 ? errorCatalogue[appError.code].message : appError.message,
      ...(appError.details === undefined ? {} : { details: appError.details }),
    },
  };
  return c.json(body, appError.status as ContentfulStatusCode);
}
