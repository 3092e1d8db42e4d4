import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contractFixturesDir } from "../../fixtures/paths";
import { analyzeContract } from "../analysis/analyze-contract";
import { documentFromText } from "../analysis/document-from-text";
import { checkLawReference } from "../analysis/verify-law-references";
import { createAnalyzeContractTool } from "./analyze-contract";
import type { ToolContext } from "./tool-context";

const text = readFileSync(join(contractFixturesDir, "residential-lease-wc.txt"), "utf8");
const result = analyzeContract(documentFromText(text));
const ctx = {
  contracts: {
    find: async (id: string) =>
      id === "c1" ? { id, fileName: "lease.txt", contractType: "residential_lease", text } : undefined,
    latestAnalysis: async () => ({ analysisId: "a1", status: "completed", result }),
  },
} as unknown as ToolContext;

describe("analyzeContract tool", () => {
  it("gives the model the exact law references to quote, each one the product's table knows", async () => {
    const tool = createAnalyzeContractTool(ctx);
    const output = await tool.execute!({ contractId: "c1" }, { toolCallId: "t1", messages: [] });
    if (!("topFindings" in output)) throw new Error(JSON.stringify(output));
    const withLaw = output.topFindings.filter((f) => f.law.length > 0);
    expect(withLaw.length).toBeGreaterThan(0);
    for (const top of withLaw) {
      const finding = result.findings.find((f) => f.title === top.title)!;
      expect(top.law).toEqual(finding.lawReferences.map((r) => (r.section ? `${r.act}, ${r.section}` : r.act)));
      for (const reference of finding.lawReferences) expect(checkLawReference(reference)).toEqual({ known: true });
    }
  });
});
