import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { z } from "zod";
import type { createCheckoutResponseSchema } from "../../common/api/billing";
import { checkoutRequestSchema, type PricingCheckoutResponse } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { completePayment, failPayment } from "../billing/payments";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { findPayment, findPaymentByReference, insertPaymentEvent, updatePaymentEvent } from "../db/queries/payments";
import type { PaymentRow } from "../db/schema";
import { sendPaymentReceiptEmail } from "../email/product-emails";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { limitCheckouts } from "../middleware/work-limits";
import { paymentStatusHandler, startGatewayCheckout, tierChanged } from "../payments/checkout-helpers";
import { verifyYocoWebhook, type YocoEvent } from "../payments/yoco";
import { publicOrigin } from "../public-origin";

const notifyPath = "/api/yoco/webhook";

async function paymentOfEvent(db: Database, event: YocoEvent): Promise<PaymentRow | undefined> {
  const checkoutId = event.payload?.metadata?.checkoutId;
  const byCheckout = checkoutId
    ? await findPaymentByReference(db, { provider: "yoco", reference: checkoutId })
    : undefined;
  if (byCheckout) return byCheckout;
  const paymentId = event.payload?.metadata?.paymentId;
  const byId = paymentId && /^[0-9a-f-]{36}$/i.test(paymentId) ? await findPayment(db, paymentId) : undefined;
  return byId?.provider === "yoco" ? byId : undefined;
}

/** Yoco Checkout: the card provider of the pricing and landing pages (SPEC §7), or the demo provider when no provider is set up. */
export const yocoRoutes = new Hono<AppEnv>()
  .post("/yoco-checkout", requireUser, limitCheckouts, validate("json", checkoutRequestSchema), async (c) => {
    const { planId, amount } = c.req.valid("json");
    const { payment, checkout, gateway } = await startGatewayCheckout(c, "yoco", { planId, amount, notifyPath });
    const demo = gateway.name === "demo";
    const response: PricingCheckoutResponse = {
      success: true,
      checkoutUrl: checkout.redirectUrl,
      demo,
      message: demo ? "Demo checkout: no real payment is taken." : "Redirecting to secure checkout.",
      paymentId: payment.id,
    };
    return c.json(response);
  })

  .post("/create-checkout", requireUser, limitCheckouts, validate("json", checkoutRequestSchema), async (c) => {
    const { planId, amount } = c.req.valid("json");
    const { payment, checkout } = await startGatewayCheckout(c, "yoco", { planId, amount, notifyPath });
    const response: z.infer<typeof createCheckoutResponseSchema> = {
      success: true,
      redirectUrl: checkout.redirectUrl,
      paymentId: payment.id,
    };
    return c.json(response);
  })

  .get("/payment-status", paymentStatusHandler)

  /** Yoco's webhook: signature and timestamp checked, stored, idempotent by webhook-id, amount checked. */
  .post("/webhook", async (c) => {
    const { db, env, clock, logger } = c.var.deps;
    if (!env.YOCO_WEBHOOK_SECRET) throw new AppError("not_found");
    const rawBody = await c.req.text();
    const headers = {
      id: c.req.header("webhook-id"),
      timestamp: c.req.header("webhook-timestamp"),
      signature: c.req.header("webhook-signature"),
    };
    const verification = verifyYocoWebhook({ secret: env.YOCO_WEBHOOK_SECRET, headers, rawBody, now: clock.now() });
    if (!verification.valid) {
      await insertPaymentEvent(db, {
        provider: "yoco",
        eventId: `unverified:${randomUUID()}`,
        body: rawBody,
        verified: false,
        outcome: `rejected: ${verification.reason}`,
        receivedAt: clock.now(),
      });
      logger.warn({ reason: verification.reason }, "yoco webhook rejected");
      throw new AppError("unauthorized", { message: "The webhook signature is not valid." });
    }
    const stored = await insertPaymentEvent(db, {
      provider: "yoco",
      eventId: headers.id!,
      body: rawBody,
      verified: true,
      outcome: "received",
      receivedAt: clock.now(),
    });
    if (!stored) return c.json({ received: true, duplicate: true });

    let event: YocoEvent;
    try {
      event = JSON.parse(rawBody) as YocoEvent;
    } catch {
      await updatePaymentEvent(db, stored.id, { outcome: "ignored: body is not JSON" });
      return c.json({ received: true });
    }
    const payment = await paymentOfEvent(db, event);
    let outcome: string;
    if (!payment) outcome = "ignored: no matching payment";
    else if (event.type === "payment.succeeded") {
      if (event.payload?.amount !== payment.amount || event.payload?.currency !== "ZAR") {
        outcome = `rejected: amount ${event.payload?.amount} ${event.payload?.currency} does not match ${payment.amount} ZAR`;
      } else {
        const result = await completePayment(db, { paymentId: payment.id, now: clock.now() });
        outcome = result.changed ? "completed" : `ignored: payment already ${result.payment?.status}`;
        if (result.changed) {
          tierChanged(c, payment.userId);
          void sendPaymentReceiptEmail(c.var.deps, { paymentId: payment.id, appUrl: publicOrigin(c) });
        }
      }
    } else if (event.type === "payment.failed") {
      outcome = (await failPayment(db, payment.id)) ? "failed" : "ignored: payment not pending";
    } else outcome = `ignored: event ${event.type}`;
    await updatePaymentEvent(db, stored.id, { outcome, paymentId: payment?.id ?? null });
    logger.info({ paymentId: payment?.id, outcome }, "yoco webhook");
    return c.json({ received: true });
  });
