import type { Payment, Refund } from "../../common/api/billing";
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

export function toPayment(payment: PaymentRow, refund: RefundRow | null, planName: string): Payment {
  return {
    id: payment.id,
    provider: payment.provider,
    planId: payment.planId,
    planName,
    amount: payment.amount,
    vatAmount: vatIncluded(payment.amount),
    currency: "ZAR",
    status: payment.status,
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
