import { MockLanguageModelV3 } from "ai/test";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analysisDetailSchema,
  analysisStatusResponseSchema,
  analysisSummarySchema,
  type UploadResponse,
  uploadResponseSchema,
} from "../../common/api/analyses";
import { contracts, jobs, usageEvents, users } from "../db/schema";
import { abandonedJobMessage } from "../jobs/worker";
import { acceptTerms } from "../testing/accept-terms";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";

async function signedIn(testApp: TestApp, email: string, tier?: "enterprise") {
  const browser = createBrowser(testApp.app);
  await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  if (tier) {
    await testApp.db.update(users).set({ subscriptionTier: tier }).where(eq(users.email, email));
    await browser.request("/api/auth/signin", { method: "POST", json: { email, password } }); // a fresh session sees the tier
  }
  return browser;
}

async function uploadOk(
  browser: ReturnType<typeof createBrowser>,
  name: string,
  fields?: Record<string, string>,
): Promise<UploadResponse> {
  const response = await upload(browser, fixture(name), name, fields);
  expect(response.status, await response.clone().text()).toBe(202);
  return uploadResponseSchema.parse(await response.json());
}

async function detailOf(browser: ReturnType<typeof createBrowser>, analysisId: string) {
  const response = await browser.request(`/api/analyses/${analysisId}`);
  expect(response.status).toBe(200);
  return analysisDetailSchema.parse(await response.json());
}

describe("the pipeline with two workers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ workers: 2 });
  });
  afterAll(() => testApp.close());

  it("takes ten concurrent uploads, one in every format, all to completed results", async () => {
    const owner = await signedIn(testApp, "formats@example.co.za", "enterprise");
    const names = ["txt", "docx", "doc", "pdf", "scanned.pdf", "jpg", "png", "tiff", "bmp", "heic"].map(
      (ext) => `residential-lease-wc.${ext}`,
    );
    const uploads = await Promise.all(names.map((name) => uploadOk(owner, name)));
    const runs = await Promise.all(uploads.map(({ analysis }) => waitForAnalysis(owner, analysis.id, 240_000)));

    for (const [index, statuses] of runs.entries()) {
      const last = statuses.at(-1)!;
      expect(last, names[index]).toMatchObject({
        status: "completed",
        error: null,
        progress: { stage: "analyze", percent: 100 },
      });
      const percents = statuses.map((status) => status.progress.percent);
      expect(percents, names[index]).toEqual([...percents].sort((a, b) => a - b)); // never goes backwards
    }
    // OCR takes long enough that its reading stage is seen
    const scanned = runs[names.indexOf("residential-lease-wc.scanned.pdf")]!;
    expect(scanned.some((status) => status.status === "processing" && status.progress.stage === "extract")).toBe(true);

    for (const [index, { analysis }] of uploads.entries()) {
      const detail = await detailOf(owner, analysis.id);
      expect(detail, names[index]).toMatchObject({
        contractType: "residential_lease",
        riskScore: expect.any(Number),
        side: "tenant",
      });
      // the photos are of page 1 only; the whole lease has findings on its deposit, inspection and entry clauses
      const photo = /\.(jpg|png|tiff|bmp|heic)$/.test(names[index]!);
      if (!photo)
        expect(
          detail.result!.findings.filter((finding) => finding.kind === "clause").length,
          names[index],
        ).toBeGreaterThan(2);
    }
    const history = analysisSummarySchema.array().parse(await (await owner.request("/api/analyses")).json());
    expect(history).toHaveLength(10);
    expect(history.map((item) => item.id).sort()).toEqual(uploads.map(({ analysis }) => analysis.id).sort());
  }, 300_000);

  it("keeps both sides' results: another side gets its own analysis, and switching back re-runs nothing", async () => {
    const owner = await signedIn(testApp, "sides@example.co.za");
    const { analysis } = await uploadOk(owner, "residential-lease-wc.txt");
    await waitForAnalysis(owner, analysis.id);
    const asTenant = await detailOf(owner, analysis.id);
    expect(asTenant.result!.sides.candidates.map((side) => side.id).sort()).toEqual(["landlord", "tenant"]);
    expect(asTenant.result!.sides.used!.id).toBe("tenant");

    const response = await owner.request(`/api/analyses/${analysis.id}/reanalyze`, {
      method: "POST",
      json: { side: "landlord" },
    });
    expect(response.status).toBe(202);
    const landlord = analysisSummarySchema.parse(await response.json());
    expect(landlord).toMatchObject({ contractId: asTenant.contractId, status: "pending" });
    expect(landlord.id).not.toBe(analysis.id);
    expect((await waitForAnalysis(owner, landlord.id)).at(-1)!.status).toBe("completed");

    const asLandlord = await detailOf(owner, landlord.id);
    expect(asLandlord).toMatchObject({
      side: "landlord",
      result: { sides: { used: { id: "landlord" }, source: "user" } },
    });
    expect(asLandlord.result!.overallRisk.score).toBeLessThan(asTenant.result!.overallRisk.score);
    // The tenant's result is still there, unchanged.
    expect(await detailOf(owner, analysis.id)).toEqual(asTenant);

    // Back to the tenant's side, from the landlord's analysis: the tenant's analysis, as it was.
    const back = await owner.request(`/api/analyses/${landlord.id}/reanalyze`, {
      method: "POST",
      json: { side: "tenant" },
    });
    expect(back.status).toBe(200);
    expect(analysisSummarySchema.parse(await back.json())).toMatchObject({ id: analysis.id, status: "completed" });
    expect(await detailOf(owner, analysis.id)).toEqual(asTenant);
    expect(await detailOf(owner, landlord.id)).toEqual(asLandlord);

    const [user] = await testApp.db.select().from(users).where(eq(users.email, "sides@example.co.za"));
    expect(await testApp.db.select().from(usageEvents).where(eq(usageEvents.userId, user!.id))).toHaveLength(1);
  });

  it("takes the side and jurisdiction with the upload", async () => {
    const owner = await signedIn(testApp, "upfront@example.co.za");
    const { analysis } = await uploadOk(owner, "employment-fixed-term-retail.txt", {
      side: "employer",
      jurisdiction: "ZA",
    });
    await waitForAnalysis(owner, analysis.id);
    const detail = await detailOf(owner, analysis.id);
    expect(detail).toMatchObject({
      side: "employer",
      requestedJurisdiction: "ZA",
      result: { jurisdiction: { code: "ZA", source: "user" } },
    });
    const refused = await upload(owner, fixture("employment-fixed-term-retail.txt"), "x.txt", {
      jurisdiction: "Narnia",
    });
    expect(refused.status).toBe(400);
  });

  it("ends with 'error' and the reason when the job refuses the file, and keeps no copy", async () => {
    const owner = await signedIn(testApp, "blank@example.co.za");
    const blank = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const response = await upload(owner, new Uint8Array(blank), "photo.png");
    const { contract, analysis } = uploadResponseSchema.parse(await response.json());
    const last = (await waitForAnalysis(owner, analysis.id)).at(-1)!;
    expect(last).toMatchObject({
      status: "error",
      error: "We could not read any text in this image. Please take a sharper, well-lit photo of the page.",
    });
    const [row] = await testApp.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.originalEncrypted).toBeNull();
    expect((await detailOf(owner, analysis.id)).result).toBeNull();
  });

  it("lists analyses newest first; deletes one, whose path then answers SPEC's 404", async () => {
    const owner = await signedIn(testApp, "tidy@example.co.za");
    const older = await uploadOk(owner, "employment-fixed-term-retail.txt");
    testApp.clock.advance(1000);
    const { analysis } = await uploadOk(owner, "mutual-nda-capetown.txt");
    await waitForAnalysis(owner, analysis.id);
    const history = analysisSummarySchema.array().parse(await (await owner.request("/api/analyses")).json());
    expect(history.map((item) => [item.id, item.fileName])).toEqual([
      [analysis.id, "mutual-nda-capetown.txt"],
      [older.analysis.id, "employment-fixed-term-retail.txt"],
    ]);
    expect((await owner.request(`/api/analyses/${analysis.id}`, { method: "DELETE" })).status).toBe(204);
    const gone = await owner.request(`/api/analyses/${analysis.id}/status`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error).toMatchObject({
      code: "analysis_not_found",
      message: "Analysis not found for this contract.",
    });
  });
});

describe("the monthly analysis limit", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("refuses the free plan's sixth analysis of the month with 402, storing nothing; the next month it works", async () => {
    const owner = await signedIn(testApp, "frugal@example.co.za");
    for (let index = 0; index < 5; index++) await uploadOk(owner, "mutual-nda-capetown.txt");
    const refused = await upload(owner, fixture("mutual-nda-capetown.txt"), "nda.txt");
    expect(refused.status).toBe(402);
    expect((await refused.json()).error).toMatchObject({
      code: "payment_required",
      message:
        "You have used all 5 analyses of your Free plan this month. Upgrade your plan to analyse more contracts.",
      details: { used: 5, limit: 5 },
    });
    expect(await (await owner.request("/api/contracts")).json()).toHaveLength(5);

    // deleting contracts does not give analyses back
    const [first] = await (await owner.request("/api/contracts")).json();
    await owner.request(`/api/contracts/${first.id}`, { method: "DELETE" });
    expect((await upload(owner, fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(402);

    testApp.clock.advance(31 * 24 * 60 * 60 * 1000); // the test clock starts on 2 March
    await owner.request("/api/auth/signin", { method: "POST", json: { email: "frugal@example.co.za", password } });
    expect((await upload(owner, fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(202);
  });
});

describe("without a worker", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("an analysis waits as 'pending' in the upload stage and cannot be re-run while it waits", async () => {
    const owner = await signedIn(testApp, "waiting@example.co.za");
    const { analysis } = await uploadOk(owner, "mutual-nda-capetown.txt");
    const response = await owner.request(`/api/analyses/${analysis.id}/status`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(analysisStatusResponseSchema.parse(await response.json())).toMatchObject({
      status: "pending",
      progress: { stage: "upload" },
      engine: { label: "ContractClarity local engine", model: "contractclarity-local" },
    });
    const again = await owner.request(`/api/analyses/${analysis.id}/reanalyze`, { method: "POST", json: {} });
    expect(again.status).toBe(409);
  });

  it("a job that failed for good (its worker died on the last attempt) shows as 'error' with the message, never 'processing' forever", async () => {
    const owner = await signedIn(testApp, "abandoned@example.co.za");
    const { analysis } = await uploadOk(owner, "mutual-nda-capetown.txt");
    await testApp.db.execute(sql`update ${jobs} set status = 'error', last_error = ${abandonedJobMessage}`);
    const status = analysisStatusResponseSchema.parse(
      await (await owner.request(`/api/analyses/${analysis.id}/status`)).json(),
    );
    expect(status).toMatchObject({ status: "error", error: abandonedJobMessage });
    // and it can be run again
    expect((await owner.request(`/api/analyses/${analysis.id}/reanalyze`, { method: "POST", json: {} })).status).toBe(
      202,
    );
  });
});

describe("with a hosted model (AI SDK mock)", () => {
  const modelFinding = {
    summary: "This NDA is fair to both sides; check how long the secrecy lasts.",
    findings: [],
    additionalFindings: [],
  };

  it("names the model while it works and records it in the result", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [{ type: "text", text: JSON.stringify(modelFinding) }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 10, text: 10, reasoning: 0 },
        },
        warnings: [],
      }),
    });
    const testApp = await createTestApp({
      workers: 1,
      analysisEngine: { info: { label: "Mock model", model: "mock/test" }, model },
    });
    try {
      const owner = await signedIn(testApp, "model@example.co.za");
      await acceptTerms(owner);
      const { analysis } = await uploadOk(owner, "mutual-nda-capetown.txt");
      expect(analysis.engine).toEqual({ label: "Mock model", model: "mock/test" });
      await waitForAnalysis(owner, analysis.id);
      const detail = await detailOf(owner, analysis.id);
      expect(detail.result!.engine.name).toBe("model:mock/test");
      expect(detail.result!.overallRisk.summary).toBe(modelFinding.summary);
      expect(model.doGenerateCalls).toHaveLength(1);
    } finally {
      await testApp.close();
    }
  });

  it("falls back to the local engine when the provider fails, and says so", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error("provider down");
      },
    });
    const testApp = await createTestApp({
      workers: 1,
      analysisEngine: { info: { label: "Mock model", model: "mock/test" }, model },
    });
    try {
      const owner = await signedIn(testApp, "fallback@example.co.za");
      await acceptTerms(owner);
      const { analysis } = await uploadOk(owner, "mutual-nda-capetown.txt");
      expect((await waitForAnalysis(owner, analysis.id)).at(-1)!.status).toBe("completed");
      const detail = await detailOf(owner, analysis.id);
      expect(detail.result!.engine.name).toBe("contractclarity-local");
      expect(detail.result!.warnings.join(" ")).toMatch(/could not complete the review/);
    } finally {
      await testApp.close();
    }
  });
});
