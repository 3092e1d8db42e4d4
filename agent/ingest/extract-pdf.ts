import { availableParallelism } from "node:os";
import { AppError } from "../../common/errors";
import type { ExtractionContext, PageText } from "./extraction-context";
import { layoutPdfText } from "./layout-pdf-text";
import { PdfWorkerClient, PdfWorkerError } from "./pdf-worker-client";
import { removePageFurniture } from "./remove-page-furniture";

/** A page with fewer visible characters than this in its text layer is rendered and OCR'd. */
const MIN_TEXT_LAYER_CHARS = 30;
/** Pages are rendered for OCR at this resolution (the OCR budget is set for 200 dpi A4). */
const RENDER_DPI = 200;
/** A rendered page with a smaller share of dark pixels than this is blank: nothing to OCR. */
const BLANK_INK_RATIO = 0.0005;
/** Cap on rendered pixels per page, for unusually large page sizes. */
const MAX_RENDER_PIXELS = 12_000_000;
/**
 * Documents with at least this many pages are read by two (or more) worker threads at once.
 * Measured on the CUAD PDFs: below that, opening the document twice costs more than it saves.
 */
const PARALLEL_FROM_PAGES = 60;

/**
 * Extracts a PDF page by page: the text layer where there is one (laid out in reading order,
 * hyphenation joined, running headers, footers and page numbers removed), and OCR for pages
 * with little or no text, so scanned and mixed PDFs work.
 *
 * pdf.js runs in worker threads (pdf-worker.mjs), never on the event loop: a pathological file
 * cannot block the server, and when the time limit passes the threads are terminated mid-page.
 * Longer documents are split across the cores (or `pdfReaders` threads). Each thread is stopped
 * when the document is read. Rendered pages go to the OCR pool, overlapping with the rendering of
 * the next ones.
 */
export async function extractPdf(
  bytes: Uint8Array,
  context: ExtractionContext,
): Promise<{ pages: PageText[]; warnings: string[] }> {
  const clients: PdfWorkerClient[] = [];
  const stop = () => Promise.all(clients.map((client) => client.terminate()));
  const onAbort = () => void stop();
  context.signal.addEventListener("abort", onAbort, { once: true });
  try {
    const first = await openPdf(bytes);
    clients.push(first.client);
    const total = first.numPages;
    if (!(total >= 1)) throw new AppError("file_corrupt", { message: "The PDF has no pages." }); // /Count can be negative
    if (total > context.maxPages) {
      throw new AppError("file_too_many_pages", {
        message: `The document has ${total} pages; the limit is ${context.maxPages}. Please upload a shorter document.`,
      });
    }
    context.signal.throwIfAborted();
    const workerCount =
      total >= PARALLEL_FROM_PAGES ? Math.max(1, Math.min(context.pdfReaders ?? availableParallelism(), 4)) : 1;
    // every worker that did open is pushed before any failure is thrown, so `finally` stops it too
    const more = await Promise.allSettled(Array.from({ length: workerCount - 1 }, () => openPdf(bytes)));
    for (const opened of more) if (opened.status === "fulfilled") clients.push(opened.value.client);
    const failedOpen = more.find((opened) => opened.status === "rejected");
    if (failedOpen) throw failedOpen.reason;

    let done = 0;
    const warnings: string[] = [];
    const lines: string[][] = new Array(total);
    const needsOcr: number[] = [];
    // pages are dealt round-robin to the workers; each worker reads its pages in order
    await Promise.all(
      clients.map(async (client, workerIndex) => {
        for (let pageNumber = workerIndex + 1; pageNumber <= total; pageNumber += clients.length) {
          context.signal.throwIfAborted();
          const pageLines = await client.text(pageNumber).then(layoutPdfText, (error: unknown) => {
            if (context.signal.aborted) throw context.signal.reason;
            warnings.push(`Page ${pageNumber} could not be read from the PDF's text layer, so it was read by OCR.`);
            if (error instanceof PdfWorkerError) return [];
            throw error;
          });
          lines[pageNumber - 1] = pageLines;
          if (visibleChars(pageLines) < MIN_TEXT_LAYER_CHARS) needsOcr.push(pageNumber);
          else {
            done += 1;
            context.reportPage(done, total, `Read page ${pageNumber} of ${total}`);
          }
        }
      }),
    );
    needsOcr.sort((left, right) => left - right);

    const ocrResults = new Map<number, { lines: string[]; confidence: number }>();
    await ocrPages(clients[0]!, needsOcr, context, (pageNumber, result) => {
      if (result) ocrResults.set(pageNumber, result);
      done += 1;
      context.reportPage(done, total, `Read page ${pageNumber} of ${total}${result ? " (OCR)" : " (blank)"}`);
    });
    for (const [pageNumber, result] of ocrResults) lines[pageNumber - 1] = result.lines;

    const cleaned = context.keepPageFurniture ? lines : removePageFurniture(lines);
    const pages = cleaned.map((pageLines, index): PageText => {
      const ocr = ocrResults.get(index + 1);
      return { text: pageLines.join("\n"), method: ocr ? "ocr" : "text", confidence: ocr ? ocr.confidence : null };
    });
    return { pages, warnings };
  } catch (error) {
    if (context.signal.aborted) throw context.signal.reason;
    // pdf.js could not get or render a page it must OCR (a circular page tree, a broken page
    // object): before, this ended the job with the generic failure message (found by the upload fuzz)
    if (error instanceof PdfWorkerError) throw damagedPdf(error);
    throw error;
  } finally {
    context.signal.removeEventListener("abort", onAbort);
    await stop();
  }
}

/** Opens the PDF in a worker just to count its pages (throws the same errors as `extractPdf`). */
export async function countPdfPages(bytes: Uint8Array): Promise<number> {
  const { client, numPages } = await openPdf(bytes);
  await client.terminate();
  return numPages;
}

async function openPdf(bytes: Uint8Array): Promise<{ client: PdfWorkerClient; numPages: number }> {
  try {
    return await PdfWorkerClient.open(bytes);
  } catch (error) {
    if (error instanceof PdfWorkerError && error.pdfName === "PasswordException")
      throw new AppError("file_encrypted", { cause: error });
    throw damagedPdf(error);
  }
}

function damagedPdf(cause: unknown): AppError {
  return new AppError("file_corrupt", {
    message: "This PDF is damaged or incomplete and cannot be read. Please upload a complete copy.",
    cause,
  });
}

/** Renders pages one at a time in a PDF worker and keeps the OCR pool busy, with a bounded look-ahead. */
async function ocrPages(
  client: PdfWorkerClient,
  pageNumbers: number[],
  context: ExtractionContext,
  onPage: (pageNumber: number, result: { lines: string[]; confidence: number } | null) => void,
): Promise<void> {
  if (pageNumbers.length === 0) return;
  const pool = context.ocr();
  const maxInFlight = 3;
  const inFlight = new Set<Promise<void>>();
  for (const pageNumber of pageNumbers) {
    context.signal.throwIfAborted();
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
    const { image, inkRatio } = await renderPage(client, pageNumber);
    if (inkRatio < BLANK_INK_RATIO) {
      onPage(pageNumber, null); // a blank page (a separator sheet, the back of a scan): nothing to read
      continue;
    }
    const job = pool.recognize(image, context.signal).then((result) => {
      onPage(pageNumber, { lines: ocrLines(result.text), confidence: result.confidence });
    });
    const tracked: Promise<void> = job.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    tracked.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  }
  await Promise.all(inFlight);
}

async function renderPage(client: PdfWorkerClient, pageNumber: number): Promise<{ image: Buffer; inkRatio: number }> {
  const viewport = await client.viewport(pageNumber);
  const dpiScale = RENDER_DPI / 72;
  const pixelScale = Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, viewport.width * viewport.height));
  return client.render(pageNumber, Math.min(dpiScale, pixelScale));
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
