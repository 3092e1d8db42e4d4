import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { CaseStatus, RunReport, SuiteReport } from "./types";

/** A suite's figures to compare against: metrics and, when known, each case's status and score. */
export type BaselineSuite = {
  metrics: Record<string, number>;
  cases: Record<string, { status: CaseStatus; score: number }> | null;
  measuredAt: string | null;
};
export type Baseline = { source: string; suites: Map<string, BaselineSuite> };

/** "changed": a count that describes the data set (how many contracts), neither better nor worse. */
export type Direction = "better" | "worse" | "same" | "changed";
export type MetricChange = {
  suite: string;
  metric: string;
  baseline: number;
  current: number;
  delta: number;
  direction: Direction;
};
export type CaseChange = {
  suite: string;
  id: string;
  title: string;
  baseline: { status: CaseStatus; score: number } | null;
  current: { status: CaseStatus; score: number };
  direction: Direction | "new";
};
export type Comparison = { source: string; metrics: MetricChange[]; cases: CaseChange[] };

const EPSILON = 0.0005;
const STATUS_RANK: Record<CaseStatus, number> = { error: 0, fail: 1, pass: 2 };

/**
 * Reads a baseline: a run report written by `--json`, one committed baseline file
 * (evals/baselines/<suite>.json: figures at the top level, nested objects flattened to "a.b"), or a
 * folder of them.
 */
export function loadBaseline(path: string): Baseline {
  if (!existsSync(path)) throw new Error(`baseline ${path} does not exist`);
  const suites = new Map<string, BaselineSuite>();
  const files = statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((name) => name.endsWith(".json"))
        .map((name) => join(path, name))
    : [path];
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      throw new Error(`baseline ${file} is not JSON: ${(error as Error).message}`);
    }
    for (const [name, suite] of suitesOf(parsed, file)) suites.set(name, suite);
  }
  return { source: path, suites };
}

function suitesOf(value: unknown, file: string): Array<[string, BaselineSuite]> {
  if (isRunReport(value)) {
    return value.suites.map((suite) => [
      suite.suite,
      {
        metrics: suite.metrics,
        cases: Object.fromEntries(suite.cases.map((c) => [c.id, { status: c.status, score: c.score }])),
        measuredAt: value.startedAt.slice(0, 10),
      },
    ]);
  }
  if (value && typeof value === "object" && typeof (value as { suite?: unknown }).suite === "string") {
    const record = value as Record<string, unknown>;
    // findings.json keeps its per-group figures under `groups`; the run reports them as "<group>.<metric>"
    const { cases, groups, ...rest } = record;
    const grouped = groups && typeof groups === "object" ? flattenNumbers(groups as Record<string, unknown>) : {};
    return [
      [
        String(record.suite),
        {
          metrics: { ...flattenNumbers(rest), ...grouped },
          cases: isCaseMap(cases) ? cases : null,
          measuredAt: typeof record.measuredAt === "string" ? record.measuredAt : null,
        },
      ],
    ];
  }
  throw new Error(`baseline ${basename(file)} is neither a run report (--json) nor a committed suite baseline`);
}

function isRunReport(value: unknown): value is RunReport {
  return (
    !!value &&
    typeof value === "object" &&
    (value as RunReport).kind === "contractclarity-eval-run" &&
    Array.isArray((value as RunReport).suites)
  );
}

function isCaseMap(value: unknown): value is Record<string, { status: CaseStatus; score: number }> {
  return (
    !!value &&
    typeof value === "object" &&
    Object.values(value).every(
      (entry) => entry && typeof entry === "object" && typeof (entry as { score?: unknown }).score === "number",
    )
  );
}

/** `{ recallAt3: { hybrid: 0.77 } }` → `{ "recallAt3.hybrid": 0.77 }` (numbers only; per-category tables are left out). */
export function flattenNumbers(value: Record<string, unknown>, prefix = ""): Record<string, number> {
  const flat: Record<string, number> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key.startsWith("perCategory")) continue;
    if (typeof entry === "number") flat[`${prefix}${key}`] = entry;
    else if (entry && typeof entry === "object" && !Array.isArray(entry))
      Object.assign(flat, flattenNumbers(entry as Record<string, unknown>, `${prefix}${key}.`));
  }
  return flat;
}

/** Metrics (the last part of the name) where fewer is better: benign clauses flagged, false all-clears. */
const LOWER_IS_BETTER = new Set(["benignFlagged", "benignFlaggedRate", "falseAllClear"]);
/** Counts of what was measured, not of how well: a change means the data set changed. */
const DATA_SET_SIZE = new Set([
  "contractCount",
  "contracts",
  "mustFind",
  "benign",
  "highProblemContracts",
  "questions",
]);

/** Which way a metric moved, read the right way up: a drop in false all-clears is better. */
export function metricDirection(metric: string, delta: number): Direction {
  if (Math.abs(delta) <= EPSILON) return "same";
  const name = metric.split(".").at(-1)!;
  if (DATA_SET_SIZE.has(name)) return "changed";
  const improved = LOWER_IS_BETTER.has(name) ? delta < 0 : delta > 0;
  return improved ? "better" : "worse";
}

function direction(delta: number): Direction {
  return delta > EPSILON ? "better" : delta < -EPSILON ? "worse" : "same";
}

/** Every metric the run and the baseline share, and every case: better, worse or the same. */
export function compareWithBaseline(suites: SuiteReport[], baseline: Baseline): Comparison {
  const metrics: MetricChange[] = [];
  const cases: CaseChange[] = [];
  for (const suite of suites) {
    const before = baseline.suites.get(suite.suite);
    if (!before) continue;
    for (const [metric, current] of Object.entries(suite.metrics)) {
      const old = before.metrics[metric];
      if (typeof old !== "number") continue;
      const delta = Math.round((current - old) * 1000) / 1000;
      metrics.push({
        suite: suite.suite,
        metric,
        baseline: old,
        current,
        delta,
        direction: metricDirection(metric, delta),
      });
    }
    if (!before.cases) continue;
    for (const result of suite.cases) {
      const old = before.cases[result.id] ?? null;
      const current = { status: result.status, score: result.score };
      let change: CaseChange["direction"] = "new";
      if (old) {
        const statusDelta = STATUS_RANK[current.status] - STATUS_RANK[old.status];
        change = statusDelta !== 0 ? (statusDelta > 0 ? "better" : "worse") : direction(current.score - old.score);
      }
      cases.push({ suite: suite.suite, id: result.id, title: result.title, baseline: old, current, direction: change });
    }
  }
  return { source: baseline.source, metrics, cases };
}
