import { fleschKincaidGrade } from "../../agent/analysis/readability";
import type { ScoreResult } from "../framework/types";

/** The text reads at school grade `maxGrade` or below (Flesch–Kincaid). */
export function readingLevelAtMost(text: string, maxGrade: number): ScoreResult {
  const grade = Math.round(fleschKincaidGrade(text) * 10) / 10;
  return {
    scorer: "reading-level",
    score: grade <= maxGrade ? 1 : Math.max(0, 1 - (grade - maxGrade) / maxGrade),
    pass: grade <= maxGrade,
    expected: `grade ≤ ${maxGrade}`,
    actual: `grade ${grade}`,
    metadata: { grade },
  };
}
