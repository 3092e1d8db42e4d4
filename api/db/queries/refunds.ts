import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type PaymentRow, payments, type RefundRow, refunds, type UserRow, users } from "../schema";

export async function findRefundOfPayment(db: Database, paymentId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).limit(1);
  return row;
}

/** Undefined when the payment already has a refund request (one per payment). */
export async function insertRefund(db: Database, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.paymentId }).returning();
  return row;
}

export async function findRefund(
  db: Database,
  refundId: string,
): Promise<{ refund: RefundRow; payment: PaymentRow } | undefined> {
  const [row] = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  return row;
}

/** Admin: every refund request, newest first, with its payment and requester. */
export async function listRefunds(db: Database): Promise<{ refund: RefundRow; payment: PaymentRow; user: UserRow }[]> {
  return db
    .select({ refund: refunds, payment: payments, user: users })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .orderBy(desc(refunds.createdAt));
}

/** Moves a refund on only from the state the caller saw (two admins cannot both decide). */
export async function updateRefund(
  db: Database,
  params: { refundId: string; from: RefundRow["status"]; values: Partial<typeof refunds.$inferInsert> },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set(params.values)
    .where(and(eq(refunds.id, params.refundId), eq(refunds.status, params.from)))
    .returning();
  return row;
}

export async function listCompletedPayments(db: Database, userId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "completed")))
    .orderBy(desc(payments.completedAt));
}
