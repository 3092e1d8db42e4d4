import type { DocumentFormat, ExtractedDocument } from "../../common/document";
import { AppError } from "../../common/errors";
import { assembleDocument } from "./assemble-document";
import { checkCompoundFile } from "./check-compound-file";
import { checkZipArchive, defaultZipLimits, type ZipLimits } from "./check-zip-archive";
import { decodeText } from "./decode-text";
import { detectFormat } from "./detect-format";
import { extractDoc } from "./extract-doc";
import { extractDocx, type FlowDocument } from "./extract-docx";
import { extractImage } from "./extract-image";
import { countPdfPages, extractPdf } from "./extract-pdf";
import type { ExtractionContext, PageText } from "./extraction-context";
import { getOcrPool, type OcrOptions, type OcrRecognizer } from "./ocr-pool";

export type ExtractProgress = { stage: "extract"; percent: number; message: string };

export type ExtractDocumentInput = { bytes: Uint8Array; fileName?: string };

export type ExtractDocumentOptions = {
  /** Largest accepted upload in bytes. Default 20 MB. */
  maxBytes?: number;
  /** Most pages accepted. Default 300. */
  maxPages?: number;
  /** Time limit for the whole document. Default 120 s. */
  timeoutMs?: number;
  onProgress?: (progress: ExtractProgress) => void;
  /** OCR settings for the shared worker pool (used when it is first created), or a pool of your own. */
  ocr?: OcrOptions & { pool?: OcrRecognizer };
  /**
   * Keep running headers, footers and page numbers in PDF text. Off by default; evaluation
   * against reference texts that include them (CUAD) turns it on.
   */
  keepPageFurniture?: boolean;
  /**
   * Threads that read a long PDF at once. Default: one per core (at most 4), the fastest; an
   * analysis job uses one, which leaves a core to the server's requests and needs ~35 MB less.
   */
  pdfReaders?: number;
  /** Limits for DOCX (ZIP) archives. Default: 50 MB inflated, 100:1. */
  zipLimits?: Partial<ZipLimits>;
};

export const defaultExtractOptions = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 300,
  timeoutMs: 120_000,
  lowConfidenceThreshold: 80,
};

/** Fewer words than this and there is nothing to analyse. */
const MIN_WORDS = 10;
/** About this many characters fill a printed A4 page of contract text. */
const CHARS_PER_PAGE = 3000;

const EXTENSION_FORMATS: Record<string, DocumentFormat> = {
  pdf: "pdf",
  docx: "docx",
  doc: "doc",
  txt: "txt",
  text: "txt",
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  tif: "tiff",
  tiff: "tiff",
  bmp: "bmp",
  heic: "heic",
  heif: "heic",
};

/**
 * Reads an uploaded contract into text, pages and a clause tree. The format is decided by the
 * file's content (magic bytes), never by its name; every refusal is an `AppError` with its own
 * code and a message the user can act on. The whole extraction is bounded by `timeoutMs`.
 */
export async function extractDocument(
  input: ExtractDocumentInput,
  options: ExtractDocumentOptions = {},
): Promise<ExtractedDocument> {
  const maxBytes = options.maxBytes ?? defaultExtractOptions.maxBytes;
  const maxPages = options.maxPages ?? defaultExtractOptions.maxPages;
  const timeoutMs = options.timeoutMs ?? defaultExtractOptions.timeoutMs;
  const lowConfidenceThreshold = options.ocr?.lowConfidenceThreshold ?? defaultExtractOptions.lowConfidenceThreshold;
  const { bytes } = input;
  const report = (percent: number, message: string) =>
    options.onProgress?.({ stage: "extract", percent: Math.round(percent), message });

  if (bytes.byteLength === 0) throw new AppError("file_empty");
  if (bytes.byteLength > maxBytes) {
    throw new AppError("file_too_large", {
      message: `The file is too large (${formatMegabytes(bytes.byteLength)}). The limit is ${formatMegabytes(maxBytes)}.`,
    });
  }

  const controller = new AbortController();
  const timedOut = new AppError("processing_timeout");
  const timer = setTimeout(() => controller.abort(timedOut), timeoutMs);
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true }),
  );
  aborted.catch(() => undefined);

  const context: ExtractionContext = {
    signal: controller.signal,
    ocr: () => options.ocr?.pool ?? getOcrPool(options.ocr),
    maxPages,
    pdfReaders: options.pdfReaders,
    keepPageFurniture: options.keepPageFurniture ?? false,
    reportPage: (done, total, message) => report(5 + (90 * done) / Math.max(1, total), message),
  };

  try {
    report(0, "Checking the file");
    const work = (async () => {
      const { format, pages, warnings } = await extractByFormat(bytes, context, {
        ...defaultZipLimits,
        ...options.zipLimits,
      });
      const named = input.fileName ? formatFromName(input.fileName) : null;
      if (named && named !== format && !(named === "txt" && format === "txt")) {
        warnings.unshift(
          `The file is named "${input.fileName}" but its content is ${describeFormat(format)}; it was read as ${describeFormat(format)}.`,
        );
      }
      return assembleDocument(format, pages, warnings, lowConfidenceThreshold);
    })();
    const document = await Promise.race([work, aborted]);
    ensureEnoughText(document);
    report(100, `Extracted ${document.pageCount} ${document.pageCount === 1 ? "page" : "pages"}`);
    return document;
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason === timedOut) throw timedOut;
    throw error;
  } finally {
    clearTimeout(timer);
    // stop any OCR still queued or running for this document
    if (!controller.signal.aborted)
      controller.abort(new AppError("processing_timeout", { message: "Extraction finished." }));
  }
}

/** What a quick check learned about an upload. */
export type CheckedDocument = { format: DocumentFormat; pageCount: number | null };

/**
 * The cheap checks of `extractDocument`, run before an upload is accepted: empty, too large,
 * unknown type, zip bombs and non-Word archives, PDFs that are encrypted, damaged or too long,
 * Word 97–2003 files whose sector chains loop, text files with nothing to read or too long.
 * Throws the same `AppError`s; OCR and full parsing are left to the background job. Takes
 * milliseconds.
 */
export async function checkDocument(
  input: ExtractDocumentInput,
  options: Pick<ExtractDocumentOptions, "maxBytes" | "maxPages" | "zipLimits"> = {},
): Promise<CheckedDocument> {
  const maxBytes = options.maxBytes ?? defaultExtractOptions.maxBytes;
  const maxPages = options.maxPages ?? defaultExtractOptions.maxPages;
  const { bytes } = input;
  if (bytes.byteLength === 0) throw new AppError("file_empty");
  if (bytes.byteLength > maxBytes) {
    throw new AppError("file_too_large", {
      message: `The file is too large (${formatMegabytes(bytes.byteLength)}). The limit is ${formatMegabytes(maxBytes)}.`,
    });
  }
  const format = detectFormat(bytes);
  switch (format) {
    case null:
      throw new AppError("file_type_unsupported");
    case "pdf": {
      const pageCount = await countPdfPages(bytes);
      // pdf.js reports a negative /Count as it is (found by the upload fuzz)
      if (!(pageCount >= 1)) throw new AppError("file_corrupt", { message: "The PDF has no pages." });
      if (pageCount > maxPages) {
        throw new AppError("file_too_many_pages", {
          message: `The document has ${pageCount} pages; the limit is ${maxPages}. Please upload a shorter document.`,
        });
      }
      return { format, pageCount };
    }
    case "zip": {
      const { entryNames } = await checkZipArchive(bytes, { ...defaultZipLimits, ...options.zipLimits });
      if (!entryNames.includes("word/document.xml")) {
        throw new AppError("file_type_unsupported", {
          message:
            "This archive is not a Word document. Upload a PDF, DOCX, DOC or TXT file, or a photo (JPG, PNG, TIFF, BMP, HEIC).",
        });
      }
      return { format: "docx", pageCount: null };
    }
    case "txt": {
      const text = decodeText(bytes);
      const words = text.match(/\p{L}{2,}/gu)?.length ?? 0;
      if (words < MIN_WORDS) throw new AppError("not_enough_text");
      ensureFlowLength(text, maxPages);
      return { format, pageCount: null };
    }
    case "doc":
      checkCompoundFile(bytes);
      return { format, pageCount: null };
    default:
      return { format, pageCount: 1 };
  }
}

async function extractByFormat(
  bytes: Uint8Array,
  context: ExtractionContext,
  zipLimits: ZipLimits,
): Promise<{ format: DocumentFormat; pages: PageText[]; warnings: string[] }> {
  const sniffed = detectFormat(bytes);
  switch (sniffed) {
    case null:
      throw new AppError("file_type_unsupported");
    case "pdf": {
      const { pages, warnings } = await extractPdf(bytes, context);
      return { format: "pdf", pages, warnings };
    }
    case "zip": {
      const { entryNames } = await checkZipArchive(bytes, zipLimits);
      if (!entryNames.includes("word/document.xml")) {
        throw new AppError("file_type_unsupported", {
          message:
            "This archive is not a Word document. Upload a PDF, DOCX, DOC or TXT file, or a photo (JPG, PNG, TIFF, BMP, HEIC).",
        });
      }
      return flowPages("docx", await extractDocx(bytes), context);
    }
    case "doc":
      return flowPages("doc", await extractDoc(bytes), context);
    case "txt":
      return flowPages("txt", { text: decodeText(bytes), declaredPageCount: null, warnings: [] }, context);
    case "jpg":
    case "png":
    case "tiff":
    case "bmp":
    case "heic": {
      const page = await extractImage(bytes, sniffed, context);
      return { format: sniffed, pages: [page], warnings: [] };
    }
    default:
      throw new AppError("file_type_unsupported");
  }
}

/** Word and text files have no fixed pages: their text is one page, split only at form feeds. */
function flowPages(format: DocumentFormat, document: FlowDocument, context: ExtractionContext) {
  if (document.declaredPageCount !== null && document.declaredPageCount > context.maxPages) {
    throw new AppError("file_too_many_pages", {
      message: `The document has ${document.declaredPageCount} pages; the limit is ${context.maxPages}. Please upload a shorter document.`,
    });
  }
  const parts = document.text.split("\f");
  if (parts.length > context.maxPages) {
    throw new AppError("file_too_many_pages", {
      message: `The document has ${parts.length} pages; the limit is ${context.maxPages}. Please upload a shorter document.`,
    });
  }
  ensureFlowLength(document.text, context.maxPages);
  context.reportPage(1, 1, "Read the text");
  const pages: PageText[] = parts.map((text) => ({ text, method: "text", confidence: null }));
  return { format, pages, warnings: document.warnings };
}

/**
 * Text and Word files have no fixed pages, so their length is measured in printed pages of
 * CHARS_PER_PAGE characters and held to the same page limit as a PDF. Without it a 19 MB text
 * file counted as one page, and its analysis held the event loop for minutes (found by the
 * upload fuzz).
 */
function ensureFlowLength(text: string, maxPages: number): void {
  const pages = Math.ceil(text.length / CHARS_PER_PAGE);
  if (pages <= maxPages) return;
  throw new AppError("file_too_many_pages", {
    message: `The document is about ${pages} pages long; the limit is ${maxPages}. Please upload a shorter document.`,
  });
}

function ensureEnoughText(document: ExtractedDocument): void {
  const words = document.text.match(/\p{L}{2,}/gu)?.length ?? 0;
  if (words >= MIN_WORDS) return;
  const allOcr = document.pages.length > 0 && document.pages.every((page) => page.method === "ocr");
  if (allOcr) {
    throw new AppError("no_readable_text", {
      message:
        document.format === "pdf"
          ? "We could not read any text in this scanned PDF. Please scan it again at a higher resolution, or upload the original document."
          : undefined,
    });
  }
  throw new AppError("not_enough_text");
}

function formatFromName(fileName: string): DocumentFormat | null {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return extension ? (EXTENSION_FORMATS[extension] ?? null) : null;
}

function describeFormat(format: DocumentFormat): string {
  return {
    pdf: "a PDF",
    docx: "a Word document",
    doc: "a Word 97–2003 document",
    txt: "plain text",
    jpg: "a JPEG image",
    png: "a PNG image",
    tiff: "a TIFF image",
    bmp: "a BMP image",
    heic: "a HEIC photo",
  }[format];
}

function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
