import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contractFixturesDir, cuadDir } from "../fixtures/paths";
import { type BaselineSuite, loadBaseline } from "./framework/compare";
import { runEvals } from "./framework/run-evals";
import type { EvalSuite, RunSettings, SuiteReport } from "./framework/types";
import { draftingSuite } from "./suites/drafting/suite";
import { qaSuite } from "./suites/qa/suite";
import { safetySuite } from "./suites/safety/suite";
import { templatesSuite } from "./suites/templates/suite";

/**
 * CI for the suites added for prompt engineers, on the local engine, against the committed
 * baselines (evals/baselines/<suite>.json, written by evals/update-baselines.ts): every case that
 * passed there still passes, and a suite run in full keeps its figures (a drop of more than 0.02
 * fails). Large suites run a sample (an even spread of their cases) to keep CI fast.
 */
const TOLERANCE = 0.02;
/** Each suite takes seconds alone; on a loaded CI machine the chat suites need more than the default minute. */
const SLOW = { timeout: 180_000 };
const settings = (overrides: Partial<RunSettings> = {}): RunSettings => ({
  provider: "local",
  concurrency: 4,
  fixturesDir: contractFixturesDir,
  cuadDir,
  ...overrides,
});
const committed = (name: string): BaselineSuite =>
  loadBaseline(resolve(import.meta.dirname, "baselines", `${name}.json`)).suites.get(name)!;

async function run(suite: EvalSuite<never, never>, overrides: Partial<RunSettings> = {}): Promise<SuiteReport> {
  const report = await runEvals([suite as unknown as EvalSuite], settings(overrides), { progress: false });
  return report.suites[0]!;
}

/** Cases that passed in the baseline and do not pass now, with why. */
function regressions(report: SuiteReport, baseline: BaselineSuite): string[] {
  return report.cases
    .filter((c) => baseline.cases?.[c.id]?.status === "pass" && c.status !== "pass")
    .map(
      (c) =>
        `${c.id}: ${c.status} — ${
          c.error?.split("\n")[0] ??
          c.scores
            .filter((s) => !s.pass)
            .map((s) => `${s.scorer} ${JSON.stringify(s.actual)}`)
            .join("; ")
        }`,
    );
}

function metricDrops(report: SuiteReport, baseline: BaselineSuite, keys = Object.keys(report.metrics)): string[] {
  return keys
    .filter((key) => key in baseline.metrics && report.metrics[key]! < baseline.metrics[key]! - TOLERANCE)
    .map((key) => `${key} ${report.metrics[key]} < ${baseline.metrics[key]}`);
}

describe("agent and template suites against the committed baselines (local engine)", () => {
  it("qa (a sample of 6 questions through the chat)", SLOW, async () => {
    const report = await run(qaSuite as never, { sample: 6 });
    expect(report.cases).toHaveLength(6);
    expect(regressions(report, committed("qa"))).toEqual([]);
  });

  it("drafting (two conversations, to an exported document)", SLOW, async () => {
    const report = await run(draftingSuite as never, { sample: 2 });
    expect(report.cases).toHaveLength(2);
    expect(regressions(report, committed("drafting"))).toEqual([]);
    expect(report.metrics.exportedRate).toBe(1);
  });

  it("safety (every case)", SLOW, async () => {
    const report = await run(safetySuite as never);
    const baseline = committed("safety");
    expect(regressions(report, baseline)).toEqual([]);
    expect(metricDrops(report, baseline)).toEqual([]);
  });

  it("templates (every template the library has, new ones included)", SLOW, async () => {
    const report = await run(templatesSuite as never);
    const baseline = committed("templates");
    expect(regressions(report, baseline)).toEqual([]);
    // a template added since the baseline must at least render, export and draft no high-risk term
    const newOnes = report.cases.filter((c) => !baseline.cases?.[c.id]);
    const broken = newOnes.flatMap((c) =>
      c.scores
        .filter((s) => ["renders-complete", "no-high-findings", "document-exported"].includes(s.scorer) && !s.pass)
        .map((s) => `${c.id}: ${s.scorer} ${JSON.stringify(s.actual)}`),
    );
    expect(broken).toEqual([]);
    expect(report.metrics.noHighFindingsRate).toBe(1);
  });

  it("record and replay through the chat API: a replayed run scores the same, offline", SLOW, async () => {
    const dir = mkdtempSync(join(tmpdir(), "eval-cassettes-"));
    const recorded = await run(qaSuite as never, { sample: 2, cassette: { mode: "record", dir } });
    const replayed = await run(qaSuite as never, { sample: 2, cassette: { mode: "replay", dir } });
    expect(replayed.run.replayMisses).toBeUndefined();
    expect(replayed.cases.map((c) => [c.id, c.status, c.scores.map((s) => s.score)])).toEqual(
      recorded.cases.map((c) => [c.id, c.status, c.scores.map((s) => s.score)]),
    );
    expect(replayed.metrics).toEqual(recorded.metrics);
  });
});
