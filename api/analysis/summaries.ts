import type { ContractType, JurisdictionCode, RiskLevel } from "../../common/analysis";
import type { AnalysisStatusResponse, AnalysisSummary } from "../../common/api/analyses";
import { inProgressStatuses } from "../../common/api/analyses";
import type { AnalysisSummaryRow } from "../db/queries/analyses";
import type { JobRow } from "../db/schema";

/**
 * The status a user sees. The analysis row is written by the job; when the job itself ended in
 * `error` without the analysis knowing (its worker died on the last attempt), the job's message wins,
 * so nothing shows "processing" forever.
 */
export function toStatusResponse(
  analysis: AnalysisSummaryRow,
  job: Pick<JobRow, "status" | "lastError"> | null,
): AnalysisStatusResponse {
  const jobFailed = job?.status === "error" && inProgressStatuses.includes(analysis.status);
  return {
    id: analysis.id,
    contractId: analysis.contractId,
    status: jobFailed ? "error" : analysis.status,
    progress: analysis.progress,
    error: jobFailed
      ? (job.lastError ?? "The analysis could not be finished. Please try again.")
      : analysis.errorMessage,
    engine: { label: analysis.engineLabel, model: analysis.engineModel },
  };
}

export function toAnalysisSummary(
  analysis: AnalysisSummaryRow,
  job: Pick<JobRow, "status" | "lastError"> | null,
  fileName: string,
): AnalysisSummary {
  return {
    ...toStatusResponse(analysis, job),
    fileName,
    side: analysis.side,
    requestedJurisdiction: analysis.requestedJurisdiction as JurisdictionCode | null,
    contractType: analysis.contractType as ContractType | null,
    contractTypeLabel: analysis.contractTypeLabel,
    riskScore: analysis.riskScore,
    riskLevel: analysis.riskLevel as RiskLevel | null,
    createdAt: analysis.createdAt.toISOString(),
    updatedAt: analysis.updatedAt.toISOString(),
    completedAt: analysis.completedAt?.toISOString() ?? null,
  };
}
