import { and, desc, eq, getTableColumns, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "../client";
import { analyses, type ContractRow, contracts } from "../schema";

/** A contract without its encrypted file and document: what lists and summaries show. */
export type ContractSummaryRow = Omit<ContractRow, "originalEncrypted" | "documentEncrypted">;
const { originalEncrypted: _file, documentEncrypted: _document, ...summaryColumns } = getTableColumns(contracts);
/**
 * The columns of a ContractSummaryRow. A list leaves the encrypted blobs in the database: they are
 * the whole upload and its extracted text (100 KB and more each), which made GET /api/contracts
 * copy megabytes out of the database per request for a user with 20 contracts.
 */
export const contractSummaryColumns = summaryColumns;

export async function insertContract(db: Database, values: typeof contracts.$inferInsert): Promise<ContractRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  return row!;
}

/** A contract as a list shows it: the summary without its per-page reading notes. */
export type ContractListRow = Omit<ContractSummaryRow, "pages">;
const { pages: _pages, ...listColumns } = summaryColumns;

export async function listContracts(db: Database, params: { userId: string }): Promise<ContractListRow[]> {
  return db
    .select(listColumns)
    .from(contracts)
    .where(eq(contracts.userId, params.userId))
    .orderBy(desc(contracts.createdAt));
}

export async function findContract(
  db: Database,
  params: { userId: string; contractId: string },
): Promise<ContractRow | undefined> {
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
      await tx
        .update(analyses)
        .set({ resultEncrypted: null })
        .where(
          inArray(
            analyses.contractId,
            updated.map((row) => row.id),
          ),
        );
    }
    return updated.length;
  });
}

/**
 * Writes the given columns of the user's contract (another user's id changes nothing). Nothing is
 * read back: a contract row carries its encrypted file and text (megabytes).
 */
export async function updateContract(
  db: Database,
  params: { userId: string; contractId: string },
  values: Partial<typeof contracts.$inferInsert>,
): Promise<void> {
  await db
    .update(contracts)
    .set(values)
    .where(and(eq(contracts.id, params.contractId), eq(contracts.userId, params.userId)));
}

/**
 * The analysis job writes what it read (pages, text, type; the file once read) into the contract it
 * was queued for, whoever owns it by then: a visitor may sign up and claim it while the job runs.
 */
export async function updateAnalysedContract(
  db: Database,
  contractId: string,
  values: Pick<
    Partial<typeof contracts.$inferInsert>,
    "pages" | "pageCount" | "warnings" | "documentEncrypted" | "originalEncrypted" | "contractType"
  >,
): Promise<void> {
  await db.update(contracts).set(values).where(eq(contracts.id, contractId));
}
