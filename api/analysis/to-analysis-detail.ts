import { analysisResultSchema } from "../../common/analysis";
import type { AnalysisDetail } from "../../common/api/analyses";
import { toContractSummary } from "../contracts/to-contract-summary";
import type { AnalysisWithContract } from "../db/queries/analyses";
import { openJson } from "../sealed-json";
import { toAnalysisSummary } from "./summaries";

/** The detail the analysis screen renders: summary, contract and (once completed) the decrypted result. */
export function toAnalysisDetail({ analysis, job, contract }: AnalysisWithContract, dataKey: Buffer): AnalysisDetail {
  const summary = toAnalysisSummary(analysis, job, contract.fileName);
  const result =
    summary.status === "completed" && analysis.resultEncrypted
      ? openJson(analysisResultSchema, analysis.resultEncrypted, dataKey)
      : null;
  return { ...summary, contract: toContractSummary(contract), result };
}
