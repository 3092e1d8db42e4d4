import { type ClauseChunk, chunkClauses, chunkSearchText } from "../../agent/retrieval/chunk-clauses";
import { embedLocal } from "../../agent/retrieval/local-embedding";
import type { ExtractedDocument } from "../../common/document";

// Apart from index-contract-clauses.ts, so an analysis thread that runs it does not load the
// database and AI SDK code that indexing's writes need (~10 MB of every thread's RSS).
/**
 * The CPU part of indexing, plain data in and out (the analysis job runs it in a worker thread):
 * the document's clause chunks, their search texts and, when the local embedding is the model in
 * use, their vectors.
 */
export type PreparedChunks = { chunks: ClauseChunk[]; searchTexts: string[]; localVectors: number[][] | null };

export function prepareClauseChunks(document: ExtractedDocument, options: { embedLocally: boolean }): PreparedChunks {
  const chunks = chunkClauses(document);
  const searchTexts = chunks.map(chunkSearchText);
  return { chunks, searchTexts, localVectors: options.embedLocally ? embedLocal(searchTexts) : null };
}
