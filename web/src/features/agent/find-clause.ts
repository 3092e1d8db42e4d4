import type { Clause } from "../../../../common/document";

/** "5.1." and "5.1" are the same clause number; "Clause 5.1" too. */
export function normalizeClauseNumber(value: string): string {
  return value
    .replace(/^clause\s+/i, "")
    .replace(/[.)\s]+$/, "")
    .trim();
}

/** The clause with this number anywhere in the tree (depth first), or null. */
export function findClauseByNumber(clauses: readonly Clause[], number: string): Clause | null {
  const wanted = normalizeClauseNumber(number);
  for (const clause of clauses) {
    if (clause.number !== null && normalizeClauseNumber(clause.number) === wanted) return clause;
    const inChildren = findClauseByNumber(clause.children, number);
    if (inChildren) return inChildren;
  }
  return null;
}

/** The innermost clause that contains the offset range, or null. */
export function findClauseByOffsets(clauses: readonly Clause[], start: number, end: number): Clause | null {
  for (const clause of clauses) {
    if (clause.start <= start && end <= clause.end) return findClauseByOffsets(clause.children, start, end) ?? clause;
  }
  return null;
}
