import { describe, expect, it } from "vitest";
import type { Clause } from "../../../../common/document";
import { findClauseByNumber, findClauseByOffsets, normalizeClauseNumber } from "./find-clause";

const clause = (number: string | null, start: number, end: number, children: Clause[] = []): Clause => ({
  number,
  heading: null,
  text: `text ${number}`,
  start,
  end,
  page: 1,
  children,
});
const tree = [
  clause("1.", 0, 50, [clause("1.1", 5, 20), clause("1.2", 20, 50)]),
  clause("2", 50, 90, [clause("2.1", 55, 90)]),
];

describe("finding a cited clause", () => {
  it("matches numbers with or without the trailing dot, at any depth", () => {
    expect(normalizeClauseNumber("Clause 5.1.")).toBe("5.1");
    expect(findClauseByNumber(tree, "1")?.number).toBe("1.");
    expect(findClauseByNumber(tree, "2.1")?.start).toBe(55);
    expect(findClauseByNumber(tree, "7")).toBeNull();
  });

  it("finds the innermost clause around a passage", () => {
    expect(findClauseByOffsets(tree, 22, 30)?.number).toBe("1.2");
    expect(findClauseByOffsets(tree, 50, 52)?.number).toBe("2");
    expect(findClauseByOffsets(tree, 95, 99)).toBeNull();
  });
});
