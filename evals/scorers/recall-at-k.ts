import type { ScoreResult } from "../framework/types";
import { clauseMatches } from "./citations";

/** The clause that holds the answer is among the first k retrieved passages. */
export function recallAtK(retrievedClauses: Array<string | null>, gold: string[], k: number): ScoreResult {
  const rank = retrievedClauses.findIndex(
    (number) => number !== null && gold.some((clause) => clauseMatches(number, clause)),
  );
  const hit = rank >= 0 && rank < k;
  return {
    scorer: `recall@${k}`,
    score: hit ? 1 : 0,
    pass: hit,
    expected: { anyOf: gold, within: k },
    actual: { retrieved: retrievedClauses.slice(0, Math.max(k, 5)), rank: rank >= 0 ? rank + 1 : null },
  };
}
