import type { ScoreResult } from "../framework/types";
import { prf } from "../scoring";

/** The categories the analysis found against the gold categories of one document: F1, passing at `minF1`. */
export function categoriesFound(predicted: Iterable<string>, gold: Iterable<string>, minF1: number): ScoreResult {
  const predictedSet = new Set(predicted);
  const goldSet = new Set(gold);
  const tp = [...predictedSet].filter((category) => goldSet.has(category)).length;
  const { precision, recall, f1 } = prf(tp, predictedSet.size - tp, goldSet.size - tp);
  return {
    scorer: "categories-found",
    score: f1,
    pass: f1 >= minF1,
    expected: { minF1, categories: [...goldSet].sort() },
    actual: {
      f1,
      precision,
      recall,
      missed: [...goldSet].filter((c) => !predictedSet.has(c)).sort(),
      extra: [...predictedSet].filter((c) => !goldSet.has(c)).sort(),
    },
  };
}
