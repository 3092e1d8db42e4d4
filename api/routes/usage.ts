import { type Context, Hono } from "hono";
import {
  checkLimitRequestSchema,
  SESSION_ID_HEADER,
  sessionIdSchema,
  trackUsageRequestSchema,
  type UsageStats,
} from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { checkLimit, trackUsage, type UsageActor, usageStats } from "../billing/usage";
import type { AppEnv } from "../context";
import { clientIp } from "../middleware/client-ip";
import { validate } from "../middleware/validate";
import { limitUsageRequests } from "../middleware/work-limits";

/** A signed-in user counts by account; a visitor by the X-Session-Id of the browser session (and its address). */
function actorOf(c: Context<AppEnv>): UsageActor {
  const user = c.var.user;
  if (user) return { userId: user.id };
  const parsed = sessionIdSchema.safeParse(c.req.header(SESSION_ID_HEADER));
  if (!parsed.success) {
    throw new AppError("bad_request", {
      message: `Send the browser session id in the ${SESSION_ID_HEADER} header (8–100 letters, digits, - or _).`,
    });
  }
  return { visitor: { sessionId: parsed.data, ip: clientIp(c) } };
}

export const usageRoutes = new Hono<AppEnv>()
  .use(limitUsageRequests)
  .post("/check-limit", validate("json", checkLimitRequestSchema), async (c) => {
    const { action } = c.req.valid("json");
    return c.json(await checkLimit(c.var.deps.db, { actor: actorOf(c), action, now: c.var.deps.clock.now() }));
  })

  .post("/track", validate("json", trackUsageRequestSchema), async (c) => {
    const { action, contractId } = c.req.valid("json");
    const result = await trackUsage(c.var.deps.db, {
      actor: actorOf(c),
      action,
      subjectId: contractId ?? null,
      now: c.var.deps.clock.now(),
    });
    return c.json(result);
  })

  .get("/stats", async (c) => {
    c.header("Cache-Control", "no-store");
    const stats: UsageStats = await usageStats(c.var.deps.db, { actor: actorOf(c), now: c.var.deps.clock.now() });
    return c.json(stats);
  });
