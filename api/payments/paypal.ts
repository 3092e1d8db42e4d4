import type { CheckoutInput, CheckoutResult, GatewayContext, PaymentGateway } from "./provider";

/** PayPal subscriptions (the fallback path): approval link, webhooks verified by PayPal's own API. */

function apiBase(sandbox: boolean): string {
  return sandbox ? "https://api-m.sandbox.paypal.com" : "https://api-m.paypal.com";
}

async function accessToken(context: GatewayContext): Promise<string> {
  const { env, network } = context;
  const credentials = Buffer.from(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`).toString("base64");
  const response = await network.fetch(`${apiBase(env.PAYPAL_SANDBOX)}/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${credentials}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  if (!response.ok) throw new Error(`PayPal token request failed with ${response.status}`);
  const token = (await response.json()) as { access_token?: string };
  if (!token.access_token) throw new Error("PayPal token answer without access_token");
  return token.access_token;
}

/**
 * POST /v1/notifications/verify-webhook-signature with the transmission headers, our webhook id and the
 * event, expecting SUCCESS (facts §11; never skipped, sandbox included).
 */
export async function verifyPaypalWebhook(
  context: GatewayContext,
  params: { headers: Record<string, string | undefined>; event: unknown },
): Promise<boolean> {
  const { env, network } = context;
  const header = (name: string) => params.headers[name.toLowerCase()];
  const required = [
    "paypal-transmission-id",
    "paypal-transmission-time",
    "paypal-transmission-sig",
    "paypal-cert-url",
    "paypal-auth-algo",
  ];
  if (required.some((name) => !header(name))) return false;
  const response = await network.fetch(`${apiBase(env.PAYPAL_SANDBOX)}/v1/notifications/verify-webhook-signature`, {
    method: "POST",
    headers: { authorization: `Bearer ${await accessToken(context)}`, "content-type": "application/json" },
    body: JSON.stringify({
      transmission_id: header("paypal-transmission-id"),
      transmission_time: header("paypal-transmission-time"),
      transmission_sig: header("paypal-transmission-sig"),
      cert_url: header("paypal-cert-url"),
      auth_algo: header("paypal-auth-algo"),
      webhook_id: env.PAYPAL_WEBHOOK_ID,
      webhook_event: params.event,
    }),
  });
  if (!response.ok) return false;
  const answer = (await response.json()) as { verification_status?: string };
  return answer.verification_status === "SUCCESS";
}

/**
 * A webhook event. PAYMENT.SALE.COMPLETED: `resource.id` is the sale id, `billing_agreement_id` the subscription id.
 * BILLING.SUBSCRIPTION.*: the resource is the subscription itself, so `resource.id` is the subscription id.
 */
export type PaypalEvent = {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    billing_agreement_id?: string;
    custom_id?: string;
    amount?: { total?: string; currency?: string };
  };
};

export function createPaypalGateway(context: GatewayContext): PaymentGateway {
  const { env, network } = context;
  return {
    name: "paypal",
    async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
      const paypalPlanId = env.PAYPAL_PLAN_IDS[input.plan.id];
      if (!paypalPlanId) throw new Error(`PAYPAL_PLAN_IDS has no PayPal plan for ${input.plan.id}`);
      const response = await network.fetch(`${apiBase(env.PAYPAL_SANDBOX)}/v1/billing/subscriptions`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${await accessToken(context)}`,
          "content-type": "application/json",
          "paypal-request-id": input.payment.id,
        },
        body: JSON.stringify({
          plan_id: paypalPlanId,
          custom_id: input.payment.id,
          subscriber: { email_address: input.buyer.email },
          application_context: {
            brand_name: "ContractClarity",
            return_url: input.urls.success,
            cancel_url: input.urls.cancel,
            user_action: "SUBSCRIBE_NOW",
          },
        }),
      });
      if (!response.ok) throw new Error(`PayPal subscription failed with ${response.status}`);
      const subscription = (await response.json()) as { id?: string; links?: { rel: string; href: string }[] };
      const approval = subscription.links?.find((link) => link.rel === "approve")?.href;
      if (!subscription.id || !approval) throw new Error("PayPal answer without subscription id or approval link");
      return { redirectUrl: approval, providerReference: subscription.id };
    },
    /** POST /v1/billing/subscriptions/{id}/cancel: PayPal answers 204 and charges no more. */
    async cancelRecurring(subscriptionId) {
      const response = await network.fetch(
        `${apiBase(env.PAYPAL_SANDBOX)}/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${await accessToken(context)}`, "content-type": "application/json" },
          body: JSON.stringify({ reason: "Cancelled by the subscriber in ContractClarity" }),
        },
      );
      if (!response.ok) throw new Error(`PayPal subscription cancel failed with ${response.status}`);
    },
    async refund(payment, reason) {
      // the sale id is recorded from the PAYMENT.SALE.COMPLETED webhook as the refund handle
      const saleId = payment.providerReference;
      if (!saleId) throw new Error("PayPal payment has no sale id");
      const response = await network.fetch(
        `${apiBase(env.PAYPAL_SANDBOX)}/v1/payments/sale/${encodeURIComponent(saleId)}/refund`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${await accessToken(context)}`,
            "content-type": "application/json",
            "paypal-request-id": `refund-${payment.id}`,
          },
          body: JSON.stringify({ description: reason.slice(0, 255) }),
        },
      );
      if (!response.ok) throw new Error(`PayPal refund failed with ${response.status}`);
      const refund = (await response.json().catch(() => ({}))) as { id?: string };
      return { reference: refund.id ?? saleId };
    },
  };
}
