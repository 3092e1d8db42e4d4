import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { generateText, simulateReadableStream, streamText } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { answerContains } from "../scorers/answer-contains";
import { agentPromptId, cassetteFile } from "./agent-model";
import { normalizeVolatile } from "./cassette";
import { compareWithBaseline, loadBaseline } from "./compare";
import { createProgressBar } from "./progress-bar";
import { formatHtmlReport } from "./report-html";
import { formatTextReport } from "./report-text";
import { runEvals } from "./run-evals";
import { mapWithConcurrency, sampleCases } from "./run-suite";
import type { EvalSuite, RunSettings } from "./types";

const settings = (overrides: Partial<RunSettings> = {}): RunSettings => ({
  provider: "local",
  concurrency: 2,
  fixturesDir: "/unused",
  cuadDir: "/unused",
  ...overrides,
});

/** A tiny suite: each case's answer is checked for a phrase; "boom" throws. */
function tinySuite(answers: Record<string, string>): EvalSuite<{ answer: string; want: string }> {
  return {
    name: "tiny",
    description: "a tiny suite for the runner's tests",
    usesModel: false,
    headline: [{ key: "passRate", label: "passing" }],
    cases: () =>
      Object.entries(answers).map(([id, answer]) => ({ id, title: `case ${id}`, data: { answer, want: "deposit" } })),
    async runCase({ data }) {
      if (data.answer === "boom") throw new Error("the engine crashed");
      return { scores: [answerContains(data.answer, [data.want])], excerpt: `The <b>answer</b> was: ${data.answer}` };
    },
    metrics: (results) => ({ passRate: results.filter((r) => r.status === "pass").length / results.length }),
  };
}

describe("eval runner", () => {
  it("scores pass, fail and error cases, prints a diff for each failure and the headline last", async () => {
    const report = await runEvals(
      [tinySuite({ good: "The deposit is R5 000.", bad: "The rent is R5 000.", broken: "boom" }) as EvalSuite],
      settings(),
      { progress: false },
    );
    const [suite] = report.suites;
    expect(suite!.cases.map((c) => [c.id, c.status, c.score])).toEqual([
      ["good", "pass", 1],
      ["bad", "fail", 0],
      ["broken", "error", 0],
    ]);
    expect(suite!.cases[2]!.error).toContain("the engine crashed");
    expect(suite!.metrics).toEqual({ passRate: 0.333 });
    expect(suite!.headlineText).toBe("tiny: passing 0.333");

    const text = formatTextReport(report, null);
    expect(text).toContain("✗ bad — case bad");
    expect(text).toContain('- expected: ["deposit"]');
    expect(text).toContain('+ actual:   {"missing":["deposit"],"answer":"The rent is R5 000."}');
    expect(text).toContain("error: Error: the engine crashed");
    expect(text.split("\n").at(-1)).toBe("tiny: passing 0.333");
  });

  it("runs cases in parallel up to the concurrency, keeps their order, and samples evenly", async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([30, 10, 20, 5, 15], 2, async (ms, index) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(sampleCases([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9]);
    expect(sampleCases([1, 2], 5)).toEqual([1, 2]);
  });

  it("draws the progress bar on a terminal only, and clears it", () => {
    const written: string[] = [];
    const stream = (isTTY: boolean) =>
      ({ isTTY, write: (text: string) => written.push(text) }) as unknown as NodeJS.WriteStream;
    createProgressBar(stream(false)).update("qa", 1, 2, 0);
    expect(written).toEqual([]);
    const bar = createProgressBar(stream(true));
    bar.update("qa", 7, 28, 2);
    expect(written[0]).toBe(`\rqa         [${"█".repeat(7)}${"░".repeat(21)}] 7/28  2 failing`);
    bar.clear();
    expect(written[1]).toMatch(/^\r +\r$/);
  });

  it("compares with a baseline run: better and worse per case and per metric", async () => {
    const before = await runEvals([tinySuite({ a: "deposit", b: "rent", c: "deposit" }) as EvalSuite], settings(), {
      progress: false,
    });
    const after = await runEvals(
      [tinySuite({ a: "deposit", b: "deposit", c: "boom", d: "deposit" }) as EvalSuite],
      settings(),
      { progress: false },
    );
    const dir = mkdtempSync(join(tmpdir(), "eval-baseline-"));
    writeFileSync(join(dir, "before.json"), JSON.stringify(before));
    const comparison = compareWithBaseline(after.suites, loadBaseline(join(dir, "before.json")));
    expect(comparison.cases.map((c) => [c.id, c.direction])).toEqual([
      ["a", "same"],
      ["b", "better"],
      ["c", "worse"],
      ["d", "new"],
    ]);
    expect(comparison.metrics).toEqual([
      { suite: "tiny", metric: "passRate", baseline: 0.667, current: 0.75, delta: 0.083, direction: "better" },
    ]);
    expect(formatTextReport(after, comparison)).toContain("2 better, 1 worse (metrics and cases)");

    // a committed baseline file: figures at the top level (nested ones flattened), cases by id
    writeFileSync(
      join(dir, "tiny.json"),
      JSON.stringify({
        suite: "tiny",
        measuredAt: "2026-11-23",
        passRate: 0.9,
        nested: { x: 1 },
        groups: { "za-corpus": { recall: 0.5 } },
        cases: { a: { status: "pass", score: 1 } },
      }),
    );
    const committed = loadBaseline(join(dir, "tiny.json"));
    expect(committed.suites.get("tiny")).toEqual({
      metrics: { passRate: 0.9, "nested.x": 1, "za-corpus.recall": 0.5 },
      cases: { a: { status: "pass", score: 1 } },
      measuredAt: "2026-11-23",
    });
    expect(compareWithBaseline(after.suites, committed).metrics[0]).toMatchObject({
      metric: "passRate",
      direction: "worse",
      delta: -0.15,
    });

    writeFileSync(join(dir, "broken.json"), "{ not json");
    expect(() => loadBaseline(join(dir, "broken.json"))).toThrow(/is not JSON/);
    expect(() => loadBaseline(join(dir, "missing.json"))).toThrow(/does not exist/);
  });

  it("reads each findings metric the right way up: fewer benign flags and false all-clears are better", () => {
    const run = (metrics: Record<string, number>) => [
      { suite: "findings", metrics, cases: [] } as unknown as Parameters<typeof compareWithBaseline>[0][number],
    ];
    const baseline = {
      source: "test",
      suites: new Map([
        [
          "findings",
          {
            metrics: { recall: 0.8, falseAllClear: 3, "za-corpus.benignFlaggedRate": 0.1, contractCount: 12 },
            cases: null,
            measuredAt: null,
          },
        ],
      ]),
    };
    const improved = compareWithBaseline(
      run({ recall: 0.9, falseAllClear: 0, "za-corpus.benignFlaggedRate": 0.05, contractCount: 15 }),
      baseline,
    );
    expect(Object.fromEntries(improved.metrics.map((m) => [m.metric, m.direction]))).toEqual({
      recall: "better",
      falseAllClear: "better",
      "za-corpus.benignFlaggedRate": "better",
      contractCount: "changed",
    });
    const regressed = compareWithBaseline(
      run({ recall: 0.7, falseAllClear: 4, "za-corpus.benignFlaggedRate": 0.2, contractCount: 12 }),
      baseline,
    );
    expect(Object.fromEntries(regressed.metrics.map((m) => [m.metric, m.direction]))).toEqual({
      recall: "worse",
      falseAllClear: "worse",
      "za-corpus.benignFlaggedRate": "worse",
      contractCount: "same",
    });
  });

  it("writes a self-contained HTML report: summary, charts, failing cases with escaped excerpts", async () => {
    const before = await runEvals([tinySuite({ a: "deposit", b: "deposit" }) as EvalSuite], settings(), {
      progress: false,
    });
    const after = await runEvals(
      [tinySuite({ a: "deposit", b: "rent <script>alert(1)</script>" }) as EvalSuite],
      settings(),
      { progress: false },
    );
    const dir = mkdtempSync(join(tmpdir(), "eval-html-"));
    writeFileSync(join(dir, "before.json"), JSON.stringify(before));
    const html = formatHtmlReport(after, compareWithBaseline(after.suites, loadBaseline(join(dir, "before.json"))));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("<svg");
    expect(html).toContain("Failing cases (1)");
    expect(html).toContain("The &lt;b&gt;answer&lt;/b&gt; was: rent &lt;script&gt;");
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/(?:src|href)="https?:/);
    expect(html).toContain('class="delta worse">-0.500');
  });
});

describe("record and replay (AI SDK mock model)", () => {
  const usage = {
    inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 2, text: 2, reasoning: 0 },
  };
  const answerStream = (text: string): LanguageModelV3StreamPart[] => [
    { type: "stream-start", warnings: [] },
    { type: "response-metadata", id: "r1", modelId: "mock-chat", timestamp: new Date("2026-01-01T00:00:00Z") },
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: text },
    { type: "text-end", id: "t" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];

  /** A suite whose cases ask the agent model a question (streamed and generated) about a document with a uuid in it. */
  const modelSuite: EvalSuite<{ question: string }> = {
    name: "hosted",
    description: "asks the model",
    usesModel: true,
    headline: [{ key: "passRate", label: "passing" }],
    cases: () => [
      { id: "deposit", title: "deposit", data: { question: "How much is the deposit?" } },
      { id: "rent", title: "rent", data: { question: "How much is the rent?" } },
    ],
    async runCase({ data }, _state, context) {
      const { model } = context.agentModel();
      const prompt = `${data.question} (contract ${crypto.randomUUID()})`;
      const streamed = await streamText({ model, prompt }).text;
      const generated = (await generateText({ model, prompt })).text;
      return { scores: [answerContains(`${streamed} / ${generated}`, ["clause 5"])] };
    },
    metrics: (results) => ({ passRate: results.filter((r) => r.status === "pass").length / results.length }),
  };

  function mockModel() {
    return new MockLanguageModelV3({
      provider: "openai",
      modelId: "gpt-4o-mini",
      doStream: async (options) => {
        const asked = JSON.stringify(options.prompt).includes("deposit")
          ? "The deposit is in clause 5.1."
          : "The rent is in clause 4.1.";
        return { stream: simulateReadableStream({ chunks: answerStream(asked) }) };
      },
      doGenerate: async (options) => ({
        content: [
          { type: "text", text: JSON.stringify(options.prompt).includes("deposit") ? "clause 5.1" : "clause 4.1" },
        ],
        finishReason: { unified: "stop", raw: "stop" },
        usage,
        warnings: [],
      }),
    });
  }

  it("records every call once, then replays the run offline with the same scores (model never called)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "eval-cassettes-"));
    const hosted = { provider: "openai" as const, model: "gpt-4o-mini" };
    const base = mockModel();
    const recorded = await runEvals(
      [modelSuite as EvalSuite],
      settings({ ...hosted, cassette: { mode: "record", dir } }),
      { baseModel: base, progress: false },
    );
    expect(recorded.suites[0]!.cases.map((c) => c.status)).toEqual(["pass", "fail"]);
    expect(base.doStreamCalls).toHaveLength(2);
    expect(base.doGenerateCalls).toHaveLength(2);
    expect(recorded.suites[0]!.run.recordedCalls).toBe(4);

    const file = cassetteFile(dir, "hosted", "openai/gpt-4o-mini", agentPromptId());
    const cassette = JSON.parse(readFileSync(file, "utf8"));
    expect(Object.values(cassette.entries)).toHaveLength(4);
    expect(
      Object.values(cassette.entries).every(
        (entry) => (entry as { promptVersion: string }).promptVersion === agentPromptId(),
      ),
    ).toBe(true);

    // replay: no API key, a different uuid in every prompt, and no model at all behind the cassette
    const replayed = await runEvals(
      [modelSuite as EvalSuite],
      settings({ ...hosted, cassette: { mode: "replay", dir } }),
      { progress: false },
    );
    expect(replayed.suites[0]!.cases.map((c) => [c.id, c.status, c.scores[0]!.actual])).toEqual(
      recorded.suites[0]!.cases.map((c) => [c.id, c.status, c.scores[0]!.actual]),
    );
    expect(replayed.suites[0]!.metrics).toEqual(recorded.suites[0]!.metrics);
  });

  it("does not replay a recording made with another model (the key holds model id and prompt version)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "eval-cassettes-"));
    await runEvals(
      [modelSuite as EvalSuite],
      settings({ provider: "openai", model: "gpt-4o-mini", cassette: { mode: "record", dir } }),
      { baseModel: mockModel(), progress: false },
    );
    const replayAs = (model: string) =>
      runEvals([modelSuite as EvalSuite], settings({ provider: "openai", model, cassette: { mode: "replay", dir } }), {
        progress: false,
      });
    await expect(replayAs("gpt-4.1")).rejects.toThrow(
      /no cassette at .*hosted\.openai_gpt-4\.1\..*run the suite once with --record/,
    );
    // even under the other model's file name, the recorded keys do not answer for it
    copyFileSync(
      cassetteFile(dir, "hosted", "openai/gpt-4o-mini", agentPromptId()),
      cassetteFile(dir, "hosted", "openai/gpt-4.1", agentPromptId()),
    );
    const other = await replayAs("gpt-4.1");
    expect(other.suites[0]!.cases.map((c) => c.status)).toEqual(["error", "error"]);
    expect(other.suites[0]!.run.replayMisses).toMatchObject({
      count: 2,
      first: expect.stringMatching(
        /has no recording for this request .*model openai\/gpt-4\.1.*record it with --record/,
      ),
    });
    await expect(
      runEvals(
        [modelSuite as EvalSuite],
        settings({
          provider: "openai",
          model: "gpt-4o-mini",
          promptVersion: "9.9.9",
          cassette: { mode: "replay", dir },
        }),
        { progress: false },
      ),
    ).rejects.toThrow(/--prompt-version 9\.9\.9: prompts\/agent-system\.md is at version/);
  });

  it("keys requests without their volatile values (uuids numbered by first appearance, timestamps)", () => {
    const a = normalizeVolatile(
      '{"contract":"0f8fad5b-d9cb-469f-a165-70867728950e","again":"0f8fad5b-d9cb-469f-a165-70867728950e","at":"2026-03-02T08:00:00.000Z"}',
    );
    const b = normalizeVolatile(
      '{"contract":"7c9e6679-7425-40de-944b-e07fc1f90ae7","again":"7c9e6679-7425-40de-944b-e07fc1f90ae7","at":"2026-03-09T10:00:00.000Z"}',
    );
    expect(a).toBe(b);
    expect(a).toBe('{"contract":"<uuid-1>","again":"<uuid-1>","at":"<timestamp>"}');
  });
});
