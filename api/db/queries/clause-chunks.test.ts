import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDING_DIMENSIONS } from "../../../agent/retrieval/local-embedding";
import { openTestDatabase } from "../../testing/test-database";
import type { DatabaseHandle } from "../client";
import { clauseChunks, users } from "../schema";
import { type NewClauseChunk, replaceClauseChunks } from "./clause-chunks";
import { insertContract } from "./contracts";
import { createUser } from "./users";

function chunksNamed(label: string, count: number): NewClauseChunk[] {
  return Array.from({ length: count }, (_, index) => ({
    clauseNumber: `${label}.${index + 1}`,
    contentEncrypted: Buffer.from(`${label} ${index}`),
    searchText: `${label} clause ${index} the tenant shall pay the rent`,
    startOffset: index * 100,
    endOffset: index * 100 + 99,
    page: 1 + Math.floor(index / 10),
    embedding: Array.from({ length: EMBEDDING_DIMENSIONS }, (_, d) => ((index + d) % 7) / 7),
  }));
}

describe("replacing a contract's search chunks", () => {
  let handle: DatabaseHandle;
  const ids = { userId: "", contractId: "" };

  const storedNumbers = async () =>
    (
      await handle.db
        .select({ clauseNumber: clauseChunks.clauseNumber, position: clauseChunks.position })
        .from(clauseChunks)
        .where(eq(clauseChunks.contractId, ids.contractId))
        .orderBy(clauseChunks.position)
    ).map((row) => row.clauseNumber);

  beforeAll(async () => {
    handle = await openTestDatabase();
    const user = await createUser(handle.db, { email: "chunks@example.co.za", passwordHash: null });
    ids.userId = user!.id;
    const contract = await insertContract(handle.db, {
      userId: user!.id,
      fileName: "lease.txt",
      format: "txt",
      byteSize: 10,
      pageCount: 1,
      pages: [],
      warnings: [],
      deleteFilesAfter: new Date(Date.now() + 86_400_000),
    });
    ids.contractId = contract.id;
  });
  afterAll(() => handle.close());

  it("leaves exactly the new chunks, in order, and answers other queries while it writes", async () => {
    await replaceClauseChunks(handle.db, { ...ids, embeddingModel: "local", chunks: chunksNamed("old", 30) });
    const finished: string[] = [];
    const replacing = replaceClauseChunks(handle.db, {
      ...ids,
      embeddingModel: "local",
      chunks: chunksNamed("new", 200),
    }).then((count) => {
      finished.push("replace");
      return count;
    });
    // a status poll arriving while the 200 rows are written is answered before the last of them
    await handle.db.select({ id: users.id }).from(users);
    finished.push("poll");
    expect(await replacing).toBe(200);
    expect(finished).toEqual(["poll", "replace"]);
    expect(await storedNumbers()).toEqual(chunksNamed("new", 200).map((chunk) => chunk.clauseNumber));
  });

  it("keeps the old chunks, and none of the new, when a write fails partway", async () => {
    await replaceClauseChunks(handle.db, { ...ids, embeddingModel: "local", chunks: chunksNamed("kept", 40) });
    const broken = chunksNamed("broken", 120);
    broken[100]!.embedding = [0.5, 0.5]; // the wrong dimensions: Postgres refuses the row
    const failed = await replaceClauseChunks(handle.db, { ...ids, embeddingModel: "local", chunks: broken }).catch(
      (error: Error) => error,
    );
    expect((failed as Error & { cause?: Error }).cause?.message).toMatch(/expected 384 dimensions, not 2/);
    expect(await storedNumbers()).toEqual(chunksNamed("kept", 40).map((chunk) => chunk.clauseNumber));
  });

  it("lets the later of two replacements started together win, without mixing them", async () => {
    const first = replaceClauseChunks(handle.db, { ...ids, embeddingModel: "local", chunks: chunksNamed("a", 90) });
    const second = replaceClauseChunks(handle.db, { ...ids, embeddingModel: "local", chunks: chunksNamed("b", 60) });
    await Promise.all([first, second]);
    expect(await storedNumbers()).toEqual(chunksNamed("b", 60).map((chunk) => chunk.clauseNumber));
  });

  it("empties the contract's chunks when the new set is empty", async () => {
    await replaceClauseChunks(handle.db, { ...ids, embeddingModel: "local", chunks: chunksNamed("gone", 5) });
    expect(await replaceClauseChunks(handle.db, { ...ids, embeddingModel: "local", chunks: [] })).toBe(0);
    expect(await storedNumbers()).toEqual([]);
  });
});
