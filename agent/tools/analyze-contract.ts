import { tool } from "ai";
import { type AnalysisResult, type Finding, isProblem } from "../../common/analysis";
import { analyzeContractInputSchema, analyzeContractOutputSchema } from "../../common/chat";
import { analyzeContract } from "../analysis/analyze-contract";
import { documentFromText } from "../analysis/document-from-text";
import { canonicalSide } from "../analysis/sides";
import { formatLawReference } from "../export/format-terms";
import { topicWords } from "./find-clause-wording";
import type { ToolContext } from "./tool-context";
import { contractNotFound } from "./tool-failures";

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
const TOP_FINDINGS = 5;

export function createAnalyzeContractTool(ctx: ToolContext) {
  return tool({
    description:
      "The risk analysis of one of the user's uploaded contracts: risk score and level, a plain summary and the most serious findings with their clause numbers and the law each rests on (quote `law` word for word; cite no other law). Pass `side` (tenant, landlord, employee, employer, client, contractor…) to read it from that side, and `topic` when the user asks whether one term is fair or enforceable (its findings come first, explained).",
    inputSchema: analyzeContractInputSchema,
    outputSchema: analyzeContractOutputSchema,
    execute: async ({ contractId, side, topic }) => {
      const contract = await ctx.contracts.find(contractId);
      if (!contract) return contractNotFound(contractId);
      const analysis = await ctx.contracts.latestAnalysis(contract.id);
      if (!analysis)
        return {
          error: `${contract.fileName} has not been analysed yet, so there is no risk report to read. Ask again once its analysis has finished.`,
        };
      if (!analysis.result) {
        return {
          contractId: contract.id,
          analysisId: analysis.analysisId,
          status: analysis.status,
          riskScore: null,
          riskLevel: null,
          summary: null,
          topFindings: [],
        };
      }
      let result: AnalysisResult = analysis.result;
      const wanted = side ? (canonicalSide(side)?.id ?? side) : null;
      if (wanted && result.sides.used?.id !== wanted && contract.text) {
        // the stored analysis was read from another side: the local engine reads it again from this one
        result = analyzeContract(documentFromText(contract.text), {
          side: wanted,
          jurisdiction: result.jurisdiction.code === "unknown" ? undefined : result.jurisdiction.code,
        });
      }
      const words = topic ? topicWords(topic) : [];
      const onTopic = (finding: Finding) =>
        words.some((word) => `${finding.title} ${finding.topic} ${finding.ruleId}`.toLowerCase().includes(word));
      // the problems for this side: a clause in the user's favour is not one
      const topFindings = result.findings
        .filter(isProblem)
        .sort(
          (a, b) => Number(onTopic(b)) - Number(onTopic(a)) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
        )
        .slice(0, TOP_FINDINGS)
        .map((finding) => ({
          title: finding.title,
          severity: finding.severity,
          clauseNumber: finding.citation?.clauseNumber ?? null,
          // the exact references a model may quote (the rule packs' own, checked law)
          law: finding.lawReferences.map(formatLawReference),
          ...(topic ? { explanation: finding.explanation } : {}),
        }));
      return {
        contractId: contract.id,
        analysisId: analysis.analysisId,
        status: analysis.status,
        riskScore: result.overallRisk.score,
        riskLevel: result.overallRisk.level,
        summary: result.overallRisk.summary,
        topFindings,
      };
    },
  });
}
