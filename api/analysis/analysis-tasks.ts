// The CPU work of an analysis job, run in the threads of an analysis pool (analysis-threads.ts) so
// the server's event loop keeps answering requests: extraction (with segmentation into clauses),
// classification and rules, chunking and local embedding. Inputs and results are plain data; the
// database, the hosted models and the process-wide OCR pool stay on the main thread.
import { type AnalyzeOptions, analyzeContract } from "../../agent/analysis/analyze-contract";
import { type ExtractProgress, extractDocument } from "../../agent/ingest/extract-document";
import type { OcrResult } from "../../agent/ingest/ocr-pool";
import { embedLocal } from "../../agent/retrieval/local-embedding";
import { type ExtractedDocument, extractedDocumentSchema } from "../../common/document";
import type { TaskContext } from "../jobs/thread-pool";
import { prepareClauseChunks } from "../retrieval/prepare-clause-chunks";

export const tasks = {
  /** Reads an upload into an ExtractedDocument; pages to OCR are sent to the main thread's OCR pool. */
  extract: (
    input: { bytes: Uint8Array; fileName: string; maxBytes: number },
    context: TaskContext<ExtractProgress>,
  ): Promise<ExtractedDocument> =>
    extractDocument(
      { bytes: input.bytes, fileName: input.fileName },
      {
        maxBytes: input.maxBytes,
        // one reader thread beside this one: the other core stays free for the server's requests
        pdfReaders: 1,
        onProgress: context.emit,
        ocr: {
          pool: {
            recognize: async (image, signal) => (await context.call("ocr", image, { signal })) as OcrResult,
          },
        },
      },
    ),

  /**
   * The local engine's analysis, and (for `index`) the document's clause chunks for search, with
   * their vectors when the local embedding is in use.
   */
  analyze: (input: {
    document: ExtractedDocument;
    options: AnalyzeOptions;
    index: false | { embedLocally: boolean };
  }) => ({
    result: analyzeContract(input.document, input.options),
    prepared: input.index ? prepareClauseChunks(input.document, input.index) : null,
  }),

  /** The clause chunks of a stored document (its JSON, as decrypted), for indexing a claimed visitor contract. */
  prepareIndex: (input: { documentJson: Uint8Array; embedLocally: boolean }) =>
    prepareClauseChunks(extractedDocumentSchema.parse(JSON.parse(new TextDecoder().decode(input.documentJson))), {
      embedLocally: input.embedLocally,
    }),

  /** Local-embedding vectors (the fallback when a hosted embedding model fails). */
  embed: (input: { texts: string[] }) => embedLocal(input.texts),
};

export type AnalysisTasks = typeof tasks;
