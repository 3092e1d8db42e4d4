import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadResponseSchema } from "../../common/api/analyses";
import { analysisShareSchema, sharedAnalysisResponseSchema, shareStatusResponseSchema } from "../../common/api/shares";
import { analyses, analysisShares } from "../db/schema";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ workers: 1 });
});
afterAll(() => testApp.close());

type Browser = ReturnType<typeof createBrowser>;

async function signedIn(email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

async function analysed(browser: Browser): Promise<string> {
  const response = await upload(browser, fixture("residential-lease-wc.txt"), "lease-for-thandi.txt");
  const { analysis } = uploadResponseSchema.parse(await response.json());
  expect((await waitForAnalysis(browser, analysis.id)).at(-1)!.status).toBe("completed");
  return analysis.id;
}

describe("sharing an analysis", () => {
  it("gives the owner a read-only public link that shows the result and clause texts, without the owner", async () => {
    const owner = await signedIn("sharer-owner@example.co.za");
    const analysisId = await analysed(owner);
    expect(
      shareStatusResponseSchema.parse(await (await owner.request(`/api/analyses/${analysisId}/share`)).json()).share,
    ).toBeNull();

    const created = await owner.request(`/api/analyses/${analysisId}/share`, { method: "POST" });
    expect(created.status).toBe(201);
    const share = analysisShareSchema.parse(await created.json());
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.url).toBe(`http://localhost/shared/${share.token}`);
    // asking again gives the same live link, and does not count a second share
    const again = await owner.request(`/api/analyses/${analysisId}/share`, { method: "POST" });
    expect(again.status).toBe(200);
    expect(analysisShareSchema.parse(await again.json()).token).toBe(share.token);
    const stats = (await (await owner.request("/api/usage/stats")).json()) as { contract_sharing: { used: number } };
    expect(stats.contract_sharing.used).toBe(1);

    const publicView = createBrowser(testApp.app);
    const response = await publicView.request(`/api/shared/${share.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const raw = await response.text();
    const shared = sharedAnalysisResponseSchema.parse(JSON.parse(raw));
    expect(shared.analysis.result!.clauses.length).toBeGreaterThan(3);
    expect(shared.analysis.result!.clauses[0]!.text.length).toBeGreaterThan(10);
    expect(shared.analysis.fileName).toBe("lease-for-thandi.txt");
    // nothing identifies the owner or the records behind the link
    expect(raw).not.toContain("sharer-owner@example.co.za");
    expect(raw).not.toContain(analysisId);
    expect(shared.analysis.id).toBe(share.token);

    // the public view is read-only: the analysis itself is still the owner's alone
    expect((await publicView.request(`/api/analyses/${analysisId}`)).status).toBe(401);
  });

  it("can be revoked: the link then answers 404 with a message, and a new share makes a new link", async () => {
    const owner = await signedIn("revoker@example.co.za");
    const analysisId = await analysed(owner);
    const share = analysisShareSchema.parse(
      await (await owner.request(`/api/analyses/${analysisId}/share`, { method: "POST" })).json(),
    );
    expect((await owner.request(`/api/analyses/${analysisId}/share`, { method: "DELETE" })).status).toBe(204);

    const gone = await createBrowser(testApp.app).request(`/api/shared/${share.token}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe(
      "This shared analysis is not available. The link may have been stopped by its owner.",
    );
    expect(
      shareStatusResponseSchema.parse(await (await owner.request(`/api/analyses/${analysisId}/share`)).json()).share,
    ).toBeNull();

    const renewed = analysisShareSchema.parse(
      await (await owner.request(`/api/analyses/${analysisId}/share`, { method: "POST" })).json(),
    );
    expect(renewed.token).not.toBe(share.token);
    expect((await createBrowser(testApp.app).request(`/api/shared/${renewed.token}`)).status).toBe(200);
  });

  it("is the owner's alone: another user can neither share, read nor revoke the link; visitors get 401", async () => {
    const owner = await signedIn("only-owner@example.co.za");
    const analysisId = await analysed(owner);
    const share = analysisShareSchema.parse(
      await (await owner.request(`/api/analyses/${analysisId}/share`, { method: "POST" })).json(),
    );

    const intruder = await signedIn("intruder@example.co.za");
    expect((await intruder.request(`/api/analyses/${analysisId}/share`, { method: "POST" })).status).toBe(404);
    expect((await intruder.request(`/api/analyses/${analysisId}/share`)).status).toBe(404);
    expect((await intruder.request(`/api/analyses/${analysisId}/share`, { method: "DELETE" })).status).toBe(404);
    expect(
      (await createBrowser(testApp.app).request(`/api/analyses/${analysisId}/share`, { method: "POST" })).status,
    ).toBe(401);
    // the intruder's attempts changed nothing
    expect((await createBrowser(testApp.app).request(`/api/shared/${share.token}`)).status).toBe(200);
    expect(await testApp.db.select().from(analysisShares)).not.toHaveLength(0);
  });

  it("answers 404 for unknown and malformed tokens, and stops when the owner deletes the analysis", async () => {
    const browser = createBrowser(testApp.app);
    expect((await browser.request(`/api/shared/${"A".repeat(43)}`)).status).toBe(404);
    expect((await browser.request("/api/shared/not-a-token")).status).toBe(404);

    const owner = await signedIn("deleter@example.co.za");
    const analysisId = await analysed(owner);
    const share = analysisShareSchema.parse(
      await (await owner.request(`/api/analyses/${analysisId}/share`, { method: "POST" })).json(),
    );
    expect((await owner.request(`/api/analyses/${analysisId}`, { method: "DELETE" })).status).toBe(204);
    expect((await browser.request(`/api/shared/${share.token}`)).status).toBe(404);
  });

  it("counts against the Free plan's sharing limit (402 past it)", async () => {
    const owner = await signedIn("limited-sharer@example.co.za");
    const analysisId = await analysed(owner);
    for (let index = 0; index < 5; index++) {
      expect(
        (await owner.request("/api/usage/track", { method: "POST", json: { action: "contract_sharing" } })).status,
      ).toBe(200);
    }
    const refused = await owner.request(`/api/analyses/${analysisId}/share`, { method: "POST" });
    expect(refused.status).toBe(402);
    expect((await refused.json()).error.message).toContain("Upgrade your plan to share more contracts.");
  });

  it("refuses an analysis that is not finished", async () => {
    const owner = await signedIn("early-sharer@example.co.za");
    const analysisId = await analysed(owner);
    await testApp.db
      .update(analyses)
      .set({ status: "analyzing", resultEncrypted: null })
      .where(eq(analyses.id, analysisId));
    const early = await owner.request(`/api/analyses/${analysisId}/share`, { method: "POST" });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(
      "Only a finished analysis can be shared. Please wait for it to complete.",
    );
  });
});
