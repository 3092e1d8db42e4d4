import { z } from "zod";
import { type AdminRefund, REFUND_WINDOW_DAYS } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import type { Database } from "../db/client";
import { type AdminActor, recordAdminAction } from "../db/queries/admin-audit";
import { findUserPayment, hasEarlierPaidPayment, updatePayment } from "../db/queries/payments";
import { listPlans } from "../db/queries/plans";
import { findRefund, insertRefund, listRefunds, updateRefund } from "../db/queries/refunds";
import { findSubscriptionByPayment } from "../db/queries/subscriptions";
import type { RefundRow } from "../db/schema";
import { sendRefundDecisionEmail } from "../email/product-emails";
import type { ProductEmailDeps } from "../email/send-product-email";
import { gatewayOf } from "../payments/gateways";
import type { GatewayContext } from "../payments/provider";
import { refundEligibility } from "./refund-eligibility";
import { endSubscriptionOfPayment } from "./subscriptions";
import { toPayment, toRefund } from "./to-payment";

const DAY_MS = 24 * 60 * 60 * 1000;

/** POST /api/refunds: the owner asks; refused with the reason when the 7-day rule is not met. */
export async function requestRefund(
  db: Database,
  params: { userId: string; paymentId: string; reason: string; now: Date },
): Promise<RefundRow> {
  // a malformed id is as unknown as a missing one (and never reaches the uuid column)
  const payment = z.uuid().safeParse(params.paymentId).success
    ? await findUserPayment(db, { userId: params.userId, paymentId: params.paymentId })
    : undefined;
  if (!payment) throw new AppError("not_found", { message: "Payment not found." });
  const eligibility = await refundEligibility(db, { payment, now: params.now });
  if (!eligibility.eligible) throw new AppError("refund_not_allowed", { message: eligibility.reason });
  const refund = await insertRefund(db, {
    paymentId: payment.id,
    userId: params.userId,
    reason: params.reason,
    status: "requested",
    createdAt: params.now,
  });
  if (!refund)
    throw new AppError("refund_not_allowed", { message: "A refund has already been requested for this payment." });
  return refund;
}

/** Admin list: each request with its payment and whether it met the rule when it was made. */
export async function listRefundsForAdmin(db: Database): Promise<AdminRefund[]> {
  const names = new Map((await listPlans(db)).map((plan) => [plan.id, plan.name]));
  const rows = await listRefunds(db);
  const result: AdminRefund[] = [];
  for (const { refund, payment, user } of rows) {
    // judged when the request was made
    const windowEndsAt = payment.completedAt
      ? new Date(payment.completedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS)
      : null;
    const withinWindow = windowEndsAt !== null && refund.createdAt.getTime() <= windowEndsAt.getTime();
    const firstSubscription = !(await hasEarlierPaidPayment(db, payment));
    const eligible = withinWindow && firstSubscription;
    result.push({
      ...toRefund(refund),
      userEmail: user.email,
      // a payment with a refund request was completed: it cannot have expired
      payment: toPayment(payment, refund, names.get(payment.planId) ?? payment.planId, payment.createdAt),
      windowEndsAt: windowEndsAt?.toISOString() ?? null,
      eligible,
      ineligibleReason: eligible
        ? null
        : !firstSubscription
          ? "Not the user's first subscription."
          : "Requested after the 7-day window.",
    });
  }
  return result;
}

/**
 * An admin decides. Approve: the provider's recurring billing is stopped, the provider that took the
 * payment refunds it (the demo provider locally), the payment becomes refunded and the user goes back to Free. Decline: the reason is kept.
 */
export async function decideRefund(
  db: Database,
  gateways: GatewayContext,
  params: {
    refundId: string;
    approve: boolean;
    reason: string;
    /** The deciding admin; the decision is written to the audit log with the change. */
    admin: AdminActor;
    now: Date;
    /** When given, the user is e-mailed the decision once it is stored (never failing the decision). */
    notify?: { deps: ProductEmailDeps; appUrl: string };
  },
): Promise<{ refund: RefundRow; userId: string }> {
  const found = await findRefund(db, params.refundId);
  if (!found) throw new AppError("not_found", { message: "Refund request not found." });
  const { refund, payment } = found;
  if (refund.status !== "requested")
    throw new AppError("conflict", { message: `This refund request was already ${refund.status}.` });
  const decision = { decisionReason: params.reason, decidedBy: params.admin.id, decidedAt: params.now };
  const audit = (tx: Database, after: RefundRow) =>
    recordAdminAction(tx, {
      admin: params.admin,
      action: params.approve ? "refund.approved" : "refund.declined",
      targetType: "refund",
      targetId: refund.id,
      before: auditedRefund(refund, payment.status),
      after: auditedRefund(after, params.approve ? "refunded" : payment.status),
      now: params.now,
    });
  if (!params.approve) {
    const declined = await db.transaction(async (tx) => {
      const row = await updateRefund(tx, {
        refundId: refund.id,
        from: "requested",
        values: { status: "declined", ...decision },
      });
      if (row) await audit(tx, row);
      return row;
    });
    if (!declined) throw new AppError("conflict", { message: "This refund request was decided meanwhile." });
    if (params.notify)
      void sendRefundDecisionEmail(params.notify.deps, {
        paymentId: payment.id,
        approved: false,
        reason: params.reason,
        appUrl: params.notify.appUrl,
      });
    return { refund: declined, userId: payment.userId };
  }
  if (payment.status !== "completed")
    throw new AppError("conflict", {
      message: `The payment is ${payment.status}; only a completed payment can be refunded.`,
    });
  const approved = await updateRefund(db, {
    refundId: refund.id,
    from: "requested",
    values: { status: "approved", ...decision },
  });
  if (!approved) throw new AppError("conflict", { message: "This refund request was decided meanwhile." });
  let providerRefund: { reference: string };
  const gateway = gatewayOf(payment.provider, gateways);
  try {
    // a refunded subscription must not be charged again: stop the provider's own billing first
    const subscription = await findSubscriptionByPayment(db, payment.id);
    if (subscription?.providerSubscriptionId && gateway.cancelRecurring && !subscription.cancelAtPeriodEnd) {
      await gateway.cancelRecurring(subscription.providerSubscriptionId);
    }
    providerRefund = await gateway.refund(payment, refund.reason);
  } catch (error) {
    // nothing moved: the request waits for another decision
    await updateRefund(db, {
      refundId: refund.id,
      from: "approved",
      values: { status: "requested", decisionReason: null, decidedBy: null, decidedAt: null },
    });
    throw new AppError("payment_provider_failed", {
      cause: error,
      message: "The payment provider did not accept the refund. Nothing was changed; please try again.",
    });
  }
  const processed = await db.transaction(async (tx) => {
    await updatePayment(tx, payment.id, { status: "refunded" });
    await endSubscriptionOfPayment(tx, { payment, now: params.now });
    const row = await updateRefund(tx, {
      refundId: refund.id,
      from: "approved",
      values: { status: "processed", providerReference: providerRefund.reference, processedAt: params.now },
    });
    if (row) await audit(tx, row);
    return row;
  });
  if (params.notify)
    void sendRefundDecisionEmail(params.notify.deps, {
      paymentId: payment.id,
      approved: true,
      reason: params.reason,
      appUrl: params.notify.appUrl,
    });
  return { refund: processed!, userId: payment.userId };
}

/** What the audit log keeps of a refund request: its state and the payment's. */
function auditedRefund(refund: RefundRow, paymentStatus: string) {
  return {
    status: refund.status,
    paymentId: refund.paymentId,
    paymentStatus,
    decisionReason: refund.decisionReason,
    providerReference: refund.providerReference,
  };
}
