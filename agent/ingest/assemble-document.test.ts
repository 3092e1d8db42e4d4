import { describe, expect, it } from "vitest";
import { assembleDocument } from "./assemble-document";

describe("assembleDocument", () => {
  it("records page offsets and flags OCR pages under the confidence gate by number", () => {
    const document = assembleDocument(
      "pdf",
      [
        { text: "1. TERM\n\n1.1 The lease runs for a year.", method: "text", confidence: null },
        { text: "2. RENT\n\n2.1 Rent is payable monthly.", method: "ocr", confidence: 91 },
        { text: "3. DEPOSIT\n\n3.1 blurred words here", method: "ocr", confidence: 52 },
        { text: "4. NOTICE\n\n4.1 more blurred words", method: "ocr", confidence: 61 },
      ],
      [],
      80,
    );
    expect(document.pages.map((page) => [page.number, page.method, page.lowConfidence])).toEqual([
      [1, "text", false],
      [2, "ocr", false],
      [3, "ocr", true],
      [4, "ocr", true],
    ]);
    expect(document.warnings).toEqual([
      "Pages 3 and 4 could not be read reliably (low OCR confidence). Please re-take the photo or re-scan those pages in good, even light, flat and in focus.",
    ]);
    for (const page of document.pages)
      expect(document.text.slice(page.start, page.end)).toMatch(new RegExp(`^${page.number}\\. `));
    expect(document.clauses.map((clause) => [clause.number, clause.page])).toEqual([
      ["1", 1],
      ["2", 2],
      ["3", 3],
      ["4", 4],
    ]);
  });

  it("strips invisible characters that could hide text from review", () => {
    const document = assembleDocument(
      "txt",
      [{ text: "Pay\u200b R100\u2060 now\ufeff.", method: "text", confidence: null }],
      [],
      80,
    );
    expect(document.text).toBe("Pay R100 now.");
  });

  it("does not flag a wordless OCR page (a figure or logo) in a document with a text layer", () => {
    const document = assembleDocument(
      "pdf",
      [
        { text: "1. TERM\n\n1.1 The lease runs for a year.", method: "text", confidence: null },
        { text: "", method: "ocr", confidence: 0 },
      ],
      [],
      80,
    );
    expect(document.pages.map((page) => page.lowConfidence)).toEqual([false, false]);
    expect(document.warnings).toEqual([]);
  });
});
