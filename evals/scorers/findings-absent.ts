import type { ScoreResult } from "../framework/types";

/** No medium or high finding outside the answer key (precision over what was reported). */
export function findingsAbsent(
  reported: number,
  unexpected: Array<{ clause: string | null; ruleId: string; severity: string }>,
): ScoreResult {
  return {
    scorer: "findings-absent",
    score: reported === 0 ? 1 : (reported - unexpected.length) / reported,
    pass: unexpected.length === 0,
    expected: "no medium/high finding outside the answer key",
    actual: unexpected.length
      ? { unexpected: unexpected.map((u) => `${u.severity} ${u.ruleId} (clause ${u.clause ?? "–"})`) }
      : undefined,
    metadata: { reported, matched: reported - unexpected.length },
  };
}
