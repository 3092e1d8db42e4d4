import { type Context, Hono } from "hono";
import { z } from "zod";
import { type ActivationResponse, activateRequestSchema, upgradeRequestSchema } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import type { PlanId } from "../../common/plans";
import { forgetCachedUser } from "../auth/session-cache";
import { activateFromPayment, cancelSubscription, refreshTier, subscriptionStatusOf } from "../billing/subscriptions";
import type { AppEnv, SignedInEnv } from "../context";
import { findUserPayment, listUserPayments } from "../db/queries/payments";
import { listPlans, toPlan } from "../db/queries/plans";
import type { PaymentRow, SubscriptionRow } from "../db/schema";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { gatewayContext } from "../payments/checkout-helpers";
import { gatewayOf } from "../payments/gateways";

/**
 * Activation is only ever from a payment the server recorded as completed after a verified
 * notification: `paymentConfirmed` and any other user's id in the body change nothing.
 */
async function activate(
  c: Context<SignedInEnv>,
  body: { planId: PlanId; userId?: string; paymentId?: string },
): Promise<Response> {
  const user = c.var.user;
  const { db, clock } = c.var.deps;
  if (body.userId !== undefined && body.userId !== user.id) {
    throw new AppError("forbidden", { message: "You can only activate a subscription for your own account." });
  }
  if (body.planId === "free")
    throw new AppError("plan_not_purchasable", {
      message: "The Free plan needs no payment; cancel your subscription to return to it.",
    });
  const payment = await findPaymentToActivate(c, { userId: user.id, planId: body.planId, paymentId: body.paymentId });
  if (!payment) throw new AppError("payment_not_verified");
  const now = clock.now();
  const { subscription, created } = await db.transaction((tx) => activateFromPayment(tx, { payment, now }));
  if (subscription.state === "expired") {
    throw new AppError("conflict", {
      message: "The period this payment paid for has ended. Choose a plan to subscribe again.",
    });
  }
  forgetCachedUser(c.var.sessionCache, user.id);
  const status = await subscriptionStatusOf(db, { userId: user.id, now });
  const response: ActivationResponse = {
    success: true,
    message: created ? `Your ${status.planName} plan is active.` : `Your ${status.planName} plan was already active.`,
    subscription: status,
  };
  return c.json(response);
}

async function findPaymentToActivate<E extends AppEnv>(
  c: Context<E>,
  params: { userId: string; planId: PlanId; paymentId?: string },
): Promise<PaymentRow | undefined> {
  const { db } = c.var.deps;
  if (params.paymentId) {
    const parsed = z.uuid().safeParse(params.paymentId);
    const payment = parsed.success
      ? await findUserPayment(db, { userId: params.userId, paymentId: parsed.data })
      : undefined;
    return payment?.status === "completed" && payment.planId === params.planId ? payment : undefined;
  }
  const payments = await listUserPayments(db, params.userId);
  return payments
    .map((row) => row.payment)
    .find((payment) => payment.status === "completed" && payment.planId === params.planId);
}

/** Stops the provider's own billing (PayFast or PayPal subscription) before renewal is turned off here. */
async function cancelAtProvider<E extends AppEnv>(c: Context<E>, subscription: SubscriptionRow): Promise<void> {
  const gateway = gatewayOf(subscription.provider, gatewayContext(c));
  if (!gateway.cancelRecurring || !subscription.providerSubscriptionId) return;
  try {
    await gateway.cancelRecurring(subscription.providerSubscriptionId);
  } catch (error) {
    c.var.logger.warn({ err: error, subscriptionId: subscription.id }, "provider subscription cancel failed");
    throw new AppError("payment_provider_failed", {
      message:
        "We could not cancel the subscription at the payment provider. Nothing changed; please try again shortly.",
      cause: error,
    });
  }
}

export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/plans", async (c) => c.json((await listPlans(c.var.deps.db)).map(toPlan)))

  .get("/status", requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const { db, clock } = c.var.deps;
    const userId = c.var.user.id;
    // a period that ended since the last look falls back to Free now (the hourly job does the same for everyone)
    if ((await refreshTier(db, { userId, now: clock.now() })).changed) forgetCachedUser(c.var.sessionCache, userId);
    return c.json(await subscriptionStatusOf(db, { userId, now: clock.now() }));
  })

  .post("/cancel", requireUser, async (c) => {
    const { db, clock } = c.var.deps;
    const userId = c.var.user.id;
    await cancelSubscription(db, {
      userId,
      now: clock.now(),
      cancelAtProvider: (subscription) => cancelAtProvider(c, subscription),
    });
    return c.json(await subscriptionStatusOf(db, { userId, now: clock.now() }));
  })

  .post("/activate", requireUser, validate("json", activateRequestSchema), async (c) =>
    activate(c, c.req.valid("json")),
  )

  .post("/upgrade", requireUser, validate("json", upgradeRequestSchema), async (c) => {
    const { planId, userId, paymentId } = c.req.valid("json"); // paymentConfirmed is ignored on purpose
    return activate(c, { planId, userId, paymentId });
  });
