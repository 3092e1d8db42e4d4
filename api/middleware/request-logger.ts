import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/** A child logger per request, carrying the request id; one line per request when it ends. */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const logger = c.var.deps.logger.child({ requestId: c.var.requestId });
  c.set("logger", logger);
  const started = performance.now();
  await next();
  logger.info(
    { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
    "request",
  );
});
