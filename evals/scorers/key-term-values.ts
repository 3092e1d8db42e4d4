import type { ScoreResult } from "../framework/types";

/** Key terms (parties, dates, amounts, notice periods) read with the values the answer key gives. */
export function keyTermValues(total: number, misses: string[]): ScoreResult {
  return {
    scorer: "key-term-values",
    score: total === 0 ? 1 : (total - misses.length) / total,
    pass: misses.length === 0,
    expected: `${total} key terms`,
    actual: misses.length ? { misses } : undefined,
    metadata: { total, correct: total - misses.length },
  };
}
