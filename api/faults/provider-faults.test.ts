// Fault: the hosted model (AI_PROVIDER=openai-compatible) answers 500, 429 or 401, hangs, stalls or
// sends malformed JSON. The app is configured from env as an operator would, against a scripted
// OpenAI-compatible server on 127.0.0.1: the analysis and the chat fall back to the local engine
// within AI_TIMEOUT_MS and say so plainly; transient errors are retried, configuration errors are
// not (and the operator sees them), and a provider that keeps failing is skipped for a while.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type ScriptedBehaviour,
  type ScriptedModelServer,
  startScriptedModelServer,
} from "../../agent/model/testing/scripted-model-server";
import { adminOverviewSchema } from "../../common/api/admin-stats";
import { analysisDetailSchema, uploadResponseSchema } from "../../common/api/analyses";
import { conversationDetailSchema, hostedConsentNotice, modelFallbackNotice } from "../../common/chat";
import { sendChat } from "../agent/testing/chat-client";
import { users } from "../db/schema";
import { acceptTerms } from "../testing/accept-terms";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const TIMEOUT_MS = 3_000;
/** Room for the local analysis, the status polling and a loaded machine on top of the time-out. */
const SLACK_MS = 8_000;
const email = "provider-faults@example.co.za";
const modelLabel = "AI model fake-model";
const localLabel = "ContractClarity local engine";

const review = { summary: "The hosted model's own summary of this agreement.", findings: [], additionalFindings: [] };
const logLines: string[] = [];
let server: ScriptedModelServer;
let testApp: TestApp;
let owner: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  server = await startScriptedModelServer({
    // the analysis asks for JSON (response_format); the chat for text
    reply: (body) => (body.response_format ? JSON.stringify(review) : "Hello from the hosted model."),
  });
  testApp = await createTestApp({
    workers: 1,
    env: {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: server.baseURL,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
      ADMIN_EMAILS: email,
    },
    logger: pino({ level: "warn" }, { write: (line: string) => void logLines.push(line) }),
  });
  owner = createBrowser(testApp.app);
  await owner.request("/api/auth/signup", { method: "POST", json: { email, password: "correct horse 42" } });
  await testApp.db.update(users).set({ subscriptionTier: "enterprise" }).where(eq(users.email, email));
  await owner.request("/api/auth/signin", { method: "POST", json: { email, password: "correct horse 42" } });
  await acceptTerms(owner);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await server?.stop();
});
beforeEach(() => {
  testApp.deps.providerHealth.recordSuccess(); // each case starts with a closed circuit
});

/** Uploads a contract, waits for its analysis to end, and returns the result, its stated engine and how long it took. */
async function analyse() {
  const started = Date.now();
  const response = await upload(owner, fixture("residential-lease-wc.txt"), "residential-lease-wc.txt");
  expect(response.status).toBe(202);
  const { analysis } = uploadResponseSchema.parse(await response.json());
  const last = (await waitForAnalysis(owner, analysis.id, 30_000)).at(-1)!;
  const elapsedMs = Date.now() - started;
  const detail = analysisDetailSchema.parse(await (await owner.request(`/api/analyses/${analysis.id}`)).json());
  return { last, result: detail.result!, engine: detail.engine, elapsedMs };
}

const chatRequests = () => server.requests.filter((request) => request.endpoint === "chat").length;

describe("before the user has accepted the terms that name the provider (POPIA s72)", () => {
  it("sends nothing to the hosted model: the local engine analyses and answers, and says why", async () => {
    server.behave("ok");
    const newcomer = createBrowser(testApp.app);
    await newcomer.request("/api/auth/signup", {
      method: "POST",
      json: { email: "newcomer@example.co.za", password: "correct horse 42" },
    });
    const before = server.requests.length;

    const response = await upload(newcomer, fixture("residential-lease-wc.txt"), "residential-lease-wc.txt");
    const { analysis } = uploadResponseSchema.parse(await response.json());
    expect((await waitForAnalysis(newcomer, analysis.id, 30_000)).at(-1)!.status).toBe("completed");
    const detail = analysisDetailSchema.parse(await (await newcomer.request(`/api/analyses/${analysis.id}`)).json());
    expect(detail.result!.engine.name).toBe("contractclarity-local");
    expect(detail.engine.label).toBe(localLabel);

    const turn = await sendChat(newcomer, { conversationId: `chat-${randomUUID()}`, text: "Hello" });
    expect(turn.metadata).toMatchObject({ modelLabel: localLabel, notice: hostedConsentNotice(modelLabel) });
    expect(server.requests.length).toBe(before); // not one request reached the provider

    // once the terms are accepted, the hosted model answers
    await acceptTerms(newcomer);
    const after = await sendChat(newcomer, { conversationId: `chat-${randomUUID()}`, text: "Hello" });
    expect(after.text).toBe("Hello from the hosted model.");
  });
});

describe("analysis with a failing hosted model", () => {
  it("uses the model's review when the model answers, and names the model by its product name", async () => {
    server.behave("ok");
    const { last, result, engine } = await analyse();
    expect(last.status).toBe("completed");
    expect(result.engine.name).toBe("model:openai-compatible/fake-model");
    expect(result.overallRisk.summary).toBe(review.summary);
    expect(engine.label).toBe(modelLabel);
    expect(JSON.stringify({ engine, result })).not.toContain("127.0.0.1");
  });

  it.each([
    ["answers 500", "500", "the AI service is unavailable"],
    ["answers 429", "429", "the AI service is unavailable"],
    ["sends malformed JSON", "malformed", "its answer could not be read"],
    ["hangs", "hang", "it did not answer within 3 seconds"],
  ] as const)(
    "completes with the local engine's analysis, named as such, and a plain warning when the model %s",
    async (_name, failure, reason) => {
      server.behave(failure as ScriptedBehaviour);
      const callsBefore = chatRequests();
      const linesBefore = logLines.length;
      const { last, result, engine, elapsedMs } = await analyse();
      expect(chatRequests()).toBeGreaterThan(callsBefore); // the model was asked
      expect(last).toMatchObject({ status: "completed", error: null });
      expect(result.engine.name).toBe("contractclarity-local");
      expect(engine.label).toBe(localLabel); // not the hosted model's name after a fallback
      expect(result.findings.length).toBeGreaterThan(0);
      const warnings = result.warnings.join(" ");
      expect(warnings).toContain(
        `The AI model could not complete the review (${reason}), so the ContractClarity local engine answered`,
      );
      expect(warnings).not.toMatch(/AI_\w+Error/);
      expect(elapsedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      expect(logLines.slice(linesBefore).join("")).toContain(
        "hosted model failed; storing the local engine's analysis",
      );
    },
  );
});

describe("chat with a failing hosted model", () => {
  it("streams the hosted model's answer when it answers, under the model's product name", async () => {
    server.behave("ok");
    const turn = await sendChat(owner, { conversationId: `chat-${randomUUID()}`, text: "Hello" });
    expect(turn.errors).toEqual([]);
    expect(turn.text).toBe("Hello from the hosted model.");
    expect(turn.metadata).toMatchObject({ modelLabel });
    expect(turn.metadata?.notice).toBeUndefined();
    const info = await (await owner.request("/api/agent/model")).json();
    expect(info).toEqual({ provider: "openai-compatible", model: "openai-compatible/fake-model", label: modelLabel });
  });

  it.each([
    ["answers 500", "500", 3],
    ["answers 429 (with retry-after)", "429", 3],
    ["sends malformed JSON", "malformed", 1],
    ["hangs", "hang", 1],
  ] as const)("answers with the local engine, and says so, when the model %s", async (_name, failure, calls) => {
    server.behave(failure);
    const callsBefore = chatRequests();
    const linesBefore = logLines.length;
    const conversationId = `chat-${randomUUID()}`;
    const started = Date.now();
    const turn = await sendChat(owner, { conversationId, text: "What can you help me with?" });
    const elapsedMs = Date.now() - started;

    // transient errors are tried again (then the local engine answers the whole turn); others are not
    expect(chatRequests() - callsBefore).toBe(calls);
    expect(turn.status).toBe(200);
    expect(turn.errors).toEqual([]);
    expect(turn.text.length).toBeGreaterThan(20);
    const notice = modelFallbackNotice(modelLabel);
    expect(turn.metadata).toMatchObject({ model: "contractclarity-local-agent", modelLabel: localLabel, notice });
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    expect(logLines.slice(linesBefore).join("")).toContain(
      "hosted chat model failed; the local engine answers this turn",
    );

    // the stored conversation keeps the notice, so it is still there after a reload
    const stored = await (await owner.request(`/api/agent/conversations/${conversationId}`)).json();
    expect(stored.messages.at(-1).metadata).toMatchObject({ modelLabel: localLabel, notice });
  });

  it("does not retry a bad key: logs it as an error, the admin dashboard shows it, and the provider is skipped for a while", async () => {
    server.behave("401");
    const callsBefore = chatRequests();
    const linesBefore = logLines.length;
    const turn = await sendChat(owner, { conversationId: `chat-${randomUUID()}`, text: "Hello" });
    expect(chatRequests() - callsBefore).toBe(1);
    expect(turn.metadata).toMatchObject({ modelLabel: localLabel, notice: modelFallbackNotice(modelLabel) });
    const logged = logLines.slice(linesBefore).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: expect.stringContaining("hosted model refused the chat request") }),
    );

    const overview = adminOverviewSchema.parse(await (await owner.request("/api/admin/stats/overview")).json());
    expect(overview.modelProvider).toMatchObject({ label: modelLabel, circuit: "open" });
    expect(overview.modelProvider.recentProblems[0]).toMatchObject({
      use: "chat",
      kind: "configuration",
      status: 401,
      detail: expect.stringContaining("Incorrect API key"),
    });

    // while the circuit is open the next turn goes straight to the local engine
    const next = await sendChat(owner, { conversationId: `chat-${randomUUID()}`, text: "Hello again" });
    expect(chatRequests() - callsBefore).toBe(1);
    expect(next.metadata).toMatchObject({ modelLabel: localLabel });
  });

  it("opens the circuit after three failed turns: the fourth does not wait for the provider", async () => {
    server.behave("hang");
    for (let turn = 0; turn < 3; turn++)
      await sendChat(owner, { conversationId: `chat-${randomUUID()}`, text: "Are you there?" });
    const callsBefore = chatRequests();
    const started = Date.now();
    const turn = await sendChat(owner, { conversationId: `chat-${randomUUID()}`, text: "Are you there?" });
    expect(chatRequests()).toBe(callsBefore);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect(turn.metadata).toMatchObject({ modelLabel: localLabel });
  });

  it("ends the turn with the safe message, within the time-out, when the model stalls after its first words", async () => {
    server.behave("stall");
    const started = Date.now();
    const conversationId = `chat-${randomUUID()}`;
    const turn = await sendChat(owner, { conversationId, text: "Hello" });
    const elapsedMs = Date.now() - started;
    expect(turn.text).toBe("Let me look at"); // half an answer cannot be taken back and redone locally
    expect(turn.errors).toEqual(["Something went wrong on our side. Please try again."]);
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    // the half answer is stored as one that an error ended, and the chat screen says so
    const stored = conversationDetailSchema.parse(
      await (await owner.request(`/api/agent/conversations/${conversationId}`)).json(),
    );
    expect(stored.messages.at(-1)).toMatchObject({ role: "assistant", metadata: { ending: "error" } });
  });
});
