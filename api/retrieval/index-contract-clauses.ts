import { chunkClauses, chunkSearchText } from "../../agent/retrieval/chunk-clauses";
import { embedTexts, type RetrievalEmbeddingModel } from "../../agent/retrieval/embed-texts";
import { localEmbeddingModel } from "../../agent/retrieval/local-embedding";
import { encrypt } from "../../agent/storage/encryption";
import type { ExtractedDocument } from "../../common/document";
import type { Database } from "../db/client";
import { replaceClauseChunks } from "../db/queries/clause-chunks";
import type { Logger } from "../logger";

export type IndexContractDeps = {
  db: Database;
  dataKey: Buffer;
  logger: Logger;
  /** The model new vectors are made with (the local lexical embedding unless configured otherwise). */
  embedding: RetrievalEmbeddingModel;
};

/**
 * Makes an extracted contract searchable: chunks its clause tree, embeds the chunks and replaces
 * the contract's stored chunks (text encrypted, vector and lexemes plain). When a hosted embedding
 * model fails, the contract is indexed with the local model instead, so search keeps working.
 */
export async function indexContractClauses(
  deps: IndexContractDeps,
  params: { userId: string; contractId: string; document: ExtractedDocument; abortSignal?: AbortSignal },
): Promise<{ chunks: number; embeddingModel: string }> {
  const chunks = chunkClauses(params.document);
  const texts = chunks.map(chunkSearchText);
  let embedding = deps.embedding;
  let vectors: number[][];
  try {
    vectors = await embedTexts(embedding, texts, { abortSignal: params.abortSignal });
  } catch (error) {
    if (embedding.id === localEmbeddingModel.id || params.abortSignal?.aborted) throw error;
    deps.logger.warn(
      { err: error, contractId: params.contractId, embeddingModel: embedding.id },
      "embedding failed; indexing with the local model",
    );
    embedding = localEmbeddingModel;
    vectors = await embedTexts(embedding, texts);
  }
  const stored = await replaceClauseChunks(deps.db, {
    userId: params.userId,
    contractId: params.contractId,
    embeddingModel: embedding.id,
    chunks: chunks.map((chunk, index) => ({
      clauseNumber: chunk.clauseNumber,
      contentEncrypted: encrypt(
        Buffer.from(JSON.stringify({ heading: chunk.heading, text: chunk.text })),
        deps.dataKey,
      ),
      searchText: texts[index]!,
      startOffset: chunk.start,
      endOffset: chunk.end,
      page: chunk.page,
      embedding: vectors[index]!,
    })),
  });
  return { chunks: stored, embeddingModel: embedding.id };
}
