import type { ExtractionMethod } from "../../common/document";
import type { OcrRecognizer } from "./ocr-pool";

/** The text of one page as an extractor produced it, before the document is assembled. */
export type PageText = { text: string; method: ExtractionMethod; confidence: number | null };

/** What every extractor receives from `extractDocument`. */
export type ExtractionContext = {
  /** Aborted when the document's time limit passes; extractors stop between pages. */
  signal: AbortSignal;
  ocr: () => OcrRecognizer;
  maxPages: number;
  /** Threads that read a long PDF at once (default: one per core, at most 4). */
  pdfReaders?: number;
  /** Keep running headers, footers and page numbers (to compare with reference texts that include them). */
  keepPageFurniture: boolean;
  /** Called after each page (or step) with how much is done, for progress reporting. */
  reportPage: (done: number, total: number, message: string) => void;
};
