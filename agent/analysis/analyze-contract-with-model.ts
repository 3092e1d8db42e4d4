import { generateObject, type LanguageModel } from "ai";
import { z } from "zod";
import { type AnalysisResult, analysisResultSchema, type Finding, riskLevelSchema } from "../../common/analysis";
import type { ExtractedDocument } from "../../common/document";
import { type AnalyzeOptions, analyzeContract } from "./analyze-contract";
import { loadPrompt } from "./prompt-loader";
import { fleschKincaidGrade } from "./readability";

/** What the model returns: rewrites of the local findings plus issues grounded in a clause number. */
export const modelReviewSchema = z.object({
  summary: z.string(),
  findings: z.array(
    z.object({ id: z.string(), explanation: z.string(), ask: z.string(), suggestedWording: z.string() }),
  ),
  additionalFindings: z.array(
    z.object({
      clauseNumber: z.string(),
      title: z.string(),
      topic: z.string(),
      severity: riskLevelSchema,
      explanation: z.string(),
      ask: z.string(),
      suggestedWording: z.string(),
      lawReference: z.object({ act: z.string(), section: z.string().nullable() }).nullable(),
    }),
  ),
});
export type ModelReview = z.infer<typeof modelReviewSchema>;

const MAX_CLAUSE_CHARS = 60_000;
const MODEL_FINDING_CONFIDENCE = 0.6;
/** Without a setting, a hosted model gets a minute, the budget for a hosted analysis. */
const DEFAULT_MODEL_TIMEOUT_MS = 60_000;

/**
 * Analysis with a hosted model: the local engine runs first and grounds the model (its clauses
 * and findings go into the prompt); the model rewrites explanations and advice for the user's
 * side and may add findings, which are kept only if they cite a clause that exists. Offsets,
 * severities of rule findings and key terms stay the local engine's. Any model error, and a model
 * that has not answered within `timeoutMs` (retries included), falls back to the local result with
 * a warning, so a hanging provider cannot hold a job until its lease runs out.
 */
export async function analyzeContractWithModel(
  document: ExtractedDocument,
  options: AnalyzeOptions & {
    model: LanguageModel;
    modelName: string;
    abortSignal?: AbortSignal;
    timeoutMs?: number;
    /** Told why the model's review was dropped (the caller logs it). */
    onFallback?: (error: unknown) => void;
    /** The local engine's result of this document and options, when the caller has it (an analysis thread computed it). */
    local?: AnalysisResult;
  },
): Promise<AnalysisResult> {
  const local = options.local ?? analyzeContract(document, options);
  if (local.uncertainty.reasons.some((r) => /not enough text/.test(r))) return local;
  const timeoutMs = options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const prompt = loadPrompt("analyze-contract", {
      side: local.sides.used?.label ?? "reader",
      contractType: local.contractType.label,
      jurisdiction: local.jurisdiction.name,
      clauses: clausesForPrompt(local),
      findings: JSON.stringify(
        local.findings.map((f) => ({
          id: f.id,
          clause: f.citation?.clauseNumber ?? null,
          title: f.title,
          severity: f.severity,
          law: f.lawReferences,
          explanation: f.explanation,
        })),
      ),
    });
    const { object } = await generateObject({
      model: options.model,
      schema: modelReviewSchema,
      prompt: prompt.text,
      maxRetries: 1,
      abortSignal: AbortSignal.any([timeout, ...(options.abortSignal ? [options.abortSignal] : [])]),
    });
    return analysisResultSchema.parse(
      mergeReview(local, object, { modelName: options.modelName, promptId: prompt.id }),
    );
  } catch (error) {
    // the caller gave up on this analysis (its job was taken over or is stopping): nothing to fall back for
    if (options.abortSignal?.aborted) throw error;
    options.onFallback?.(error);
    const reason = timeout.aborted
      ? `no answer within ${formatSeconds(timeoutMs)}`
      : error instanceof Error
        ? error.name
        : "error";
    return {
      ...local,
      warnings: [
        ...local.warnings,
        `The AI model could not complete the review (${reason}); this is the local engine's analysis.`,
      ],
    };
  }
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

function clausesForPrompt(result: AnalysisResult): string {
  const clauses: Array<{ number: string | null; heading: string | null; text: string }> = [];
  let used = 0;
  for (const clause of result.clauses) {
    if (used + clause.text.length > MAX_CLAUSE_CHARS) break;
    used += clause.text.length;
    clauses.push({ number: clause.number, heading: clause.heading, text: clause.text });
  }
  return JSON.stringify(clauses);
}

export function mergeReview(
  local: AnalysisResult,
  review: ModelReview,
  meta: { modelName: string; promptId: string },
): AnalysisResult {
  const rewrites = new Map(review.findings.map((f) => [f.id, f]));
  const findings: Finding[] = local.findings.map((finding) => {
    const rewrite = rewrites.get(finding.id);
    return rewrite
      ? {
          ...finding,
          explanation: rewrite.explanation,
          advice: { ask: rewrite.ask, suggestedWording: rewrite.suggestedWording },
        }
      : finding;
  });
  for (const [index, added] of review.additionalFindings.entries()) {
    const clause = local.clauses.find((c) => c.number === added.clauseNumber);
    if (!clause) continue; // not grounded in a real clause: dropped
    findings.push({
      id: `model.${index}@${clause.number}`,
      ruleId: "model",
      pack: `model@${meta.promptId}`,
      kind: "clause",
      title: added.title,
      topic: added.lawReference?.act ?? added.topic,
      severity: added.severity,
      confidence: MODEL_FINDING_CONFIDENCE,
      uncertainty: {
        uncertain: true,
        reasons: ["Raised by the AI model, not by a checked rule. Verify it against the clause."],
      },
      explanation: added.explanation,
      advice: { ask: added.ask, suggestedWording: added.suggestedWording },
      lawReferences: added.lawReference
        ? [{ act: added.lawReference.act, section: added.lawReference.section, jurisdiction: local.jurisdiction.code }]
        : [],
      citation: { clauseNumber: clause.number, start: clause.start, end: clause.end, quote: clause.text },
    });
  }
  const byClause = (start: number, end: number) =>
    findings.filter((f) => f.citation && f.citation.start === start && f.citation.end === end);
  const clauses = local.clauses.map((clause) => {
    const own = byClause(clause.start, clause.end);
    if (own.length === 0) return clause;
    const explanation = own.map((f) => f.explanation).join(" ");
    const level = own.some((f) => f.severity === "high")
      ? "high"
      : own.some((f) => f.severity === "medium")
        ? "medium"
        : "low";
    return {
      ...clause,
      risk: { level, reasons: own.map((f) => f.title) } as const,
      explanation,
      explanationGrade: fleschKincaidGrade(explanation),
      advice: own.map((f) => f.advice),
      findingIds: own.map((f) => f.id),
    };
  });
  return {
    ...local,
    engine: { ...local.engine, name: `model:${meta.modelName}`, promptId: meta.promptId },
    findings,
    clauses,
    overallRisk: { ...local.overallRisk, summary: review.summary, summaryGrade: fleschKincaidGrade(review.summary) },
  };
}
