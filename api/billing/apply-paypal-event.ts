import type { Database } from "../db/client";
import { findPayment, findPaymentByReference } from "../db/queries/payments";
import { findSubscriptionByProviderId, stopProviderRenewal } from "../db/queries/subscriptions";
import type { PaypalEvent } from "../payments/paypal";
import { completePayment, recordRecurringPayment } from "./payments";

/** What a verified PayPal event did: the outcome stored with the event, and the user whose tier changed, if any. */
export type PaypalEventResult = { outcome: string; paymentId?: string; tierChangedFor?: string };

/** Events after which PayPal charges no more: renewal is off, the running period stays to its end. */
const endedEvents = new Set([
  "BILLING.SUBSCRIPTION.CANCELLED",
  "BILLING.SUBSCRIPTION.SUSPENDED",
  "BILLING.SUBSCRIPTION.EXPIRED",
]);

/**
 * Applies a PayPal webhook event the caller has verified and stored (a replayed event id never gets here).
 * PAYMENT.SALE.COMPLETED: the first sale completes the checkout's payment and keeps the subscription id on the
 * period; each later sale for that id records a new payment and the next month. A sale id already recorded
 * changes nothing. Cancelled, suspended or expired subscriptions turn renewal off.
 */
export async function applyPaypalEvent(
  db: Database,
  params: { event: PaypalEvent; now: Date },
): Promise<PaypalEventResult> {
  const { event, now } = params;
  if (event.event_type === "PAYMENT.SALE.COMPLETED") return recordSale(db, { event, now });
  if (event.event_type && endedEvents.has(event.event_type)) {
    const subscriptionId = event.resource?.id;
    if (!subscriptionId) return { outcome: `ignored: ${event.event_type} without a subscription id` };
    const stopped = await stopProviderRenewal(db, { provider: "paypal", providerSubscriptionId: subscriptionId, now });
    return { outcome: stopped.length > 0 ? "renewal off" : "ignored: no renewing period for this subscription" };
  }
  return { outcome: `ignored: event ${event.event_type}` };
}

async function recordSale(db: Database, params: { event: PaypalEvent; now: Date }): Promise<PaypalEventResult> {
  const { now } = params;
  const subscriptionId = params.event.resource?.billing_agreement_id;
  const saleId = params.event.resource?.id;
  if (!subscriptionId || !saleId) return { outcome: "ignored: sale without a subscription or sale id" };

  const recorded = await findPaymentByReference(db, { provider: "paypal", reference: saleId });
  if (recorded) return { outcome: "ignored: sale already recorded", paymentId: recorded.id };

  // until the first sale, the checkout's payment holds the subscription id; then the sale id (refunds go through it)
  const checkout = await findPaymentByReference(db, { provider: "paypal", reference: subscriptionId });
  if (checkout?.status === "pending") {
    const result = await completePayment(db, {
      paymentId: checkout.id,
      providerReference: saleId,
      providerSubscriptionId: subscriptionId,
      now,
    });
    return {
      outcome: result.changed ? "completed" : `ignored: payment already ${result.payment?.status}`,
      paymentId: checkout.id,
      tierChangedFor: result.changed ? checkout.userId : undefined,
    };
  }

  const period = await findSubscriptionByProviderId(db, { provider: "paypal", providerSubscriptionId: subscriptionId });
  const paid = period?.paymentId ? await findPayment(db, period.paymentId) : undefined;
  if (!period || !paid) return { outcome: "ignored: no matching payment" };
  const renewal = await recordRecurringPayment(db, {
    provider: "paypal",
    providerSubscriptionId: subscriptionId,
    userId: period.userId,
    providerReference: saleId,
    amount: paid.amount,
    now,
  });
  if (!renewal) return { outcome: "ignored: no period paid through this subscription", paymentId: paid.id };
  return {
    outcome: `renewed: payment ${renewal.payment.id}`,
    paymentId: renewal.payment.id,
    tierChangedFor: period.userId,
  };
}
