import type { RetrievalEmbeddingModel } from "../../agent/retrieval/embed-texts";
import { localEmbeddingModel } from "../../agent/retrieval/local-embedding";
import { decrypt } from "../../agent/storage/encryption";
import { hasHostedModelConsent } from "../agent/hosted-model-consent";
import type { AnalysisThreads } from "../analysis/analysis-threads";
import type { Database } from "../db/client";
import { findContract } from "../db/queries/contracts";
import { enqueueJob } from "../db/queries/jobs";
import { ownBuffer } from "../jobs/thread-pool";
import type { JobHandler } from "../jobs/worker";
import type { Logger } from "../logger";
import { indexContractClauses } from "./index-contract-clauses";

export const INDEX_CONTRACT_JOB = "index-contract";
export type IndexContractJobPayload = { userId: string; contractId: string };

/** Queues the indexing of a contract that is already read (a visitor's contract claimed into an account). */
export async function queueContractIndexing(db: Database, params: IndexContractJobPayload & { now: Date }) {
  const payload: IndexContractJobPayload = { userId: params.userId, contractId: params.contractId };
  return enqueueJob(db, { kind: INDEX_CONTRACT_JOB, payload, now: params.now });
}

export type IndexContractJobDeps = {
  db: Database;
  logger: Logger;
  dataKey: Buffer;
  /** Chunking and local embedding run here, not on the event loop. */
  threads: AnalysisThreads;
  /** The provider's embedding model when one is configured (used only with the owner's consent). */
  embedding?: RetrievalEmbeddingModel;
};

/**
 * Makes a stored contract searchable for its owner's chat agent: its document is chunked (and
 * embedded locally) in an analysis thread, and the chunks are written here.
 */
export function indexContractJobHandler(deps: IndexContractJobDeps): JobHandler {
  return async (job, { signal }) => {
    const { userId, contractId } = job.payload as IndexContractJobPayload;
    const contract = await findContract(deps.db, { userId, contractId });
    if (!contract?.documentEncrypted) return { skipped: "no stored document" };
    // clause texts go to a hosted embedding model only with the user's consent (POPIA s72)
    const hostedAllowed = await hasHostedModelConsent(deps.db, userId);
    const embedding = (hostedAllowed && deps.embedding) || localEmbeddingModel;
    const documentJson = decrypt(Buffer.from(contract.documentEncrypted), deps.dataKey);
    const prepared = await deps.threads.run(
      "prepareIndex",
      { documentJson, embedLocally: embedding.id === localEmbeddingModel.id },
      { signal, transfer: ownBuffer(documentJson) },
    );
    const indexed = await indexContractClauses(
      {
        db: deps.db,
        dataKey: deps.dataKey,
        logger: deps.logger,
        embedding,
        embedLocally: (texts) => deps.threads.run("embed", { texts }, { signal }),
      },
      { userId, contractId, prepared, abortSignal: signal },
    );
    return { ...indexed };
  };
}
