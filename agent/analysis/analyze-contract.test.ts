import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type AnalysisResult, analysisResultSchema } from "../../common/analysis";
import { contractFixturesDir } from "../../fixtures/paths";
import { analyzeContract } from "./analyze-contract";
import { documentFromText } from "./document-from-text";

const fixture = (slug: string) => readFileSync(join(contractFixturesDir, `${slug}.txt`), "utf8");
const lease = documentFromText(fixture("residential-lease-wc"));
const employment = documentFromText(fixture("employment-fixed-term-retail"));
const nda = documentFromText(fixture("mutual-nda-capetown"));

const cited = (result: AnalysisResult, ruleId: string) =>
  result.findings.find((f) => f.ruleId === ruleId)?.citation?.clauseNumber;

describe("analyzeContract", () => {
  const tenantView = analyzeContract(lease);

  it("returns a result that matches the shared schema", () => {
    expect(() => analysisResultSchema.parse(tenantView)).not.toThrow();
  });

  it("finds the lease's planted problems from the tenant's side, each at its clause", () => {
    expect(tenantView.sides.used?.id).toBe("tenant");
    expect(cited(tenantView, "za.rha.deposit-not-interest-bearing")).toBe("5.2");
    expect(cited(tenantView, "za.rha.no-move-in-inspection")).toBe("6.1");
    expect(cited(tenantView, "za.rha.exit-inspection-landlord-alone")).toBe("6.2");
    expect(cited(tenantView, "za.rha.entry-without-notice")).toBe("9.1");
    expect(cited(tenantView, "za.cpa.s14-cancellation-penalty")).toBe("13.1");
    expect(cited(tenantView, "za.cpa.s14-automatic-renewal")).toBe("3.2");
    expect(tenantView.overallRisk.level).toBe("high");
  });

  it("quotes the exact clause text each finding rests on", () => {
    for (const finding of tenantView.findings) {
      if (!finding.citation) continue;
      expect(lease.text.slice(finding.citation.start, finding.citation.end)).toBe(finding.citation.quote);
    }
  });

  it("gives suggested wording with every finding", () => {
    for (const finding of tenantView.findings) expect(finding.advice.suggestedWording?.length ?? 0).toBeGreaterThan(20);
  });

  it("rates the same clauses lower from the landlord's side", () => {
    const landlordView = analyzeContract(lease, { side: "landlord" });
    expect(landlordView.sides).toMatchObject({ used: { id: "landlord" }, source: "user" });
    const deposit = landlordView.findings.find((f) => f.ruleId === "za.rha.deposit-not-interest-bearing")!;
    expect(deposit.severity).toBe("low");
    expect(deposit.explanation).toMatch(/in your favour/);
    expect(landlordView.overallRisk.score).toBeLessThan(tenantView.overallRisk.score);
  });

  it("offers the parties found as sides", () => {
    expect(tenantView.sides.candidates.map((c) => c.id)).toEqual(expect.arrayContaining(["tenant", "landlord"]));
    expect(tenantView.sides.candidates.find((c) => c.id === "tenant")?.partyName).toBe("Nomvula Precious Khumalo");
  });

  it("finds the employment contract's BCEA breaches", () => {
    const result = analyzeContract(employment);
    expect(result.contractType.value).toBe("employment");
    expect(result.sides.used?.id).toBe("employee");
    expect(cited(result, "za.bcea.s9-ordinary-hours")).toBe("5.1");
    expect(cited(result, "za.bcea.s20-no-annual-leave")).toBe("6.3");
    expect(cited(result, "za.bcea.s34-deductions-without-consent")).toBe("7.1");
    expect(cited(result, "za.bcea.s37-short-notice")).toBe("11.2");
  });

  it("gives the balanced NDA no high-severity finding and a low overall risk", () => {
    const result = analyzeContract(nda);
    expect(result.contractType.value).toBe("nda");
    expect(result.findings.filter((f) => f.severity === "high")).toEqual([]);
    expect(result.overallRisk.level).toBe("low");
  });

  it("extracts key terms from the lease", () => {
    const { keyTerms } = tenantView;
    expect(keyTerms.parties.map((p) => p.name)).toEqual([
      "Tafelberg Residential Rentals (Pty) Ltd",
      "Nomvula Precious Khumalo",
    ]);
    expect(keyTerms.amounts.map((a) => a.value)).toEqual(expect.arrayContaining([14500, 29000, 350]));
    expect(keyTerms.term).toMatchObject({ start: "2025-02-01", end: "2026-01-31" });
    expect(keyTerms.renewal).toMatchObject({
      automatic: true,
      length: { value: 12, unit: "month" },
      noticePeriod: { value: 3, unit: "month" },
    });
    expect(keyTerms.governingLaw).toMatchObject({ jurisdiction: "ZA" });
    expect(tenantView.jurisdiction).toMatchObject({ code: "ZA", source: "detected" });
  });

  it("writes explanations near a Grade 8 reading level", () => {
    const grades = tenantView.clauses.map((c) => c.explanationGrade);
    const mean = grades.reduce((s, g) => s + g, 0) / grades.length;
    expect(mean).toBeLessThan(10);
    expect(tenantView.overallRisk.summaryGrade).toBeLessThan(10);
  });

  it("is deterministic", () => {
    expect(JSON.stringify(analyzeContract(lease))).toBe(JSON.stringify(tenantView));
  });

  it("uses the jurisdiction the user sets", () => {
    const result = analyzeContract(lease, { jurisdiction: "UK" });
    expect(result.jurisdiction).toMatchObject({ code: "UK", source: "user" });
    expect(result.findings.some((f) => f.pack.startsWith("za@"))).toBe(false);
  });

  it("says it is not sure when OCR quality is poor, and raises no missing-clause findings", () => {
    const scanned = {
      ...lease,
      pages: lease.pages.map((p) => ({ ...p, method: "ocr" as const, confidence: 40, lowConfidence: true })),
    };
    const result = analyzeContract(scanned);
    expect(result.uncertainty.uncertain).toBe(true);
    expect(result.uncertainty.reasons.join(" ")).toMatch(/scan quality/);
    expect(result.findings.every((f) => f.kind === "clause" && f.uncertainty.uncertain)).toBe(true);
  });

  it("does not invent an analysis for a text that is too short", () => {
    const result = analyzeContract(documentFromText("x"));
    expect(result.findings).toEqual([]);
    expect(result.overallRisk.score).toBe(0);
    expect(result.uncertainty.reasons.join(" ")).toMatch(/not enough text/);
  });
});

describe("analyzeContract on a partial document", () => {
  it("does not claim a clause is missing when the document looks cut off (a photo of page 1)", () => {
    const firstPage = lease.text.slice(0, lease.text.indexOf("3. DURATION"));
    const result = analyzeContract(documentFromText(firstPage));
    expect(result.findings.filter((f) => f.kind === "missing")).toEqual([]);
    expect(result.uncertainty.reasons.join(" ")).toMatch(/only part of the contract/);
  });

  it("raises a missing-clause finding when a complete lease has no inspection clause", () => {
    const withoutInspection = lease.text
      .replace(/6\. CONDITION OF THE PREMISES AND INSPECTION[\s\S]*?(?=7\. UTILITIES)/, "")
      .replace(/inspect\w*/gi, "view");
    const result = analyzeContract(documentFromText(withoutInspection));
    expect(result.findings.find((f) => f.ruleId === "za.rha.missing-inspection")).toMatchObject({
      kind: "missing",
      citation: null,
    });
  });
});
