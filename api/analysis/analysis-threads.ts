import { getOcrPool } from "../../agent/ingest/ocr-pool";
import { createThreadPool, type ThreadPool } from "../jobs/thread-pool";
import type { AnalysisTasks } from "./analysis-tasks";

export type AnalysisThreads = ThreadPool<AnalysisTasks>;

/** The bundle's own URL in the bundled server (scripts/build-server.mjs defines it); not defined when the TypeScript runs. */
declare const SERVER_BUNDLE_URL: string | undefined;

/** What the threads load: the bundled analysis-thread.mjs beside the bundled server, else the TypeScript. */
const threadModule =
  typeof SERVER_BUNDLE_URL === "string"
    ? new URL("./analysis-thread.mjs", SERVER_BUNDLE_URL)
    : new URL("./analysis-tasks.ts", import.meta.url);

/**
 * The worker threads the analysis jobs of this process run their CPU work in (analysis-tasks.ts).
 * OCR stays in the process-wide OCR pool: a thread asks the main thread for each page.
 */
export function createAnalysisThreads(options: { size: number; memoryMb: number }): AnalysisThreads {
  return createThreadPool<AnalysisTasks>({
    module: threadModule,
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
