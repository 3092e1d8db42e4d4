// Chat turns over HTTP with a scripted hosted model: two messages at once (409, also across two
// server processes on one database), a bad contract id,
// the step limit, real tool errors (not the user's mask) and no malformed arguments replayed, turns
// that ended early recorded as such, a history that does not grow without bound, and the law check.
import { randomUUID } from "node:crypto";
import type { LanguageModelV3CallOptions, LanguageModelV3Prompt, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type ChatMessageMetadata,
  conversationDetailSchema,
  TURN_RUNNING_MESSAGE,
  UNVERIFIED_LAW_MARK,
} from "../../common/chat";
import { errorCatalogue } from "../../common/errors";
import { sendChat } from "../agent/testing/chat-client";
import { mockUsage, textStep, toolCallsStep } from "../agent/testing/model-stream";
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
    json: { email: "chat-turns@example.co.za", password: "correct horse 42" },
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
  it("shows the user a plain sentence for every tool's { error }, with no ids or tool names, and gives the model the detail", async () => {
    calls = [];
    const missing = randomUUID();
    script = (options, call) => {
      if (call === 0)
        return toolCallsStep([
          ["analyzeContract", { contractId: missing }],
          ["categorizeContract", {}],
          ["exportDocument", { draftId: missing, format: "pdf" }],
          ["fillTemplate", { templateId: "lease-v2", values: {} }],
          ["searchContract", { contractId: missing, query: "deposit" }],
          ["fillTemplate", { templateId: "residential-lease-za", values: { doorColour: "red" } }],
        ]);
      if (call === 1) {
        const started = toolMessagesOf(options.prompt).toolResults.find((r) => r.toolCallId === "call-5-fillTemplate");
        const { draftId } = (started!.output as unknown as { value: { draftId: string } }).value;
        return toolCallsStep([
          ["fillTemplate", { templateId: "commercial-lease-za", draftId, values: {} }],
          ["reviseDocument", { draftId, field: { key: "doorColour", value: "red" }, reason: "Brighter" }],
          ["reviseDocument", { draftId, clause: { clauseId: "no-such-clause", newText: "New." }, reason: "Clearer" }],
          ["reviseDocument", { draftId, reason: "Nothing to change" }],
          ["reviseDocument", { draftId: missing, clause: { clauseId: "x", newText: "New." }, reason: "Clearer" }],
        ]);
      }
      return textStep("Some of that did not work.");
    };
    const turn = await sendChat(browser, { conversationId: `chat-${randomUUID()}`, text: "Help with my contracts" });
    expect(turn.status).toBe(200);

    // what the chat screen shows for each failed step
    const shown = turn.tools.flatMap((tool) => {
      const { error, invalid } = (tool.output ?? {}) as { error?: string; invalid?: Array<{ message: string }> };
      if (typeof error === "string") return [`${tool.toolName}: ${error}`];
      return (invalid ?? []).map((entry) => `${tool.toolName} invalid value: ${entry.message}`);
    });
    expect(shown).toHaveLength(11);
    for (const line of shown) {
      const error = line.slice(line.indexOf(": ") + 2);
      expect(error, line).toMatch(/^[A-Z].*\.$/);
      expect(error, line).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i); // an id
      expect(error, line).not.toMatch(/\b[a-z]+[A-Z]\w*\b/); // a tool or field name: draftId, listTemplates, doorColour
      expect(error, line).not.toMatch(/\b[a-z0-9]+-[a-z0-9-]+\b|"/); // a template or clause id
    }
    // the model reads what it got wrong and what to do instead
    const told = JSON.stringify(calls.slice(1).map((options) => toolMessagesOf(options.prompt).toolResults));
    expect(told).toContain(missing);
    expect(told).toContain("Call listTemplates for the ids");
    expect(told).toMatch(/no clause with id \\"no-such-clause\\"\. Clause ids: /);
    expect(told).toMatch(/no field \\"doorColour\\"/);
  });

  it("tells the model only that a crashed tool failed for an internal reason, with a reference the log has, never the SQL", async () => {
    calls = [];
    script = (_options, call) =>
      call === 0 ? toolCallsStep([["exportDocument", { draftId: randomUUID(), format: "pdf" }]]) : textStep("Sorry.");
    // a bug's kind of failure: the query of the draft fails in the database, with its SQL in the error
    await testApp.db.execute(sql`alter table drafts rename to drafts_away`);
    try {
      const turn = await sendChat(browser, { conversationId: `chat-${randomUUID()}`, text: "Export my lease" });
      expect(turn.status).toBe(200);
      expect(turn.text).toBe("Sorry.");
    } finally {
      await testApp.db.execute(sql`alter table drafts_away rename to drafts`);
    }
    const told = JSON.stringify(toolMessagesOf(calls[1]!.prompt).toolResults);
    const reference = told.match(/failed for an internal reason \(reference ([0-9a-f]{8})\)/)?.[1];
    expect(reference).toBeDefined();
    expect(told).not.toMatch(/select|drafts|relation|Failed query|\.ts:/i);
    const logged = logLines.find((line) => line.includes(`"reference":"${reference}"`));
    expect(logged).toMatch(/a chat tool crashed/);
    expect(logged).toMatch(/drafts/); // the log has the real error
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

describe("POST /api/agent/chat", () => {
  it("refuses a second message while the first is being answered (409, with a message the chat screen shows), and stores the first", async () => {
    // a hosted model that takes a moment over each answer, so a second message arrives while the first is answered
    const slow = new MockLanguageModelV3({
      provider: "mock",
      modelId: "slow-chat",
      doStream: async () => ({
        stream: simulateReadableStream({ chunks: textStep("The answer, after some thought."), chunkDelayInMs: 150 }),
      }),
    });
    const original = testApp.deps.agentModel;
    testApp.deps.agentModel = {
      model: slow,
      info: { provider: "openai", model: "openai/slow-chat", label: "OpenAI slow-chat" },
    };
    try {
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
    } finally {
      testApp.deps.agentModel = original;
    }
  });

  it("holds one turn at a time across server processes on one database, until the turn ends or its lease expires", async () => {
    // a second server process on the same database: its own copy of every module, so no memory in common
    vi.resetModules();
    const { createTestApp: startOtherServer, createBrowser: openOtherBrowser } = await import(
      "../testing/create-test-app"
    );
    const { TURN_LEASE_MS } = await import("../agent/turn-lock");
    const other = await startOtherServer({ sameDatabaseAs: testApp }); // its local engine answers at once
    const otherBrowser = openOtherBrowser(other.app);
    for (const [name, value] of browser.cookies) otherBrowser.cookies.set(name, value); // the same signed-in user

    // a hosted model on this server that answers only when the test lets it
    let letAnswer: () => void = () => undefined;
    let asked = 0;
    const held = new MockLanguageModelV3({
      provider: "mock",
      modelId: "held-chat",
      doStream: async () => {
        asked += 1;
        const answered = new Promise<void>((resolve) => {
          letAnswer = resolve;
        });
        return {
          stream: new ReadableStream<LanguageModelV3StreamPart>({
            async start(controller) {
              for (const part of textStep("The first answer.")) {
                if (part.type === "finish") await answered;
                controller.enqueue(part);
              }
              controller.close();
            },
          }),
        };
      },
    });
    const original = testApp.deps.agentModel;
    testApp.deps.agentModel = { model: held, info: { provider: "openai", model: "openai/held-chat", label: "OpenAI" } };
    try {
      const conversationId = `chat-${randomUUID()}`;
      const first = sendChat(browser, { conversationId, text: "First question" });
      await vi.waitFor(() => expect(asked).toBe(1));
      const refused = await sendChat(otherBrowser, { conversationId, text: "Second question" });
      expect(refused.status).toBe(409);
      expect(JSON.parse(refused.errors[0]!)).toEqual({ error: { code: "conflict", message: TURN_RUNNING_MESSAGE } });
      letAnswer();
      expect((await first).text).toBe("The first answer.");
      expect((await sendChat(otherBrowser, { conversationId, text: "Second question" })).status).toBe(200);

      // a turn whose process died never releases its lease: once the lease has expired, the other server answers
      const stuck = sendChat(browser, { conversationId, text: "Third question" });
      await vi.waitFor(() => expect(asked).toBe(2));
      expect((await sendChat(otherBrowser, { conversationId, text: "Fourth question" })).status).toBe(409);
      other.clock.advance(testApp.clock.now().getTime() - other.clock.now().getTime() + TURN_LEASE_MS + 1);
      expect((await sendChat(otherBrowser, { conversationId, text: "Fourth question" })).status).toBe(200);
      letAnswer();
      expect((await stuck).status).toBe(200);
    } finally {
      letAnswer();
      testApp.deps.agentModel = original;
      await other.close();
    }
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
