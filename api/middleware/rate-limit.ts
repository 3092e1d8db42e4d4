import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../common/errors";
import type { AppEnv } from "../context";
import { incrementRateLimit } from "../db/queries/rate-limits";

/**
 * At most `limit` requests per key in each window; counters live in Postgres so every API process shares them.
 * A refused request gets 429 with the message and Retry-After: the seconds until the window ends.
 */
export function rateLimit(options: {
  name: string;
  limit: number;
  windowMs: number;
  keyOf: (c: Context<AppEnv>) => string;
  message: string;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const now = c.var.deps.clock.now();
    const { count, windowStart } = await incrementRateLimit(c.var.deps.db, {
      key: `${options.name}:${options.keyOf(c)}`,
      windowMs: options.windowMs,
      now,
    });
    if (count > options.limit) {
      const windowEnds = windowStart.getTime() + options.windowMs;
      c.header("Retry-After", String(Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000))));
      throw new AppError("rate_limited", { message: options.message });
    }
    await next();
  });
}
