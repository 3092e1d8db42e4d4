import { describe, expect, it } from "vitest";
import type { AnalysisResult, Finding } from "../../../common/analysis";
import { type AnswerKey, findingsHeadline, scoreContract } from "./findings-suite";

const key: AnswerKey = {
  slug: "sample",
  side: "member",
  parties: [],
  key_dates: [],
  key_amounts: [],
  notice_periods: [],
  expected_findings: [
    {
      clause: "6.2",
      topic: "excessive-cancellation-penalty",
      issue: "All remaining fees on cancellation.",
      severity: "high",
      law_reference: null,
      must_find: true,
      match_terms: ["remaining fees"],
    },
    {
      clause: "3.3",
      topic: "auto-renewal",
      issue: "Renews for 12 months.",
      severity: "medium",
      law_reference: null,
      must_find: true,
      match_terms: ["automatic renewal"],
    },
  ],
  benign: [{ clause: "5.1", topic: "excessive-cancellation-penalty", why_fair: "cooling-off" }],
};

function finding(clause: string, severity: Finding["severity"], title: string): Finding {
  return {
    id: `${title}@${clause}`,
    ruleId: "r",
    pack: "za@1",
    kind: "clause",
    title,
    topic: "t",
    severity,
    confidence: 0.9,
    uncertainty: { uncertain: false, reasons: [] },
    explanation: "",
    advice: { ask: "", suggestedWording: null },
    lawReferences: [],
    citation: { clauseNumber: clause, start: 0, end: 1, quote: "" },
  };
}

function result(findings: Finding[], level: "low" | "medium" | "high", reasons: string[] = []): AnalysisResult {
  return {
    findings,
    overallRisk: { score: 0, level, summary: "", summaryGrade: 0 },
    uncertainty: { uncertain: reasons.length > 0, reasons },
    keyTerms: { parties: [], dates: [], amounts: [], noticePeriods: [] },
  } as unknown as AnalysisResult;
}

describe("strict findings scorer", () => {
  it("counts a finding only at the clause (or a sub-clause), about the same problem, rated at least medium", () => {
    const report = scoreContract(
      key,
      result(
        [
          finding("6.2(a)", "high", "Cancellation fee of all remaining fees"),
          finding("3.3", "medium", "Interest on late payment"),
          finding("3", "high", "Automatic renewal without notice"),
        ],
        "high",
      ),
    );
    expect(report.found).toBe(1);
    expect(report.missed.map((m) => m.clause)).toEqual(["3.3"]);
  });

  it("does not count a low rating for a medium or high problem, but measures its severity agreement", () => {
    const report = scoreContract(key, result([finding("3.3", "low", "The membership renews automatically")], "medium"));
    expect(report.found).toBe(0);
    expect(report.addressed).toBe(1);
    expect(report.severityAgreed).toBe(0);
  });

  it("counts a fair clause flagged medium or high against the engine", () => {
    const report = scoreContract(key, result([finding("5.1", "medium", "Cancellation fee")], "medium"));
    expect(report.benignFlagged).toHaveLength(1);
    expect(scoreContract(key, result([finding("5.1", "low", "Cancellation fee")], "medium")).benignFlagged).toEqual([]);
  });

  it("calls a low overall rating of a contract with a high problem a false all-clear unless it says it could not judge it", () => {
    expect(scoreContract(key, result([], "low")).falseAllClear).toBe(true);
    expect(scoreContract(key, result([], "medium")).falseAllClear).toBe(false);
    expect(
      scoreContract(key, result([], "low", ["We could not read enough of this contract to judge it."])).falseAllClear,
    ).toBe(false);
  });

  it("prints the headline in the issue's shape", () => {
    const report = scoreContract(key, result([finding("6.2", "high", "Cancellation fee")], "high"));
    expect(
      findingsHeadline("findings", {
        contractCount: 1,
        recall: report.found / report.mustFind,
        mustFind: 2,
        found: 1,
        benignFlagged: 0,
        benign: 1,
        benignFlaggedRate: 0,
        falseAllClear: 0,
        highProblemContracts: 1,
        severityAgreement: 1,
        precision: 1,
        keyTermAccuracy: 1,
      }),
    ).toBe("findings: must_find recall 0.500, benign flagged 0/1, false all-clear 0/1, severity agreement 1.000");
  });
});
