import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisDetailSchema, contractListItemSchema, uploadResponseSchema } from "../../common/api/analyses";
import { contractDetailSchema } from "../../common/api/contracts";
import { deleteExpiredContractFiles } from "../db/queries/contracts";
import { analyses, contracts } from "../db/schema";
import { fixture, fixturesDir as fixtures, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { MAX_UPLOAD_MB: "1", RETENTION_DAYS: "30" }, workers: 1 });
});
afterAll(() => testApp.close());

async function signedIn(email: string) {
  const browser = createBrowser(testApp.app);
  await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  return browser;
}

/** Uploads and waits for the analysis; returns the contract id. */
async function uploaded(browser: ReturnType<typeof createBrowser>, name: string, fileName = name): Promise<string> {
  const response = await upload(browser, fixture(name), fileName);
  expect(response.status).toBe(202);
  const { contract, analysis } = uploadResponseSchema.parse(await response.json());
  const statuses = await waitForAnalysis(browser, analysis.id);
  expect(statuses.at(-1)!.status).toBe("completed");
  return contract.id;
}

describe("uploading contracts", () => {
  it.each([
    ["residential-lease-wc.txt", "txt"],
    ["residential-lease-wc.docx", "docx"],
    ["mutual-nda-capetown.doc", "doc"],
    ["employment-fixed-term-retail.pdf", "pdf"],
  ])("stores %s, read as %s by the job, and gives its text back to its owner", async (name, format) => {
    const owner = await signedIn(`owner-${format}@example.co.za`);
    const response = await upload(owner, fixture(name), name);
    expect(response.status).toBe(202);
    const { contract: summary, analysis } = uploadResponseSchema.parse(await response.json());
    expect(summary).toMatchObject({ fileName: name, format, filesDeleted: false });
    expect(analysis).toMatchObject({ status: "pending", contractId: summary.id, progress: { stage: "upload" } });
    expect(new Date(summary.deleteFilesAfter).getTime() - new Date(summary.createdAt).getTime()).toBe(
      30 * 24 * 60 * 60 * 1000,
    );
    expect((await waitForAnalysis(owner, analysis.id)).at(-1)!.status).toBe("completed");

    const detail = contractDetailSchema.parse(await (await owner.request(`/api/contracts/${summary.id}`)).json());
    expect(detail.pageCount).toBeGreaterThan(0);
    const source = readFileSync(path.join(fixtures, name.replace(/\.\w+$/, ".txt")), "utf8");
    const firstLine = source
      .split("\n")
      .find((line) => line.trim().length > 20)!
      .trim();
    expect(detail.text).toContain(firstLine.slice(0, 20));
    expect(detail.clauses!.length).toBeGreaterThan(3);

    const list = contractListItemSchema.array().parse(await (await owner.request("/api/contracts")).json());
    expect(list.map((contract) => contract.id)).toEqual([summary.id]);
    expect(list[0]!.latestAnalysis).toMatchObject({
      id: analysis.id,
      status: "completed",
      riskScore: expect.any(Number),
    });
    expect(list[0]!.latestAnalysis!.contractType).not.toBeNull();
  });

  it("keeps the file, its text and the analysis encrypted in the database", async () => {
    const owner = await signedIn("encrypted@example.co.za");
    const id = await uploaded(owner, "residential-lease-wc.txt", "lease.txt");
    const [row] = await testApp.db.select().from(contracts).where(eq(contracts.id, id));
    const [analysis] = await testApp.db.select().from(analyses).where(eq(analyses.contractId, id));
    for (const blob of [row!.originalEncrypted!, row!.documentEncrypted!, analysis!.resultEncrypted!]) {
      expect(blob.length).toBeGreaterThan(100);
      expect(blob.toString("latin1")).not.toContain("Tafelberg");
    }
  });

  it.each([
    ["bad-empty.pdf", 400, "file_empty"],
    ["bad-one-byte.txt", 422, "not_enough_text"],
    ["bad-truncated.pdf", 422, "file_corrupt"],
    ["bad-password-protected.pdf", 422, "file_encrypted"],
    ["bad-zip-bomb.docx", 422, "archive_too_large"],
  ])("refuses %s with %i %s and stores nothing", async (name, status, code) => {
    const owner = await signedIn(`refused-${code}@example.co.za`);
    const response = await upload(owner, fixture(name), name);
    expect(response.status).toBe(status);
    const { error } = await response.json();
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(20);
    expect(await (await owner.request("/api/contracts")).json()).toEqual([]);
  });

  it("refuses a file over MAX_UPLOAD_MB with 413 and a message naming the limit", async () => {
    const owner = await signedIn("big@example.co.za");
    const response = await upload(owner, new Uint8Array(1.5 * 1024 * 1024).fill(65), "big.txt");
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({
      code: "file_too_large",
      message: "The file is larger than 1 MB. Please upload a smaller file.",
    });
  });

  it("keeps only the file's own name", async () => {
    const owner = await signedIn("names@example.co.za");
    const response = await upload(owner, fixture("mutual-nda-capetown.txt"), "..\\..\\etc/<b>NDA</b> draft\u0007.txt");
    expect((await response.json()).contract.fileName).toBe("b> draft.txt");
  });

  it("explains a request without a file", async () => {
    const owner = await signedIn("nofile@example.co.za");
    const response = await owner.request("/api/contracts", { method: "POST", body: new FormData() });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("Choose a contract file to upload.");
  });
});

describe("upload rate limit", () => {
  it("refuses uploads past the per-user limit with 429, until the window passes", async () => {
    const { uploadLimit } = await import("./contracts");
    const busy = await signedIn("busy@example.co.za");
    const empty = new Uint8Array(0);
    for (let index = 0; index < uploadLimit.perWindow; index++) {
      expect((await upload(busy, empty, "empty.pdf")).status).toBe(400);
    }
    const refused = await upload(busy, fixture("mutual-nda-capetown.txt"), "nda.txt");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect(
      (await upload(await signedIn("calm@example.co.za"), fixture("mutual-nda-capetown.txt"), "nda.txt")).status,
    ).toBe(202);
    testApp.clock.advance(uploadLimit.windowMs + 1);
    expect((await upload(busy, fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(202);
  });
});

describe("who sees a contract", () => {
  it("only its owner: others get 404, visitors 401", async () => {
    const owner = await signedIn("mine@example.co.za");
    const other = await signedIn("theirs@example.co.za");
    const { contract, analysis } = uploadResponseSchema.parse(
      await (await upload(owner, fixture("mutual-nda-capetown.txt"), "nda.txt")).json(),
    );
    const id = contract.id;
    await waitForAnalysis(owner, analysis.id);

    expect((await other.request(`/api/contracts/${id}`)).status).toBe(404);
    expect((await other.request(`/api/contracts/${id}`, { method: "DELETE" })).status).toBe(404);
    expect(
      (await other.request(`/api/contracts/${id}`, { method: "PATCH", json: { fileName: "mine now" } })).status,
    ).toBe(404);
    for (const analysisPath of [
      `/api/analyses/${analysis.id}`,
      `/api/analyses/${analysis.id}/status`,
      "/api/analyses/not-a-uuid",
    ]) {
      const response = await other.request(analysisPath);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe("Analysis not found for this contract.");
    }
    for (const method of ["DELETE", "POST"]) {
      const target = method === "POST" ? `/api/analyses/${analysis.id}/reanalyze` : `/api/analyses/${analysis.id}`;
      expect((await other.request(target, { method, json: method === "POST" ? {} : undefined })).status).toBe(404);
    }
    expect(await (await other.request("/api/analyses")).json()).toEqual([]);
    expect((await createBrowser(testApp.app).request(`/api/analyses/${analysis.id}`)).status).toBe(401);
    expect(await (await other.request("/api/contracts")).json()).toEqual([]);
    const visitor = createBrowser(testApp.app);
    expect((await visitor.request("/api/contracts")).status).toBe(401);
    expect((await visitor.request(`/api/contracts/${id}`)).status).toBe(401);
    expect((await upload(visitor, fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(401);

    expect((await owner.request(`/api/contracts/${id}`)).status).toBe(200);
    expect((await owner.request(`/api/contracts/not-a-uuid`)).status).toBe(404);
  });

  it("the owner can rename it", async () => {
    const owner = await signedIn("renamer@example.co.za");
    const id = await uploaded(owner, "mutual-nda-capetown.txt", "nda.txt");
    const response = await owner.request(`/api/contracts/${id}`, {
      method: "PATCH",
      json: { fileName: "  NDA with Fynbos Labs.txt " },
    });
    expect(response.status).toBe(200);
    expect(contractListItemSchema.parse(await response.json())).toMatchObject({
      fileName: "NDA with Fynbos Labs.txt",
      latestAnalysis: { status: "completed" },
    });
    const refused = await owner.request(`/api/contracts/${id}`, { method: "PATCH", json: { fileName: "   " } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("Enter a name.");
  });

  it("the owner can delete it at once, with its analyses", async () => {
    const owner = await signedIn("deleter@example.co.za");
    const id = await uploaded(owner, "mutual-nda-capetown.txt", "nda.txt");
    expect((await owner.request(`/api/contracts/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await owner.request(`/api/contracts/${id}`)).status).toBe(404);
    expect(await testApp.db.select().from(contracts).where(eq(contracts.id, id))).toEqual([]);
    expect(await testApp.db.select().from(analyses).where(eq(analyses.contractId, id))).toEqual([]);
  });
});

describe("retention", () => {
  it("deletes the uploaded file and extracted text RETENTION_DAYS after upload, keeping the record", async () => {
    const owner = await signedIn("retention@example.co.za");
    const id = await uploaded(owner, "mutual-nda-capetown.txt", "nda.txt");
    const [{ analysisId }] = await testApp.db
      .select({ analysisId: analyses.id })
      .from(analyses)
      .where(eq(analyses.contractId, id));

    const signInAgain = () =>
      owner.request("/api/auth/signin", { method: "POST", json: { email: "retention@example.co.za", password } });
    testApp.clock.advance(29 * 24 * 60 * 60 * 1000);
    await deleteExpiredContractFiles(testApp.db, testApp.clock.now());
    await signInAgain();
    expect((await (await owner.request(`/api/contracts/${id}`)).json()).text).not.toBeNull();

    testApp.clock.advance(1 * 24 * 60 * 60 * 1000 + 1000);
    expect(await deleteExpiredContractFiles(testApp.db, testApp.clock.now())).toBeGreaterThanOrEqual(1);
    await signInAgain();
    const detail = contractDetailSchema.parse(await (await owner.request(`/api/contracts/${id}`)).json());
    expect(detail).toMatchObject({ filesDeleted: true, text: null, clauses: null, fileName: "nda.txt" });
    const [row] = await testApp.db.select().from(contracts).where(eq(contracts.id, id));
    expect(row!.originalEncrypted).toBeNull();
    expect(row!.documentEncrypted).toBeNull();
    // the analysis quotes the contract, so its result goes too; the figures stay for history
    const analysis = analysisDetailSchema.parse(await (await owner.request(`/api/analyses/${analysisId}`)).json());
    expect(analysis).toMatchObject({
      status: "completed",
      result: null,
      riskScore: expect.any(Number),
      contract: { filesDeleted: true },
    });
  });
});
