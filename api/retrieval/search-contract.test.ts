import { MockEmbeddingModelV3 } from "ai/test";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embedLocal, localEmbeddingModel } from "../../agent/retrieval/local-embedding";
import { uploadResponseSchema } from "../../common/api/analyses";
import { clauseHitSchema, searchContractOutputSchema } from "../../common/chat";
import { deleteClauseChunksOfDeletedFiles } from "../db/queries/clause-chunks";
import { deleteExpiredContractFiles } from "../db/queries/contracts";
import { searchClauses } from "../db/queries/search-clauses";
import { clauseChunks, contracts, users } from "../db/schema";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";
import { createContractSearch } from "./search-contract";

const password = "correct horse 42";

describe("clause retrieval over uploaded contracts", () => {
  let testApp: TestApp;
  let search: ReturnType<typeof createContractSearch>;
  const owner = {
    id: "",
    contractId: "",
    analysisId: "",
    browser: null as unknown as ReturnType<typeof createBrowser>,
  };
  const other = { id: "", contractId: "" };

  async function signUpAndUpload(email: string, name: string) {
    const browser = createBrowser(testApp.app);
    await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
    const response = await upload(browser, fixture(name), name);
    expect(response.status).toBe(202);
    const { contract, analysis } = uploadResponseSchema.parse(await response.json());
    expect((await waitForAnalysis(browser, analysis.id)).at(-1)!.status).toBe("completed");
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
    return { browser, userId: user!.id, contractId: contract.id, analysisId: analysis.id };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ workers: 1 });
    search = createContractSearch({ db: testApp.db, dataKey: testApp.deps.dataKey, logger: testApp.deps.logger });
    const first = await signUpAndUpload("tenant@example.co.za", "residential-lease-wc.txt");
    Object.assign(owner, {
      id: first.userId,
      contractId: first.contractId,
      analysisId: first.analysisId,
      browser: first.browser,
    });
    const second = await signUpAndUpload("other-tenant@example.co.za", "residential-lease-wc.txt");
    Object.assign(other, { id: second.userId, contractId: second.contractId });
  }, 120_000);
  afterAll(() => testApp.close());

  const chunksOf = (contractId: string) =>
    testApp.db.select().from(clauseChunks).where(eq(clauseChunks.contractId, contractId));

  it("stores the clauses as chunks with the model that embedded them, text encrypted", async () => {
    const rows = await chunksOf(owner.contractId);
    expect(rows.length).toBeGreaterThan(40);
    expect(new Set(rows.map((row) => row.embeddingModel))).toEqual(new Set([localEmbeddingModel.id]));
    expect(rows.every((row) => row.userId === owner.id && row.embedding.length === 384)).toBe(true);
    expect(rows.map((row) => row.clauseNumber)).toEqual(expect.arrayContaining(["5.1", "5.2", "13.1", "1.3(b)"]));
    expect(rows.some((row) => row.contentEncrypted.includes("Deposit"))).toBe(false);
  });

  it("finds the deposit-interest clause first, with its citation and offsets", async () => {
    const result = searchContractOutputSchema.parse(
      await search({ userId: owner.id, contractId: owner.contractId, query: "deposit interest" }),
    );
    if ("error" in result) throw new Error(result.error);
    expect(result).toMatchObject({ contractId: owner.contractId, fileName: "residential-lease-wc.txt" });
    expect(result.hits.length).toBe(5);
    const [first] = result.hits;
    expect(first).toMatchObject({ clauseNumber: "5.2", heading: "DEPOSIT", page: 1 });
    expect(first!.text).toMatch(/^5\.2 The Landlord shall hold the Deposit.*No interest shall accrue/s);
    const source = fixture("residential-lease-wc.txt");
    expect(Buffer.from(source).toString("utf8").slice(first!.start, first!.end)).toBe(first!.text);
    for (const hit of result.hits) clauseHitSchema.parse(hit);
    // scores are RRF scores, best first
    expect(result.hits.map((hit) => hit.score)).toEqual([...result.hits.map((hit) => hit.score)].sort((a, b) => b - a));
  });

  it("never returns another user's clauses", async () => {
    expect(await search({ userId: owner.id, contractId: other.contractId, query: "deposit" })).toEqual({
      error: "That contract is not among your uploaded contracts.",
      detail: expect.stringContaining(other.contractId),
    });
    expect(await search({ userId: owner.id, contractId: "contract-123", query: "deposit" })).toMatchObject({
      error: "That contract is not among your uploaded contracts.",
    });
    const [queryEmbedding] = embedLocal(["deposit interest"]);
    const params = {
      query: "deposit interest",
      queryEmbedding: queryEmbedding!,
      modelId: localEmbeddingModel.id,
      limit: 10,
      dataKey: testApp.deps.dataKey,
    };
    expect(await searchClauses(testApp.db, { ...params, userId: owner.id, contractId: other.contractId })).toEqual([]);
    expect(await searchClauses(testApp.db, { ...params, userId: other.id, contractId: owner.contractId })).toEqual([]);
  });

  it("compares only vectors of the same model, and searches full text when the chunks' model is not available", async () => {
    const [queryEmbedding] = embedLocal(["deposit interest"]);
    const base = {
      userId: owner.id,
      contractId: owner.contractId,
      query: "deposit interest",
      queryEmbedding: queryEmbedding!,
      limit: 10,
      dataKey: testApp.deps.dataKey,
    };
    const vectorOnly = await searchClauses(testApp.db, {
      ...base,
      modelId: "openai/text-embedding-3-small@384",
      mode: "vector",
    });
    expect(vectorOnly).toEqual([]);
    const hybridOtherModel = await searchClauses(testApp.db, { ...base, modelId: "openai/text-embedding-3-small@384" });
    expect(hybridOtherModel[0]!.clauseNumber).toBe("5.2"); // the full-text arm alone

    // chunks made by a model this process does not have: the query falls back to full text
    await testApp.db.execute(
      sql`UPDATE clause_chunks SET embedding_model = 'gone/model@384' WHERE contract_id = ${owner.contractId}`,
    );
    const fallback = await search({ userId: owner.id, contractId: owner.contractId, query: "deposit interest" });
    expect("hits" in fallback && fallback.hits[0]!.clauseNumber).toBe("5.2");
    await testApp.db.execute(
      sql`UPDATE clause_chunks SET embedding_model = ${localEmbeddingModel.id} WHERE contract_id = ${owner.contractId}`,
    );
  });

  it("embeds the query with the model that made the chunks (AI SDK mock)", async () => {
    const mock = new MockEmbeddingModelV3({
      doEmbed: async ({ values }) => ({ embeddings: embedLocal(values), warnings: [] }),
    });
    await testApp.db.execute(
      sql`UPDATE clause_chunks SET embedding_model = 'mock/lexical@384' WHERE contract_id = ${owner.contractId}`,
    );
    const withMock = createContractSearch({
      db: testApp.db,
      dataKey: testApp.deps.dataKey,
      logger: testApp.deps.logger,
      embeddingModels: [{ id: "mock/lexical@384", dimensions: 384, model: mock }],
    });
    expect(
      await withMock({ userId: owner.id, contractId: owner.contractId, query: "Can I keep a pet?", limit: 3 }),
    ).toMatchObject({ hits: [{ clauseNumber: "10.2" }, {}, {}] });
    expect(mock.doEmbedCalls.map((call) => call.values)).toEqual([["Can I keep a pet?"]]);
    await testApp.db.execute(
      sql`UPDATE clause_chunks SET embedding_model = ${localEmbeddingModel.id} WHERE contract_id = ${owner.contractId}`,
    );
  });

  it("replaces the chunks on re-analysis instead of adding to them", async () => {
    const before = (await chunksOf(owner.contractId)).length;
    const response = await owner.browser.request(`/api/analyses/${owner.analysisId}/reanalyze`, {
      method: "POST",
      json: { side: "landlord" },
    });
    expect(response.status).toBe(202);
    expect((await waitForAnalysis(owner.browser, owner.analysisId)).at(-1)!.status).toBe("completed");
    expect((await chunksOf(owner.contractId)).length).toBe(before);
  });

  it("deletes the chunks when the retention job deletes the text", async () => {
    await testApp.db
      .update(contracts)
      .set({ deleteFilesAfter: new Date("2026-01-01T00:00:00Z") })
      .where(eq(contracts.id, other.contractId));
    expect(await deleteExpiredContractFiles(testApp.db, testApp.clock.now())).toBe(1);
    expect(await deleteClauseChunksOfDeletedFiles(testApp.db)).toBeGreaterThan(40);
    expect(await chunksOf(other.contractId)).toEqual([]);
    expect(await search({ userId: other.id, contractId: other.contractId, query: "deposit" })).toMatchObject({
      error: expect.stringContaining("retention policy"),
    });
    expect((await chunksOf(owner.contractId)).length).toBeGreaterThan(40);
  });

  it("deletes the chunks with the contract", async () => {
    const response = await owner.browser.request(`/api/contracts/${owner.contractId}`, { method: "DELETE" });
    expect(response.status).toBeLessThan(300);
    expect(await chunksOf(owner.contractId)).toEqual([]);
    const left = await testApp.db
      .select()
      .from(clauseChunks)
      .where(and(eq(clauseChunks.userId, owner.id)));
    expect(left).toEqual([]);
  });
});
