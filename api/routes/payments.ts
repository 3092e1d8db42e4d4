import { type Context, Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../common/errors";
import { renderInvoicePdf } from "../billing/invoice-pdf";
import { formatInvoiceNumber, toPayment } from "../billing/to-payment";
import type { AppEnv, SignedInEnv } from "../context";
import type { Database } from "../db/client";
import { findUserPayment, listUserPayments } from "../db/queries/payments";
import { listPlans } from "../db/queries/plans";
import { findRefundOfPayment } from "../db/queries/refunds";
import { findSellerDetails } from "../db/queries/seller-details";
import { requireUser } from "../middleware/session";
import { limitExports } from "../middleware/work-limits";

async function planNames(db: Database): Promise<Map<string, string>> {
  return new Map((await listPlans(db)).map((plan) => [plan.id, plan.name]));
}

async function ownPayment(c: Context<SignedInEnv>) {
  const paymentId = z.uuid().safeParse(c.req.param("id"));
  const payment = paymentId.success
    ? await findUserPayment(c.var.deps.db, { userId: c.var.user.id, paymentId: paymentId.data })
    : undefined;
  if (!payment) throw new AppError("not_found", { message: "Payment not found." });
  return payment;
}

/** The signed-in user's payments and their tax invoices (amounts in cents, VAT included). */
export const paymentRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", async (c) => {
    const { db } = c.var.deps;
    const names = await planNames(db);
    const rows = await listUserPayments(db, c.var.user.id);
    return c.json(
      rows.map(({ payment, refund }) =>
        toPayment(payment, refund, names.get(payment.planId) ?? payment.planId, c.var.deps.clock.now()),
      ),
    );
  })

  .get("/:id", async (c) => {
    const { db } = c.var.deps;
    const payment = await ownPayment(c);
    const names = await planNames(db);
    return c.json(
      toPayment(
        payment,
        (await findRefundOfPayment(db, payment.id)) ?? null,
        names.get(payment.planId) ?? payment.planId,
        c.var.deps.clock.now(),
      ),
    );
  })

  .get("/:id/invoice.pdf", limitExports, async (c) => {
    const payment = await ownPayment(c);
    const invoiceNumber = formatInvoiceNumber(payment);
    if (!invoiceNumber)
      throw new AppError("not_found", { message: "This payment has no invoice: it has not been completed." });
    const names = await planNames(c.var.deps.db);
    const pdf = await renderInvoicePdf({
      payment,
      buyerEmail: c.var.user.email,
      planName: names.get(payment.planId) ?? payment.planId,
      seller: await findSellerDetails(c.var.deps.db),
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceNumber}.pdf"`,
      "Cache-Control": "no-store",
    });
  });
