// A hosted findings run scores the hosted model's review (never the local engine in its place) and
// counts the law references the model cited that are not in the product's table: per case and in
// all, in the text and HTML reports (issue 21 item 14).
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { contractFixturesDir } from "../../../fixtures/paths";
import { formatHtmlReport } from "../../framework/report-html";
import { formatTextReport } from "../../framework/report-text";
import { runEvals } from "../../framework/run-evals";
import type { EvalSuite, RunSettings } from "../../framework/types";
import { findingsSuite } from "./suite";

const finding = (lawReference: { act: string; section: string | null } | null) => ({
  clauseNumber: "1",
  title: "A point the model raised",
  topic: "general",
  severity: "medium",
  explanation: "What the clause means.",
  ask: "Ask for a change.",
  suggestedWording: "New wording.",
  lawReference,
});

/** One real reference and two the product does not know: an invented Act, and a section of a known Act no rule cites. */
const review = {
  summary: "The hosted model's summary.",
  findings: [],
  additionalFindings: [
    finding({ act: "Consumer Protection Act 68 of 2008", section: "14" }),
    finding({ act: "Tenant Protection Act 12 of 2019", section: "3" }),
    finding({ act: "Consumer Protection Act 68 of 2008", section: "999" }),
    finding(null),
  ],
};

function modelAnswering(answer: () => string) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text: answer() }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 10, text: 10, reasoning: 0 },
      },
      warnings: [],
    }),
  });
}

const settings = (provider: RunSettings["provider"]): RunSettings => ({
  provider,
  ...(provider === "local" ? {} : { model: "fake-model" }),
  sample: 2,
  concurrency: 2,
  fixturesDir: contractFixturesDir,
  cuadDir: "/unused",
});

describe("the findings suite with a hosted model", () => {
  it("counts the law references the model invented, per case and in all, in both reports", async () => {
    const model = modelAnswering(() => JSON.stringify(review));
    const report = await runEvals([findingsSuite as EvalSuite], settings("openai-compatible"), {
      baseModel: model,
      progress: false,
    });
    const [suite] = report.suites;
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(suite).toMatchObject({ provider: "openai-compatible", model: "openai-compatible/fake-model" });
    expect(suite!.cases.map((c) => [c.status === "error", c.lawReferencesDropped])).toEqual([
      [false, 2],
      [false, 2],
    ]);
    expect(suite!.lawReferencesDropped).toBe(4);

    const text = formatTextReport(report, null);
    expect(text).toContain("law references dropped 4 (in 2 of 2 cases)");
    const header = text.split("\n").find((line) => line.startsWith("case"))!;
    expect(header).toContain("law dropped");
    expect(formatHtmlReport(report, null)).toContain("law references dropped 4 (in 2 of 2 cases)");
  });

  it("a review that fails is an error for its case, not the local engine's score under the model's name", async () => {
    const model = modelAnswering(() => {
      throw new Error("upstream exploded");
    });
    const report = await runEvals([findingsSuite as EvalSuite], settings("openai-compatible"), {
      baseModel: model,
      progress: false,
    });
    const [suite] = report.suites;
    expect(suite!.cases.map((c) => c.status)).toEqual(["error", "error"]);
    expect(suite!.cases[0]!.error).toContain("upstream exploded");
    // not scored as contracts with nothing to find (a perfect recall)
    expect(suite!.metrics).toMatchObject({ errored: 2, contractCount: 0, mustFind: 0 });
    expect(suite!.headlineText).toMatch(/— 2 cases errored and are not in these figures$/);
  });

  it("a local run scores the local engine, asks no model and has no law column", async () => {
    const model = modelAnswering(() => JSON.stringify(review));
    const report = await runEvals([findingsSuite as EvalSuite], settings("local"), {
      baseModel: model,
      progress: false,
    });
    const [suite] = report.suites;
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(suite).toMatchObject({ provider: "local", model: null });
    expect(suite!.lawReferencesDropped).toBeUndefined();
    expect(formatTextReport(report, null)).not.toContain("law dropped");
  });
});
