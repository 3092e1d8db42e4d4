import { afterAll, describe, expect, it } from "vitest";
import { analyzeContract } from "../../agent/analysis/analyze-contract";
import { extractDocument } from "../../agent/ingest/extract-document";
import { fixtureSlugs, readFixture } from "../../agent/ingest/fixtures";
import { shutdownOcrPool } from "../../agent/ingest/ocr-pool";
import { embedLocal } from "../../agent/retrieval/local-embedding";
import { uploadResponseSchema } from "../../common/api/analyses";
import { prepareClauseChunks } from "../retrieval/prepare-clause-chunks";
import { upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp } from "../testing/create-test-app";
import { createAnalysisThreads } from "./analysis-threads";

const maxBytes = 20 * 1024 * 1024;
const threads = createAnalysisThreads({ size: 1, memoryMb: 1024 });

afterAll(async () => {
  await threads.shutdown();
  await shutdownOcrPool();
});

describe("analysis threads give the same results as the main thread", () => {
  const files = [
    ...fixtureSlugs.flatMap((slug) => ["txt", "docx", "doc", "pdf"].map((extension) => `${slug}.${extension}`)),
    // OCR: the thread asks the main thread's OCR pool. (The scanned PDF, pages rendered in the thread, then OCR, runs
    // through the threads in analyses.test.ts; comparing it here as well cost 30–37 s of CI time for the same path.)
    "residential-lease-wc.jpg",
  ];
  for (const fileName of files) {
    // OCR takes seconds a page, more on a busy machine
    const timeout = /jpg/.test(fileName) ? 300_000 : 60_000;
    it(`extracts, analyses and chunks ${fileName}`, { timeout }, async () => {
      const inThread = await threads.run("extract", { bytes: readFixture(fileName), fileName, maxBytes });
      const here = await extractDocument({ bytes: readFixture(fileName), fileName }, { maxBytes });
      expect(inThread).toEqual(here);

      const options = { side: "tenant" };
      const analysed = await threads.run("analyze", { document: here, options, index: { embedLocally: true } });
      expect(analysed.result).toEqual(analyzeContract(here, options));
      expect(analysed.prepared).toEqual(prepareClauseChunks(here, { embedLocally: true }));
      expect(analysed.prepared!.chunks.length).toBeGreaterThan(0);
      // a claimed visitor contract is indexed from its stored JSON
      const stored = new TextEncoder().encode(JSON.stringify(here));
      expect(await threads.run("prepareIndex", { documentJson: stored, embedLocally: true })).toEqual(
        analysed.prepared,
      );
    });
  }

  it("reports extraction progress from the thread", async () => {
    const seen: number[] = [];
    await threads.run(
      "extract",
      { bytes: readFixture("mutual-nda-capetown.pdf"), fileName: "mutual-nda-capetown.pdf", maxBytes },
      { onEvent: (progress) => seen.push(progress.percent) },
    );
    expect(seen.at(0)).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual(seen.toSorted((a, b) => a - b));
  });

  it("refuses a damaged file with the same error as the main thread", async () => {
    const bytes = readFixture("bad-truncated.pdf");
    const here = await extractDocument({ bytes, fileName: "bad-truncated.pdf" }).catch((error: unknown) => error);
    const inThread = await threads
      .run("extract", { bytes, fileName: "bad-truncated.pdf", maxBytes })
      .catch((error: unknown) => error);
    expect(inThread).toMatchObject({ name: "AppError", code: "file_corrupt", message: (here as Error).message });
  });

  it("embeds texts as the local embedding does", async () => {
    const texts = [
      "The tenant pays a deposit of R12 000.",
      "Either party may end this lease on 20 business days' notice.",
    ];
    expect(await threads.run("embed", { texts })).toEqual(embedLocal(texts));
  });
});

describe("an analysis thread that runs out of memory", () => {
  it("ends the analysis with a message and the server goes on answering", { timeout: 300_000 }, async () => {
    const testApp = await createTestApp({ workers: 1, env: { ANALYSIS_THREAD_MEMORY_MB: "32" } });
    try {
      const browser = createBrowser(testApp.app);
      await browser.request("/api/auth/signup", {
        method: "POST",
        json: { email: "big@example.co.za", password: "correct horse 42" },
      });
      // a long contract (about 400 KB, 135 pages): its reading and analysis need more than the thread's 32 MB heap,
      // whereas a short one now fits in it (issue 18 made the thread leaner)
      const lease = new TextDecoder().decode(readFixture("residential-lease-wc.txt"));
      const long = new TextEncoder().encode(lease.repeat(Math.ceil(400_000 / lease.length)));
      const response = await upload(browser, long, "long-lease.txt");
      expect(response.status).toBe(202);
      const { analysis } = uploadResponseSchema.parse(await response.json());
      const last = (await waitForAnalysis(browser, analysis.id, 240_000)).at(-1)!;
      expect(last).toMatchObject({
        status: "error",
        error:
          "This document is too large or complex to analyse. Please upload a shorter copy, or split it into parts.",
      });
      expect((await browser.request("/api/auth/user")).status).toBe(200);
      expect((await browser.request("/api/contracts")).status).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
