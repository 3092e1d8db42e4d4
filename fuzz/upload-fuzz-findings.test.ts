import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docWithLoopingChain } from "../agent/ingest/fixtures";
import { users } from "../api/db/schema";
import { fixture, upload, waitForAnalysis } from "../api/testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../api/testing/create-test-app";
import { uploadResponseSchema } from "../common/api/analyses";
import { errorBodySchema } from "../common/errors";
import { buildPdf, pdfWithPageTreeCycle } from "./fuzz-formats";

// The bugs `npm run fuzz` found on the upload path, each replayed through POST /api/contracts.

const password = "correct horse 42";
let testApp: TestApp;
let browser: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  testApp = await createTestApp({ workers: 1 });
  browser = createBrowser(testApp.app);
  await browser.request("/api/auth/signup", {
    method: "POST",
    json: { email: "fuzz-findings@example.co.za", password },
  });
  await testApp.db
    .update(users)
    .set({ subscriptionTier: "enterprise" })
    .where(eq(users.email, "fuzz-findings@example.co.za"));
  await browser.request("/api/auth/signin", {
    method: "POST",
    json: { email: "fuzz-findings@example.co.za", password },
  });
});
afterAll(() => testApp.close());

async function refusalOf(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const response = await upload(browser, bytes, fileName);
  return { status: response.status, ...errorBodySchema.parse(await response.json()).error };
}

/** Uploads, waits for the job, and returns its final status. */
async function finalStatusOf(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const response = await upload(browser, bytes, fileName);
  expect(response.status).toBe(202);
  const { analysis } = uploadResponseSchema.parse(await response.json());
  return (await waitForAnalysis(browser, analysis.id, 30_000)).at(-1)!;
}

describe("upload-path bugs found by the fuzz", () => {
  it("refuses a .doc whose sector chain loops, where word-extractor used to abort the whole process", async () => {
    expect(await refusalOf(docWithLoopingChain(), "lease.doc")).toMatchObject({
      status: 422,
      code: "file_corrupt",
      message: expect.stringContaining("Word document is damaged"),
    });
    // the server is still there
    expect((await browser.request("/api/contracts")).status).toBe(200);
  });

  it("refuses a 5.8 MB one-line text file by its length, where its analysis used to block the server for minutes", async () => {
    const lease = new TextDecoder().decode(fixture("residential-lease-wc.txt")).replace(/\s+/g, " ");
    const bytes = new TextEncoder().encode(lease.repeat(Math.ceil(5_800_000 / lease.length)).slice(0, 5_800_000));
    expect(await refusalOf(bytes as Uint8Array<ArrayBuffer>, "lease.txt")).toMatchObject({
      status: 422,
      code: "file_too_many_pages",
      message: "The document is about 1934 pages long; the limit is 300. Please upload a shorter document.",
    });
  });

  it("completes a text file with NUL characters past its first 8 KB, where the job used to end with the generic failure", async () => {
    const lease = new TextDecoder().decode(fixture("residential-lease-wc.txt"));
    const text = `${lease.slice(0, 9000)}${lease.slice(9000).replaceAll(" ", "\u0000")}`;
    const final = await finalStatusOf(new TextEncoder().encode(text), "lease.txt");
    expect(final).toMatchObject({ status: "completed", error: null });
  });

  it("calls a PDF whose page tree loops damaged, where the job used to end with the generic failure", async () => {
    const final = await finalStatusOf(pdfWithPageTreeCycle() as Uint8Array<ArrayBuffer>, "lease.pdf");
    expect(final).toMatchObject({
      status: "error",
      error: "This PDF is damaged or incomplete and cannot be read. Please upload a complete copy.",
    });
  });

  it("refuses a PDF whose page count is negative, where the job used to throw a RangeError", async () => {
    const negative = buildPdf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count -5 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
    ]);
    expect(await refusalOf(negative as Uint8Array<ArrayBuffer>, "lease.pdf")).toMatchObject({
      status: 422,
      code: "file_corrupt",
      message: "The PDF has no pages.",
    });
  });

  it("says a photo with too many pixels is too large, not damaged", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const view = new DataView(png.buffer);
    view.setUint32(16, 40_000);
    view.setUint32(20, 40_000);
    view.setUint32(29, crc32(png.subarray(12, 29)));
    const final = await finalStatusOf(png, "scan.png");
    expect(final).toMatchObject({ status: "error", error: "The image has too many pixels to read." });
  });
});
