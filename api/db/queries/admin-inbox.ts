import { count, desc, eq } from "drizzle-orm";
import type { ConsultationStatus } from "../../../common/api/account";
import type { Database } from "../client";
import { type ConsultationRequestRow, consultationRequests, type FeedbackRow, feedback, users } from "../schema";

/** The feedback inbox: newest first, with the sender's account e-mail when they were signed in, and the total. */
export async function listFeedbackWithSender(
  db: Database,
  params: { limit: number; offset: number },
): Promise<{ rows: { feedback: FeedbackRow; userEmail: string | null }[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ feedback, userEmail: users.email })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(feedback),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function lockConsultationRequest(
  db: Database,
  requestId: string,
): Promise<ConsultationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.id, requestId))
    .for("update")
    .limit(1);
  return row;
}

export async function updateConsultationStatus(
  db: Database,
  params: { requestId: string; status: ConsultationStatus; now: Date },
): Promise<ConsultationRequestRow | undefined> {
  const [row] = await db
    .update(consultationRequests)
    .set({ status: params.status, updatedAt: params.now })
    .where(eq(consultationRequests.id, params.requestId))
    .returning();
  return row;
}
