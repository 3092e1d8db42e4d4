import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractDetailSchema, contractSummarySchema } from "../../common/api/contracts";
import { deleteExpiredContractFiles } from "../db/queries/contracts";
import { contracts } from "../db/schema";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const fixtures = path.resolve(import.meta.dirname, "../../../shared/fixtures/contracts");
const password = "correct horse 42";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { MAX_UPLOAD_MB: "1", RETENTION_DAYS: "30" } });
});
afterAll(() => testApp.close());

async function signedIn(email: string) {
  const browser = createBrowser(testApp.app);
  await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  return browser;
}

function upload(browser: ReturnType<typeof createBrowser>, bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const form = new FormData();
  form.set("file", new File([bytes], fileName));
  return browser.request("/api/contracts", { method: "POST", body: form });
}

function fixture(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(path.join(fixtures, name)));
}

describe("uploading contracts", () => {
  it.each([
    ["residential-lease-wc.txt", "txt"],
    ["residential-lease-wc.docx", "docx"],
    ["mutual-nda-capetown.doc", "doc"],
    ["employment-fixed-term-retail.pdf", "pdf"],
  ])("stores %s, read as %s, and gives its text back to its owner", async (name, format) => {
    const owner = await signedIn(`owner-${format}@example.co.za`);
    const response = await upload(owner, fixture(name), name);
    expect(response.status).toBe(201);
    const summary = contractSummarySchema.parse(await response.json());
    expect(summary).toMatchObject({ fileName: name, format, filesDeleted: false });
    expect(summary.pageCount).toBeGreaterThan(0);
    expect(new Date(summary.deleteFilesAfter).getTime() - new Date(summary.createdAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    const detail = contractDetailSchema.parse(await (await owner.request(`/api/contracts/${summary.id}`)).json());
    const source = readFileSync(path.join(fixtures, name.replace(/\.\w+$/, ".txt")), "utf8");
    const firstLine = source.split("\n").find((line) => line.trim().length > 20)!.trim();
    expect(detail.text).toContain(firstLine.slice(0, 20));
    expect(detail.clauses!.length).toBeGreaterThan(3);

    const list = await (await owner.request("/api/contracts")).json();
    expect(list.map((contract: { id: string }) => contract.id)).toEqual([summary.id]);
  });

  it("keeps the file and text encrypted in the database", async () => {
    const owner = await signedIn("encrypted@example.co.za");
    const { id } = await (await upload(owner, fixture("residential-lease-wc.txt"), "lease.txt")).json();
    const [row] = await testApp.db.select().from(contracts).where(eq(contracts.id, id));
    for (const blob of [row!.originalEncrypted!, row!.documentEncrypted!]) {
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
    expect((await response.json()).error).toMatchObject({ code: "file_too_large", message: "The file is larger than 1 MB. Please upload a smaller file." });
  });

  it("keeps only the file's own name", async () => {
    const owner = await signedIn("names@example.co.za");
    const response = await upload(owner, fixture("mutual-nda-capetown.txt"), "..\\..\\etc/<b>NDA</b> draft\u0007.txt");
    expect((await response.json()).fileName).toBe("b> draft.txt");
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
    expect((await upload(await signedIn("calm@example.co.za"), fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(201);
    testApp.clock.advance(uploadLimit.windowMs + 1);
    expect((await upload(busy, fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(201);
  });
});

describe("who sees a contract", () => {
  it("only its owner: others get 404, visitors 401", async () => {
    const owner = await signedIn("mine@example.co.za");
    const other = await signedIn("theirs@example.co.za");
    const { id } = await (await upload(owner, fixture("mutual-nda-capetown.txt"), "nda.txt")).json();

    expect((await other.request(`/api/contracts/${id}`)).status).toBe(404);
    expect((await other.request(`/api/contracts/${id}`, { method: "DELETE" })).status).toBe(404);
    expect(await (await other.request("/api/contracts")).json()).toEqual([]);
    const visitor = createBrowser(testApp.app);
    expect((await visitor.request("/api/contracts")).status).toBe(401);
    expect((await visitor.request(`/api/contracts/${id}`)).status).toBe(401);
    expect((await upload(visitor, fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(401);

    expect((await owner.request(`/api/contracts/${id}`)).status).toBe(200);
    expect((await owner.request(`/api/contracts/not-a-uuid`)).status).toBe(404);
  });

  it("the owner can delete it at once", async () => {
    const owner = await signedIn("deleter@example.co.za");
    const { id } = await (await upload(owner, fixture("mutual-nda-capetown.txt"), "nda.txt")).json();
    expect((await owner.request(`/api/contracts/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await owner.request(`/api/contracts/${id}`)).status).toBe(404);
    expect(await testApp.db.select().from(contracts).where(eq(contracts.id, id))).toEqual([]);
  });
});

describe("retention", () => {
  it("deletes the uploaded file and extracted text RETENTION_DAYS after upload, keeping the record", async () => {
    const owner = await signedIn("retention@example.co.za");
    const { id } = await (await upload(owner, fixture("mutual-nda-capetown.txt"), "nda.txt")).json();

    const signInAgain = () => owner.request("/api/auth/signin", { method: "POST", json: { email: "retention@example.co.za", password } });
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
  });
});
