import type { Context } from "hono";
import { z } from "zod";
import type { PaymentProvider } from "../../common/api/billing";
import { paymentStatusResponseSchema } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import type { PlanId } from "../../common/plans";
import { forgetCachedUser } from "../auth/session-cache";
import { startCheckout } from "../billing/payments";
import type { AppEnv, SignedInEnv } from "../context";
import { findUserPayment } from "../db/queries/payments";
import { publicOrigin } from "../public-origin";
import { checkoutGateway } from "./gateways";
import type { GatewayContext } from "./provider";

export function gatewayContext<E extends AppEnv>(c: Context<E>): GatewayContext {
  return { env: c.var.deps.env, network: c.var.deps.network };
}

/**
 * Opens a checkout for the signed-in user with the named gateway (the demo gateway when that one is not set
 * up): records the pending payment and returns it with the gateway's checkout.
 */
export async function startGatewayCheckout(
  c: Context<SignedInEnv>,
  gatewayName: Exclude<PaymentProvider, "demo">,
  order: { planId: PlanId; amount?: number; notifyPath: string },
) {
  const gateway = checkoutGateway(gatewayName, gatewayContext(c));
  const started = await startCheckout(c.var.deps, { ...order, user: c.var.user, gateway, origin: publicOrigin(c) });
  return { ...started, gateway };
}

/** A completed payment changed the user's tier: drop their cached sessions in this process. */
export function tierChanged<E extends AppEnv>(c: Context<E>, userId: string): void {
  forgetCachedUser(c.var.sessionCache, userId);
}

const paymentStatusQuerySchema = z.object({
  paymentId: z.string(),
  planId: z.string().optional(),
  userId: z.string().optional(),
});

/**
 * GET /api/{gateway}/payment-status?paymentId&planId&userId (SPEC §7): the payment's status as the server
 * recorded it from verified notifications. The owner's session, or (after a lost session) the matching
 * userId, is needed; anything else is 404.
 */
export async function paymentStatusHandler<E extends AppEnv>(c: Context<E>): Promise<Response> {
  c.header("Cache-Control", "no-store");
  const query = paymentStatusQuerySchema.safeParse(c.req.query());
  const notFound = new AppError("not_found", { message: "Payment not found." });
  if (!query.success)
    throw new AppError("validation_failed", { message: "Send paymentId (and planId, userId) in the query." });
  const paymentId = z.uuid().safeParse(query.data.paymentId);
  const userId = c.var.user?.id ?? query.data.userId;
  if (!paymentId.success || !userId || !z.uuid().safeParse(userId).success) throw notFound;
  const payment = await findUserPayment(c.var.deps.db, { userId, paymentId: paymentId.data });
  if (!payment || (query.data.planId && query.data.planId !== payment.planId)) throw notFound;
  return c.json(paymentStatusResponseSchema.parse({ status: payment.status }));
}
