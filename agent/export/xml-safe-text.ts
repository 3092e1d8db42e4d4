/**
 * Text for Word documents: XML 1.0 forbids most control characters (a PDF's form feed between pages,
 * stray NULs from OCR), and Word refuses a file that contains them. Tabs and newlines are kept.
 */
export function toXmlSafeText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, " ")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "");
}
