import { describe, expect, it } from "vitest";
import type { Clause } from "../../../../common/document";
import { buildTextBlocks, clauseOutlineLabel, type TextBlock } from "./clause-segments";

function clause(
  start: number,
  end: number,
  children: Clause[] = [],
  number: string | null = null,
  heading: string | null = null,
  text = "",
): Clause {
  return { number, heading, text, start, end, page: 1, children };
}

function flatten(blocks: readonly TextBlock[]): string {
  return blocks.map((block) => (block.kind === "text" ? block.text : flatten(block.children))).join("");
}

function anchors(blocks: readonly TextBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === "text" ? [] : [...(block.anchorId ? [block.anchorId] : []), ...anchors(block.children)],
  );
}

describe("the contract text laid out by clause", () => {
  const text = "Preamble.\n1. Rent\n1.1 Pay monthly.\n1.2 Pay on time.\n2. Deposit\nHeld in trust.";
  const at = (fragment: string) => text.indexOf(fragment);

  it("keeps every character once, with a block per clause and its sub-clauses inside", () => {
    const clauses = [
      clause(at("1. Rent"), at("2. Deposit"), [clause(at("1.1"), at("1.2")), clause(at("1.2"), at("2. Deposit"))]),
      clause(at("2. Deposit"), text.length),
    ];
    const blocks = buildTextBlocks(text, clauses);
    expect(flatten(blocks)).toBe(text);
    expect(blocks.map((block) => block.kind)).toEqual(["text", "clause", "clause"]);
    expect(anchors(blocks)).toEqual([
      `clause-at-${at("1. Rent")}`,
      `clause-at-${at("1.1")}`,
      `clause-at-${at("1.2")}`,
      `clause-at-${at("2. Deposit")}`,
    ]);
  });

  it("never repeats text or ids when clauses overlap, share a start or run past the end", () => {
    const clauses = [clause(0, 30, [clause(0, 12)]), clause(20, 500)];
    const blocks = buildTextBlocks(text, clauses);
    expect(flatten(blocks)).toBe(text);
    const ids = anchors(blocks);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("outline labels", () => {
  it("puts capitalised headings in sentence case and falls back to the clause's first words", () => {
    expect(clauseOutlineLabel(clause(0, 1, [], "5", "DEPOSIT"))).toEqual({ number: "5", title: "Deposit" });
    expect(clauseOutlineLabel(clause(0, 1, [], "(a)", "Commencement Date"))).toEqual({
      number: "(a)",
      title: "Commencement Date",
    });
    expect(
      clauseOutlineLabel(
        clause(0, 1, [], "5.1", null, "5.1 The Tenant shall pay a deposit of R29 000,00 on signature"),
      ),
    ).toEqual({
      number: "5.1",
      title: "The Tenant shall pay a deposit of R29…",
    });
  });
});
