import type { Finding } from "../../common/analysis";
import type { ScoreResult } from "../framework/types";

/** Our own analysis finds no high-severity term in a generated document. */
export function noHighFindings(findings: Finding[]): ScoreResult {
  const high = findings.filter((finding) => finding.severity === "high");
  return {
    scorer: "no-high-findings",
    score: high.length === 0 ? 1 : 0,
    pass: high.length === 0,
    expected: "no high-severity finding",
    actual: high.length
      ? high.map((f) => `${f.ruleId} (clause ${f.citation?.clauseNumber ?? "–"}): ${f.title}`)
      : undefined,
  };
}
