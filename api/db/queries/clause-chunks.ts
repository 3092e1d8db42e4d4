import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { clauseChunks, contracts } from "../schema";

export type NewClauseChunk = {
  clauseNumber: string | null;
  /** AES-256-GCM of `{ heading, text }`. */
  contentEncrypted: Buffer;
  /** Heading and text in plain, read once by Postgres into the stripped tsvector and not stored. */
  searchText: string;
  startOffset: number;
  endOffset: number;
  page: number;
  embedding: number[];
};

/** Replaces a contract's chunks (re-analysis, a new embedding model) in one transaction. */
export async function replaceClauseChunks(
  db: Database,
  params: { userId: string; contractId: string; embeddingModel: string; chunks: NewClauseChunk[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(clauseChunks)
      .where(and(eq(clauseChunks.contractId, params.contractId), eq(clauseChunks.userId, params.userId)));
    if (params.chunks.length === 0) return 0;
    const rows = params.chunks.map((chunk, position) => ({
      contractId: params.contractId,
      userId: params.userId,
      position,
      clauseNumber: chunk.clauseNumber,
      contentEncrypted: chunk.contentEncrypted,
      startOffset: chunk.startOffset,
      endOffset: chunk.endOffset,
      page: chunk.page,
      embedding: chunk.embedding,
      embeddingModel: params.embeddingModel,
      searchVector: sql`strip(to_tsvector('english', ${chunk.searchText}))`,
    }));
    // a few hundred rows per statement keeps the parameter count well under Postgres' 65,535
    for (let i = 0; i < rows.length; i += 500) await tx.insert(clauseChunks).values(rows.slice(i, i + 500));
    return rows.length;
  });
}

/** The embedding model a contract's chunks were made with, or null when it has none. */
export async function findClauseChunkModel(
  db: Database,
  params: { userId: string; contractId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ embeddingModel: clauseChunks.embeddingModel })
    .from(clauseChunks)
    .where(and(eq(clauseChunks.contractId, params.contractId), eq(clauseChunks.userId, params.userId)))
    .limit(1);
  return row?.embeddingModel ?? null;
}

/**
 * The retention policy for chunks: they quote the contract, so they go when its text goes.
 * Sweeps every contract whose files are deleted (idempotent; also catches chunks an analysis
 * wrote while the text was being deleted).
 */
export async function deleteClauseChunksOfDeletedFiles(db: Database): Promise<number> {
  const expired = db.select({ id: contracts.id }).from(contracts).where(isNotNull(contracts.filesDeletedAt));
  const deleted = await db
    .delete(clauseChunks)
    .where(inArray(clauseChunks.contractId, expired))
    .returning({ id: clauseChunks.id });
  return deleted.length;
}
