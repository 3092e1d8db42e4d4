import { generateObject, type LanguageModel, NoObjectGeneratedError, type RepairTextFunction } from "ai";
import { z } from "zod";
import {
  type AnalysisResult,
  analysisResultSchema,
  type Finding,
  isProblem,
  riskLevelSchema,
} from "../../common/analysis";
import type { ExtractedDocument } from "../../common/document";
import { classifyModelError, type ModelFailure, plainReason } from "../model/model-errors";
import { ProviderCircuitOpenError, type ProviderHealth } from "../model/provider-health";
import { type TokenUsage, tokenUsageOf } from "../model/usage-meter";
import { type AnalyzeOptions, analyzeContract } from "./analyze-contract";
import { loadPrompt } from "./prompt-loader";
import { fleschKincaidGrade } from "./readability";
import { knownLawReferences, verifyLawReferences } from "./verify-law-references";

/** What the model returns: rewrites of the local findings plus issues grounded in a clause number. */
export const modelReviewSchema = z.object({
  summary: z.string().describe("2–4 short sentences on the overall risk for the user"),
  findings: z
    .array(
      z.object({
        id: z.string().describe("the id of a finding the engine already found"),
        explanation: z.string().describe("what the clause means for the user, in plain words"),
        ask: z.string().describe("what the user should ask the other side for"),
        suggestedWording: z.string().describe("replacement text for the clause that the user can send"),
      }),
    )
    .describe("a rewrite of each existing finding"),
  additionalFindings: z
    .array(
      z.object({
        clauseNumber: z.string().describe("the exact number of a clause in the list"),
        title: z.string().describe("a short title for the issue"),
        topic: z.string().describe("what the issue is about, e.g. deposit, termination"),
        severity: riskLevelSchema,
        explanation: z.string(),
        ask: z.string(),
        suggestedWording: z.string(),
        lawReference: z
          .object({
            act: z.string().describe("the Act's full name, e.g. Consumer Protection Act 68 of 2008"),
            section: z.string().nullable().describe("the section, e.g. 14(2)(b), or null"),
          })
          .nullable()
          .describe("only a statute you are sure of; otherwise null"),
      }),
    )
    .describe("issues the engine missed that a quoted clause clearly supports; empty when none"),
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
    /** Told why the model's review was dropped (the caller logs it, loudly for a configuration error). */
    onFallback?: (error: unknown, failure: ModelFailure) => void;
    /** The process's circuit breaker for the provider: an open circuit skips the model, and every outcome is recorded. */
    health?: ProviderHealth;
    /** The local engine's result of this document and options, when the caller has it (an analysis thread computed it). */
    local?: AnalysisResult;
    /** Told the law references the model gave that are not in the product's table of law, which were dropped (the caller logs and counts them). */
    onUnknownLaw?: (dropped: UnknownLawReference[]) => void;
    /** Told the tokens the model reported when it answered, usable or not (the caller stores them: they cost money). */
    onUsage?: (usage: TokenUsage) => void;
  },
): Promise<AnalysisResult> {
  const local = options.local ?? analyzeContract(document, options);
  if (local.uncertainty.reasons.some((r) => /not enough text/.test(r))) return local;
  const timeoutMs = options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    if (options.health?.isOpen()) throw new ProviderCircuitOpenError();
    const prompt = loadPrompt("analyze-contract", {
      side: local.sides.used?.label ?? "reader",
      contractType: local.contractType.label,
      jurisdiction: local.jurisdiction.name,
      law: LAW_FOR_PROMPT,
      schema: REVIEW_JSON_SCHEMA,
    });
    const { object, usage } = await generateObject({
      model: options.model,
      schema: modelReviewSchema,
      schemaName: "contract_review",
      // the instructions alone in the system message; the untrusted contract apart, as data
      system: prompt.text,
      messages: [{ role: "user", content: contractData(local) }],
      temperature: 0,
      maxRetries: 1,
      experimental_repairText: unfenceJson,
      abortSignal: AbortSignal.any([timeout, ...(options.abortSignal ? [options.abortSignal] : [])]),
    });
    options.health?.recordSuccess();
    options.onUsage?.(tokenUsageOf(usage));
    const { review, dropped } = withoutUnknownLaw(object);
    if (dropped.length > 0) options.onUnknownLaw?.(dropped);
    const merged = mergeReview(local, review, { modelName: options.modelName, promptId: prompt.id });
    return analysisResultSchema.parse(
      dropped.length === 0
        ? merged
        : {
            ...merged,
            warnings: [
              ...merged.warnings,
              `The AI model cited law that is not in ContractClarity's table of Acts, sections and cases, so ${dropped.length === 1 ? "that reference was" : `${dropped.length} references were`} removed.`,
            ],
          },
    );
  } catch (error) {
    // the caller gave up on this analysis (its job was taken over or is stopping): nothing to fall back for
    if (options.abortSignal?.aborted) throw error;
    // an answer that did not fit the schema was still paid for
    if (NoObjectGeneratedError.isInstance(error) && error.usage) options.onUsage?.(tokenUsageOf(error.usage));
    const failure = timeout.aborted
      ? { ...classifyModelError(error), kind: "timeout" as const }
      : classifyModelError(error);
    if (!(error instanceof ProviderCircuitOpenError)) options.health?.recordFailure("analysis", failure);
    options.onFallback?.(error, failure);
    return {
      ...local,
      warnings: [
        ...local.warnings,
        `The AI model could not complete the review (${plainReason(failure, timeoutMs)}), so the ContractClarity local engine answered: this is its analysis.`,
      ],
    };
  }
}

export type UnknownLawReference = { clauseNumber: string; act: string; section: string | null; reason: string };

/** No invented law: each reference the model gave is checked against the product's table, and an unknown one is removed. */
export function withoutUnknownLaw(review: ModelReview): { review: ModelReview; dropped: UnknownLawReference[] } {
  const dropped: UnknownLawReference[] = [];
  const additionalFindings = review.additionalFindings.map((added) => {
    if (!added.lawReference) return added;
    const [unknown] = verifyLawReferences([added.lawReference]).dropped;
    if (!unknown) return added;
    dropped.push({ clauseNumber: added.clauseNumber, ...unknown });
    return { ...added, lawReference: null };
  });
  return { review: { ...review, additionalFindings }, dropped };
}

const LAW_FOR_PROMPT = knownLawReferences()
  .map(
    (act) =>
      `- ${act.act}${act.sections.length > 0 ? `: ${act.sections.map((s) => (s.startsWith("reg") ? s : `s${s}`)).join(", ")}` : ""}`,
  )
  .join("\n");

const REVIEW_JSON_SCHEMA = JSON.stringify(z.toJSONSchema(modelReviewSchema));

/**
 * Models without structured outputs often wrap their JSON in a Markdown fence or a sentence: the
 * object from the first `{` to the last `}` is tried before the answer is given up.
 */
export const unfenceJson: RepairTextFunction = async ({ text }) => {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  return start >= 0 && end > start ? text.slice(start, end + 1) : null;
};

/** The user message: the local engine's findings and the clauses, as JSON data (never as instructions). */
function contractData(local: AnalysisResult): string {
  const findings = local.findings.map((f) => ({
    id: f.id,
    clause: f.citation?.clauseNumber ?? null,
    title: f.title,
    severity: f.severity,
    law: f.lawReferences,
    explanation: f.explanation,
  }));
  return JSON.stringify({ findings, clauses: clausesForPrompt(local) });
}

function clausesForPrompt(result: AnalysisResult) {
  const clauses: Array<{ number: string | null; heading: string | null; text: string }> = [];
  let used = 0;
  for (const clause of result.clauses) {
    if (used + clause.text.length > MAX_CLAUSE_CHARS) break;
    used += clause.text.length;
    clauses.push({ number: clause.number, heading: clause.heading, text: clause.text });
  }
  return clauses;
}

export function mergeReview(
  local: AnalysisResult,
  review: ModelReview,
  meta: { modelName: string; promptId: string },
): AnalysisResult {
  const rewrites = new Map(review.findings.map((f) => [f.id, f]));
  const findings: Finding[] = local.findings.map((finding) => {
    const rewrite = rewrites.get(finding.id);
    // a clause in the user's favour keeps the engine's words: a rewrite must not turn it into a problem
    return rewrite && isProblem(finding)
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
