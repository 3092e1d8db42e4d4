import { and, desc, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../client";
import { contracts, type ContractRow } from "../schema";

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

/** The retention policy: drop the uploaded file and extracted text of every contract past its date. */
export async function deleteExpiredContractFiles(db: Database, now: Date): Promise<number> {
  const updated = await db
    .update(contracts)
    .set({ originalEncrypted: null, documentEncrypted: null, filesDeletedAt: now })
    .where(and(lte(contracts.deleteFilesAfter, now), isNull(contracts.filesDeletedAt)))
    .returning({ id: contracts.id });
  return updated.length;
}
