import type { ScoreResult } from "../framework/types";

/** The interview asks at most `max` questions a turn (the spec's "one or two at a time"). */
export function questionsPerTurn(askedPerTurn: number[], max: number): ScoreResult {
  const worst = Math.max(0, ...askedPerTurn);
  return {
    scorer: "questions-per-turn",
    score: worst <= max ? 1 : 0,
    pass: worst <= max,
    expected: `≤ ${max} a turn`,
    actual: { perTurn: askedPerTurn },
  };
}
