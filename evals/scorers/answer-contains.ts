import type { ScoreResult } from "../framework/types";

/** The answer contains every expected phrase (case-insensitive); a RegExp source may stand for a phrase with "re:". */
export function answerContains(answer: string, phrases: string[]): ScoreResult {
  const missing = phrases.filter((phrase) => !matches(answer, phrase));
  return {
    scorer: "answer-contains",
    score: phrases.length === 0 ? 1 : (phrases.length - missing.length) / phrases.length,
    pass: missing.length === 0,
    expected: phrases,
    actual: missing.length ? { missing, answer: clip(answer) } : undefined,
  };
}

/** The answer contains none of the phrases. */
export function answerExcludes(answer: string, phrases: string[]): ScoreResult {
  const present = phrases.filter((phrase) => matches(answer, phrase));
  return {
    scorer: "answer-excludes",
    score: phrases.length === 0 ? 1 : (phrases.length - present.length) / phrases.length,
    pass: present.length === 0,
    expected: { none: phrases },
    actual: present.length ? { present, answer: clip(answer) } : undefined,
  };
}

export function matches(text: string, phrase: string): boolean {
  if (phrase.startsWith("re:")) return new RegExp(phrase.slice(3), "i").test(text);
  return text.toLowerCase().includes(phrase.toLowerCase());
}

function clip(text: string, max = 600): string {
  return text.length <= max ? text : `${text.slice(0, max)} …`;
}
