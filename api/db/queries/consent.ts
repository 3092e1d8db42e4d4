import { and, desc, eq } from "drizzle-orm";
import type { ConsentKind } from "../../../common/api/consent";
import type { Database } from "../client";
import { type ConsentRecordRow, consentRecords } from "../schema";

export async function insertConsentRecord(
  db: Database,
  values: typeof consentRecords.$inferInsert,
): Promise<ConsentRecordRow> {
  const [row] = await db.insert(consentRecords).values(values).returning();
  return row!;
}

/** The user's latest record of one kind. */
export async function findLatestConsent(
  db: Database,
  params: { userId: string; kind: ConsentKind },
): Promise<ConsentRecordRow | undefined> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, params.userId), eq(consentRecords.kind, params.kind)))
    .orderBy(desc(consentRecords.acceptedAt), desc(consentRecords.recordedAt))
    .limit(1);
  return row;
}

/** The user's latest record of every kind they have given. */
export async function listLatestConsents(db: Database, params: { userId: string }): Promise<ConsentRecordRow[]> {
  return db
    .selectDistinctOn([consentRecords.kind])
    .from(consentRecords)
    .where(eq(consentRecords.userId, params.userId))
    .orderBy(consentRecords.kind, desc(consentRecords.acceptedAt), desc(consentRecords.recordedAt));
}
