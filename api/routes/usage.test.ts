import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUserSchema } from "../../common/api/auth";
import { checkLimitResponseSchema, subscriptionStatusSchema, usageStatsSchema } from "../../common/api/billing";
import { planSchema } from "../../common/plans";
import { plans, users } from "../db/schema";
import { fixture, upload } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => testApp.close());

async function signedIn(email: string, tier?: "professional" | "enterprise" | "beta") {
  const browser = createBrowser(testApp.app);
  await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  if (tier) await testApp.db.update(users).set({ subscriptionTier: tier }).where(eq(users.email, email));
  return browser;
}

type Browser = ReturnType<typeof createBrowser>;
const visitor = (sessionId: string, ip = "198.51.100.7") => ({ "X-Session-Id": sessionId, "X-Forwarded-For": ip });

async function checkLimit(browser: Browser, action: string, headers: Record<string, string> = {}) {
  const response = await browser.request("/api/usage/check-limit", { method: "POST", json: { action }, headers });
  expect(response.status).toBe(200);
  return checkLimitResponseSchema.parse(await response.json());
}

function track(browser: Browser, action: string, headers: Record<string, string> = {}) {
  return browser.request("/api/usage/track", { method: "POST", json: { action }, headers });
}

describe("plans", () => {
  it("are served from the plans table, so an admin's change shows at once", async () => {
    const browser = createBrowser(testApp.app);
    const served = planSchema.array().parse(await (await browser.request("/api/subscription/plans")).json());
    expect(served.map((plan) => [plan.id, plan.price, plan.analysisLimit])).toEqual([
      ["free", 0, 5],
      ["professional", 29900, 50],
      ["enterprise", 99900, null],
    ]);
    await testApp.db.update(plans).set({ price: 34900, name: "Professional Plus" }).where(eq(plans.id, "professional"));
    const changed = planSchema.array().parse(await (await browser.request("/api/subscription/plans")).json());
    expect(changed[1]).toMatchObject({ name: "Professional Plus", price: 34900 });
    await testApp.db.update(plans).set({ price: 29900, name: "Professional" }).where(eq(plans.id, "professional"));
  });
});

describe("monthly usage of signed-in users", () => {
  it("counts generations against the Free plan's limit and puts up the paywall with the next plan's benefits", async () => {
    const browser = await signedIn("counter@example.co.za");
    for (let index = 0; index < 5; index++) expect((await track(browser, "contract_generation")).status).toBe(200);
    const refused = await track(browser, "contract_generation");
    expect(refused.status).toBe(402);
    expect((await refused.json()).error.message).toBe(
      "You have used all 5 contract generations of your Free plan this month. Upgrade your plan to generate more contracts.",
    );
    const check = await checkLimit(browser, "contract_generation");
    expect(check).toMatchObject({ paywall: true, used: 5, limit: 5 });
    // what Professional really adds: more analyses and generations, priority support — not what Free has already
    expect(check.benefits).toEqual([
      "50 contract analyses a month",
      "50 contract generations a month",
      "Priority customer support",
      "Unlimited contract sharing",
    ]);
    const stats = usageStatsSchema.parse(await (await browser.request("/api/usage/stats")).json());
    expect(stats.contract_generation).toEqual({ used: 5, limit: 5 });
    expect(stats.periodStart).toBe("2026-02-28T22:00:00.000Z"); // 1 March in South Africa
  });

  it("limits sharing on Free (5 a month) with 402, and not on a paid plan", async () => {
    const free = await signedIn("sharer@example.co.za");
    for (let index = 0; index < 5; index++) expect((await track(free, "contract_sharing")).status).toBe(200);
    expect((await track(free, "contract_sharing")).status).toBe(402);
    expect(await checkLimit(free, "contract_sharing")).toMatchObject({ paywall: true, used: 5, limit: 5 });
    expect((await checkLimit(free, "contract_sharing")).benefits).toContain("Unlimited contract sharing");

    const paid = await signedIn("paid-sharer@example.co.za", "professional");
    for (let index = 0; index < 6; index++) expect((await track(paid, "contract_sharing")).status).toBe(200);
    expect(await checkLimit(paid, "contract_sharing")).toMatchObject({ paywall: false, used: 6, limit: null });
  });

  it("gives Enterprise no limit at all", async () => {
    const browser = await signedIn("unlimited@example.co.za", "enterprise");
    for (let index = 0; index < 60; index++) expect((await track(browser, "contract_generation")).status).toBe(200);
    expect(await checkLimit(browser, "contract_generation")).toMatchObject({
      paywall: false,
      used: 60,
      limit: null,
      benefits: [],
    });
    const status = subscriptionStatusSchema.parse(await (await browser.request("/api/subscription/status")).json());
    expect(status.currentLimits).toEqual({
      analysisUsed: 0,
      analysisLimit: null,
      generationUsed: 60,
      generationLimit: null,
    });
  });

  it("gives beta testers 3 analyses and 3 generations a month more than Free (never less than Free)", async () => {
    const browser = await signedIn("tester@example.co.za", "beta");
    for (let index = 0; index < 8; index++) expect((await track(browser, "contract_generation")).status).toBe(200);
    expect((await track(browser, "contract_generation")).status).toBe(402);
    const status = subscriptionStatusSchema.parse(await (await browser.request("/api/subscription/status")).json());
    expect(status).toMatchObject({
      tier: "beta",
      planName: "Beta",
      currentLimits: { analysisLimit: 8, generationLimit: 8, generationUsed: 8 },
    });
  });

  it("does not count a tracked analysis twice (the upload counts it)", async () => {
    const browser = await signedIn("no-double@example.co.za");
    const tracked = await track(browser, "contract_analysis");
    expect(await tracked.json()).toEqual({ tracked: false, used: 0, limit: 5 });
  });
});

describe("visitors", () => {
  it("may analyse one contract per browser session", async () => {
    const browser = createBrowser(testApp.app);
    const session = visitor("session-aaaaaaaa", "198.51.100.1");
    expect(await checkLimit(browser, "contract_analysis", session)).toMatchObject({
      paywall: false,
      used: 0,
      limit: 1,
    });
    expect((await track(browser, "contract_analysis", session)).status).toBe(200);
    const after = await checkLimit(browser, "contract_analysis", session);
    expect(after).toMatchObject({ paywall: true, used: 1, limit: 1, reason: "limit" });
    expect(after.message).toContain("Create a free account");
    expect((await track(browser, "contract_analysis", session)).status).toBe(402);
    const stats = usageStatsSchema.parse(
      await (await browser.request("/api/usage/stats", { headers: session })).json(),
    );
    expect(stats.contract_analysis).toEqual({ used: 1, limit: 1 });
    // another browser session starts afresh
    expect(await checkLimit(browser, "contract_analysis", visitor("session-bbbbbbbb", "198.51.100.1"))).toMatchObject({
      paywall: false,
      used: 0,
    });
  });

  it("cannot get unlimited analyses with a new session id each time: 3 a day per address", async () => {
    const browser = createBrowser(testApp.app);
    for (let index = 0; index < 3; index++) {
      expect((await track(browser, "contract_analysis", visitor(`fresh-session-${index}`, "203.0.113.9"))).status).toBe(
        200,
      );
    }
    const fourth = visitor("fresh-session-3", "203.0.113.9");
    // this session analysed nothing: it is told the network's allowance is used, and why that may not be its doing
    const refusal = await checkLimit(browser, "contract_analysis", fourth);
    expect(refusal).toMatchObject({ paywall: true, used: 0, reason: "shared_network" });
    expect(refusal.message).toContain("Many people can share one internet address");
    expect(refusal.message).toContain("Create a free account");
    expect((await track(browser, "contract_analysis", fourth)).status).toBe(402);
    expect((await track(browser, "contract_analysis", visitor("fresh-session-4", "203.0.113.10"))).status).toBe(200);
    testApp.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await track(browser, "contract_analysis", visitor("fresh-session-5", "203.0.113.9"))).status).toBe(200);
  });

  it("must sign in to share: the paywall says so with used 0 and limit 0, and tracking is refused", async () => {
    const browser = createBrowser(testApp.app);
    const session = visitor("sharing-visitor", "198.51.100.2");
    expect(await checkLimit(browser, "contract_sharing", session)).toMatchObject({
      paywall: true,
      used: 0,
      limit: 0,
      message: "Create a free account to share contracts.",
    });
    const refused = await track(browser, "contract_sharing", session);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe("sign_in_required");
  });

  it("must send a valid X-Session-Id", async () => {
    const browser = createBrowser(testApp.app);
    expect(
      (await browser.request("/api/usage/check-limit", { method: "POST", json: { action: "contract_analysis" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await browser.request("/api/usage/check-limit", {
          method: "POST",
          json: { action: "contract_analysis" },
          headers: { "X-Session-Id": "bad id!" },
        })
      ).status,
    ).toBe(400);
  });
});

describe("the analysis limit reads the plans table", () => {
  it("refuses the upload past the plan's limit with 402 when an admin lowered it", async () => {
    await testApp.db.update(plans).set({ analysisLimit: 1 }).where(eq(plans.id, "professional"));
    try {
      const browser = await signedIn("lowered@example.co.za", "professional");
      expect(authUserSchema.parse(await (await browser.request("/api/auth/user")).json()).subscriptionTier).toBe(
        "professional",
      );
      expect((await upload(browser, fixture("mutual-nda-capetown.txt"), "nda.txt")).status).toBe(202);
      const refused = await upload(browser, fixture("mutual-nda-capetown.txt"), "nda.txt");
      expect(refused.status).toBe(402);
      expect((await refused.json()).error).toMatchObject({
        message:
          "You have used all 1 analyses of your Professional plan this month. Upgrade your plan to analyse more contracts.",
        details: { used: 1, limit: 1 },
      });
    } finally {
      await testApp.db.update(plans).set({ analysisLimit: 50 }).where(eq(plans.id, "professional"));
    }
  });
});
