import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contractFixturesDir, cuadDir } from "../fixtures/paths";
import { loadBaseline } from "./framework/compare";
import { runEvals } from "./framework/run-evals";
import type { EvalSuite } from "./framework/types";
import { conversationsSuite } from "./suites/conversations/suite";

/**
 * CI for the conversation suite on the local engine, against its committed baseline
 * (evals/baselines/conversations.json): an even spread of the scripted conversations — every
 * behaviour represented — passes as it did, at least 90 % pass, and no exported document holds a
 * question or an instruction the user typed. `npm run eval -- --suite conversations` runs all.
 */
const SAMPLE = 14;

describe("conversation suite against the committed baseline (local engine)", () => {
  it(`a sample of ${SAMPLE} conversations: no regression, ≥ 90 % passing, clean exports`, {
    timeout: 300_000,
  }, async () => {
    const report = await runEvals(
      [conversationsSuite as unknown as EvalSuite],
      { provider: "local", concurrency: 4, sample: SAMPLE, fixturesDir: contractFixturesDir, cuadDir },
      { progress: false },
    );
    const suite = report.suites[0]!;
    const baseline = loadBaseline(resolve(import.meta.dirname, "baselines", "conversations.json")).suites.get(
      "conversations",
    )!;
    const regressions = suite.cases
      .filter((c) => baseline.cases?.[c.id]?.status === "pass" && c.status !== "pass")
      .map((c) => `${c.id}: ${c.error ?? JSON.stringify(c.scores.filter((s) => !s.pass).map((s) => s.actual))}`);
    expect(suite.cases).toHaveLength(SAMPLE);
    expect(new Set(suite.cases.map((c) => /^\[([^\]]+)\]/.exec(c.title)?.[1])).size).toBeGreaterThanOrEqual(5);
    expect(regressions).toEqual([]);
    expect(suite.metrics.passRate).toBeGreaterThanOrEqual(0.9);
    expect(suite.metrics.documentsClean).toBe(1);
  });
});
