import type { ScoreResult } from "../framework/types";

/** Clause numbers cited in an answer: "(clause 5.1)", "clause 4.1(b)", "(clauses 3.2 and 3.4)". */
export function citedClauses(answer: string): string[] {
  const cited = new Set<string>();
  for (const match of answer.matchAll(
    /\bclauses?\s+(\d+(?:\.\d+)*(?:\([a-z]\))?(?:\s*(?:,|and|&)\s*\d+(?:\.\d+)*(?:\([a-z]\))?)*)/gi,
  )) {
    for (const number of match[1]!.split(/\s*(?:,|and|&)\s*/)) cited.add(number.trim());
  }
  return [...cited];
}

/** A cited number answers for a gold clause when it is that clause or a sub-item of it ("4.1(b)" for "4.1"). */
export function clauseMatches(cited: string, gold: string): boolean {
  return cited === gold || cited.startsWith(`${gold}.`) || cited.startsWith(`${gold}(`);
}

/** The answer cites at least one clause, and one of its citations is a clause that holds the answer. */
export function citesClause(answer: string, gold: string[]): ScoreResult {
  const cited = citedClauses(answer);
  const correct = cited.some((number) => gold.some((clause) => clauseMatches(number, clause)));
  return { scorer: "citations", score: correct ? 1 : 0, pass: correct, expected: { anyOf: gold }, actual: { cited } };
}

/** The answer cites clauses, and every clause it cites exists in the document (no invented numbers). */
export function citationsExist(answer: string, documentClauses: string[]): ScoreResult {
  const cited = citedClauses(answer);
  const invented = cited.filter(
    (number) => !documentClauses.some((clause) => clauseMatches(number, clause) || clauseMatches(clause, number)),
  );
  const pass = cited.length > 0 && invented.length === 0;
  return {
    scorer: "citations-exist",
    score: pass ? 1 : 0,
    pass,
    expected: "at least one citation, all of clauses in the document",
    actual: { cited, invented },
  };
}
