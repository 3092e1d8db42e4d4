import { formatPrice } from "../../common/plans";
import { formatInvoiceNumber, vatIncluded } from "../billing/to-payment";
import { findPayment } from "../db/queries/payments";
import { findPlan } from "../db/queries/plans";
import { findUserById } from "../db/queries/users";
import type { PaymentRow } from "../db/schema";
import type { SendOutcome } from "./send-email";
import { type ProductEmailDeps, sendProductEmail } from "./send-product-email";

/**
 * The product's e-mails, one function per event. Each gathers the template's data and calls sendProductEmail;
 * none throws, so callers start them after their transaction committed and do not wait (`void send…(…)`).
 */

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Africa/Johannesburg",
});

export function sendWelcomeEmail(
  deps: ProductEmailDeps,
  params: { email: string; appUrl: string },
): Promise<SendOutcome> {
  return sendProductEmail(deps, "welcome", params.email, { appUrl: params.appUrl });
}

/** After a payment completed (first payment or renewal) and its plan was activated. */
export async function sendPaymentReceiptEmail(
  deps: ProductEmailDeps,
  params: { paymentId: string; appUrl: string },
): Promise<SendOutcome> {
  try {
    const payment = await findPayment(deps.db, params.paymentId);
    if (payment?.status !== "completed") return { sent: false, reason: "payment not completed" };
    const { user, planName } = await ownerAndPlan(deps, payment);
    if (!user) return { sent: false, reason: "user not found" };
    return await sendProductEmail(deps, "payment_receipt", user.email, {
      planName,
      amount: formatPrice(payment.amount),
      vat: formatPrice(vatIncluded(payment.amount)),
      invoiceNumber: formatInvoiceNumber(payment) ?? "",
      paidAt: payment.completedAt ? dayFormat.format(payment.completedAt) : "",
      invoiceUrl: `${params.appUrl}/api/payments/${payment.id}/invoice.pdf`,
      appUrl: params.appUrl,
    });
  } catch (error) {
    deps.logger.error({ err: error }, "payment receipt e-mail failed");
    return { sent: false, reason: "failed" };
  }
}

/** After an admin approved (and the provider refunded) or declined a refund request. */
export async function sendRefundDecisionEmail(
  deps: ProductEmailDeps,
  params: { paymentId: string; approved: boolean; reason: string; appUrl: string },
): Promise<SendOutcome> {
  try {
    const payment = await findPayment(deps.db, params.paymentId);
    if (!payment) return { sent: false, reason: "payment not found" };
    const { user, planName } = await ownerAndPlan(deps, payment);
    if (!user) return { sent: false, reason: "user not found" };
    const amount = formatPrice(payment.amount);
    return await sendProductEmail(deps, "refund", user.email, {
      planName,
      amount,
      decision: params.approved ? "approved" : "declined",
      reason: params.reason,
      nextSteps: params.approved
        ? `The ${amount} goes back through the payment provider you paid with; banks usually take 5 to 10 working days to show it. Your account is on the Free plan again.`
        : "Your plan stays as it is. If you have a question about this decision, reply to this e-mail.",
      appUrl: params.appUrl,
    });
  } catch (error) {
    deps.logger.error({ err: error }, "refund decision e-mail failed");
    return { sent: false, reason: "failed" };
  }
}

/** After someone asked for an attorney consultation. */
export function sendConsultationConfirmationEmail(
  deps: ProductEmailDeps,
  params: { to: string; name: string; topic: string; requestId: string; appUrl: string },
): Promise<SendOutcome> {
  return sendProductEmail(deps, "consultation_confirmation", params.to, {
    name: params.name,
    topic: params.topic,
    reference: consultationReference(params.requestId),
    appUrl: params.appUrl,
  });
}

/** "CR-1A2B3C4D": a short reference a person can read out on the phone. */
export function consultationReference(requestId: string): string {
  return `CR-${requestId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

async function ownerAndPlan(deps: ProductEmailDeps, payment: PaymentRow) {
  const [user, plan] = await Promise.all([findUserById(deps.db, payment.userId), findPlan(deps.db, payment.planId)]);
  return { user, planName: plan?.name ?? payment.planId };
}
