import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { z } from "zod";
import { paypalSubscriptionRequestSchema, type paypalSubscriptionResponseSchema } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { applyPaypalEvent } from "../billing/apply-paypal-event";
import type { AppEnv } from "../context";
import { insertPaymentEvent, updatePaymentEvent } from "../db/queries/payments";
import { sendPaymentReceiptEmail } from "../email/product-emails";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { limitCheckouts } from "../middleware/work-limits";
import { gatewayContext, paymentStatusHandler, startGatewayCheckout, tierChanged } from "../payments/checkout-helpers";
import { type PaypalEvent, verifyPaypalWebhook } from "../payments/paypal";
import { isPaypalConfigured } from "../payments/provider";
import { publicOrigin } from "../public-origin";

/** PayPal subscriptions: the fallback when the card checkout fails (SPEC §4). */
export const paypalRoutes = new Hono<AppEnv>()
  .post(
    "/create-subscription",
    requireUser,
    limitCheckouts,
    validate("json", paypalSubscriptionRequestSchema),
    async (c) => {
      const { planId } = c.req.valid("json");
      const { payment, checkout } = await startGatewayCheckout(c, "paypal", {
        planId,
        notifyPath: "/api/paypal/webhook",
      });
      const response: z.infer<typeof paypalSubscriptionResponseSchema> = {
        approvalUrl: checkout.redirectUrl,
        paymentId: payment.id,
      };
      return c.json(response);
    },
  )

  .get("/payment-status", paymentStatusHandler)

  /**
   * PayPal's webhook, verified through PayPal's verify-webhook-signature API (an unverified one is refused, a
   * replayed event id changes nothing). Sales complete the first payment or renew the period; a cancelled or
   * suspended subscription turns renewal off (applyPaypalEvent).
   */
  .post("/webhook", async (c) => {
    const { db, env, clock, logger } = c.var.deps;
    if (!isPaypalConfigured(env)) throw new AppError("not_found");
    const rawBody = await c.req.text();
    let event: PaypalEvent;
    try {
      event = JSON.parse(rawBody) as PaypalEvent;
    } catch {
      throw new AppError("bad_request", { message: "The webhook body is not JSON." });
    }
    const verified = await verifyPaypalWebhook(gatewayContext(c), { headers: c.req.header(), event }).catch(
      () => false,
    );
    if (!verified || !event.id) {
      await insertPaymentEvent(db, {
        provider: "paypal",
        eventId: `unverified:${randomUUID()}`,
        body: rawBody,
        verified: false,
        outcome: "rejected: verification failed",
        receivedAt: clock.now(),
      });
      throw new AppError("unauthorized", { message: "The webhook could not be verified." });
    }
    const stored = await insertPaymentEvent(db, {
      provider: "paypal",
      eventId: event.id,
      body: rawBody,
      verified: true,
      outcome: "received",
      receivedAt: clock.now(),
    });
    if (!stored) return c.json({ received: true, duplicate: true });
    const result = await applyPaypalEvent(db, { event, now: clock.now() });
    if (result.tierChangedFor) {
      tierChanged(c, result.tierChangedFor);
      if (result.paymentId)
        void sendPaymentReceiptEmail(c.var.deps, { paymentId: result.paymentId, appUrl: publicOrigin(c) });
    }
    await updatePaymentEvent(db, stored.id, { outcome: result.outcome, paymentId: result.paymentId ?? null });
    logger.info(
      { paymentId: result.paymentId, eventType: event.event_type, outcome: result.outcome },
      "paypal webhook",
    );
    return c.json({ received: true });
  });
