import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AnalysisStatusResponse,
  analysisDetailSchema,
  analysisStatusResponseSchema,
  contractListItemSchema,
  inProgressStatuses,
  uploadResponseSchema,
} from "../../common/api/analyses";
import { usageStatsSchema } from "../../common/api/billing";
import {
  claimVisitorResponseSchema,
  VISITOR_RETENTION_HOURS,
  visitorAnalysisResponseSchema,
} from "../../common/api/visitor";
import { SHARED_NETWORK_MESSAGE } from "../billing/usage";
import { deleteExpiredVisitorContracts } from "../db/queries/visitor-contracts";
import { analyses, clauseChunks, contracts } from "../db/schema";
import { fixture } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
const quotaMessage = "You have used your free analysis. Create a free account to analyse more contracts.";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: "true" }, workers: 1 });
});
afterAll(() => testApp.close());

type Browser = ReturnType<typeof createBrowser>;
const visitor = (sessionId: string, ip: string) => ({ "X-Session-Id": sessionId, "X-Forwarded-For": ip });

function visitorUpload(browser: Browser, headers: Record<string, string>, name = "mutual-nda-capetown.txt") {
  const form = new FormData();
  form.set("file", new File([fixture(name)], name));
  return browser.request("/api/visitor/contracts", { method: "POST", body: form, headers });
}

async function waitForVisitorAnalysis(
  browser: Browser,
  analysisId: string,
  headers: Record<string, string>,
): Promise<AnalysisStatusResponse> {
  // polls the status path the way the landing page does, until the analysis has ended
  return vi.waitFor(
    async () => {
      const response = await browser.request(`/api/visitor/analyses/${analysisId}/status`, { headers });
      expect(response.status).toBe(200);
      const status = analysisStatusResponseSchema.parse(await response.json());
      if (inProgressStatuses.includes(status.status))
        throw new Error(`visitor analysis ${analysisId} still ${status.status}`);
      return status;
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** A visitor's completed analysis: the browser, its headers and the ids. */
async function visitorWithAnalysis(sessionId: string, ip: string) {
  const browser = createBrowser(testApp.app);
  const headers = visitor(sessionId, ip);
  const response = await visitorUpload(browser, headers);
  expect(response.status).toBe(202);
  const { contract, analysis } = uploadResponseSchema.parse(await response.json());
  expect((await waitForVisitorAnalysis(browser, analysis.id, headers)).status).toBe("completed");
  return { browser, headers, contractId: contract.id, analysisId: analysis.id };
}

describe("a signed-out visitor's analysis", () => {
  it("is uploaded with X-Session-Id, runs, and is read back by the same browser session", async () => {
    const { browser, headers, analysisId, contractId } = await visitorWithAnalysis(
      "visitor-session-one",
      "198.51.100.21",
    );
    const detail = analysisDetailSchema.parse(
      await (await browser.request(`/api/visitor/analyses/${analysisId}`, { headers })).json(),
    );
    expect(detail).toMatchObject({
      id: analysisId,
      contractId,
      status: "completed",
      fileName: "mutual-nda-capetown.txt",
    });
    expect(detail.result!.clauses.length).toBeGreaterThan(3);
    const current = visitorAnalysisResponseSchema.parse(
      await (await browser.request("/api/visitor/analysis", { headers })).json(),
    );
    expect(current.analysis?.id).toBe(analysisId);
    // stored with a visitor owner, not a user
    const [row] = await testApp.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(row!.userId).toBeNull();
    expect(row!.visitorSessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.visitorSessionHash).not.toContain("visitor-session-one");
  });

  it("is one per browser session: a second upload is refused with the product's message and stores nothing", async () => {
    const { browser, headers } = await visitorWithAnalysis("visitor-session-two", "198.51.100.22");
    const before = await testApp.db.select().from(contracts);
    const refused = await visitorUpload(browser, headers);
    expect(refused.status).toBe(402);
    expect((await refused.json()).error).toMatchObject({
      code: "payment_required",
      message: quotaMessage,
      details: { used: 1, limit: 1 },
    });
    expect(await testApp.db.select().from(contracts)).toHaveLength(before.length);
  });

  it("is capped per address: a fresh session id for every upload stops after 3 a day", async () => {
    for (let index = 0; index < 3; index++) {
      const response = await visitorUpload(
        createBrowser(testApp.app),
        visitor(`ip-cap-session-${index}`, "203.0.113.44"),
      );
      expect(response.status).toBe(202);
    }
    const fourth = await visitorUpload(createBrowser(testApp.app), visitor("ip-cap-session-3", "203.0.113.44"));
    expect(fourth.status).toBe(402);
    // the address's cap is most likely other people on the same network: the message says so
    expect((await fourth.json()).error.message).toBe(SHARED_NETWORK_MESSAGE);
    // another address is not affected
    expect((await visitorUpload(createBrowser(testApp.app), visitor("ip-cap-session-4", "203.0.113.45"))).status).toBe(
      202,
    );
  });

  it("needs a valid X-Session-Id, and a refused file gets its own message", async () => {
    const browser = createBrowser(testApp.app);
    const form = new FormData();
    form.set("file", new File([fixture("mutual-nda-capetown.txt")], "nda.txt"));
    const missing = await browser.request("/api/visitor/contracts", {
      method: "POST",
      body: form,
      headers: { "X-Forwarded-For": "198.51.100.23" },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toContain("X-Session-Id");
    const empty = await visitorUpload(browser, visitor("visitor-empty-file", "198.51.100.23"), "bad-one-byte.txt");
    expect(empty.status).toBeGreaterThanOrEqual(400);
    expect(empty.status).toBeLessThan(500);
    // the refused file did not use the session's free analysis
    expect((await visitorUpload(browser, visitor("visitor-empty-file", "198.51.100.23"))).status).toBe(202);
  });

  it("cannot be read by another browser session, nor by a signed-in user", async () => {
    const { analysisId, contractId } = await visitorWithAnalysis("visitor-session-private", "198.51.100.24");
    const stranger = createBrowser(testApp.app);
    const otherSession = visitor("visitor-session-stranger", "198.51.100.25");
    expect((await stranger.request(`/api/visitor/analyses/${analysisId}`, { headers: otherSession })).status).toBe(404);
    expect(
      (await stranger.request(`/api/visitor/analyses/${analysisId}/status`, { headers: otherSession })).status,
    ).toBe(404);
    expect(
      visitorAnalysisResponseSchema.parse(
        await (await stranger.request("/api/visitor/analysis", { headers: otherSession })).json(),
      ).analysis,
    ).toBeNull();

    await stranger.request("/api/auth/signup", { method: "POST", json: { email: "stranger@example.co.za", password } });
    expect((await stranger.request(`/api/analyses/${analysisId}`)).status).toBe(404);
    expect((await stranger.request(`/api/contracts/${contractId}`)).status).toBe(404);
    expect(contractListItemSchema.array().parse(await (await stranger.request("/api/contracts")).json())).toEqual([]);
  });

  it("is refused to a signed-in user (they upload from Home)", async () => {
    const browser = createBrowser(testApp.app);
    await browser.request("/api/auth/signup", {
      method: "POST",
      json: { email: "signed-in-visitor@example.co.za", password },
    });
    expect((await visitorUpload(browser, visitor("signed-in-session", "198.51.100.26"))).status).toBe(409);
  });
});

describe("claiming on sign-up", () => {
  it("moves the contract and analysis into the new account, where History finds it", async () => {
    const { browser, headers, analysisId, contractId } = await visitorWithAnalysis(
      "visitor-session-claim",
      "198.51.100.31",
    );
    expect(
      (
        await browser.request("/api/auth/signup", {
          method: "POST",
          json: { email: "claimer@example.co.za", password },
        })
      ).status,
    ).toBe(201);
    const claim = await browser.request("/api/visitor/claim", { method: "POST", headers });
    expect(claim.status).toBe(200);
    expect(claimVisitorResponseSchema.parse(await claim.json()).claimed).toEqual([{ contractId, analysisId }]);

    const list = contractListItemSchema.array().parse(await (await browser.request("/api/contracts")).json());
    expect(list.map((item) => item.id)).toEqual([contractId]);
    const history = (await (await browser.request("/api/analyses")).json()) as { id: string }[];
    expect(history.map((item) => item.id)).toEqual([analysisId]);
    const detail = analysisDetailSchema.parse(await (await browser.request(`/api/analyses/${analysisId}`)).json());
    expect(detail.result).not.toBeNull();
    const [row] = await testApp.db.select().from(analyses).where(eq(analyses.id, analysisId));
    expect(row).toMatchObject({ visitorSessionHash: null });
    expect(row!.userId).not.toBeNull();

    // a worker indexes the claimed contract for the account's chat agent (not the claim request)
    await expect
      .poll(
        async () =>
          (await testApp.db.select().from(clauseChunks).where(eq(clauseChunks.contractId, contractId))).map(
            (chunk) => chunk.userId,
          ),
        { timeout: 30_000 },
      )
      .toEqual(expect.arrayContaining([row!.userId]));
    const chunkOwners = await testApp.db.select().from(clauseChunks).where(eq(clauseChunks.contractId, contractId));
    expect(new Set(chunkOwners.map((chunk) => chunk.userId))).toEqual(new Set([row!.userId]));

    // it counts as the account's analysis this month, and the visitor path no longer serves it
    const stats = usageStatsSchema.parse(await (await browser.request("/api/usage/stats")).json());
    expect(stats.contract_analysis.used).toBe(1);
    expect((await browser.request(`/api/visitor/analyses/${analysisId}`, { headers })).status).toBe(404);

    // claiming again claims nothing; signing out does not give the session a second free analysis
    expect(
      claimVisitorResponseSchema.parse(
        await (await browser.request("/api/visitor/claim", { method: "POST", headers })).json(),
      ).claimed,
    ).toEqual([]);
    await browser.request("/api/auth/signout", { method: "POST" });
    expect((await visitorUpload(browser, headers)).status).toBe(402);
  });

  it("claims only the calling browser session's contracts, and only for a signed-in user", async () => {
    const { analysisId, headers } = await visitorWithAnalysis("visitor-session-kept", "198.51.100.32");
    const other = createBrowser(testApp.app);
    expect((await other.request("/api/visitor/claim", { method: "POST", headers })).status).toBe(401);
    await other.request("/api/auth/signup", {
      method: "POST",
      json: { email: "other-claimer@example.co.za", password },
    });
    const claim = await other.request("/api/visitor/claim", {
      method: "POST",
      headers: visitor("another-session-id", "198.51.100.33"),
    });
    expect(claimVisitorResponseSchema.parse(await claim.json()).claimed).toEqual([]);
    expect((await other.request(`/api/analyses/${analysisId}`)).status).toBe(404);
  });
});

describe("visitor retention", () => {
  it(`deletes unclaimed visitor contracts whole after ${VISITOR_RETENTION_HOURS} hours, and never an account's`, async () => {
    const { analysisId, contractId } = await visitorWithAnalysis("visitor-session-expiring", "198.51.100.41");
    const claimed = await visitorWithAnalysis("visitor-session-claimed-kept", "198.51.100.42");
    await claimed.browser.request("/api/auth/signup", {
      method: "POST",
      json: { email: "kept@example.co.za", password },
    });
    await claimed.browser.request("/api/visitor/claim", { method: "POST", headers: claimed.headers });

    const uploadedAt = testApp.clock.now();
    expect(
      await deleteExpiredVisitorContracts(testApp.db, { uploadedBefore: new Date(uploadedAt.getTime() - 1) }),
    ).toBe(0);
    await deleteExpiredVisitorContracts(testApp.db, { uploadedBefore: uploadedAt });
    expect(await testApp.db.select().from(contracts).where(eq(contracts.id, contractId))).toEqual([]);
    expect(await testApp.db.select().from(analyses).where(eq(analyses.id, analysisId))).toEqual([]);
    expect(await testApp.db.select().from(contracts).where(eq(contracts.id, claimed.contractId))).toHaveLength(1);
  });
});
