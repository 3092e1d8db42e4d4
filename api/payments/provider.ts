import type { PaymentProvider } from "../../common/api/billing";
import type { Network } from "../context";
import type { PaymentRow, PlanRow } from "../db/schema";
import type { Env } from "../env";

/** Where the provider sends the browser back, and where it posts its notification. */
export type CheckoutUrls = { success: string; cancel: string; failure: string; notify: string };

export type CheckoutInput = {
  payment: PaymentRow;
  plan: PlanRow;
  buyer: { email: string };
  urls: CheckoutUrls;
};

export type CheckoutResult = {
  /** Where the browser goes to pay. */
  redirectUrl: string;
  /** The provider's id for this checkout (Yoco checkout id, PayPal subscription id); PayFast's comes with the ITN. */
  providerReference: string | null;
  /** PayFast: the form the browser posts to `redirectUrl`. */
  form?: [string, string][];
};

/** One payment provider. Confirmations arrive by webhook / ITN and are verified in the provider's own routes. */
export type PaymentGateway = {
  name: PaymentProvider;
  createCheckout: (input: CheckoutInput) => Promise<CheckoutResult>;
  /** Refunds the whole payment through the provider that took it; returns the provider's refund reference. */
  refund: (payment: PaymentRow, reason: string) => Promise<{ reference: string }>;
  /** Stops the provider's own recurring billing (PayFast token, PayPal subscription id); absent where nothing recurs at the provider. */
  cancelRecurring?: (providerSubscriptionId: string) => Promise<void>;
};

export type GatewayContext = { env: Env; network: Network };

export function isYocoConfigured(env: Env): boolean {
  return Boolean(env.YOCO_SECRET_KEY && env.YOCO_WEBHOOK_SECRET);
}

export function isPayfastConfigured(env: Env): boolean {
  return Boolean(env.PAYFAST_MERCHANT_ID && env.PAYFAST_MERCHANT_KEY);
}

export function isPaypalConfigured(env: Env): boolean {
  return Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID);
}

/** The demo provider runs only when no real provider has credentials: then it takes every checkout, offline. */
export function isDemoActive(env: Env): boolean {
  return !isYocoConfigured(env) && !isPayfastConfigured(env) && !isPaypalConfigured(env);
}
