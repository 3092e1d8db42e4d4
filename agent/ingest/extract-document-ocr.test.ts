import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExtractedDocument } from "../../common/document";
import { AppError } from "../../common/errors";
import { buildTestPdf } from "./build-test-pdf";
import { extractDocument } from "./extract-document";
import { fixturesDir, readAnswerKey, readFixture, readFixtureText } from "./fixtures";
import { getOcrPool, shutdownOcrPool } from "./ocr-pool";
import { prefixSimilarity, textSimilarity } from "./text-similarity";

// Each OCR'd fixture is read once (beforeAll) and shared by the assertions below.
const source = readFixtureText("residential-lease-wc.txt");
const photoFiles = readAnswerKey("residential-lease-wc").formats.page_1_only;
const results = new Map<string, ExtractedDocument | AppError>();
const similarities: Array<[string, number]> = [];

async function extractOnce(file: string, bytes: Uint8Array = readFixture(file)) {
  const result = await extractDocument({ bytes, fileName: file }).catch((error: unknown) => {
    if (error instanceof AppError) return error;
    throw error;
  });
  results.set(file, result);
}

function documentFor(file: string): ExtractedDocument {
  const result = results.get(file);
  if (!(result && "text" in result)) throw new Error(`${file} was not extracted: ${String(result)}`);
  return result;
}

beforeAll(async () => {
  await extractOnce("residential-lease-wc.scanned.pdf");
  await Promise.all(photoFiles.map((file) => extractOnce(file)));
  await extractOnce("bad-png-renamed.pdf");
  const mixed = buildTestPdf([
    {
      lines: [
        "1. FIRST CLAUSE",
        "",
        "1.1 This page has a real text layer with enough words to count as ordinary text.",
      ],
    },
    { jpeg: readFixture("residential-lease-wc.jpg"), width: 1350, height: 1800 },
  ]);
  await extractOnce("mixed.pdf", mixed);
}, 240_000);

afterAll(async () => {
  console.info(
    `OCR similarity:\n${similarities.map(([name, value]) => `  ${name.padEnd(36)} ${value.toFixed(4)}`).join("\n")}`,
  );
  await shutdownOcrPool();
});

describe("OCR: scanned PDF", () => {
  it("reads every page by OCR and matches the source text", () => {
    const document = documentFor("residential-lease-wc.scanned.pdf");
    expect(document.format).toBe("pdf");
    expect(document.pageCount).toBe(5);
    expect(document.pages.map((page) => page.method)).toEqual(["ocr", "ocr", "ocr", "ocr", "ocr"]);
    for (const page of document.pages) {
      expect(page.confidence).toBeGreaterThan(80);
      expect(page.lowConfidence).toBe(false);
    }
    const similarity = textSimilarity(document.text, source);
    similarities.push(["residential-lease-wc.scanned.pdf", similarity]);
    expect(similarity).toBeGreaterThanOrEqual(0.9);
    expect(document.warnings).toEqual([]);
  });

  it("segments the OCR'd text into the lease's numbered clauses", () => {
    const document = documentFor("residential-lease-wc.scanned.pdf");
    const numbers = document.clauses.map((clause) => clause.number).filter((number) => number && /^\d+$/.test(number));
    expect(numbers.length).toBeGreaterThanOrEqual(17);
    expect(document.clauses.find((clause) => clause.heading === "DEPOSIT")?.page).toBe(2);
  });
});

describe("OCR: phone photos of page 1", () => {
  for (const file of photoFiles) {
    it(`${file}: read by OCR with EXIF orientation and grayscale, matching page 1`, () => {
      const document = documentFor(file);
      expect(document.format).toBe(file.split(".").pop()!.replace("jpeg", "jpg"));
      expect(document.pageCount).toBe(1);
      expect(document.pages[0]).toMatchObject({ number: 1, method: "ocr", lowConfidence: false });
      const similarity = prefixSimilarity(document.text, source);
      similarities.push([file, similarity]);
      expect(similarity).toBeGreaterThanOrEqual(0.9);
      expect(document.text).toMatch(/TAFELBERG RESIDENTIAL RENTALS/);
      expect(document.text).toMatch(/1 February 2025/);
      expect(document.text).toMatch(/31 January 2026/);
    });
  }
});

describe("OCR: other cases", () => {
  it("a small PNG named .pdf is read as an image (never by the PDF parser) and flagged for a re-take", () => {
    const document = documentFor("bad-png-renamed.pdf");
    expect(document.format).toBe("png");
    expect(document.warnings[0]).toMatch(/named "bad-png-renamed\.pdf" but its content is a PNG image/);
    // 480×640 pixels: enlarged before OCR, partly readable, and below the quality gate
    expect(document.text).toMatch(/RESIDENTIAL LEASE/);
    expect(document.pages[0]).toMatchObject({ method: "ocr", lowConfidence: true });
    expect(document.warnings[1]).toMatch(/The photo could not be read reliably/);
  });

  it("a mixed PDF uses the text layer where there is one and OCR elsewhere", () => {
    const document = documentFor("mixed.pdf");
    expect(document.pages.map((page) => page.method)).toEqual(["text", "ocr"]);
    expect(document.pages[0]!.confidence).toBeNull();
    expect(document.pages[1]!.confidence).toBeGreaterThan(80);
    expect(document.text.slice(document.pages[0]!.start, document.pages[0]!.end)).toMatch(/real text layer/);
    expect(document.text.slice(document.pages[1]!.start, document.pages[1]!.end)).toMatch(
      /RESIDENTIAL LEASE AGREEMENT/,
    );
  });

  it("a blank photo has no readable text", async () => {
    const blank = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#f4f1ea" } })
      .jpeg()
      .toBuffer();
    await expect(extractDocument({ bytes: new Uint8Array(blank) })).rejects.toMatchObject({ code: "no_readable_text" });
  });

  it("flags a page whose OCR confidence is under the gate and says which page to re-take", async () => {
    // a small, blurred copy of the photo: still partly readable, but with low confidence
    const blurred = await sharp(join(fixturesDir, "residential-lease-wc.jpg"))
      .resize({ width: 900 })
      .blur(1.6)
      .jpeg({ quality: 40 })
      .toBuffer();
    const document = await extractDocument({ bytes: new Uint8Array(blurred) }, { ocr: { lowConfidenceThreshold: 95 } });
    expect(document.pages[0]!.lowConfidence).toBe(true);
    expect(document.warnings.join(" ")).toMatch(/The photo could not be read reliably .* re-take the photo/);
  }, 60_000);

  it("stops at the time limit with processing_timeout, and the pool keeps working afterwards", async () => {
    const started = performance.now();
    await expect(
      extractDocument({ bytes: readFixture("residential-lease-wc.scanned.pdf") }, { timeoutMs: 400 }),
    ).rejects.toMatchObject({ code: "processing_timeout" });
    expect(performance.now() - started).toBeLessThan(5_000);
    const after = await getOcrPool().recognize(readFileSync(join(fixturesDir, "residential-lease-wc.png")));
    expect(after.text).toMatch(/RESIDENTIAL LEASE AGREEMENT/);
  }, 60_000);
});
