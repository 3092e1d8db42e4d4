import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cuadDir, hasCuad, needsCuad } from "../../fixtures/paths";
import { extractDocument } from "./extract-document";
import { shutdownOcrPool } from "./ocr-pool";
import { wordSimilarity } from "./text-similarity";

const hasCuadPdfs = hasCuad && existsSync(join(cuadDir, "pdf"));
const pdfs = hasCuadPdfs
  ? readdirSync(join(cuadDir, "pdf"))
      .filter((file) => file.endsWith(".pdf"))
      .sort()
  : [];
const pageCounts = new Map(
  (hasCuadPdfs ? readFileSync(join(cuadDir, "contracts.csv"), "utf8") : "")
    .trim()
    .split("\n")
    .slice(1)
    .map((row) => row.split(","))
    .filter((cells) => cells.at(-1)?.startsWith("pdf/"))
    .map((cells) => [cells[0]!, Number(cells.at(-2))]),
);
const similarities: Array<[string, number]> = [];

afterAll(async () => {
  console.info(
    `CUAD PDF word similarity:\n${similarities.map(([id, value]) => `  ${id} ${value.toFixed(4)}`).join("\n")}`,
  );
  await shutdownOcrPool();
});

describe.skipIf(!hasCuadPdfs)(needsCuad("extractDocument on the CUAD PDFs (real SEC filings)"), () => {
  it("has the 25 PDFs the data set lists", () => {
    expect(pdfs).toHaveLength(25);
    expect(pageCounts.size).toBe(25);
  });

  // CUAD's reference texts keep each page's running header/footer ("Source: …"), so the
  // comparison keeps them too; the next test checks that they are removed by default.
  for (const file of pdfs) {
    const id = file.replace(/\.pdf$/, "");
    it(`${id}: text matches CUAD's text (word-level Levenshtein ratio ≥ 0.95)`, async () => {
      const bytes = new Uint8Array(readFileSync(join(cuadDir, "pdf", file)));
      const document = await extractDocument(
        { bytes, fileName: file },
        { keepPageFurniture: true, timeoutMs: 120_000 },
      );
      expect(document.pageCount).toBe(pageCounts.get(id));
      const reference = readFileSync(join(cuadDir, "contracts", `${id}.txt`), "utf8");
      const similarity = wordSimilarity(document.text, reference);
      similarities.push([id, similarity]);
      expect(similarity).toBeGreaterThanOrEqual(0.95);
      expect(document.clauses.length).toBeGreaterThan(0);
      // blank pages (cuad-0045 p. 91) and wordless figure pages (cuad-0024 pp. 9, 12) raise no re-scan warning
      expect(document.warnings).toEqual([]);
    }, 120_000);
  }

  it("removes the running footer of cuad-0031 by default and keeps the clauses", async () => {
    const bytes = new Uint8Array(readFileSync(join(cuadDir, "pdf", "cuad-0031.pdf")));
    const kept = await extractDocument({ bytes }, { keepPageFurniture: true });
    const removed = await extractDocument({ bytes });
    const footer = /Source: AGAPE ATP CORP, 10-K\/A, 12\/2\/2019/g;
    expect(kept.text.match(footer)?.length).toBeGreaterThanOrEqual(10);
    expect(removed.text.match(footer)).toBeNull();
    expect(
      removed.clauses.filter((clause) => clause.number && /^\d+$/.test(clause.number)).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it("keeps the event loop free while a slow PDF is parsed, and stops it at the time limit", async () => {
    // cuad-0084 redraws the whole contract on each of its 154 pages: pdf.js needs ~100 ms a page
    const bytes = new Uint8Array(readFileSync(join(cuadDir, "pdf", "cuad-0084.pdf")));
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    await expect(extractDocument({ bytes }, { timeoutMs: 1_500 })).rejects.toMatchObject({
      code: "processing_timeout",
    });
    const elapsed = performance.now() - started;
    clearInterval(ticker);
    expect(elapsed).toBeLessThan(4_000);
    expect(longestGap).toBeLessThan(300);
  });
});
