import { getOcrPool } from "../../agent/ingest/ocr-pool";
import { createThreadPool, type ThreadPool } from "../jobs/thread-pool";
import type { AnalysisTasks } from "./analysis-tasks";

export type AnalysisThreads = ThreadPool<AnalysisTasks>;

/**
 * The worker threads the analysis jobs of this process run their CPU work in (analysis-tasks.ts).
 * OCR stays in the process-wide OCR pool: a thread asks the main thread for each page.
 */
export function createAnalysisThreads(options: { size: number; memoryMb: number }): AnalysisThreads {
  return createThreadPool<AnalysisTasks>({
    module: new URL("./analysis-tasks.ts", import.meta.url),
    size: options.size,
    memoryMb: options.memoryMb,
    hostCalls: {
      ocr: async (image, signal) => {
        const bytes = image as Uint8Array; // a Buffer arrives as a Uint8Array
        return {
          value: await getOcrPool().recognize(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), signal),
        };
      },
    },
  });
}
