import { syllable } from "syllable";

/** Flesch-Kincaid grade level (syllables counted by the `syllable` library). */
export function fleschKincaidGrade(text: string): number {
  const sentences = text.split(/[.!?]+(?:\s|$)/).filter((s) => /[a-z]/i.test(s));
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (words.length === 0 || sentences.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  const grade = 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
  return Math.round(grade * 10) / 10;
}
