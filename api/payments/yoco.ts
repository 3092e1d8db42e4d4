import { createHmac, timingSafeEqual } from "node:crypto";
import type { CheckoutInput, CheckoutResult, GatewayContext, PaymentGateway } from "./provider";

/** Yoco Checkout (developer.yoco.com): hosted checkout, confirmation by the signed `payment.succeeded` webhook. */

const apiBase = "https://payments.yoco.com/api";

/** Webhook timestamps further than this from our clock are refused (replays of old deliveries). */
export const YOCO_TIMESTAMP_TOLERANCE_MS = 3 * 60 * 1000;

/** The signing key: the secret without its `whsec_` prefix, base64-decoded (Standard Webhooks). */
function signingKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret, "base64");
}

export function yocoSignature(params: {
  secret: string;
  webhookId: string;
  timestamp: string;
  rawBody: string;
}): string {
  return createHmac("sha256", signingKey(params.secret))
    .update(`${params.webhookId}.${params.timestamp}.${params.rawBody}`)
    .digest("base64");
}

export type YocoVerification = { valid: true } | { valid: false; reason: string };

/**
 * base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.rawBody`, compared in constant time with each
 * `v1,<signature>` in the webhook-signature header; the timestamp must be within 3 minutes.
 */
export function verifyYocoWebhook(params: {
  secret: string;
  headers: { id?: string; timestamp?: string; signature?: string };
  rawBody: string;
  now: Date;
}): YocoVerification {
  const { id, timestamp, signature } = params.headers;
  if (!id || !timestamp || !signature) return { valid: false, reason: "missing webhook headers" };
  const seconds = Number(timestamp);
  if (!Number.isFinite(seconds) || Math.abs(params.now.getTime() - seconds * 1000) > YOCO_TIMESTAMP_TOLERANCE_MS) {
    return { valid: false, reason: "timestamp outside 3 minutes" };
  }
  const expected = Buffer.from(
    yocoSignature({ secret: params.secret, webhookId: id, timestamp, rawBody: params.rawBody }),
  );
  const matches = signature
    .split(" ")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => {
      const given = Buffer.from(entry.includes(",") ? entry.slice(entry.indexOf(",") + 1) : entry);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  return matches ? { valid: true } : { valid: false, reason: "signature mismatch" };
}

/** The webhook body fields we read. */
export type YocoEvent = {
  id?: string;
  type?: string;
  payload?: {
    id?: string;
    amount?: number;
    currency?: string;
    status?: string;
    metadata?: { checkoutId?: string; paymentId?: string };
  };
};

export function createYocoGateway(context: GatewayContext): PaymentGateway {
  const { env, network } = context;
  const headers = (idempotencyKey: string) => ({
    authorization: `Bearer ${env.YOCO_SECRET_KEY}`,
    "content-type": "application/json",
    "idempotency-key": idempotencyKey,
  });
  return {
    name: "yoco",
    async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
      const response = await network.fetch(`${apiBase}/checkouts`, {
        method: "POST",
        headers: headers(input.payment.id),
        body: JSON.stringify({
          amount: input.payment.amount,
          currency: "ZAR",
          successUrl: input.urls.success,
          cancelUrl: input.urls.cancel,
          failureUrl: input.urls.failure,
          metadata: { paymentId: input.payment.id, planId: input.plan.id },
        }),
      });
      if (!response.ok) throw new Error(`Yoco checkout failed with ${response.status}`);
      const checkout = (await response.json()) as { id?: string; redirectUrl?: string };
      if (!checkout.id || !checkout.redirectUrl) throw new Error("Yoco checkout answer without id or redirectUrl");
      return { redirectUrl: checkout.redirectUrl, providerReference: checkout.id };
    },
    async refund(payment) {
      if (!payment.providerReference) throw new Error("Yoco payment has no checkout id");
      const response = await network.fetch(
        `${apiBase}/checkouts/${encodeURIComponent(payment.providerReference)}/refund`,
        {
          method: "POST",
          headers: headers(`refund-${payment.id}`),
          body: JSON.stringify({}),
        },
      );
      if (!response.ok) throw new Error(`Yoco refund failed with ${response.status}`);
      const refund = (await response.json().catch(() => ({}))) as { refundId?: string; id?: string };
      return { reference: refund.refundId ?? refund.id ?? payment.providerReference };
    },
  };
}
