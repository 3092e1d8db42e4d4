// Two messages to one conversation at once, and a bad contract id: clear 4xx answers, nothing lost.
import { randomUUID } from "node:crypto";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TURN_RUNNING_MESSAGE } from "../../common/chat";
import { sendChat } from "../agent/testing/chat-client";
import { textStep, toolCallsStep } from "../agent/testing/model-stream";
import { acceptTerms } from "../testing/accept-terms";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

let testApp: TestApp;
let browser: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  // a hosted model that takes a moment over each answer, so a second message arrives while the first is answered
  const model = new MockLanguageModelV3({
    provider: "mock",
    modelId: "slow-chat",
    doStream: async () => ({
      stream: simulateReadableStream({ chunks: textStep("The answer, after some thought."), chunkDelayInMs: 150 }),
    }),
  });
  testApp = await createTestApp({
    agentModel: { model, info: { provider: "openai", model: "openai/slow-chat", label: "OpenAI slow-chat" } },
  });
  browser = createBrowser(testApp.app);
  await browser.request("/api/auth/signup", {
    method: "POST",
    json: { email: "two-turns@example.co.za", password: "correct horse 42" },
  });
  await acceptTerms(browser);
});
afterAll(() => testApp.close());

describe("POST /api/agent/chat", () => {
  it("refuses a second message while the first is being answered (409, with a message the chat screen shows), and stores the first", async () => {
    const conversationId = `chat-${randomUUID()}`;
    const [first, second] = await Promise.all([
      sendChat(browser, { conversationId, text: "First question" }),
      sendChat(browser, { conversationId, text: "Second question" }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    const answered = first.status === 200 ? first : second;
    expect(JSON.parse(refused.errors[0]!)).toEqual({ error: { code: "conflict", message: TURN_RUNNING_MESSAGE } });
    expect(answered.text).toBe("The answer, after some thought.");

    // once the answer is stored, the next message is taken, and nothing was lost
    const third = await sendChat(browser, { conversationId, text: "Third question" });
    expect(third.status).toBe(200);
    const stored = await (await browser.request(`/api/agent/conversations/${conversationId}`)).json();
    expect(stored.messages.map((message: { role: string }) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
  });

  it("answers 400 with a clear message for an empty or malformed contract id, and stores nothing", async () => {
    for (const contractId of ["", "not-a-uuid"]) {
      const conversationId = `chat-${randomUUID()}`;
      const response = await browser.request("/api/agent/chat", {
        method: "POST",
        json: {
          id: conversationId,
          contractId,
          messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text: "Hi" }] }],
        },
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("contractId must be the id of one of your contracts.");
      expect((await browser.request(`/api/agent/conversations/${conversationId}`)).status).toBe(404);
    }
  });
});

describe("the step limit", () => {
  it("ends the turn with an answer saying what was done, not in silence after the last tool call", async () => {
    const original = testApp.deps.agentModel;
    // a model that would call tools for ever, and writes text only when tools are off
    const busy = new MockLanguageModelV3({
      provider: "mock",
      modelId: "busy-chat",
      doStream: async (options) => ({
        stream: simulateReadableStream({
          chunks:
            options.toolChoice?.type === "none"
              ? textStep(
                  "I listed the templates several times; choosing one is left. Send another message to continue.",
                )
              : toolCallsStep([["listTemplates", {}]]),
        }),
      }),
    });
    testApp.deps.agentModel = {
      model: busy,
      info: { provider: "openai", model: "openai/busy-chat", label: "OpenAI busy-chat" },
    };
    try {
      const turn = await sendChat(browser, { conversationId: `chat-${randomUUID()}`, text: "Show me templates" });
      expect(turn.tools.length).toBe(5);
      expect(turn.text).toContain("choosing one is left");
      expect(busy.doStreamCalls.at(-1)!.prompt[0]).toMatchObject({
        role: "system",
        content: expect.stringContaining("last step"),
      });
    } finally {
      testApp.deps.agentModel = original;
    }
  });
});
