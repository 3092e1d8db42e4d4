import { describe, expect, it } from "vitest";
import {
  categoryOptions,
  citationRangeInClause,
  clauseIndexForCitation,
  countBySeverity,
  filterClauses,
  findMatches,
  indexClauses,
  noClauseFilters,
  segmentText,
  sortFindingsBySeverity,
  splitFindings,
} from "./result-view";
import { sampleClauses, sampleFindings } from "./testing/sample-analysis";

describe("findings", () => {
  it("sorts high → medium → low and keeps document order within a level", () => {
    expect(sortFindingsBySeverity(sampleFindings).map((finding) => finding.ruleId)).toEqual([
      "za.rha.deposit-not-interest-bearing",
      "za.rha.entry-without-notice",
      "za.cpa.s14-automatic-renewal",
      "za.rha.no-joint-inspection",
    ]);
  });

  it("puts missing-clause findings in their own list", () => {
    const { clauseFindings, missingFindings } = splitFindings(sampleFindings);
    expect(clauseFindings).toHaveLength(3);
    expect(missingFindings.map((finding) => finding.title)).toEqual(["No joint inspection when you move in"]);
  });

  it("counts by severity", () => {
    expect(countBySeverity(sampleFindings)).toEqual({ high: 2, medium: 1, low: 1 });
  });

  it("keeps a clause in the user's favour out of the problems and their counts", () => {
    const favour = {
      ...sampleFindings[0]!,
      id: "za.detect.landlord-entry@9.1",
      title: "In your favour: entry without reasonable notice",
      severity: "low" as const,
      favoursUser: true,
    };
    const { clauseFindings, missingFindings, favourFindings } = splitFindings([...sampleFindings, favour]);
    expect(clauseFindings.map((finding) => finding.id)).not.toContain(favour.id);
    expect(missingFindings.map((finding) => finding.id)).not.toContain(favour.id);
    expect(favourFindings).toEqual([favour]);
    expect(countBySeverity([...sampleFindings, favour])).toEqual({ high: 2, medium: 1, low: 1 });
  });
});

describe("clause filters", () => {
  const indexed = indexClauses(sampleClauses);

  it("shows everything without filters", () => {
    expect(filterClauses(indexed, noClauseFilters)).toHaveLength(5);
  });

  it("filters by risk level and keeps each clause's index", () => {
    expect(
      filterClauses(indexed, { risk: "high", category: "all" }).map(({ clause, index }) => [clause.number, index]),
    ).toEqual([
      ["5.2", 2],
      ["9.1", 3],
    ]);
  });

  it("filters by category, and by both", () => {
    expect(filterClauses(indexed, { risk: "all", category: "deposit" }).map(({ clause }) => clause.number)).toEqual([
      "5.2",
    ]);
    expect(filterClauses(indexed, { risk: "low", category: "deposit" })).toEqual([]);
  });

  it("lists the categories present, by label, with counts", () => {
    expect(categoryOptions(sampleClauses).map((option) => `${option.label}:${option.count}`)).toEqual([
      "Deposit:1",
      "Entry and access:1",
      "Governing Law:1",
      "Parties:1",
      "Renewal Term:1",
    ]);
  });

  it("orders clauses by their offsets", () => {
    const reversed = indexClauses([...sampleClauses].reverse());
    expect(reversed.map(({ clause }) => clause.number)).toEqual([null, "3.2", "5.2", "9.1", "17.1"]);
  });
});

describe("citations", () => {
  const indexed = indexClauses(sampleClauses);
  const deposit = sampleFindings.find((finding) => finding.ruleId === "za.rha.deposit-not-interest-bearing")!;

  it("finds the clause holding a citation by its offsets", () => {
    expect(clauseIndexForCitation(indexed, deposit.citation!)).toBe(2);
  });

  it("falls back to the clause number when the offsets fit no clause", () => {
    expect(clauseIndexForCitation(indexed, { clauseNumber: "9.1", start: 99_999, end: 100_000, quote: "x" })).toBe(3);
    expect(clauseIndexForCitation(indexed, { clauseNumber: "99", start: 99_999, end: 100_000, quote: "x" })).toBeNull();
  });

  it("maps the citation into the clause's text", () => {
    const clause = sampleClauses[2]!;
    const range = citationRangeInClause(clause, deposit.citation!)!;
    expect(clause.text.slice(range.start, range.end)).toBe("No interest shall accrue on the Deposit.");
  });

  it("finds the quote when the offsets do not fit the clause", () => {
    const clause = sampleClauses[2]!;
    const range = citationRangeInClause(clause, {
      clauseNumber: "5.2",
      start: 0,
      end: 3,
      quote: "general operating account",
    })!;
    expect(clause.text.slice(range.start, range.end)).toBe("general operating account");
  });
});

describe("search", () => {
  it("finds case-insensitive, non-overlapping matches", () => {
    expect(findMatches("Deposit, deposit, DEPOSIT", "deposit")).toEqual([
      { start: 0, end: 7 },
      { start: 9, end: 16 },
      { start: 18, end: 25 },
    ]);
    expect(findMatches("aaaa", "aa")).toHaveLength(2);
  });

  it("finds nothing for an empty or blank query, and respects the limit", () => {
    expect(findMatches("text", "")).toEqual([]);
    expect(findMatches("text", "   ")).toEqual([]);
    expect(findMatches("a a a a", "a", 2)).toHaveLength(2);
  });

  it("segments text so overlapping highlights never nest tags wrongly", () => {
    const segments = segmentText("The Deposit is held", [
      { start: 4, end: 11, kind: "match" },
      { start: 0, end: 11, kind: "citation" },
    ]);
    expect(segments.map((segment) => [segment.text, segment.kinds.join("+")])).toEqual([
      ["The ", "citation"],
      ["Deposit", "match+citation"],
      [" is held", ""],
    ]);
    expect(segments.map((segment) => segment.text).join("")).toBe("The Deposit is held");
  });
});
