import { zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import type { Clause, ExtractedDocument } from "../../common/document";
import { extractedDocumentSchema } from "../../common/document";
import { AppError } from "../../common/errors";
import { type ExtractProgress, extractDocument } from "./extract-document";
import { fixtureSlugs, readAnswerKey, readFixture, readFixtureText } from "./fixtures";
import { shutdownOcrPool } from "./ocr-pool";
import { textSimilarity } from "./text-similarity";

afterAll(() => shutdownOcrPool());

async function expectRefusal(promise: Promise<unknown>, code: AppError["code"]): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).status).toBeGreaterThanOrEqual(400);
  expect((error as AppError).status).toBeLessThan(500);
  return error as AppError;
}

function clausePaths(clauses: Clause[], parent = ""): string[] {
  return clauses.flatMap((clause) => {
    const path = clause.number?.startsWith("(") ? `${parent}${clause.number}` : (clause.number ?? "");
    return [path, ...clausePaths(clause.children, path)];
  });
}

const similarities: Array<[string, number]> = [];
afterAll(() => {
  console.info(
    `text-format similarity:\n${similarities.map(([name, value]) => `  ${name.padEnd(40)} ${value.toFixed(4)}`).join("\n")}`,
  );
});

describe("extractDocument: text formats of the fixture contracts", () => {
  for (const slug of fixtureSlugs) {
    const source = readFixtureText(`${slug}.txt`);
    const citedClauses = (() => {
      const key = readAnswerKey(slug);
      return [
        ...key.expected_findings.map((finding) => finding.clause),
        ...key.key_dates.map((date) => date.clause ?? ""),
      ].filter((clause) => /^\d/.test(clause));
    })();

    for (const extension of ["txt", "docx", "doc", "pdf"] as const) {
      it(`${slug}.${extension}: text matches the source and the clause tree has every cited clause`, async () => {
        const document = await extractDocument({
          bytes: readFixture(`${slug}.${extension}`),
          fileName: `${slug}.${extension}`,
        });
        expect(extractedDocumentSchema.parse(document)).toEqual(document);
        expect(document.format).toBe(extension);
        const similarity = textSimilarity(document.text, source);
        similarities.push([`${slug}.${extension}`, similarity]);
        expect(similarity).toBeGreaterThanOrEqual(0.98);
        expect(
          document.pages.every((page) => page.method === "text" && page.confidence === null && !page.lowConfidence),
        ).toBe(true);
        expect(document.warnings).toEqual([]);
        const paths = new Set(clausePaths(document.clauses));
        for (const clause of citedClauses) expect(paths, clause).toContain(clause);
        expectOffsetsConsistent(document);
      });
    }
  }

  it("reads a PDF's pages separately and drops its running footer and page numbers", async () => {
    const document = await extractDocument({ bytes: readFixture("residential-lease-wc.pdf") });
    expect(document.pageCount).toBe(5);
    expect(document.pages.map((page) => page.number)).toEqual([1, 2, 3, 4, 5]);
    expect(document.text).not.toMatch(/Initials: Landlord/);
    const deposit = document.clauses.find((clause) => clause.number === "5")!;
    expect(deposit.heading).toBe("DEPOSIT");
    expect(deposit.page).toBe(2);
    const signatures = document.clauses.at(-1)!;
    expect(signatures.heading).toBe("Signatures");
    expect(signatures.page).toBe(5);
  });
});

function expectOffsetsConsistent(document: ExtractedDocument) {
  let previousEnd = 0;
  for (const page of document.pages) {
    expect(page.start).toBeGreaterThanOrEqual(previousEnd);
    expect(page.end).toBeGreaterThanOrEqual(page.start);
    previousEnd = page.end;
  }
  expect(previousEnd).toBe(document.text.length);
  const walk = (clauses: Clause[]) => {
    for (const clause of clauses) {
      expect(document.text.slice(clause.start, clause.end)).toBe(clause.text);
      walk(clause.children);
    }
  };
  walk(document.clauses);
}

describe("extractDocument: bad inputs each get their own error", () => {
  it("empty file", async () => {
    await expectRefusal(
      extractDocument({ bytes: readFixture("bad-empty.pdf"), fileName: "bad-empty.pdf" }),
      "file_empty",
    );
  });

  it("a single byte of text is not enough to analyse", async () => {
    await expectRefusal(extractDocument({ bytes: readFixture("bad-one-byte.txt") }), "not_enough_text");
  });

  it("password-protected PDF", async () => {
    const error = await expectRefusal(
      extractDocument({ bytes: readFixture("bad-password-protected.pdf") }),
      "file_encrypted",
    );
    expect(error.message).toMatch(/password-protected/);
  });

  it("truncated PDF", async () => {
    const error = await expectRefusal(extractDocument({ bytes: readFixture("bad-truncated.pdf") }), "file_corrupt");
    expect(error.message).toMatch(/damaged or incomplete/);
  });

  it("zip bomb disguised as a DOCX", async () => {
    await expectRefusal(extractDocument({ bytes: readFixture("bad-zip-bomb.docx") }), "archive_too_large");
  });

  it("over the size limit", async () => {
    const error = await expectRefusal(
      extractDocument({ bytes: readFixture("residential-lease-wc.pdf") }, { maxBytes: 10_000 }),
      "file_too_large",
    );
    expect(error.message).toMatch(/The file is too large \(45 KB\)\. The limit is 10 KB\./);
    const tooBig = new Uint8Array(21 * 1024 * 1024).fill(0x41);
    await expectRefusal(extractDocument({ bytes: tooBig }), "file_too_large");
  });

  it("over the page limit", async () => {
    const error = await expectRefusal(
      extractDocument({ bytes: readFixture("residential-lease-wc.pdf") }, { maxPages: 4 }),
      "file_too_many_pages",
    );
    expect(error.message).toMatch(/5 pages; the limit is 4/);
  });

  it("binary data of no supported type, and a ZIP that is not a Word document", async () => {
    const binary = new Uint8Array(4096).map((_, index) => (index * 7919) % 256);
    await expectRefusal(extractDocument({ bytes: binary, fileName: "contract.pdf" }), "file_type_unsupported");
    const zip = zipSync({ "notes.txt": new TextEncoder().encode("not a contract") });
    const error = await expectRefusal(
      extractDocument({ bytes: zip, fileName: "contract.docx" }),
      "file_type_unsupported",
    );
    expect(error.message).toMatch(/not a Word document/);
  });

  it("a damaged DOCX and a damaged DOC", async () => {
    const docx = readFixture("mutual-nda-capetown.docx");
    await expectRefusal(extractDocument({ bytes: docx.slice(0, Math.floor(docx.length / 2)) }), "file_corrupt");
    const doc = readFixture("mutual-nda-capetown.doc");
    await expectRefusal(extractDocument({ bytes: doc.slice(0, 2048) }), "file_corrupt");
  });
});

describe("extractDocument: content decides the format, not the name", () => {
  it("reads a PDF named .docx as a PDF and says so", async () => {
    const document = await extractDocument({ bytes: readFixture("mutual-nda-capetown.pdf"), fileName: "nda.docx" });
    expect(document.format).toBe("pdf");
    expect(document.warnings[0]).toMatch(/named "nda\.docx" but its content is a PDF/);
  });

  it("reads a Word document named .txt as a Word document", async () => {
    const document = await extractDocument({ bytes: readFixture("mutual-nda-capetown.docx"), fileName: "nda.txt" });
    expect(document.format).toBe("docx");
    expect(textSimilarity(document.text, readFixtureText("mutual-nda-capetown.txt"))).toBeGreaterThanOrEqual(0.98);
  });
});

describe("extractDocument: progress", () => {
  it("reports per-page progress from 0 to 100", async () => {
    const events: ExtractProgress[] = [];
    await extractDocument(
      { bytes: readFixture("residential-lease-wc.pdf") },
      { onProgress: (progress) => events.push(progress) },
    );
    expect(events[0]).toEqual({ stage: "extract", percent: 0, message: "Checking the file" });
    expect(events.at(-1)).toEqual({ stage: "extract", percent: 100, message: "Extracted 5 pages" });
    expect(events.filter((event) => /^Read page \d of 5$/.test(event.message))).toHaveLength(5);
    const percents = events.map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((left, right) => left - right));
  });
});
