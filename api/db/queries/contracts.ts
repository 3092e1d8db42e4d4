import { and, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "../client";
import { analyses, contracts, type ContractRow } from "../schema";

export async function insertContract(db: Database, values: typeof contracts.$inferInsert): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  return row!;
}

export async function listContracts(db: Database, params: { userId: string }): Promise<ContractRow[]> {
  return db.select().from(contracts).where(eq(contracts.userId, params.userId)).orderBy(desc(contracts.createdAt));
}

export async function findContract(db: Database, params: { userId: string; contractId: string }): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, params.contractId), eq(contracts.userId, params.userId)))
    .limit(1);
  return row;
}

export async function deleteContract(db: Database, params: { userId: string; contractId: string }): Promise<boolean> {
  const deleted = await db
    .delete(contracts)
    .where(and(eq(contracts.id, params.contractId), eq(contracts.userId, params.userId)))
    .returning({ id: contracts.id });
  return deleted.length > 0;
}

/**
 * The retention policy: drop the uploaded file and extracted text of every contract past its date,
 * and the results of its analyses (they quote the text). Risk scores and types stay for history.
 */
export async function deleteExpiredContractFiles(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(contracts)
      .set({ originalEncrypted: null, documentEncrypted: null, filesDeletedAt: now })
      .where(and(lte(contracts.deleteFilesAfter, now), isNull(contracts.filesDeletedAt)))
      .returning({ id: contracts.id });
    if (updated.length > 0) {
      await tx.update(analyses).set({ resultEncrypted: null }).where(inArray(analyses.contractId, updated.map((row) => row.id)));
    }
    return updated.length;
  });
}

export async function updateContract(db: Database, contractId: string, values: Partial<typeof contracts.$inferInsert>): Promise<ContractRow | undefined> {
  const [row] = await db.update(contracts).set(values).where(eq(contracts.id, contractId)).returning();
  return row;
}
