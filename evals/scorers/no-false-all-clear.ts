import type { ScoreResult } from "../framework/types";

/** A contract with a high must-find problem is not rated low overall unless the result says it could not judge it. */
export function noFalseAllClear(report: {
  hasHighProblem: boolean;
  falseAllClear: boolean;
  overallRisk: string;
  warned: boolean;
}): ScoreResult {
  return {
    scorer: "no-false-all-clear",
    score: report.falseAllClear ? 0 : 1,
    pass: !report.falseAllClear,
    expected: report.hasHighProblem
      ? "medium or high overall, or a 'could not judge it' warning"
      : "any overall rating",
    actual: `${report.overallRisk} overall${report.warned ? ", with a could-not-judge warning" : ""}`,
    metadata: { hasHighProblem: report.hasHighProblem ? 1 : 0, falseAllClear: report.falseAllClear ? 1 : 0 },
  };
}
