// Usage and cost (issue 21 item 13): the tokens a hosted model reports are stored with each chat
// message and analysis it answered, priced at the operator's AI_PRICE_* settings, and the admin
// dashboard's endpoint adds them up per South African day. The local engine's answers cost nothing
// and are counted apart. Against the scripted OpenAI-compatible server, which reports 120 input and
// 30 output tokens for every answer.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ScriptedModelServer, startScriptedModelServer } from "../../agent/model/testing/scripted-model-server";
import { uploadResponseSchema } from "../../common/api/analyses";
import { type ModelUsageReport, modelUsageReportSchema } from "../../common/api/model-usage";
import { sendChat } from "../agent/testing/chat-client";
import { modelUsage, users } from "../db/schema";
import { acceptTerms } from "../testing/accept-terms";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const adminEmail = "usage-admin@example.co.za";
const password = "correct horse 42";
const hostedModel = { model: "openai-compatible/fake-model", modelLabel: "Clarity Assistant" };
/** $0.50 and $2.00 per million tokens at R20 to the dollar: R10 and R40. */
const pricesEnv = { AI_PRICE_INPUT_PER_MTOK: "0.5", AI_PRICE_OUTPUT_PER_MTOK: "2", AI_USD_TO_ZAR: "20" };
/** 120 input tokens at R10 and 30 output tokens at R40 per million. */
const costOfOneAnswer = (120 * 10 + 30 * 40) / 1_000_000;
const review = { summary: "The hosted model's summary.", findings: [], additionalFindings: [] };

let reply: (body: Record<string, unknown>) => string;
let server: ScriptedModelServer;
let testApp: TestApp;
let admin: ReturnType<typeof createBrowser>;

async function signUp(email: string) {
  const browser = createBrowser(testApp.app);
  await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  return browser;
}

/** The rows stored for a chat message or an analysis. */
const usageOf = (subjectId: string) => testApp.db.select().from(modelUsage).where(eq(modelUsage.subjectId, subjectId));

/** Sends one message and returns the id of the assistant's answer (the UI stream's start part names it). */
async function chat(browser: ReturnType<typeof createBrowser>, text: string) {
  const turn = await sendChat(browser, { conversationId: `chat-${randomUUID()}`, text });
  expect(turn.status).toBe(200);
  const start = turn.chunks.find((chunk) => chunk.type === "start");
  return { turn, messageId: String(start?.messageId) };
}

async function analyse(browser: ReturnType<typeof createBrowser>) {
  const response = await upload(browser, fixture("residential-lease-wc.txt"), "residential-lease-wc.txt");
  const { analysis } = uploadResponseSchema.parse(await response.json());
  expect((await waitForAnalysis(browser, analysis.id, 30_000)).at(-1)!.status).toBe("completed");
  return analysis.id;
}

async function report(query = "from=2026-02-24&to=2026-03-02"): Promise<ModelUsageReport> {
  const response = await admin.request(`/api/admin/stats/model-usage?${query}`);
  expect(response.status).toBe(200);
  return modelUsageReportSchema.parse(await response.json());
}

beforeAll(async () => {
  reply = (body) => (body.response_format ? JSON.stringify(review) : "Hello from the hosted model.");
  server = await startScriptedModelServer({ reply: (body) => reply(body) });
  testApp = await createTestApp({
    workers: 1,
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: server.baseURL,
      AI_MODEL: "fake-model",
      AI_MODEL_LABEL: hostedModel.modelLabel,
      AI_TIMEOUT_MS: "3000",
      ADMIN_EMAILS: adminEmail,
      ...pricesEnv,
    },
  });
  admin = await signUp(adminEmail);
  await testApp.db.update(users).set({ subscriptionTier: "enterprise" }).where(eq(users.email, adminEmail));
  await admin.request("/api/auth/signin", { method: "POST", json: { email: adminEmail, password } });
  await acceptTerms(admin);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await server?.stop();
});

describe("usage stored per answer", () => {
  it("a hosted chat answer stores its tokens, the model and the estimated cost in rand under the message's id", async () => {
    const { turn, messageId } = await chat(admin, "Hello");
    expect(turn.text).toBe("Hello from the hosted model.");
    await vi.waitFor(async () => expect(await usageOf(messageId)).toHaveLength(1));
    const [row] = await usageOf(messageId);
    expect(row).toMatchObject({
      kind: "chat",
      engine: "hosted",
      ...hostedModel,
      inputTokens: 120,
      outputTokens: 30,
    });
    expect(row!.estimatedCostZar).toBeCloseTo(costOfOneAnswer, 10);
  });

  it("a hosted analysis stores its tokens and cost under the analysis id", async () => {
    const analysisId = await analyse(admin);
    const rows = await usageOf(analysisId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "analysis",
      engine: "hosted",
      ...hostedModel,
      inputTokens: 120,
      outputTokens: 30,
    });
    expect(rows[0]!.estimatedCostZar).toBeCloseTo(costOfOneAnswer, 10);
  });

  it("an analysis whose answer did not fit the schema still stores the tokens it cost, beside the local engine's result", async () => {
    reply = (body) => (body.response_format ? JSON.stringify({ summary: 42 }) : "Hello from the hosted model.");
    try {
      const analysisId = await analyse(admin);
      const rows = await usageOf(analysisId);
      expect(rows.map((r) => [r.engine, r.inputTokens, r.outputTokens]).sort()).toEqual([
        ["hosted", 120, 30],
        ["local", 0, 0],
      ]);
      expect(rows.find((r) => r.engine === "local")!.estimatedCostZar).toBe(0);
    } finally {
      reply = (body) => (body.response_format ? JSON.stringify(review) : "Hello from the hosted model.");
    }
  });

  it("the local engine's answer (no consent yet, or after the provider failed) is stored as local, at no cost", async () => {
    const newcomer = await signUp("usage-newcomer@example.co.za");
    const before = server.requests.length;
    const { messageId } = await chat(newcomer, "Hello");
    expect(server.requests.length).toBe(before);
    await vi.waitFor(async () => expect(await usageOf(messageId)).toHaveLength(1));
    expect((await usageOf(messageId))[0]).toMatchObject({
      engine: "local",
      model: "contractclarity-local-agent",
      estimatedCostZar: 0,
    });

    server.behave("401", "chat"); // a bad key: the local engine answers the turn, and the provider never finished a call
    try {
      const fallback = await chat(admin, "Hello again");
      await vi.waitFor(async () => expect(await usageOf(fallback.messageId)).toHaveLength(1));
      expect((await usageOf(fallback.messageId))[0]).toMatchObject({ engine: "local", estimatedCostZar: 0 });
    } finally {
      server.behave("ok");
      testApp.deps.providerHealth.recordSuccess();
    }
  });
});

describe("GET /api/admin/stats/model-usage", () => {
  it("adds up the day's tokens and cost, counts the local engine's answers apart, and states the prices", async () => {
    const usage = await report();
    expect(usage.days.map((day) => day.date)).toEqual([
      "2026-03-02",
      "2026-03-01",
      "2026-02-28",
      "2026-02-27",
      "2026-02-26",
      "2026-02-25",
      "2026-02-24",
    ]);
    const today = usage.days[0]!;
    // one hosted chat message and two hosted analyses (one unusable) of 120 + 30 tokens each
    expect(today.hosted).toMatchObject({
      chatMessages: 1,
      analyses: 2,
      inputTokens: 360,
      outputTokens: 90,
      unpriced: 0,
    });
    expect(today.hosted.estimatedCostZar).toBeCloseTo(3 * costOfOneAnswer, 10);
    expect(today.local).toEqual({ chatMessages: 2, analyses: 1 });
    expect(usage.days.slice(1).every((day) => day.hosted.inputTokens === 0 && day.local.chatMessages === 0)).toBe(true);
    expect(usage.total).toEqual({ hosted: today.hosted, local: today.local });
    expect(usage.model).toEqual({ provider: "openai-compatible", label: hostedModel.modelLabel });
    expect(usage.prices).toEqual({
      currency: "USD",
      inputPerMTok: 0.5,
      outputPerMTok: 2,
      usdToZar: 20,
      inputPerMTokZar: 10,
      outputPerMTokZar: 40,
    });
  });

  it("a day is a South African day: usage at 23:30 SAST stays on its day", async () => {
    await testApp.db.insert(modelUsage).values({
      kind: "chat",
      subjectId: `late-${randomUUID()}`,
      engine: "hosted",
      ...hostedModel,
      inputTokens: 1000,
      outputTokens: 0,
      estimatedCostZar: null,
      createdAt: new Date("2026-02-27T21:30:00Z"), // 23:30 on 27 Feb in Johannesburg
    });
    const usage = await report();
    const day = (date: string) => usage.days.find((d) => d.date === date)!.hosted;
    expect(day("2026-02-27")).toMatchObject({ chatMessages: 1, inputTokens: 1000, unpriced: 1, estimatedCostZar: 0 });
    expect(day("2026-02-28").inputTokens).toBe(0);
    expect(usage.total.hosted.unpriced).toBe(1);
  });

  it("refuses a bad range with a message, and anyone who is not an admin", async () => {
    const backwards = await admin.request("/api/admin/stats/model-usage?from=2026-03-02&to=2026-02-01");
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain("The start date must be on or before the end date.");
    const user = await signUp("usage-user@example.co.za");
    expect((await user.request("/api/admin/stats/model-usage?from=2026-03-01&to=2026-03-02")).status).toBe(403);
  });
});
