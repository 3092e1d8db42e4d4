// What a hosted model is sent, turn after turn: real tool errors (not the user's mask), no malformed
// arguments replayed, turns that ended early recorded as such, and a history that does not grow
// without bound.
import { randomUUID } from "node:crypto";
import type { LanguageModelV3CallOptions, LanguageModelV3Prompt, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ChatMessageMetadata, conversationDetailSchema, UNVERIFIED_LAW_MARK } from "../../common/chat";
import { errorCatalogue } from "../../common/errors";
import { sendChat } from "../agent/testing/chat-client";
import { mockUsage, textStep } from "../agent/testing/model-stream";
import { acceptTerms } from "../testing/accept-terms";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const HISTORY_MAX_CHARS = 30_000;

type Script = (options: LanguageModelV3CallOptions, call: number) => LanguageModelV3StreamPart[];

const logLines: string[] = [];
let testApp: TestApp;
let browser: ReturnType<typeof createBrowser>;
let script: Script = () => textStep("Hello.");
let calls: LanguageModelV3CallOptions[] = [];
const model = new MockLanguageModelV3({
  provider: "mock",
  modelId: "history-chat",
  doStream: async (options) => {
    calls.push(options);
    return { stream: simulateReadableStream({ chunks: script(options, calls.length - 1) }) };
  },
});

/** A model step that calls a tool with these raw arguments (as the provider sent them, valid JSON or not). */
function rawToolCallStep(toolCallId: string, toolName: string, input: string): LanguageModelV3StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    { type: "tool-call", toolCallId, toolName, input },
    { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage: mockUsage },
  ];
}

/** The tool calls and results of a prompt, as the model reads them. */
function toolMessagesOf(prompt: LanguageModelV3Prompt) {
  const toolCalls = prompt.flatMap((message) =>
    message.role === "assistant" ? message.content.filter((part) => part.type === "tool-call") : [],
  );
  const toolResults = prompt.flatMap((message) =>
    message.role === "tool" ? message.content.filter((part) => part.type === "tool-result") : [],
  );
  return { toolCalls, toolResults };
}

beforeAll(async () => {
  testApp = await createTestApp({
    env: { AI_HISTORY_MAX_CHARS: String(HISTORY_MAX_CHARS) },
    logger: pino({ level: "warn" }, { write: (line: string) => void logLines.push(line) }),
    agentModel: { model, info: { provider: "openai", model: "openai/history-chat", label: "OpenAI history-chat" } },
  });
  browser = createBrowser(testApp.app);
  await browser.request("/api/auth/signup", {
    method: "POST",
    json: { email: "history@example.co.za", password: "correct horse 42" },
  });
  await acceptTerms(browser);
});
afterAll(() => testApp.close());

describe("tool errors", () => {
  it("tells the model the real validation error, now and on later turns, and never replays malformed arguments", async () => {
    calls = [];
    script = (_options, call) =>
      call === 0
        ? [
            ...rawToolCallStep("call-bad-type", "fillTemplate", JSON.stringify({ templateId: 42, values: {} })).slice(
              0,
              -1,
            ),
            { type: "tool-call", toolCallId: "call-broken", toolName: "listTemplates", input: '{"category": "lea' },
            { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage: mockUsage },
          ]
        : textStep("I could not start the draft yet.");
    const conversationId = `chat-${randomUUID()}`;
    const first = await sendChat(browser, { conversationId, text: "Draft a lease" });
    expect(first.status).toBe(200);

    // within the turn, the model reads what was wrong with each call
    const sameTurn = toolMessagesOf(calls[1]!.prompt).toolResults;
    expect(JSON.stringify(sameTurn.find((result) => result.toolCallId === "call-bad-type")!.output)).toMatch(
      /templateId/,
    );

    await sendChat(browser, { conversationId, text: "Try again please" });
    const { toolCalls, toolResults } = toolMessagesOf(calls.at(-1)!.prompt);
    // the later turn still reads the validation error, not the user's mask
    const badType = toolResults.find((result) => result.toolCallId === "call-bad-type");
    expect(badType?.output).toMatchObject({
      type: "error-text",
      value: expect.stringMatching(/fillTemplate: templateId: .*expected string/),
    });
    expect(JSON.stringify(toolResults)).not.toContain(errorCatalogue.internal.message);
    // the arguments are replayed as the parsed object they were; the malformed ones are not replayed at all
    expect(toolCalls.find((call) => call.toolCallId === "call-bad-type")?.input).toEqual({
      templateId: 42,
      values: {},
    });
    expect(toolCalls.every((call) => typeof call.input === "object" && call.input !== null)).toBe(true);
    expect(JSON.stringify(calls.at(-1)!.prompt)).not.toContain('\\"category\\": \\"lea');
  });
});

/** Sends a message and stops reading (as the Stop button does) once `stopWhen` is true of what arrived. */
async function sendAndStop(conversationId: string, text: string, stopWhen: (chunks: string) => boolean) {
  const controller = new AbortController();
  const response = await browser.request("/api/agent/chat", {
    method: "POST",
    signal: controller.signal,
    json: { id: conversationId, messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text }] }] },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = "";
  while (!stopWhen(received)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the answer ended before it could be stopped: ${received}`);
    received += decoder.decode(value);
  }
  controller.abort();
  await reader.cancel().catch(() => undefined);
}

/** The stored answer once the turn is stored (the server stores it after the stream ends). */
async function storedAnswer(conversationId: string) {
  return vi.waitFor(
    async () => {
      const response = await browser.request(`/api/agent/conversations/${conversationId}`);
      expect(response.status).toBe(200);
      const { messages } = conversationDetailSchema.parse(await response.json());
      const answer = messages.at(-1) as {
        role: string;
        parts: Array<{ type: string; text?: string }>;
        metadata?: ChatMessageMetadata;
      };
      expect(answer.role).toBe("assistant");
      return answer;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe("how a turn ended", () => {
  const slowText = (words: string[], finish: "stop" | "length" = "stop"): LanguageModelV3StreamPart[] => [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "t" },
    ...words.map((word): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t", delta: `${word} ` })),
    { type: "text-end", id: "t" },
    { type: "finish", finishReason: { unified: finish, raw: finish }, usage: mockUsage },
  ];

  it("stores a partial answer the user stopped as stopped, with the words that arrived", async () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`);
    script = () => slowText(words);
    const conversationId = `chat-${randomUUID()}`;
    // a model that takes its time: the user stops it after the first words
    const slowModel = new MockLanguageModelV3({
      provider: "mock",
      modelId: "history-chat",
      doStream: async (options) => ({
        stream: simulateReadableStream({ chunks: script(options, 0), chunkDelayInMs: 100 }),
      }),
    });
    const original = testApp.deps.agentModel;
    testApp.deps.agentModel = { ...original, model: slowModel };
    try {
      await sendAndStop(conversationId, "Explain the deposit rules", (received) => received.includes("word1 "));
      const answer = await storedAnswer(conversationId);
      expect(answer.metadata?.ending).toBe("stopped");
      const text = answer.parts.map((part) => part.text ?? "").join("");
      expect(text).toContain("word0");
      expect(text).not.toContain("word39");
    } finally {
      testApp.deps.agentModel = original;
    }
  });

  it("stores an answer stopped before its first word as stopped, not as an empty complete answer", async () => {
    const conversationId = `chat-${randomUUID()}`;
    const silentModel = new MockLanguageModelV3({
      provider: "mock",
      modelId: "history-chat",
      doStream: async () => ({
        stream: simulateReadableStream({ chunks: slowText(["late"]), initialDelayInMs: 5_000 }),
      }),
    });
    const original = testApp.deps.agentModel;
    testApp.deps.agentModel = { ...original, model: silentModel };
    try {
      await sendAndStop(conversationId, "Hello?", (received) => received.includes('"type":"start"'));
      const answer = await storedAnswer(conversationId);
      expect(answer.metadata?.ending).toBe("stopped");
      expect(answer.parts.filter((part) => part.type === "text")).toEqual([]);
    } finally {
      testApp.deps.agentModel = original;
    }
  });

  it("records a completed answer, and one cut off at the model's length limit", async () => {
    script = () => slowText(["All", "done."]);
    const complete = `chat-${randomUUID()}`;
    await sendChat(browser, { conversationId: complete, text: "Hi" });
    expect((await storedAnswer(complete)).metadata?.ending).toBe("completed");

    script = () => slowText(["The", "answer", "was"], "length");
    const cut = `chat-${randomUUID()}`;
    const turn = await sendChat(browser, { conversationId: cut, text: "Tell me everything" });
    expect(turn.metadata?.ending).toBe("length");
    expect((await storedAnswer(cut)).metadata?.ending).toBe("length");
  });
});

describe("the history a hosted model is sent", () => {
  it("stays under AI_HISTORY_MAX_CHARS over many turns: old tool results are pruned, the latest turn is sent whole", async () => {
    calls = [];
    // every turn fills the lease template (a result of about 16 KB with the rendered document), then answers
    script = (options) => {
      const last = options.prompt.at(-1)!;
      if (last.role === "tool") return textStep("I have updated the draft.");
      const turn = options.prompt.filter((message) => message.role === "user").length;
      return rawToolCallStep(
        `fill-${turn}`,
        "fillTemplate",
        JSON.stringify({ templateId: "residential-lease-za", values: { tenantName: `Tenant number ${turn}` } }),
      );
    };
    const conversationId = `chat-${randomUUID()}`;
    for (let turn = 1; turn <= 6; turn++) {
      const sent = await sendChat(browser, { conversationId, text: `Turn ${turn}: update the lease` });
      expect(sent.tools[0]?.output).toHaveProperty("document");
    }
    const conversationOf = (options: LanguageModelV3CallOptions) =>
      options.prompt.filter((message) => message.role !== "system");
    const firstResult = JSON.stringify(calls[1]!.prompt.at(-1));
    expect(firstResult.length).toBeGreaterThan(10_000); // the large tool output this is about

    const lastTurnStart = calls.at(-2)!;
    const lastTurnAnswer = calls.at(-1)!;
    for (const request of [lastTurnStart, lastTurnAnswer])
      expect(JSON.stringify(conversationOf(request)).length).toBeLessThanOrEqual(HISTORY_MAX_CHARS);
    // the first turn's large result is not sent again; the latest turn's result is sent whole
    expect(JSON.stringify(lastTurnAnswer.prompt)).not.toContain("Tenant number 1");
    expect(lastTurnAnswer.prompt.at(-1)).toMatchObject({
      role: "tool",
      content: [{ type: "tool-result", toolCallId: "fill-6" }],
    });
    expect(JSON.stringify(lastTurnAnswer.prompt.at(-1))).toContain("Tenant number 6");
    expect(JSON.stringify(lastTurnStart.prompt)).toContain("Turn 6: update the lease");
  });
});

describe("law in a hosted model's answer", () => {
  it("marks a case the product's table does not know as removed, keeps a real Act section, and logs it", async () => {
    const invented = "Botha v Fourie Properties 2019 (3) SA 456 (SCA)";
    const real = "section 14 of the Consumer Protection Act 68 of 2008";
    script = () => textStep(`Under ${real} you may cancel on 20 business days' notice, as held in ${invented}.`);
    const conversationId = `chat-${randomUUID()}`;
    const turn = await sendChat(browser, { conversationId, text: "Can I cancel my gym contract early?" });
    expect(turn.metadata?.unverifiedLaw).toEqual([invented]);

    const stored = await storedAnswer(conversationId);
    const text = stored.parts.map((part) => part.text ?? "").join("");
    expect(text).toBe(`Under ${real} you may cancel on 20 business days' notice, as held in ${UNVERIFIED_LAW_MARK}.`);
    expect(stored.metadata?.unverifiedLaw).toEqual([invented]);
    expect(logLines.some((line) => line.includes('"unverifiedLawReferences":1'))).toBe(true);
  });
});
