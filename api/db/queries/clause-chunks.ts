import { randomUUID } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
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

/**
 * Rows per insert. A row costs Postgres (PGlite, on the server's own thread) about 1 ms to store: its
 * vector parsed, its text turned into lexemes and added to the GIN index. 500 rows per statement
 * held every other request for 0.3-0.5 s at a time (1.1 s for a 250-page contract); 25 rows hold
 * it for about 20 ms, and the server answers requests between them.
 */
const ROWS_PER_INSERT = 25;

/** Replacements of one contract's chunks in this process, so two never interleave (see replaceClauseChunks). */
const replacing = new Map<string, Promise<unknown>>();

/**
 * Replaces a contract's chunks (analysis, re-analysis, a new embedding model). The new chunks are
 * written in small inserts outside a transaction: one transaction would keep every other query
 * waiting on PGlite's single connection until the last row is in (status polls waited up to a
 * second). Until the last insert, a search may see the old and new chunks side by side; then the
 * old ones are deleted in one statement. A failed write deletes what it wrote and leaves the old
 * chunks as they were. Replacements of one contract are serialised within the process; across
 * processes sharing a Postgres, the later one to finish keeps its chunks.
 */
export async function replaceClauseChunks(
  db: Database,
  params: { userId: string; contractId: string; embeddingModel: string; chunks: NewClauseChunk[] },
): Promise<number> {
  const previous = replacing.get(params.contractId) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(() => writeClauseChunks(db, params));
  replacing.set(params.contractId, current);
  try {
    return await current;
  } finally {
    if (replacing.get(params.contractId) === current) replacing.delete(params.contractId);
  }
}

async function writeClauseChunks(
  db: Database,
  params: { userId: string; contractId: string; embeddingModel: string; chunks: NewClauseChunk[] },
): Promise<number> {
  const ofContract = and(eq(clauseChunks.contractId, params.contractId), eq(clauseChunks.userId, params.userId));
  const rows = params.chunks.map((chunk, position) => ({
    id: randomUUID(),
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
  const written: string[] = [];
  try {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const batch = rows.slice(i, i + ROWS_PER_INSERT);
      await db.insert(clauseChunks).values(batch);
      written.push(...batch.map((row) => row.id));
      await setImmediate(); // requests that arrived during the insert are answered before the next one
    }
  } catch (error) {
    if (written.length > 0) {
      await db
        .delete(clauseChunks)
        .where(inArray(clauseChunks.id, written))
        .catch(() => undefined); // the write's own error is the one to report
    }
    throw error;
  }
  await db
    .delete(clauseChunks)
    .where(written.length > 0 ? and(ofContract, notInArray(clauseChunks.id, written)) : ofContract);
  return written.length;
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
