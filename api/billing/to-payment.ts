import {
  CHECKOUT_EXPIRES_AFTER_HOURS,
  type Payment,
  type PaymentShownStatus,
  type Refund,
} from "../../common/api/billing";
import type { PaymentRow, RefundRow } from "../db/schema";

/** VAT contained in a VAT-inclusive amount (15 %): round(amount × 15/115). */
export function vatIncluded(amountCents: number): number {
  return Math.round((amountCents * 15) / 115);
}

/** "INV-2026-000042": the year the payment completed and its number from the invoice sequence. */
export function formatInvoiceNumber(payment: Pick<PaymentRow, "invoiceNumber" | "completedAt">): string | null {
  if (payment.invoiceNumber === null || !payment.completedAt) return null;
  return `INV-${payment.completedAt.getUTCFullYear()}-${String(payment.invoiceNumber).padStart(6, "0")}`;
}

export function toRefund(refund: RefundRow): Refund {
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    status: refund.status,
    reason: refund.reason,
    decisionReason: refund.decisionReason,
    createdAt: refund.createdAt.toISOString(),
    decidedAt: refund.decidedAt?.toISOString() ?? null,
  };
}

/** The stored status, or "expired" for a checkout left unpaid longer than CHECKOUT_EXPIRES_AFTER_HOURS. */
export function shownPaymentStatus(payment: Pick<PaymentRow, "status" | "createdAt">, now: Date): PaymentShownStatus {
  const abandoned = now.getTime() - payment.createdAt.getTime() > CHECKOUT_EXPIRES_AFTER_HOURS * 60 * 60 * 1000;
  return payment.status === "pending" && abandoned ? "expired" : payment.status;
}

/** A payment as the screens show it; `now` (the request's clock) decides whether an unpaid checkout has expired. */
export function toPayment(payment: PaymentRow, refund: RefundRow | null, planName: string, now: Date): Payment {
  return {
    id: payment.id,
    provider: payment.provider,
    planId: payment.planId,
    planName,
    amount: payment.amount,
    vatAmount: vatIncluded(payment.amount),
    currency: "ZAR",
    status: shownPaymentStatus(payment, now),
    createdAt: payment.createdAt.toISOString(),
    completedAt: payment.completedAt?.toISOString() ?? null,
    invoiceNumber: formatInvoiceNumber(payment),
    refund: refund
      ? {
          id: refund.id,
          status: refund.status,
          reason: refund.reason,
          decisionReason: refund.decisionReason,
          createdAt: refund.createdAt.toISOString(),
        }
      : null,
  };
}
