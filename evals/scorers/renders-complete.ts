import type { ScoreResult } from "../framework/types";

/** A template renders to a complete document with the given values (nothing missing, nothing rejected). */
export function rendersComplete(result: {
  complete: boolean;
  missing: Array<{ key: string }>;
  invalid: Array<{ key: string; message: string }>;
}): ScoreResult {
  return {
    scorer: "renders-complete",
    score: result.complete ? 1 : 0,
    pass: result.complete,
    expected: "a complete document",
    actual: result.complete
      ? undefined
      : { missing: result.missing.map((field) => field.key), invalid: result.invalid },
  };
}
