import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import { type AnalysisSummaryRow, findAnalysisForSide, insertAnalysis, updateAnalysis } from "../db/queries/analyses";
import { enqueueJob } from "../db/queries/jobs";
import type { AnalysisRow, JobRow } from "../db/schema";
import { ANALYZE_JOB, type AnalyzeJobPayload } from "./analyze-job";

const queuedProgress = { stage: "upload" as const, percent: 5, message: "File received; waiting for a worker" };

type AnalysisRequest = { side?: string | null; jurisdiction?: string | null; now: Date };

/** Who owns the analysis: an account, or a signed-out visitor's browser session (by its hash). */
export type AnalysisOwner = { userId: string } | { visitorSessionHash: string };

/** Creates an analysis of the contract and its job; call inside the upload's transaction. */
export async function queueAnalysis(
  tx: Database,
  deps: Pick<AppDeps, "analysisEngine">,
  params: AnalysisRequest & AnalysisOwner & { contractId: string },
): Promise<AnalysisRow> {
  const analysis = await insertAnalysis(tx, {
    userId: "userId" in params ? params.userId : null,
    visitorSessionHash: "visitorSessionHash" in params ? params.visitorSessionHash : null,
    contractId: params.contractId,
    status: "pending",
    progress: queuedProgress,
    requestedSide: params.side ?? null,
    requestedJurisdiction: params.jurisdiction ?? null,
    engineLabel: deps.analysisEngine.info.label,
    engineModel: deps.analysisEngine.info.model,
    createdAt: params.now,
    updatedAt: params.now,
  });
  const job = await enqueueJob(tx, {
    kind: ANALYZE_JOB,
    payload: { analysisId: analysis.id } satisfies AnalyzeJobPayload,
    now: params.now,
  });
  await updateAnalysis(tx, analysis.id, { jobId: job.id });
  return { ...analysis, jobId: job.id };
}

/** Runs an existing analysis again (another side, another jurisdiction, or after an error), keeping its id. */
export async function requeueAnalysis(
  tx: Database,
  deps: Pick<AppDeps, "analysisEngine">,
  params: AnalysisRequest & { analysis: AnalysisRow },
): Promise<AnalysisRow> {
  const job = await enqueueJob(tx, {
    kind: ANALYZE_JOB,
    payload: { analysisId: params.analysis.id } satisfies AnalyzeJobPayload,
    now: params.now,
  });
  const values = {
    status: "pending" as const,
    progress: { ...queuedProgress, message: "Waiting for a worker" },
    errorMessage: null,
    requestedSide: params.side === undefined ? params.analysis.requestedSide : params.side,
    requestedJurisdiction:
      params.jurisdiction === undefined ? params.analysis.requestedJurisdiction : params.jurisdiction,
    engineLabel: deps.analysisEngine.info.label,
    engineModel: deps.analysisEngine.info.model,
    jobId: job.id,
    updatedAt: params.now,
    completedAt: null,
  };
  await updateAnalysis(tx, params.analysis.id, values);
  return { ...params.analysis, ...values };
}

/**
 * The analysis of the same contract from another side: the one already made for that side (and
 * jurisdiction), or a new one queued beside the current analysis, which is kept as it is.
 */
export async function analysisForSide(
  deps: Pick<AppDeps, "analysisEngine" | "db">,
  params: { userId: string; analysis: AnalysisRow; side: string; jurisdiction: string | null; now: Date },
): Promise<{ analysis: { analysis: AnalysisSummaryRow; job: JobRow | null }; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const existing = await findAnalysisForSide(tx, {
      userId: params.userId,
      contractId: params.analysis.contractId,
      side: params.side,
      jurisdiction: params.jurisdiction,
    });
    if (existing) return { analysis: existing, created: false };
    const { resultEncrypted: _result, ...created } = await queueAnalysis(tx, deps, {
      userId: params.userId,
      contractId: params.analysis.contractId,
      side: params.side,
      jurisdiction: params.jurisdiction,
      now: params.now,
    });
    return { analysis: { analysis: created, job: null }, created: true };
  });
}
