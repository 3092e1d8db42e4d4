import { formatTable } from "../scoring";
import type { Comparison } from "./compare";
import type { CaseResult, RunReport, ScoreResult, SuiteReport } from "./types";

const MARK = { pass: "pass", fail: "FAIL", error: "ERROR" } as const;

/** The console report: a results table per suite, a diff for every failing case, the comparison, and the headlines last. */
export function formatTextReport(report: RunReport, comparison: Comparison | null): string {
  const out: string[] = [];
  for (const suite of report.suites) {
    out.push(`── ${suite.suite} — ${suite.description}`);
    const detailed = suite.cases.some((c) => c.detail);
    const lawChecked = suite.lawReferencesDropped !== undefined;
    out.push(
      formatTable(
        [
          "case",
          "status",
          "score",
          "failed scorers",
          ...(detailed ? ["figures"] : []),
          ...(lawChecked ? ["law dropped"] : []),
          "ms",
        ],
        suite.cases.map((c) => [
          c.id,
          MARK[c.status],
          c.score,
          failedScorers(c),
          ...(detailed ? [c.detail ?? ""] : []),
          ...(lawChecked ? [c.lawReferencesDropped === undefined ? "–" : String(c.lawReferencesDropped)] : []),
          String(c.durationMs),
        ]),
      ),
    );
    const failing = suite.cases.filter((c) => c.status !== "pass");
    if (failing.length > 0) {
      out.push("", `failures (${failing.length}):`);
      for (const result of failing) out.push(...caseDiff(result));
    }
    out.push(
      "",
      ...(suite.metricLines ?? []),
      `metrics: ${Object.entries(suite.metrics)
        .map(([key, value]) => `${key} ${value.toFixed(3)}`)
        .join(", ")}`,
    );
    out.push(stamp(suite), "");
  }
  if (comparison) out.push(...formatComparison(comparison), "");
  out.push(...report.suites.map((suite) => suite.headlineText));
  return out.join("\n");
}

function failedScorers(result: CaseResult): string {
  if (result.status === "error") return "(error)";
  return result.scores
    .filter((s) => !s.pass)
    .map((s) => s.scorer)
    .join(", ");
}

function stamp(suite: SuiteReport): string {
  const facts = [
    `${suite.cases.length} cases${suite.sampled ? ` (sample of ${suite.sampled.of})` : ""}`,
    `provider ${suite.provider}${suite.model ? ` (${suite.model})` : ""}`,
    ...(suite.promptId ? [`prompt ${suite.promptId}`] : []),
    ...(suite.lawReferencesDropped === undefined ? [] : [lawDroppedText(suite)]),
    ...Object.entries(suite.run)
      .filter(([key]) => key !== "promptId")
      .map(([key, value]) => `${key} ${typeof value === "string" ? value : JSON.stringify(value)}`),
    `${(suite.durationMs / 1000).toFixed(1)} s`,
  ];
  return facts.join("; ");
}

/** "law references dropped 3 (in 2 of 15 cases)": what the model cited that is not in the product's table of law. */
export function lawDroppedText(suite: SuiteReport): string {
  const cases = suite.cases.filter((c) => (c.lawReferencesDropped ?? 0) > 0).length;
  return `law references dropped ${suite.lawReferencesDropped ?? 0} (in ${cases} of ${suite.cases.length} cases)`;
}

/** expected/actual of every failing scorer, one per line, under the case. */
export function caseDiff(result: CaseResult): string[] {
  const lines = [`  ✗ ${result.id} — ${result.title}`];
  if (result.status === "error") {
    lines.push(`      error: ${(result.error ?? "").split("\n").slice(0, 4).join("\n             ")}`);
    return lines;
  }
  for (const score of result.scores.filter((s) => !s.pass)) lines.push(...scoreDiff(score));
  return lines;
}

function scoreDiff(score: ScoreResult): string[] {
  return [
    `      ${score.scorer} (${score.score.toFixed(2)})`,
    `        - expected: ${inline(score.expected)}`,
    `        + actual:   ${inline(score.actual)}`,
  ];
}

function inline(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "–");
  const flat = text.replace(/\s+/g, " ");
  return flat.length > 400 ? `${flat.slice(0, 400)} …` : flat;
}

export function formatComparison(comparison: Comparison): string[] {
  const arrow = { better: "▲ better", worse: "▼ worse", same: "= same", changed: "~ changed", new: "new" } as const;
  const out = [`── compared with ${comparison.source}`];
  if (comparison.metrics.length > 0) {
    out.push(
      formatTable(
        ["suite / metric", "baseline", "now", "change", ""],
        comparison.metrics.map((m) => [
          `${m.suite} ${m.metric}`,
          m.baseline,
          m.current,
          `${m.delta >= 0 ? "+" : ""}${m.delta.toFixed(3)}`,
          arrow[m.direction],
        ]),
      ),
    );
  }
  const changed = comparison.cases.filter((c) => c.direction !== "same");
  if (changed.length > 0) {
    out.push("", "cases that changed:");
    out.push(
      formatTable(
        ["suite / case", "baseline", "now", ""],
        changed.map((c) => [
          `${c.suite} ${c.id}`,
          c.baseline ? `${c.baseline.status} ${c.baseline.score.toFixed(2)}` : "–",
          `${c.current.status} ${c.current.score.toFixed(2)}`,
          arrow[c.direction],
        ]),
      ),
    );
  }
  const worse =
    comparison.metrics.filter((m) => m.direction === "worse").length +
    comparison.cases.filter((c) => c.direction === "worse").length;
  const better =
    comparison.metrics.filter((m) => m.direction === "better").length +
    comparison.cases.filter((c) => c.direction === "better").length;
  out.push(`${better} better, ${worse} worse (metrics and cases)`);
  return out;
}
