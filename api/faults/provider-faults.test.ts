// Fault: the hosted model (AI_PROVIDER=openai-compatible) answers 500 or 429, hangs, or sends
// malformed JSON. The real provider code (@ai-sdk/openai-compatible) talks to a fake `fetch`; the
// analysis and the chat must fall back to the local engine within AI_TIMEOUT_MS and say so.
import { randomUUID } from "node:crypto";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisDetailSchema, uploadResponseSchema } from "../../common/api/analyses";
import { modelFallbackNotice } from "../../common/chat";
import { sendChat } from "../agent/testing/chat-client";
import { users } from "../db/schema";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const TIMEOUT_MS = 1_000;
/** Room for the local analysis, the status polling and a loaded machine on top of the time-out. */
const SLACK_MS = 4_000;
const modelLabel = "fake-model (model.test)";

type Behaviour = "healthy" | "500" | "429" | "hangs" | "malformed" | "stalls mid-answer";
let behaviour: Behaviour = "healthy";
let modelCalls = 0;

const review = { summary: "The hosted model's own summary of this agreement.", findings: [], additionalFindings: [] };

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function sse(lines: string[]) {
  return new Response(lines.map((line) => `data: ${line}\n\n`).join(""), {
    headers: { "content-type": "text/event-stream" },
  });
}

/** An OpenAI-compatible server that behaves as `behaviour` says, for chat completions with and without streaming. */
const fakeFetch: typeof fetch = async (_input, init) => {
  modelCalls += 1;
  const streaming = JSON.parse(String(init?.body)).stream === true;
  switch (behaviour) {
    case "500":
      // (a short retry-after keeps the SDK's one retry inside the time-out, so the error itself is reported)
      return json({ error: { message: "upstream exploded", type: "server_error" } }, 500, { "retry-after-ms": "50" });
    case "429":
      return json({ error: { message: "Rate limit reached", type: "rate_limit" } }, 429, { "retry-after-ms": "50" });
    case "hangs":
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      });
    case "malformed":
      return streaming
        ? sse(['{"id":"c1","choices":[{"delta":{"content"'])
        : new Response('{"choices": [ not json', { headers: { "content-type": "application/json" } });
    case "stalls mid-answer": {
      const first = JSON.stringify({
        id: "c1",
        created: 1,
        model: "fake-model",
        choices: [{ index: 0, delta: { role: "assistant", content: "Let me look at" }, finish_reason: null }],
      });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`data: ${first}\n\n`));
          init?.signal?.addEventListener("abort", () => controller.error(init.signal!.reason));
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    }
    case "healthy": {
      const base = { id: "c1", created: 1, model: "fake-model" };
      if (!streaming)
        return json({
          ...base,
          choices: [
            { index: 0, message: { role: "assistant", content: JSON.stringify(review) }, finish_reason: "stop" },
          ],
        });
      return sse([
        JSON.stringify({
          ...base,
          choices: [
            { index: 0, delta: { role: "assistant", content: "Hello from the hosted model." }, finish_reason: null },
          ],
        }),
        JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }),
        "[DONE]",
      ]);
    }
  }
};

const provider = createOpenAICompatible({ name: "fake", baseURL: "http://model.test/v1", fetch: fakeFetch });
const logLines: string[] = [];
let testApp: TestApp;
let owner: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  testApp = await createTestApp({
    workers: 1,
    env: { AI_TIMEOUT_MS: String(TIMEOUT_MS) },
    analysisEngine: {
      info: { label: modelLabel, model: "openai-compatible/fake-model" },
      model: provider.chatModel("fake-model"),
    },
    agentModel: {
      model: provider.chatModel("fake-model"),
      info: { provider: "openai-compatible", model: "openai-compatible/fake-model", label: modelLabel },
    },
    logger: pino({ level: "warn" }, { write: (line: string) => void logLines.push(line) }),
  });
  owner = createBrowser(testApp.app);
  await owner.request("/api/auth/signup", {
    method: "POST",
    json: { email: "provider-faults@example.co.za", password: "correct horse 42" },
  });
  await testApp.db
    .update(users)
    .set({ subscriptionTier: "enterprise" })
    .where(eq(users.email, "provider-faults@example.co.za"));
  await owner.request("/api/auth/signin", {
    method: "POST",
    json: { email: "provider-faults@example.co.za", password: "correct horse 42" },
  });
});
afterAll(() => testApp.close());

/** Uploads a contract, waits for its analysis to end, and returns the result and how long it took. */
async function analyse() {
  const started = Date.now();
  const response = await upload(owner, fixture("residential-lease-wc.txt"), "residential-lease-wc.txt");
  expect(response.status).toBe(202);
  const { analysis } = uploadResponseSchema.parse(await response.json());
  const last = (await waitForAnalysis(owner, analysis.id, 30_000)).at(-1)!;
  const elapsedMs = Date.now() - started;
  const detail = analysisDetailSchema.parse(await (await owner.request(`/api/analyses/${analysis.id}`)).json());
  return { last, result: detail.result!, elapsedMs };
}

describe("analysis with a failing hosted model", () => {
  it("uses the model's review when the model answers (the fake provider speaks the real protocol)", async () => {
    behaviour = "healthy";
    const { last, result } = await analyse();
    expect(last.status).toBe("completed");
    expect(result.engine.name).toBe("model:openai-compatible/fake-model");
    expect(result.overallRisk.summary).toBe(review.summary);
    expect(result.warnings.join(" ")).not.toMatch(/could not complete the review/);
  });

  it.each([
    ["answers 500", "500", /could not complete the review \(AI_\w+Error\); this is the local engine's analysis/],
    ["answers 429", "429", /could not complete the review \(AI_\w+Error\); this is the local engine's analysis/],
    [
      "sends malformed JSON",
      "malformed",
      /could not complete the review \(AI_\w+Error\); this is the local engine's analysis/,
    ],
    [
      "hangs",
      "hangs",
      /could not complete the review \(no answer within 1 second\); this is the local engine's analysis/,
    ],
  ] as const)(
    "completes with the local engine's analysis and a warning when the model %s",
    async (_name, failure, warning) => {
      behaviour = failure;
      const callsBefore = modelCalls;
      const linesBefore = logLines.length;
      const { last, result, elapsedMs } = await analyse();
      expect(modelCalls).toBeGreaterThan(callsBefore); // the model was asked
      expect(last).toMatchObject({ status: "completed", error: null });
      expect(result.engine.name).toBe("contractclarity-local");
      expect(result.findings.length).toBeGreaterThan(0);
      expect(result.warnings.join(" ")).toMatch(warning);
      expect(elapsedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      if (failure === "hangs") expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
      expect(logLines.slice(linesBefore).join("")).toContain(
        "hosted model failed; storing the local engine's analysis",
      );
    },
  );
});

describe("chat with a failing hosted model", () => {
  it("streams the hosted model's answer when it answers", async () => {
    behaviour = "healthy";
    const turn = await sendChat(owner, { conversationId: `chat-${randomUUID()}`, text: "Hello" });
    expect(turn.errors).toEqual([]);
    expect(turn.text).toBe("Hello from the hosted model.");
    expect(turn.metadata).toMatchObject({ modelLabel });
    expect(turn.metadata?.notice).toBeUndefined();
  });

  it.each([
    ["answers 500", "500"],
    ["answers 429", "429"],
    ["sends malformed JSON", "malformed"],
    ["hangs", "hangs"],
  ] as const)("answers with the local engine, and says so, when the model %s", async (_name, failure) => {
    behaviour = failure;
    const callsBefore = modelCalls;
    const linesBefore = logLines.length;
    const conversationId = `chat-${randomUUID()}`;
    const started = Date.now();
    const turn = await sendChat(owner, { conversationId, text: "What can you help me with?" });
    const elapsedMs = Date.now() - started;

    expect(modelCalls - callsBefore).toBe(1); // one failure hands the whole turn over; no retry storm
    expect(turn.status).toBe(200);
    expect(turn.errors).toEqual([]);
    expect(turn.text.length).toBeGreaterThan(20);
    const notice = modelFallbackNotice(modelLabel);
    expect(turn.metadata).toMatchObject({
      model: "contractclarity-local-agent",
      modelLabel: "ContractClarity local engine",
      notice,
    });
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    if (failure === "hangs") expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(logLines.slice(linesBefore).join("")).toContain(
      "hosted chat model failed; the local engine answers this turn",
    );

    // the stored conversation keeps the notice, so it is still there after a reload
    const stored = await (await owner.request(`/api/agent/conversations/${conversationId}`)).json();
    expect(stored.messages.at(-1).metadata).toMatchObject({ modelLabel: "ContractClarity local engine", notice });
  });

  it("ends the turn with the safe message, within the time-out, when the model stalls after its first words", async () => {
    behaviour = "stalls mid-answer";
    const started = Date.now();
    const turn = await sendChat(owner, { conversationId: `chat-${randomUUID()}`, text: "Hello" });
    const elapsedMs = Date.now() - started;
    expect(turn.text).toBe("Let me look at"); // half an answer cannot be taken back and redone locally
    expect(turn.errors).toEqual(["Something went wrong on our side. Please try again."]);
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
  });
});
