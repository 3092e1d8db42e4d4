import type { DocumentFormat, ExtractedDocument, ExtractedPage } from "../../common/document";
import type { PageText } from "./extraction-context";
import { segmentClauses } from "./segment-clauses";

/** Zero-width and other invisible characters that only hide text from a reader (and from review). */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the variation selectors are listed to be removed one by one, not as part of a sequence
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\ufe00-\ufe0f]|\udb40[\udc00-\udc7f]/g;
/**
 * Control characters other than tab and line feed: never text, and Postgres cannot store a NUL in
 * a text column, so a text file with NULs beyond its first 8 KB failed its analysis with the
 * generic message (found by the upload fuzz). Each becomes a space, keeping words apart.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Joins page texts into the document text (pages separated by a blank line), records each page's
 * offsets, method and OCR quality flag, and segments the clause tree over the whole text.
 */
export function assembleDocument(
  format: DocumentFormat,
  pageTexts: PageText[],
  warnings: string[],
  lowConfidenceThreshold: number,
): ExtractedDocument {
  const pages: ExtractedPage[] = [];
  let text = "";
  // An OCR page that yields no words in a document that also has a text layer is a figure, a
  // signature or a logo, not a failed scan: only pages with words, or scans, are held to the gate.
  const scannedThroughout = pageTexts.every((page) => page.method === "ocr");
  pageTexts.forEach((page, index) => {
    if (index > 0) text += "\n\n";
    const start = text.length;
    text += cleanText(page.text);
    const confidence = page.confidence === null ? null : Math.max(0, Math.min(100, page.confidence));
    pages.push({
      number: index + 1,
      method: page.method,
      start,
      end: text.length,
      confidence,
      lowConfidence:
        confidence !== null && confidence < lowConfidenceThreshold && (scannedThroughout || /\p{L}/u.test(page.text)),
    });
  });
  const allWarnings = [...warnings];
  const lowPages = pages.filter((page) => page.lowConfidence).map((page) => page.number);
  if (lowPages.length > 0) {
    const which =
      pageTexts.length === 1 ? "The photo" : `${lowPages.length === 1 ? "Page" : "Pages"} ${formatList(lowPages)}`;
    allWarnings.push(
      `${which} could not be read reliably (low OCR confidence). Please re-take the photo or re-scan ${lowPages.length === 1 ? "that page" : "those pages"} in good, even light, flat and in focus.`,
    );
  }
  return {
    format,
    text,
    pageCount: pages.length,
    pages,
    clauses: segmentClauses(
      text,
      pages.map((page) => page.start),
    ),
    warnings: allWarnings,
  };
}

function cleanText(value: string): string {
  return value
    .replace(INVISIBLE, "")
    .replace(CONTROL, " ")
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function formatList(numbers: number[]): string {
  if (numbers.length === 1) return String(numbers[0]);
  return `${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}
