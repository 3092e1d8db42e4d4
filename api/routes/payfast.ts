import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { z } from "zod";
import { payfastCheckoutRequestSchema, type payfastCheckoutResponseSchema } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { completePayment, failPayment, recordRecurringPayment } from "../billing/payments";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { findPayment, insertPaymentEvent, updatePaymentEvent } from "../db/queries/payments";
import { findSubscriptionByProviderId } from "../db/queries/subscriptions";
import { sendPaymentReceiptEmail } from "../email/product-emails";
import { clientIp } from "../middleware/client-ip";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { limitCheckouts } from "../middleware/work-limits";
import { gatewayContext, paymentStatusHandler, startGatewayCheckout, tierChanged } from "../payments/checkout-helpers";
import {
  confirmItnWithPayfast,
  isItnAmountValid,
  isItnSignatureValid,
  isPayfastSource,
  parseItnBody,
} from "../payments/payfast";
import { publicOrigin } from "../public-origin";

const notifyPath = "/api/payfast/notify";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment an ITN is about: our m_payment_id (PayFast repeats the first one on every charge of a subscription), else the subscription token's. */
async function paymentOfItn(db: Database, params: { paymentId?: string; token?: string }) {
  if (params.paymentId && uuidPattern.test(params.paymentId)) return findPayment(db, params.paymentId);
  if (!params.token) return undefined;
  const subscription = await findSubscriptionByProviderId(db, {
    provider: "payfast",
    providerSubscriptionId: params.token,
  });
  return subscription?.paymentId ? findPayment(db, subscription.paymentId) : undefined;
}

/** PayFast, the South African gateway: a signed checkout form, and the ITN verified in every documented step. */
export const payfastRoutes = new Hono<AppEnv>()
  .post("/checkout", requireUser, limitCheckouts, validate("json", payfastCheckoutRequestSchema), async (c) => {
    const { planId, amount } = c.req.valid("json");
    const { payment, checkout } = await startGatewayCheckout(c, "payfast", { planId, amount, notifyPath });
    const response: z.infer<typeof payfastCheckoutResponseSchema> = {
      paymentId: payment.id,
      action: checkout.redirectUrl,
      fields: checkout.form ?? [],
    };
    return c.json(response);
  })

  .get("/payment-status", paymentStatusHandler)

  /**
   * The ITN. Checks, in order: signature, source address, our payment / merchant id / amount, then
   * PayFast's own confirmation — only then is the payment completed. Every ITN is stored with its
   * outcome and answered 200 (PayFast retries otherwise); a repeated pf_payment_id changes nothing.
   * A subscription's later charges come as ITNs with the same token and a new pf_payment_id: verified the same
   * way, each records a new payment and the next period.
   */
  .post("/notify", async (c) => {
    const { db, env, clock, logger, network } = c.var.deps;
    if (!env.PAYFAST_MERCHANT_ID) throw new AppError("not_found");
    const rawBody = await c.req.text();
    const fields = parseItnBody(rawBody);
    const field = (name: string) => fields.find(([key]) => key === name)?.[1];
    const token = field("token")?.trim() || undefined;
    const payment = await paymentOfItn(db, { paymentId: field("m_payment_id"), token });

    const rejection = await (async (): Promise<string | null> => {
      if (!isItnSignatureValid(fields, env.PAYFAST_PASSPHRASE)) return "signature mismatch";
      if (!(await isPayfastSource(clientIp(c), network))) return `source address ${clientIp(c)} is not PayFast's`;
      if (payment?.provider !== "payfast") return "no matching payment";
      if (field("merchant_id") !== env.PAYFAST_MERCHANT_ID) return "merchant id mismatch";
      if (!isItnAmountValid(field("amount_gross"), payment.amount))
        return `amount ${field("amount_gross")} does not match ${payment.amount / 100}`;
      const confirmed = await confirmItnWithPayfast(fields, gatewayContext(c)).catch((error: unknown) => {
        logger.warn({ err: error }, "payfast validate step failed");
        return false;
      });
      if (!confirmed) return "PayFast did not confirm the notification (validate step)";
      return null;
    })();

    const now = clock.now();
    if (rejection) {
      await insertPaymentEvent(db, {
        provider: "payfast",
        eventId: `unverified:${randomUUID()}`,
        paymentId: payment?.id ?? null,
        body: rawBody,
        verified: false,
        outcome: `rejected: ${rejection}`,
        receivedAt: now,
      });
      logger.warn({ paymentId: payment?.id, rejection }, "payfast ITN rejected");
      return c.body(null, 200);
    }
    const pfPaymentId = field("pf_payment_id") ?? `no-id:${randomUUID()}`;
    const stored = await insertPaymentEvent(db, {
      provider: "payfast",
      eventId: pfPaymentId,
      paymentId: payment!.id,
      body: rawBody,
      verified: true,
      outcome: "received",
      receivedAt: now,
    });
    if (!stored) return c.body(null, 200); // a replayed pf_payment_id

    let outcome: string;
    const status = field("payment_status");
    if (status === "COMPLETE" && payment!.status !== "pending" && token && field("pf_payment_id")) {
      const renewal = await recordRecurringPayment(db, {
        provider: "payfast",
        providerSubscriptionId: token,
        userId: payment!.userId,
        providerReference: pfPaymentId,
        amount: payment!.amount,
        now,
      });
      outcome = renewal
        ? `renewed: payment ${renewal.payment.id}`
        : "ignored: no period paid through this subscription token";
      if (renewal) {
        tierChanged(c, payment!.userId);
        void sendPaymentReceiptEmail(c.var.deps, { paymentId: renewal.payment.id, appUrl: publicOrigin(c) });
      }
    } else if (status === "COMPLETE") {
      const result = await completePayment(db, {
        paymentId: payment!.id,
        providerReference: field("pf_payment_id"),
        providerSubscriptionId: token,
        now,
      });
      outcome = result.changed ? "completed" : `ignored: payment already ${result.payment?.status}`;
      if (result.changed) {
        tierChanged(c, payment!.userId);
        void sendPaymentReceiptEmail(c.var.deps, { paymentId: payment!.id, appUrl: publicOrigin(c) });
      }
    } else if (status === "CANCELLED" || status === "FAILED") {
      outcome = (await failPayment(db, payment!.id)) ? "failed" : "ignored: payment not pending";
    } else outcome = `ignored: payment_status ${status}`;
    await updatePaymentEvent(db, stored.id, { outcome });
    logger.info({ paymentId: payment!.id, outcome }, "payfast ITN");
    return c.body(null, 200);
  });
