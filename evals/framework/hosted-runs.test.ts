// A hosted eval run scores the model it names: the production fallback to the local engine never
// answers in its place, a call that fails or has no recording fails its case.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ScriptedModelServer, startScriptedModelServer } from "../../agent/model/testing/scripted-model-server";
import { type AgentHarness, startAgentHarness } from "./agent-harness";
import { formatTextReport } from "./report-text";
import { runEvals } from "./run-evals";
import type { EvalSuite, RunSettings } from "./types";

/** Each case asks the agent one question; any non-empty answer passes (the local engine would always pass it). */
const askingSuite = (questions: string[]): EvalSuite<{ question: string }, AgentHarness> => ({
  name: "asking",
  description: "asks the agent one question per case",
  usesModel: true,
  headline: [{ key: "passRate", label: "passing" }],
  cases: () => questions.map((question) => ({ id: question, title: question, data: { question } })),
  setup: (context) => startAgentHarness(context.agentModel()),
  async runCase({ data }, harness) {
    const user = await harness.signUp();
    const turn = await harness.chat(user, { conversationId: `eval-${data.question}`, text: data.question });
    return {
      scores: [{ scorer: "answered", score: turn.text ? 1 : 0, pass: turn.text.length > 0 }],
      ...harness.lawChecked([turn]),
    };
  },
  teardown: (harness) => harness.close(),
  metrics: (results) => ({ passRate: results.filter((r) => r.status === "pass").length / results.length }),
});

let server: ScriptedModelServer;
let answer = "Hello from the hosted model.";
beforeAll(async () => {
  server = await startScriptedModelServer({ reply: () => answer });
  vi.stubEnv("AI_BASE_URL", server.baseURL);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server.stop();
});

const hosted = (cassette: RunSettings["cassette"]): RunSettings => ({
  provider: "openai-compatible",
  model: "fake-model",
  concurrency: 2,
  fixturesDir: "/unused",
  cuadDir: "/unused",
  cassette,
});

describe("hosted eval runs", () => {
  it("fails every case when the model answers 500, instead of scoring the local engine under the model's name", async () => {
    server.behave("500");
    const report = await runEvals([askingSuite(["Hello", "What can you do?"]) as EvalSuite], hosted(undefined), {
      progress: false,
    });
    const [suite] = report.suites;
    expect(suite!.model).toBe("openai-compatible/fake-model");
    expect(suite!.cases.map((c) => c.status)).toEqual(["error", "error"]);
    expect(suite!.cases[0]!.error).toMatch(/the chat turn failed/);
  }, 300_000);

  it("records the model's answers, and a replay fails the case whose request has no recording", async () => {
    server.behave("ok");
    const dir = mkdtempSync(join(tmpdir(), "eval-hosted-"));
    const recorded = await runEvals([askingSuite(["Hello"]) as EvalSuite], hosted({ mode: "record", dir }), {
      progress: false,
    });
    expect(recorded.suites[0]!.cases.map((c) => c.status)).toEqual(["pass"]);

    server.behave("500"); // a replay never calls the server: this would fail any call that reached it
    const replayed = await runEvals(
      [askingSuite(["Hello", "Never recorded"]) as EvalSuite],
      hosted({ mode: "replay", dir }),
      { progress: false },
    );
    expect(replayed.suites[0]!.cases.map((c) => [c.id, c.status])).toEqual([
      ["Hello", "pass"],
      ["Never recorded", "error"],
    ]);
    expect(replayed.suites[0]!.run.replayMisses).toMatchObject({ count: 1 });
  }, 300_000);

  it("counts the law the model's answers cited that the product's table does not know, per case and in all", async () => {
    server.behave("ok");
    answer =
      "Under the Tenant Protection Act 12 of 2019 the deposit comes back in 7 days, as held in Smith v Jones 1999 (2) SA 100 (A).";
    try {
      const report = await runEvals([askingSuite(["Deposit?", "Notice?"]) as EvalSuite], hosted(undefined), {
        progress: false,
      });
      const [suite] = report.suites;
      expect(suite!.cases.map((c) => [c.status, c.lawReferencesDropped])).toEqual([
        ["pass", 2],
        ["pass", 2],
      ]);
      expect(suite!.lawReferencesDropped).toBe(4);
      expect(formatTextReport(report, null)).toContain("law references dropped 4 (in 2 of 2 cases)");
    } finally {
      answer = "Hello from the hosted model.";
    }
  }, 300_000);
});
