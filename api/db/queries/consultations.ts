import { desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type ConsultationRequestRow, consultationRequests, contracts } from "../schema";

export type ConsultationWithContract = { request: ConsultationRequestRow; contractFileName: string | null };

export async function insertConsultationRequest(
  db: Database,
  values: typeof consultationRequests.$inferInsert,
): Promise<ConsultationRequestRow> {
  const [row] = await db.insert(consultationRequests).values(values).returning();
  return row!;
}

/** The user's own requests, newest first, with the attached contract's file name. */
export async function listUserConsultationRequests(
  db: Database,
  params: { userId: string },
): Promise<ConsultationWithContract[]> {
  return db
    .select({ request: consultationRequests, contractFileName: contracts.fileName })
    .from(consultationRequests)
    .leftJoin(contracts, eq(contracts.id, consultationRequests.contractId))
    .where(eq(consultationRequests.userId, params.userId))
    .orderBy(desc(consultationRequests.createdAt));
}

/** Every request, newest first (admins only). */
export async function listConsultationRequests(
  db: Database,
  params: { limit: number; offset: number },
): Promise<ConsultationWithContract[]> {
  return db
    .select({ request: consultationRequests, contractFileName: contracts.fileName })
    .from(consultationRequests)
    .leftJoin(contracts, eq(contracts.id, consultationRequests.contractId))
    .orderBy(desc(consultationRequests.createdAt))
    .limit(params.limit)
    .offset(params.offset);
}
