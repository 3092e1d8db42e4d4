import { z } from "zod";
import { analysisResultSchema, contractTypeSchema, jurisdictionCodeSchema, riskLevelSchema } from "../analysis";
import { contractSummarySchema } from "./contracts";

/**
 * The analysis pipeline as the API exposes it. An upload creates a contract and an analysis; a
 * background job moves the analysis through the stages upload → extract → analyze, and the web
 * app polls GET /api/analyses/:id/status until it is `completed` or `error` (SPEC §3, §4).
 */

/** SPEC §4 "Analysis status": the first four are in progress. */
export const analysisStatusSchema = z.enum(["pending", "processing", "extracted", "analyzing", "completed", "error"]);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const inProgressStatuses: readonly AnalysisStatus[] = ["pending", "processing", "extracted", "analyzing"];

export const analysisStageSchema = z.enum(["upload", "extract", "analyze"]);
export type AnalysisStage = z.infer<typeof analysisStageSchema>;

/** SPEC §3 Progress. `stage` is null before a worker has picked the job up. */
export const analysisProgressSchema = z.object({
  stage: analysisStageSchema.nullable(),
  /** 0–100 over the whole pipeline. */
  percent: z.number().min(0).max(100),
  message: z.string(),
});
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

/** The engine that writes (or wrote) the analysis: the progress panel names it (SPEC §2 "AI Analysis in Progress"). */
export const analysisEngineInfoSchema = z.object({
  /** e.g. "ContractClarity local engine" or "OpenAI gpt-4o-mini". */
  label: z.string(),
  /** e.g. "contractclarity-local" or "openai/gpt-4o-mini". */
  model: z.string(),
});
export type AnalysisEngineInfo = z.infer<typeof analysisEngineInfoSchema>;

/** GET /api/analyses/:id/status — small, polled. */
export const analysisStatusResponseSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  status: analysisStatusSchema,
  progress: analysisProgressSchema,
  /** What went wrong, in words the user can act on; null unless status is `error`. */
  error: z.string().nullable(),
  engine: analysisEngineInfoSchema,
});
export type AnalysisStatusResponse = z.infer<typeof analysisStatusResponseSchema>;

/** One analysis as lists show it (GET /api/analyses, history). */
export const analysisSummarySchema = analysisStatusResponseSchema.extend({
  fileName: z.string(),
  /** The side the analysis was written for ("tenant"…); null before analysis or when none applies. */
  side: z.string().nullable(),
  /** The jurisdiction the user asked for; null means detected. */
  requestedJurisdiction: jurisdictionCodeSchema.nullable(),
  contractType: contractTypeSchema.nullable(),
  contractTypeLabel: z.string().nullable(),
  riskScore: z.number().min(0).max(100).nullable(),
  riskLevel: riskLevelSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

/** GET /api/analyses/:id — the summary, its contract, and the result once completed. */
export const analysisDetailSchema = analysisSummarySchema.extend({
  contract: contractSummarySchema,
  result: analysisResultSchema.nullable(),
});
export type AnalysisDetail = z.infer<typeof analysisDetailSchema>;

/** POST /api/contracts (multipart) answers 202 with the new contract and its queued analysis. */
export const uploadResponseSchema = z.object({
  contract: contractSummarySchema,
  analysis: analysisSummarySchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /api/analyses/:id/reanalyze — run again, optionally from another side or under another jurisdiction. */
export const reanalyzeRequestSchema = z.object({
  side: z.string().trim().min(1).max(80).nullable().optional(),
  jurisdiction: jurisdictionCodeSchema.nullable().optional(),
});
export type ReanalyzeRequest = z.infer<typeof reanalyzeRequestSchema>;

/** PATCH /api/contracts/:id — rename. */
export const renameContractSchema = z.object({
  fileName: z.string().trim().min(1, "Enter a name.").max(200, "Use at most 200 characters."),
});

/** Export formats of GET /api/analyses/:id/export/:format. */
export const exportFormatSchema = z.enum(["report.pdf", "report.docx", "negotiation-pack.docx", "key-dates.ics"]);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Labels of the stages, SPEC §4: underscores turned into capitalised words, or "Preparing". */
export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return "Preparing";
  return stage
    .split("_")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * GET /api/contracts — each contract with its latest analysis (the home page keeps the first 6).
 * Without the per-page reading notes (`pages`): a list does not show them, and for 20 contracts
 * they were 80% of the answer (51 of 63 KB).
 */
export const contractListItemSchema = contractSummarySchema.omit({ pages: true }).extend({
  latestAnalysis: analysisSummarySchema.nullable(),
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;
