import { Hono } from "hono";
import { z } from "zod";
import { refundDecisionSchema } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { forgetCachedUser } from "../auth/session-cache";
import { toAuthUser } from "../auth/to-auth-user";
import { decideRefund, listRefundsForAdmin } from "../billing/refunds";
import { toRefund } from "../billing/to-payment";
import type { AppEnv } from "../context";
import { listUsers } from "../db/queries/users";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Admin APIs: every route here sits behind requireAdmin (the server checks the role). */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/users", validate("query", pageSchema), async (c) => {
    const page = c.req.valid("query");
    const rows = await listUsers(c.var.deps.db, page);
    return c.json(
      rows.map((row) => ({ ...toAuthUser(row, c.var.deps.env.ADMIN_EMAILS), createdAt: row.createdAt.toISOString() })),
    );
  })

  .get("/refunds", async (c) => c.json(await listRefundsForAdmin(c.var.deps.db)))

  .post("/refunds/:id/decision", validate("json", refundDecisionSchema), async (c) => {
    const refundId = z.uuid().safeParse(c.req.param("id"));
    if (!refundId.success) throw new AppError("not_found", { message: "Refund request not found." });
    const { approve, reason } = c.req.valid("json");
    const { db, env, network, clock } = c.var.deps;
    const { refund, userId } = await decideRefund(db, { env, network }, { refundId: refundId.data, approve, reason, adminId: c.var.user!.id, now: clock.now() });
    if (approve) forgetCachedUser(c.var.sessionCache, userId);
    return c.json(toRefund(refund));
  });
