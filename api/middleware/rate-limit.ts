import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../common/errors";
import type { AppEnv } from "../context";
import { incrementRateLimit } from "../db/queries/rate-limits";

/**
 * At most `limit` requests per key in each window; counters live in Postgres so every API process shares them.
 * Key signed-in routes by user with `rateLimit<SignedInEnv>` (it goes after `requireUser`).
 * A refused request gets 429 with the message and Retry-After: the seconds until the window ends.
 */
export function rateLimit<E extends AppEnv = AppEnv>(options: {
  name: string;
  limit: number;
  windowMs: number;
  keyOf: (c: Context<E>) => string;
  message: string;
}) {
  return createMiddleware<E>(async (c, next) => {
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
