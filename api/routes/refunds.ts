import { Hono } from "hono";
import { refundRequestSchema } from "../../common/api/billing";
import { requestRefund } from "../billing/refunds";
import { toRefund } from "../billing/to-payment";
import type { AppEnv } from "../context";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";

/** POST /api/refunds: within 7 days of paying for a first subscription, once per payment (SPEC §9). */
export const refundRoutes = new Hono<AppEnv>().post(
  "/",
  requireUser,
  validate("json", refundRequestSchema),
  async (c) => {
    const { paymentId, reason } = c.req.valid("json");
    const refund = await requestRefund(c.var.deps.db, {
      userId: c.var.user.id,
      paymentId,
      reason,
      now: c.var.deps.clock.now(),
    });
    return c.json(toRefund(refund), 201);
  },
);
