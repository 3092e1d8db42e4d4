import { REFUND_WINDOW_DAYS } from "../../common/api/billing";
import type { Database } from "../db/client";
import { hasEarlierPaidPayment } from "../db/queries/payments";
import { findRefundOfPayment, listCompletedPayments } from "../db/queries/refunds";
import type { PaymentRow } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export type RefundEligibility =
  | { eligible: true; windowEndsAt: Date }
  | { eligible: false; reason: string; windowEndsAt: Date | null };

/** The 7-day rule (SPEC §9): a completed payment for a first subscription, within 7 days of payment, once. */
export async function refundEligibility(
  db: Database,
  params: { payment: PaymentRow; now: Date },
): Promise<RefundEligibility> {
  const { payment, now } = params;
  const windowEndsAt = payment.completedAt
    ? new Date(payment.completedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS)
    : null;
  if (payment.status !== "completed" || !windowEndsAt) {
    return { eligible: false, windowEndsAt, reason: "Only a completed payment can be refunded." };
  }
  if (await findRefundOfPayment(db, payment.id)) {
    return { eligible: false, windowEndsAt, reason: "A refund has already been requested for this payment." };
  }
  if (await hasEarlierPaidPayment(db, payment)) {
    return {
      eligible: false,
      windowEndsAt,
      reason: "Refunds are for a first subscription only, and you have paid for a subscription before.",
    };
  }
  if (now.getTime() > windowEndsAt.getTime()) {
    return {
      eligible: false,
      windowEndsAt,
      reason: `Refunds are possible within ${REFUND_WINDOW_DAYS} days of payment; this window ended on ${windowEndsAt.toISOString().slice(0, 10)}.`,
    };
  }
  return { eligible: true, windowEndsAt };
}

/** The user's payment that may still be refunded, if any (shown on the subscription screen). */
export async function findRefundablePayment(
  db: Database,
  params: { userId: string; now: Date },
): Promise<PaymentRow | undefined> {
  for (const payment of await listCompletedPayments(db, params.userId)) {
    if ((await refundEligibility(db, { payment, now: params.now })).eligible) return payment;
  }
  return undefined;
}
