import type { ScoreResult } from "../framework/types";

/** Every finding the answer key says must be found was found (recall over the must-find list). */
export function findingsPresent(
  expected: Array<{ clause: string; issue: string }>,
  missed: Array<{ clause: string; issue: string }>,
): ScoreResult {
  const found = expected.length - missed.length;
  return {
    scorer: "findings-present",
    score: expected.length === 0 ? 1 : found / expected.length,
    pass: missed.length === 0,
    expected: expected.map((e) => `${e.clause}: ${e.issue}`),
    actual: missed.length ? { missed: missed.map((m) => `${m.clause}: ${m.issue}`) } : undefined,
    metadata: { expected: expected.length, found },
  };
}
