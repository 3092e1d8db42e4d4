import type { ScoreResult } from "../framework/types";

/** No fair ("benign") clause of the answer key is flagged medium or high. */
export function benignNotFlagged(
  benign: number,
  flagged: Array<{ clause: string; topic: string; by: string }>,
): ScoreResult {
  return {
    scorer: "benign-not-flagged",
    score: benign === 0 ? 1 : (benign - flagged.length) / benign,
    pass: flagged.length === 0,
    expected: `${benign} fair clauses not flagged medium or high`,
    actual: flagged.length ? { flagged: flagged.map((f) => `${f.clause} (${f.topic}) by ${f.by}`) } : undefined,
    metadata: { benign, flagged: flagged.length },
  };
}
