import { analyzeContractWithModel } from "../../agent/analysis/analyze-contract-with-model";
import { LOCAL_ENGINE_LABEL } from "../../agent/model/model-provider";
import type { ProviderHealth } from "../../agent/model/provider-health";
import type { TokenUsage } from "../../agent/model/usage-meter";
import type { RetrievalEmbeddingModel } from "../../agent/retrieval/embed-texts";
import { localEmbeddingModel } from "../../agent/retrieval/local-embedding";
import { decrypt, encrypt } from "../../agent/storage/encryption";
import type { AnalysisProgress, AnalysisStatus } from "../../common/api/analyses";
import type { ExtractedDocument } from "../../common/document";
import { extractedDocumentSchema } from "../../common/document";
import { AppError, isAppError } from "../../common/errors";
import { hasHostedModelConsent } from "../agent/hosted-model-consent";
import { logModelFailure } from "../agent/log-model-failure";
import type { Clock } from "../context";
import type { Database } from "../db/client";
import { findAnalysisForJob, updateAnalysis } from "../db/queries/analyses";
import { updateAnalysedContract } from "../db/queries/contracts";
import { ownBuffer, ThreadCrashError } from "../jobs/thread-pool";
import type { JobHandler } from "../jobs/worker";
import type { Logger } from "../logger";
import type { ModelPrices } from "../model-usage/model-prices";
import { recordAnalysisUsage } from "../model-usage/record-model-usage";
import { indexContractClauses } from "../retrieval/index-contract-clauses";
import { openJson } from "../sealed-json";
import type { AnalysisThreads } from "./analysis-threads";
import type { AnalysisEngine } from "./engine";

export const ANALYZE_JOB = "analyze-contract";
export type AnalyzeJobPayload = { analysisId: string };

/** Where each stage sits on the 0–100 bar. */
const EXTRACT_FROM = 10;
const EXTRACT_TO = 60;
const ANALYZE_FROM = 65;

export type AnalyzeJobDeps = {
  db: Database;
  clock: Clock;
  logger: Logger;
  dataKey: Buffer;
  engine: AnalysisEngine;
  /** Longest wait for the hosted model's review before the local result is stored (AI_TIMEOUT_MS). */
  modelTimeoutMs?: number;
  maxUploadBytes: number;
  /** Where the CPU work runs (extraction, classification, rules, chunking, local embedding): not on the event loop. */
  threads: AnalysisThreads;
  /** The hosted provider's circuit breaker, shared with the chat. */
  providerHealth?: ProviderHealth;
  /** The model clause chunks are embedded with for search (default: the local lexical embedding). */
  embedding?: RetrievalEmbeddingModel;
  /** The hosted model's prices (AI_PRICE_*), for the stored cost estimate. */
  modelPrices?: ModelPrices | null;
};

/**
 * The analysis pipeline, run by a worker: extract (unless a previous attempt already stored the
 * document) → analyze → store the encrypted result. Progress goes to the analysis row, where the
 * status path reads it. A refused document ends the analysis with its message, without retries.
 * The CPU work runs in `threads`; this function (on the main thread) reads and writes the database.
 */
export function analyzeJobHandler(deps: AnalyzeJobDeps): JobHandler {
  const { db, clock, dataKey, engine, threads } = deps;
  return async (job, { signal }) => {
    const { analysisId } = job.payload as AnalyzeJobPayload;
    const found = await findAnalysisForJob(db, analysisId);
    if (!found) return { skipped: "analysis deleted" };
    const progress = progressWriter(db, analysisId, clock, deps.logger);

    try {
      let document: ExtractedDocument;
      if (found.contract.documentEncrypted) {
        document = openJson(extractedDocumentSchema, found.contract.documentEncrypted, dataKey);
      } else {
        if (!found.contract.originalEncrypted) {
          throw new FilesGoneError();
        }
        await progress.set(
          "processing",
          { stage: "extract", percent: EXTRACT_FROM, message: "Reading your document" },
          true,
        );
        const bytes = decrypt(found.contract.originalEncrypted, dataKey);
        document = await threads.run(
          "extract",
          { bytes, fileName: found.contract.fileName, maxBytes: deps.maxUploadBytes },
          {
            signal,
            transfer: ownBuffer(bytes),
            onEvent: (update) =>
              progress.set("processing", {
                stage: "extract",
                percent: Math.round(EXTRACT_FROM + ((EXTRACT_TO - EXTRACT_FROM) * update.percent) / 100),
                message: update.message,
              }),
          },
        );
        await updateAnalysedContract(db, found.contract.id, {
          pageCount: document.pageCount,
          pages: document.pages.map(({ number, method, confidence, lowConfidence }) => ({
            number,
            method,
            confidence,
            lowConfidence,
          })),
          warnings: document.warnings,
          documentEncrypted: encrypt(Buffer.from(JSON.stringify(document)), dataKey),
        });
        await progress.set(
          "extracted",
          {
            stage: "extract",
            percent: EXTRACT_TO,
            message: `Read ${document.pageCount} ${document.pageCount === 1 ? "page" : "pages"}`,
          },
          true,
        );
      }
      signal.throwIfAborted();

      await progress.set(
        "analyzing",
        { stage: "analyze", percent: ANALYZE_FROM, message: "Identifying clauses and analyzing terms" },
        true,
      );
      const options = {
        side: found.analysis.requestedSide ?? undefined,
        jurisdiction: found.analysis.requestedJurisdiction ?? undefined,
      };
      // nothing goes to a hosted model before the owner's consent is recorded on the server (POPIA s72)
      const hostedAllowed = await hasHostedModelConsent(db, found.contract.userId);
      const embedding = (hostedAllowed && deps.embedding) || localEmbeddingModel;
      // a visitor's contract has no chat agent to search it: it is indexed when claimed into an account
      const { result: local, prepared } = await threads.run(
        "analyze",
        {
          document,
          options,
          index: found.contract.userId ? { embedLocally: embedding.id === localEmbeddingModel.id } : false,
        },
        { signal },
      );
      signal.throwIfAborted();

      // make the clauses searchable for the chat agent (replaces the chunks of an earlier analysis)
      if (found.contract.userId && prepared) {
        await indexContractClauses(
          {
            db,
            dataKey,
            logger: deps.logger,
            embedding,
            embedLocally: (texts) => threads.run("embed", { texts }, { signal }),
          },
          { userId: found.contract.userId, contractId: found.contract.id, prepared, abortSignal: signal },
        );
      }
      signal.throwIfAborted();

      let hostedUsage: TokenUsage | null = null;
      const result =
        engine.model && hostedAllowed
          ? await analyzeContractWithModel(document, {
              ...options,
              local,
              model: engine.model,
              modelName: engine.info.model,
              abortSignal: signal,
              timeoutMs: deps.modelTimeoutMs,
              health: deps.providerHealth,
              onFallback: (error, failure) =>
                logModelFailure(deps.logger, error, failure, { analysisId, model: engine.info.model, use: "analysis" }),
              onUsage: (usage) => {
                hostedUsage = usage;
              },
              onUnknownLaw: (dropped) =>
                deps.logger.warn(
                  { analysisId, model: engine.info.model, dropped, count: dropped.length },
                  "the hosted model cited law not in the product's table: dropped",
                ),
            })
          : local;
      signal.throwIfAborted();

      const now = clock.now();
      await progress.flush();
      await updateAnalysis(db, analysisId, {
        status: "completed",
        progress: { stage: "analyze", percent: 100, message: "Analysis complete" },
        errorMessage: null,
        side: result.sides.used?.id ?? null,
        contractType: result.contractType.value,
        contractTypeLabel: result.contractType.label,
        riskScore: Math.round(result.overallRisk.score),
        riskLevel: result.overallRisk.level,
        // after a fallback the result is the local engine's, and says so
        ...(result.engine.name.startsWith("model:")
          ? {}
          : { engineLabel: LOCAL_ENGINE_LABEL, engineModel: result.engine.name }),
        resultEncrypted: encrypt(Buffer.from(JSON.stringify(result)), dataKey),
        updatedAt: now,
        completedAt: now,
      });
      await updateAnalysedContract(db, found.contract.id, { contractType: result.contractType.value });
      await recordAnalysisUsage(deps, { analysisId, userId: found.contract.userId, engine, hostedUsage, result });
      return { status: "completed", riskScore: result.overallRisk.score };
    } catch (thrown) {
      await progress.flush();
      const error = outOfMemoryAsRefusal(thrown);
      if (isAppError(error) && error.status < 500) {
        await updateAnalysis(db, analysisId, {
          status: "error",
          errorMessage: error.message,
          // a refused file is not kept
          updatedAt: clock.now(),
        });
        await updateAnalysedContract(db, found.contract.id, { originalEncrypted: null });
      } else if (error instanceof FilesGoneError) {
        await updateAnalysis(db, analysisId, { status: "error", errorMessage: error.message, updatedAt: clock.now() });
        return { status: "error" };
      } else if (job.attempts < job.maxAttempts) {
        await updateAnalysis(db, analysisId, {
          progress: { stage: null, percent: 0, message: "Something went wrong; trying again" },
          updatedAt: clock.now(),
        });
      }
      throw error;
    }
  };
}

/**
 * A document whose analysis outgrew its thread's heap limit would do so again: it is refused like
 * a file too large, with a message, instead of being retried.
 */
function outOfMemoryAsRefusal(error: unknown): unknown {
  if (!(error instanceof ThreadCrashError) || !error.outOfMemory) return error;
  return new AppError("document_too_demanding", { cause: error });
}

class FilesGoneError extends Error {
  constructor() {
    super(
      "The uploaded file has been deleted under the retention policy, so it cannot be analysed again. Please upload it again.",
    );
  }
}

/**
 * Writes progress to the analysis row without queueing a write per page: one write in flight, the
 * newest update waiting behind it. `force` waits for the write (stage changes).
 */
function progressWriter(db: Database, analysisId: string, clock: Clock, logger: Logger) {
  let latest: { status: AnalysisStatus; progress: AnalysisProgress } | null = null;
  let writing: Promise<void> | null = null;
  const drain = async () => {
    try {
      while (latest) {
        const next = latest;
        latest = null;
        await updateAnalysis(db, analysisId, { status: next.status, progress: next.progress, updatedAt: clock.now() });
      }
    } catch (error) {
      // progress is best effort; the final status write reports real failures
      logger.warn({ err: error, analysisId }, "could not write analysis progress");
    } finally {
      writing = null;
    }
  };
  const flush = async () => {
    while (writing) await writing;
  };
  return {
    async set(status: AnalysisStatus, progress: AnalysisProgress, force = false) {
      latest = { status, progress };
      writing ??= drain();
      if (force) await flush();
    },
    flush,
  };
}
