import type { ScoreResult } from "../framework/types";

/** The interview reached a complete draft (every required field answered). */
export function draftComplete(
  output: { complete?: boolean; nextQuestions?: Array<{ key: string }> } | undefined,
): ScoreResult {
  const complete = output?.complete === true;
  return {
    scorer: "draft-complete",
    score: complete ? 1 : 0,
    pass: complete,
    expected: "a complete draft",
    actual: complete ? undefined : { stillAsking: (output?.nextQuestions ?? []).map((q) => q.key) },
  };
}
