import { ocrLines } from "./extract-pdf";
import type { ExtractionContext, PageText } from "./extraction-context";
import { type ImageFormat, prepareImage } from "./prepare-image";

/** A photo or scan of one page, read by OCR. */
export async function extractImage(
  bytes: Uint8Array,
  format: ImageFormat,
  context: ExtractionContext,
): Promise<PageText> {
  const image = await prepareImage(bytes, format);
  context.signal.throwIfAborted();
  context.reportPage(0, 1, "Reading the photo (OCR)");
  const result = await context.ocr().recognize(image, context.signal);
  context.reportPage(1, 1, "Read the photo");
  return { text: ocrLines(result.text).join("\n"), method: "ocr", confidence: result.confidence };
}
