import type { PaymentProvider } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import type { PlanId } from "../../common/plans";
import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import {
  findPayment,
  insertPayment,
  markPaymentCompleted,
  markPaymentFailed,
  updatePayment,
} from "../db/queries/payments";
import { findPlan } from "../db/queries/plans";
import { findSubscriptionByProviderId } from "../db/queries/subscriptions";
import { nextInvoiceNumber, type PaymentRow, type SubscriptionRow } from "../db/schema";
import type { CheckoutResult, PaymentGateway } from "../payments/provider";
import { hashRestoreToken, issueRestoreToken } from "./restore-token";
import { activateFromPayment } from "./subscriptions";

export type StartedCheckout = { payment: PaymentRow; checkout: CheckoutResult; returnUrl: string };

/** The page the browser comes back to (SPEC §4 payment status), with the restore token. */
export function paymentReturnPath(params: { payment: PaymentRow; restoreToken: string }): string {
  const query = new URLSearchParams({
    planId: params.payment.planId,
    userId: params.payment.userId,
    restore: params.restoreToken,
  });
  return `/payment-status/${params.payment.id}?${query}`;
}

/**
 * Records a pending payment for the plan and opens the provider's checkout. The amount must be the plan's
 * price (from the plans table); the Free plan cannot be bought.
 */
export async function startCheckout(
  deps: Pick<AppDeps, "db" | "clock" | "dataKey">,
  params: {
    user: { id: string; email: string };
    planId: PlanId;
    amount?: number;
    gateway: PaymentGateway;
    origin: string;
    notifyPath: string;
  },
): Promise<StartedCheckout> {
  const { db, clock, dataKey } = deps;
  const plan = await findPlan(db, params.planId);
  if (!plan) throw new AppError("not_found", { message: "That plan does not exist." });
  if (plan.price <= 0) throw new AppError("plan_not_purchasable");
  if (params.amount !== undefined && params.amount !== plan.price) {
    throw new AppError("amount_mismatch", {
      message: `The amount ${params.amount} does not match the ${plan.name} plan's price of ${plan.price} cents.`,
      details: { expected: plan.price, received: params.amount },
    });
  }
  const now = clock.now();
  const payment = await insertPayment(db, {
    userId: params.user.id,
    planId: plan.id,
    provider: params.gateway.name,
    amount: plan.price,
    currency: "ZAR",
    status: "pending",
    createdAt: now,
  });
  const restoreToken = issueRestoreToken({ userId: params.user.id, paymentId: payment.id, now, dataKey });
  const returnPath = paymentReturnPath({ payment, restoreToken });
  const absolute = (path: string) => new URL(path, params.origin).toString();
  let checkout: CheckoutResult;
  try {
    checkout = await params.gateway.createCheckout({
      payment,
      plan,
      buyer: { email: params.user.email },
      urls: {
        success: absolute(returnPath),
        cancel: absolute(`/pricing?payment=cancelled&paymentId=${payment.id}`),
        failure: absolute(`${returnPath}&status=failed`),
        notify: absolute(params.notifyPath),
      },
    });
  } catch (error) {
    await markPaymentFailed(db, payment.id);
    throw new AppError("payment_provider_failed", { cause: error });
  }
  const stored = await updatePayment(db, payment.id, {
    providerReference: checkout.providerReference,
    checkoutTokenHash: hashRestoreToken(restoreToken),
  });
  return { payment: stored ?? payment, checkout, returnUrl: returnPath };
}

/**
 * A verified confirmation arrived: pending → completed (with its invoice number) and the plan it bought is
 * activated. A payment that is no longer pending is left alone (replays change nothing).
 */
export async function completePayment(
  db: Database,
  params: { paymentId: string; providerReference?: string; providerSubscriptionId?: string; now: Date },
): Promise<{ payment: PaymentRow | undefined; changed: boolean }> {
  return db.transaction(async (tx) => {
    const completed = await markPaymentCompleted(tx, params);
    if (!completed) return { payment: await findPayment(tx, params.paymentId), changed: false };
    await activateFromPayment(tx, {
      payment: completed,
      now: params.now,
      providerSubscriptionId: params.providerSubscriptionId,
    });
    return { payment: completed, changed: true };
  });
}

/**
 * A provider subscription charged again (a later PayFast ITN for the same token, a PayPal sale for the same
 * subscription id; already verified by the caller): a new completed payment with its own invoice number, and the next period after the running one.
 * Undefined when no period was paid through that token for this user. Replays are the caller's concern
 * (payment_events is unique on the provider's event / payment id).
 */
export async function recordRecurringPayment(
  db: Database,
  params: {
    provider: PaymentProvider;
    providerSubscriptionId: string;
    userId: string;
    providerReference: string;
    amount: number;
    now: Date;
  },
): Promise<{ payment: PaymentRow; subscription: SubscriptionRow } | undefined> {
  return db.transaction(async (tx) => {
    const previous = await findSubscriptionByProviderId(tx, params);
    if (!previous || previous.userId !== params.userId) return undefined;
    const payment = await insertPayment(tx, {
      userId: params.userId,
      planId: previous.planId,
      provider: params.provider,
      providerReference: params.providerReference,
      amount: params.amount,
      currency: "ZAR",
      status: "completed",
      createdAt: params.now,
      completedAt: params.now,
      invoiceNumber: nextInvoiceNumber,
    });
    const { subscription } = await activateFromPayment(tx, {
      payment,
      now: params.now,
      providerSubscriptionId: params.providerSubscriptionId,
    });
    return { payment, subscription };
  });
}

export async function failPayment(db: Database, paymentId: string): Promise<boolean> {
  return Boolean(await markPaymentFailed(db, paymentId));
}

export function providerLabel(provider: PaymentProvider): string {
  return { yoco: "Yoco", payfast: "PayFast", paypal: "PayPal", demo: "Demo" }[provider];
}
