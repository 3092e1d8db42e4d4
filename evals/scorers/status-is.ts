import type { ScoreResult } from "../framework/types";

/** An HTTP status the product must answer with (e.g. 404 for another user's contract). */
export function statusIs(actual: number, expected: number): ScoreResult {
  return { scorer: "status", score: actual === expected ? 1 : 0, pass: actual === expected, expected, actual };
}
