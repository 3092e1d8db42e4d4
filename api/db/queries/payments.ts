import { and, asc, desc, eq, inArray, isNull, lt, ne } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { PaymentProvider } from "../../../common/api/billing";
import type { Database } from "../client";
import {
  nextInvoiceNumber,
  type PaymentEventRow,
  type PaymentRow,
  paymentEvents,
  payments,
  type RefundRow,
  refunds,
} from "../schema";

/** Values may use SQL (a completed payment takes `nextInvoiceNumber`). */
export async function insertPayment(db: Database, values: PgInsertValue<typeof payments>): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** A payment by id alone: for webhooks (the provider names it) — user-facing routes use findUserPayment. */
export async function findPayment(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

export async function findUserPayment(
  db: Database,
  params: { userId: string; paymentId: string },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, params.paymentId), eq(payments.userId, params.userId)))
    .limit(1);
  return row;
}

export async function findPaymentByReference(
  db: Database,
  params: { provider: PaymentProvider; reference: string },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, params.provider), eq(payments.providerReference, params.reference)))
    .limit(1);
  return row;
}

export async function updatePayment(
  db: Database,
  paymentId: string,
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | undefined> {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, paymentId)).returning();
  return row;
}

/** pending → completed with the next invoice number; undefined when it was not pending (a replay changes nothing). */
export async function markPaymentCompleted(
  db: Database,
  params: { paymentId: string; providerReference?: string; now: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      status: "completed",
      completedAt: params.now,
      invoiceNumber: nextInvoiceNumber,
      ...(params.providerReference ? { providerReference: params.providerReference } : {}),
    })
    .where(and(eq(payments.id, params.paymentId), eq(payments.status, "pending")))
    .returning();
  return row;
}

export async function markPaymentFailed(db: Database, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: "failed" })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning();
  return row;
}

/** Marks the restore token used; false when it was already used (single use, race-free). */
export async function consumeCheckoutToken(
  db: Database,
  params: { paymentId: string; tokenHash: string; now: Date },
): Promise<PaymentRow | undefined> {
  const rows = await db
    .update(payments)
    .set({ checkoutTokenUsedAt: params.now })
    .where(
      and(
        eq(payments.id, params.paymentId),
        eq(payments.checkoutTokenHash, params.tokenHash),
        isNull(payments.checkoutTokenUsedAt),
      ),
    )
    .returning();
  return rows[0];
}

export async function listUserPayments(
  db: Database,
  userId: string,
): Promise<{ payment: PaymentRow; refund: RefundRow | null }[]> {
  return db
    .select({ payment: payments, refund: refunds })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
}

/** Whether the user paid before this payment (completed or refunded): refunds are for first subscriptions only. */
export async function hasEarlierPaidPayment(db: Database, payment: PaymentRow): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, payment.userId),
        ne(payments.id, payment.id),
        inArray(payments.status, ["completed", "refunded"]),
        lt(payments.completedAt, payment.completedAt ?? payment.createdAt),
      ),
    )
    .orderBy(asc(payments.completedAt))
    .limit(1);
  return Boolean(row);
}

/** Stores a webhook / ITN as received. Undefined when (provider, event id) is already stored: a replay. */
export async function insertPaymentEvent(
  db: Database,
  values: typeof paymentEvents.$inferInsert,
): Promise<PaymentEventRow | undefined> {
  const [row] = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePaymentEvent(
  db: Database,
  eventId: string,
  values: Partial<typeof paymentEvents.$inferInsert>,
): Promise<void> {
  await db.update(paymentEvents).set(values).where(eq(paymentEvents.id, eventId));
}

export async function listPaymentEvents(db: Database, params: { paymentId: string }): Promise<PaymentEventRow[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, params.paymentId))
    .orderBy(asc(paymentEvents.receivedAt));
}
