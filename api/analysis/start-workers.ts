import type { AppDeps } from "../context";
import { createWorker } from "../jobs/worker";
import { modelPricesFrom } from "../model-usage/model-prices";
import { INDEX_CONTRACT_JOB, indexContractJobHandler } from "../retrieval/index-contract-job";
import { createAnalysisThreads } from "./analysis-threads";
import { ANALYZE_JOB, analyzeJobHandler } from "./analyze-job";

/**
 * Starts `count` analysis workers in this process. Each runs one job at a time (an analysis, or the
 * indexing of a claimed visitor contract); two let a long OCR job and a quick text document proceed
 * side by side. Other processes may run workers on the same
 * database (the queue is Postgres). Their CPU work runs in a pool of worker threads
 * (ANALYSIS_THREADS, one per worker by default), so the event loop keeps answering requests;
 * `stop` stops the workers, then the threads.
 */
export function startAnalysisWorkers(
  deps: Omit<AppDeps, "jobs" | "oidc" | "network">,
  options: { count: number; pollMs?: number; leaseMs?: number },
) {
  const threads = createAnalysisThreads({
    size: deps.env.ANALYSIS_THREADS ?? Math.max(1, options.count),
    memoryMb: deps.env.ANALYSIS_THREAD_MEMORY_MB,
  });
  // loading the analysis code into a thread takes a second or two: not while the first upload waits
  if (options.count > 0) threads.prestart();
  const handler = analyzeJobHandler({
    threads,
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    dataKey: deps.dataKey,
    engine: deps.analysisEngine,
    modelTimeoutMs: deps.env.AI_TIMEOUT_MS,
    maxUploadBytes: deps.env.MAX_UPLOAD_MB * 1024 * 1024,
    // the provider's embedding model when one is configured (the chat agent's search uses the same choice)
    embedding: deps.embeddingModel,
    providerHealth: deps.providerHealth,
    modelPrices: modelPricesFrom(deps.env),
  });
  const indexContract = indexContractJobHandler({
    threads,
    db: deps.db,
    logger: deps.logger,
    dataKey: deps.dataKey,
    embedding: deps.embeddingModel,
  });
  const workers = Array.from({ length: options.count }, () =>
    createWorker({
      db: deps.db,
      logger: deps.logger,
      clock: deps.clock,
      handlers: { [ANALYZE_JOB]: handler, [INDEX_CONTRACT_JOB]: indexContract },
      pollMs: options.pollMs,
      leaseMs: options.leaseMs ?? deps.env.JOB_LEASE_MS,
    }),
  );
  for (const worker of workers) worker.start();
  return {
    kick: () => {
      for (const worker of workers) worker.kick();
    },
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
      await threads.shutdown();
    },
  };
}
