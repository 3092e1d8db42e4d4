import { getDocumentProxy, renderPageAsImage } from "unpdf";
import { AppError } from "../../common/errors";
import type { ExtractionContext, PageText } from "./extraction-context";
import { layoutPdfText, type PdfTextItem } from "./layout-pdf-text";
import { removePageFurniture } from "./remove-page-furniture";

/** A page with fewer visible characters than this in its text layer is rendered and OCR'd. */
const MIN_TEXT_LAYER_CHARS = 30;
/** Pages are rendered for OCR at this resolution (the OCR budget is set for 200 dpi A4). */
const RENDER_DPI = 200;
/** Cap on rendered pixels per page, for unusually large page sizes. */
const MAX_RENDER_PIXELS = 12_000_000;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Extracts a PDF page by page: the text layer where there is one (laid out in reading order,
 * hyphenation joined, running headers, footers and page numbers removed), and OCR for pages
 * with little or no text, so scanned and mixed PDFs work. Rendering happens here; recognition
 * runs in the OCR pool's worker threads, overlapping with the rendering of the next pages.
 */
export async function extractPdf(bytes: Uint8Array, context: ExtractionContext): Promise<{ pages: PageText[]; warnings: string[] }> {
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages === 0) throw new AppError("file_corrupt", { message: "The PDF has no pages." });
    if (pdf.numPages > context.maxPages) {
      throw new AppError("file_too_many_pages", {
        message: `The document has ${pdf.numPages} pages; the limit is ${context.maxPages}. Please upload a shorter document.`,
      });
    }
    const total = pdf.numPages;
    let done = 0;
    const warnings: string[] = [];
    const lines: string[][] = [];
    const needsOcr: number[] = [];
    for (let pageNumber = 1; pageNumber <= total; pageNumber += 1) {
      context.signal.throwIfAborted();
      const pageLines = await readTextLayer(pdf, pageNumber).catch(() => {
        warnings.push(`Page ${pageNumber} could not be read from the PDF's text layer, so it was read by OCR.`);
        return [];
      });
      lines.push(pageLines);
      if (visibleChars(pageLines) < MIN_TEXT_LAYER_CHARS) needsOcr.push(pageNumber);
      else {
        done += 1;
        context.reportPage(done, total, `Read page ${pageNumber} of ${total}`);
      }
    }

    const ocrResults = new Map<number, { lines: string[]; confidence: number }>();
    await ocrPages(pdf, needsOcr, context, (pageNumber, result) => {
      ocrResults.set(pageNumber, result);
      done += 1;
      context.reportPage(done, total, `Read page ${pageNumber} of ${total} (OCR)`);
    });
    for (const [pageNumber, result] of ocrResults) lines[pageNumber - 1] = result.lines;

    const cleaned = context.keepPageFurniture ? lines : removePageFurniture(lines);
    const pages = cleaned.map((pageLines, index): PageText => {
      const ocr = ocrResults.get(index + 1);
      return { text: pageLines.join("\n"), method: ocr ? "ocr" : "text", confidence: ocr ? ocr.confidence : null };
    });
    return { pages, warnings };
  } finally {
    void pdf.destroy();
  }
}

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given, so it gets a copy.
    return await getDocumentProxy(bytes.slice(), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === "PasswordException") throw new AppError("file_encrypted", { cause: error });
    throw new AppError("file_corrupt", {
      message: "This PDF is damaged or incomplete and cannot be read. Please upload a complete copy.",
      cause: error,
    });
  }
}

async function readTextLayer(pdf: PdfDocument, pageNumber: number): Promise<string[]> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    return layoutPdfText(content.items as PdfTextItem[]);
  } finally {
    page.cleanup();
  }
}

/** Renders pages one at a time (pdf.js runs here) and keeps the OCR pool busy, with a bounded look-ahead. */
async function ocrPages(
  pdf: PdfDocument,
  pageNumbers: number[],
  context: ExtractionContext,
  onPage: (pageNumber: number, result: { lines: string[]; confidence: number }) => void,
): Promise<void> {
  if (pageNumbers.length === 0) return;
  const pool = context.ocr();
  const maxInFlight = 3;
  const inFlight = new Set<Promise<void>>();
  for (const pageNumber of pageNumbers) {
    context.signal.throwIfAborted();
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    const image = await renderPage(pdf, pageNumber);
    const job = pool.recognize(image, context.signal).then((result) => {
      onPage(pageNumber, { lines: ocrLines(result.text), confidence: result.confidence });
    });
    const tracked: Promise<void> = job.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    // surface failures at once rather than after the remaining renders
    tracked.catch(() => undefined);
  }
  await Promise.all(inFlight);
}

async function renderPage(pdf: PdfDocument, pageNumber: number): Promise<Buffer> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const dpiScale = RENDER_DPI / 72;
  const pixelScale = Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, viewport.width * viewport.height));
  const scale = Math.min(dpiScale, pixelScale);
  const png = await renderPageAsImage(pdf, pageNumber, { canvasImport: () => import("@napi-rs/canvas"), scale });
  page.cleanup();
  return Buffer.from(png);
}

/** OCR output as lines, with blank lines kept as paragraph breaks. */
export function ocrLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line, index, all) => line.length > 0 || (index > 0 && all[index - 1]!.length > 0));
}

function visibleChars(lines: string[]): number {
  return lines.reduce((sum, line) => sum + line.replace(/\s/g, "").length, 0);
}
