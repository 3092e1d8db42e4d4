import { setImmediate } from "node:timers/promises";
import { embedTexts, type RetrievalEmbeddingModel } from "../../agent/retrieval/embed-texts";
import { embedLocal, localEmbeddingModel } from "../../agent/retrieval/local-embedding";
import { encrypt } from "../../agent/storage/encryption";
import type { ExtractedDocument } from "../../common/document";
import type { Database } from "../db/client";
import { type NewClauseChunk, replaceClauseChunks } from "../db/queries/clause-chunks";
import type { Logger } from "../logger";
import { type PreparedChunks, prepareClauseChunks } from "./prepare-clause-chunks";

/** Chunks encrypted between two turns of the event loop. */
const CHUNKS_PER_SLICE = 200;

export type IndexContractDeps = {
  db: Database;
  dataKey: Buffer;
  logger: Logger;
  /** The model new vectors are made with (the local lexical embedding unless configured otherwise). */
  embedding: RetrievalEmbeddingModel;
  /** Makes local-embedding vectors (an analysis job asks its thread); default: here. */
  embedLocally?: (texts: string[]) => Promise<number[][]>;
};

/**
 * Makes an extracted contract searchable: chunks its clause tree, embeds the chunks and replaces
 * the contract's stored chunks (text encrypted, vector and lexemes plain). When a hosted embedding
 * model fails, the contract is indexed with the local model instead, so search keeps working.
 * Pass `prepared` instead of the document when the chunks were made elsewhere (`prepareClauseChunks`,
 * in a thread).
 */
export async function indexContractClauses(
  deps: IndexContractDeps,
  params: { userId: string; contractId: string; abortSignal?: AbortSignal } & (
    | { document: ExtractedDocument }
    | { prepared: PreparedChunks }
  ),
): Promise<{ chunks: number; embeddingModel: string }> {
  const usesLocal = deps.embedding.id === localEmbeddingModel.id;
  const { chunks, searchTexts, localVectors } =
    "prepared" in params ? params.prepared : prepareClauseChunks(params.document, { embedLocally: usesLocal });
  const embedLocally = deps.embedLocally ?? (async (texts: string[]) => embedLocal(texts));
  let embedding = deps.embedding;
  let vectors: number[][];
  try {
    vectors =
      usesLocal && localVectors
        ? localVectors
        : await embedTexts(embedding, searchTexts, { abortSignal: params.abortSignal });
  } catch (error) {
    if (usesLocal || params.abortSignal?.aborted) throw error;
    deps.logger.warn(
      { err: error, contractId: params.contractId, embeddingModel: embedding.id },
      "embedding failed; indexing with the local model",
    );
    embedding = localEmbeddingModel;
    vectors = await embedLocally(searchTexts);
  }
  const newChunks: NewClauseChunk[] = [];
  for (const [index, chunk] of chunks.entries()) {
    // 2,000 chunks (a 250-page contract) took 60 ms to encrypt in one go: the server answers between slices
    if (index % CHUNKS_PER_SLICE === CHUNKS_PER_SLICE - 1) await setImmediate();
    newChunks.push({
      clauseNumber: chunk.clauseNumber,
      contentEncrypted: encrypt(
        Buffer.from(JSON.stringify({ heading: chunk.heading, text: chunk.text })),
        deps.dataKey,
      ),
      searchText: searchTexts[index]!,
      startOffset: chunk.start,
      endOffset: chunk.end,
      page: chunk.page,
      embedding: vectors[index]!,
    });
  }
  const stored = await replaceClauseChunks(deps.db, {
    userId: params.userId,
    contractId: params.contractId,
    embeddingModel: embedding.id,
    chunks: newChunks,
  });
  return { chunks: stored, embeddingModel: embedding.id };
}
