import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type AnalysisResult, isProblem } from "../../common/analysis";
import { contractFixturesDir, zaCorpusDir } from "../../fixtures/paths";
import { analyzeContract } from "./analyze-contract";
import { documentFromText } from "./document-from-text";
import { swapRoles } from "./swap-roles";

/**
 * Whose side, both ways: every contract with an answer key is read from its key's (weaker) side and
 * from the stronger side. What the law gives the weaker side is a problem for it; read by the
 * stronger side, the same clauses work in the user's favour and are not counted as problems.
 */
type Key = {
  side?: string | null;
  expected_findings: Array<{ clause: string; severity: string; must_find: boolean }>;
};
const STRONGER = ["landlord", "employer", "lender", "seller", "service_provider"];

const contracts = [zaCorpusDir, contractFixturesDir].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(".answers.json"))
    .map((file) => {
      const slug = file.replace(/\.answers\.json$/, "");
      const key = JSON.parse(readFileSync(join(dir, file), "utf8")) as Key;
      return { slug, key, text: readFileSync(join(dir, `${slug}.txt`), "utf8") };
    })
    .filter(({ key }) => key.side && key.side !== "party"),
);

const analyse = (text: string, side: string) => analyzeContract(documentFromText(text), { side });
const cites = (finding: AnalysisResult["findings"][number], clause: string) => {
  const number = finding.citation?.clauseNumber ?? "";
  return number === clause || number.startsWith(`${clause}.`) || number.startsWith(`${clause}(`);
};

describe.each(contracts)("$slug, read from both sides", ({ key, text }) => {
  const weak = analyse(text, key.side!);
  // the stronger side: the client of a contractor, otherwise the landlord, employer, lender, seller or supplier
  const strongId =
    key.side === "contractor"
      ? "client"
      : STRONGER.find((id) => id !== key.side && weak.sides.candidates.some((side) => side.id === id));
  const strong = analyse(text, strongId!);
  const mustFind = key.expected_findings.filter((e) => e.must_find && e.severity !== "low");

  it("reports the weaker side's must-find problems as problems for it", () => {
    expect(strong.sides.used?.id).toBe(strongId);
    for (const expected of mustFind)
      expect(
        weak.findings.some((f) => cites(f, expected.clause) && isProblem(f) && f.severity !== "low"),
        `clause ${expected.clause}`,
      ).toBe(true);
  });

  it("shows the stronger side those clauses in its favour, never as a medium or high problem", () => {
    for (const expected of mustFind)
      expect(
        strong.findings.filter((f) => cites(f, expected.clause) && isProblem(f) && f.severity !== "low"),
        `clause ${expected.clause}`,
      ).toEqual([]);
    const favours = strong.findings.filter((f) => !isProblem(f));
    expect(favours.length).toBeGreaterThan(0);
    for (const finding of favours) {
      expect(finding.severity).toBe("low");
      expect(finding.title).toMatch(/^In your favour: /);
      expect(finding.title).not.toMatch(/\{other\}/);
      expect(finding.explanation).toMatch(/works in your favour as the .+, so it is not a problem for you/);
      expect(strong.overallRisk.summary).not.toContain(finding.title.toLowerCase());
    }
  });
});

describe("a clause's side, in the words of the contract", () => {
  const office = contracts.find((c) => c.slug === "office-lease-rustenburg")!;

  it("names the tenant's indemnity as a problem for the tenant and as in the landlord's favour", () => {
    const indemnity = (result: AnalysisResult) =>
      result.findings.find((f) => f.ruleId === "za.detect.one-sided-indemnity" && f.citation?.clauseNumber === "13.1");
    const forTenant = indemnity(analyse(office.text, "tenant"))!;
    expect(forTenant.title).toBe("You must cover the Landlord even for its own fault");
    expect(forTenant.severity).not.toBe("low");
    expect(isProblem(forTenant)).toBe(true);
    const forLandlord = indemnity(analyse(office.text, "landlord"))!;
    expect(forLandlord).toMatchObject({
      severity: "low",
      favoursUser: true,
      title: "In your favour: the Tenant must cover you even for your own fault",
      advice: { suggestedWording: null },
    });
  });

  it("leaves the score to the problems: the landlord's favourable clauses do not raise its risk", () => {
    const landlord = analyse(office.text, "landlord");
    expect(landlord.findings.filter((f) => !isProblem(f)).length).toBeGreaterThanOrEqual(5);
    expect(landlord.overallRisk.level).toBe("low");
    expect(landlord.overallRisk.summary).toMatch(/We found no serious problems/);
  });
});

describe("swapRoles", () => {
  it("reads a title written for the protected side from the other side", () => {
    expect(swapRoles("You must cover {other} even for its own fault", "the Tenant")).toBe(
      "the Tenant must cover you even for your own fault",
    );
    expect(swapRoles("No joint inspection when you move in", "the tenant")).toBe(
      "no joint inspection when the tenant moves in",
    );
    expect(swapRoles("{other}'s certificate is final proof of the debt", "the Borrower")).toBe(
      "your certificate is final proof of the debt",
    );
    expect(swapRoles("Your liability has no limit", "the Developer")).toBe("the Developer's liability has no limit");
    expect(swapRoles("UIF not paid", "the Employee")).toBe("UIF not paid");
  });
});
