import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contractFixturesDir, zaCorpusDir } from "../../fixtures/paths";
import { analyzeContract } from "./analyze-contract";
import { documentFromText } from "./document-from-text";
import { COULD_NOT_JUDGE, looksComplete } from "./reading-confidence";

const lease = readFileSync(join(contractFixturesDir, "residential-lease-wc.txt"), "utf8");

describe("honest confidence", () => {
  it("does not take 'redesigned' for a signature", () => {
    expect(looksComplete(`${"x ".repeat(800)}The lobby was redesigned in 2024.`)).toBe(false);
    expect(looksComplete(`${"x ".repeat(800)}Signed at Cape Town on 1 March 2025.`)).toBe(true);
  });

  it("says it could not judge a photo of page 1, names it as part of the contract and claims nothing is missing", () => {
    const firstPage = lease.slice(0, 2600);
    const result = analyzeContract(documentFromText(firstPage), { side: "tenant" });
    expect(result.uncertainty.reasons[0]).toBe(COULD_NOT_JUDGE);
    expect(result.uncertainty.reasons.join(" ")).toMatch(
      /only part of the contract \(for example a photo of one page\)/,
    );
    expect(result.overallRisk.summary.startsWith(COULD_NOT_JUDGE)).toBe(true);
    expect(result.findings.filter((f) => f.kind === "missing")).toEqual([]);
  });

  it("judges a whole contract without that warning", () => {
    const result = analyzeContract(documentFromText(lease), { side: "tenant" });
    expect(result.uncertainty.reasons).not.toContain(COULD_NOT_JUDGE);
    expect(result.overallRisk.summary.startsWith("We read this residential lease for the tenant.")).toBe(true);
  });

  it("never calls a contract with a high problem low risk", () => {
    const gym = readFileSync(join(zaCorpusDir, "gym-membership-johannesburg.txt"), "utf8");
    const result = analyzeContract(documentFromText(gym), { side: "member" });
    expect(result.findings.some((f) => f.severity === "high")).toBe(true);
    expect(result.overallRisk.level).not.toBe("low");
  });

  it("names each of the top problems once in the summary", () => {
    const result = analyzeContract(documentFromText(lease), { side: "tenant" });
    const named = result.overallRisk.summary.split("The main ones: ")[1]!.split(/; |\. /);
    expect(new Set(named.slice(0, 3)).size).toBe(Math.min(3, named.length));
  });
});
