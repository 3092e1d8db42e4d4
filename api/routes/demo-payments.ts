import { type Context, Hono } from "hono";
import { z } from "zod";
import type { DemoPaymentResult } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { completePayment, failPayment } from "../billing/payments";
import type { AppEnv, SignedInEnv } from "../context";
import { findUserPayment, insertPaymentEvent } from "../db/queries/payments";
import type { PaymentRow } from "../db/schema";
import { sendPaymentReceiptEmail } from "../email/product-emails";
import { requireUser } from "../middleware/session";
import { paymentStatusHandler, tierChanged } from "../payments/checkout-helpers";
import { isDemoActive } from "../payments/provider";
import { publicOrigin } from "../public-origin";

/** The owner's pending demo payment; only while the demo provider is active (no real provider configured). */
async function demoPaymentOf(c: Context<SignedInEnv>): Promise<PaymentRow> {
  const notFound = new AppError("not_found", { message: "Payment not found." });
  if (!isDemoActive(c.var.deps.env)) throw notFound;
  const paymentId = z.uuid().safeParse(c.req.param("id"));
  if (!paymentId.success) throw notFound;
  const payment = await findUserPayment(c.var.deps.db, { userId: c.var.user.id, paymentId: paymentId.data });
  if (payment?.provider !== "demo") throw notFound;
  return payment;
}

function returnUrlOf(payment: PaymentRow): string {
  return `/payment-status/${payment.id}?${new URLSearchParams({ planId: payment.planId, userId: payment.userId })}`;
}

/**
 * The demo provider's "gateway": the /demo-checkout page confirms or cancels, and the server records it
 * as if a verified notification had arrived (stored in payment_events like a real one).
 */
export const demoPaymentRoutes = new Hono<AppEnv>()
  .get("/payment-status", paymentStatusHandler)

  .post("/payments/:id/complete", requireUser, async (c) => {
    const { db, clock } = c.var.deps;
    const payment = await demoPaymentOf(c);
    const now = clock.now();
    const stored = await insertPaymentEvent(db, {
      provider: "demo",
      eventId: `${payment.id}:complete`,
      paymentId: payment.id,
      body: JSON.stringify({ paymentId: payment.id, action: "complete" }),
      verified: true,
      outcome: "received",
      receivedAt: now,
    });
    if (stored) {
      const result = await completePayment(db, { paymentId: payment.id, now });
      if (result.changed) {
        tierChanged(c, payment.userId);
        void sendPaymentReceiptEmail(c.var.deps, { paymentId: payment.id, appUrl: publicOrigin(c) });
      }
    }
    const current = (await findUserPayment(db, { userId: payment.userId, paymentId: payment.id }))!;
    const response: DemoPaymentResult = { status: current.status, returnUrl: returnUrlOf(current) };
    return c.json(response);
  })

  .post("/payments/:id/cancel", requireUser, async (c) => {
    const { db, clock } = c.var.deps;
    const payment = await demoPaymentOf(c);
    await insertPaymentEvent(db, {
      provider: "demo",
      eventId: `${payment.id}:cancel`,
      paymentId: payment.id,
      body: JSON.stringify({ paymentId: payment.id, action: "cancel" }),
      verified: true,
      outcome: "failed",
      receivedAt: clock.now(),
    });
    await failPayment(db, payment.id);
    const current = (await findUserPayment(db, { userId: payment.userId, paymentId: payment.id }))!;
    const response: DemoPaymentResult = { status: current.status, returnUrl: `${returnUrlOf(current)}&status=failed` };
    return c.json(response);
  });
