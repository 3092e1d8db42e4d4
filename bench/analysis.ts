import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { analyzeContract } from "../agent/analysis/analyze-contract";
import {
  clauseClassifierModelSchema,
  createClauseClassifier,
  DEFAULT_MODEL_URL,
} from "../agent/analysis/clause-classifier";
import { documentFromText } from "../agent/analysis/document-from-text";
import { cuadDir } from "../fixtures/paths";
import type { BenchFigure } from "./figure";

const TWENTY_PAGE_PDF = "cuad-0011.pdf"; // 21 pages, text layer

/** Analysis timings: classifier load, the largest CUAD contract, and a ~20-page PDF (extraction + analysis). */
export async function runAnalysisBench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];

  let started = performance.now();
  createClauseClassifier(clauseClassifierModelSchema.parse(JSON.parse(readFileSync(DEFAULT_MODEL_URL, "utf8"))));
  figures.push({
    name: "analysis: classifier load",
    value: round(performance.now() - started),
    unit: "ms",
    budget: "≤ 200 ms",
  });

  const contracts = join(cuadDir, "contracts");
  const largest = readdirSync(contracts).sort(
    (a, b) => statSync(join(contracts, b)).size - statSync(join(contracts, a)).size,
  )[0]!;
  const text = readFileSync(join(contracts, largest), "utf8");
  analyzeContract(documentFromText(text.slice(0, 5000))); // warm up (model load, JIT)
  started = performance.now();
  analyzeContract(documentFromText(text));
  figures.push({
    name: `analysis: largest CUAD contract (${largest}, ${Math.round(text.length / 1000)}k chars) segment + analyse`,
    value: round(performance.now() - started),
    unit: "ms",
    budget: "≤ 3 s (offline, incl. extraction)",
  });

  const pdf = join(cuadDir, "pdf", TWENTY_PAGE_PDF);
  const { extractDocument } = await import("../agent/ingest/extract-document");
  started = performance.now();
  const document = await extractDocument({ bytes: new Uint8Array(readFileSync(pdf)), fileName: TWENTY_PAGE_PDF });
  const extracted = performance.now() - started;
  analyzeContract(document);
  figures.push({
    name: `analysis: ${document.pageCount}-page text PDF extract + analyse (extraction ${round(extracted)} ms)`,
    value: round(performance.now() - started),
    unit: "ms",
    budget: "≤ 3 s (offline, incl. extraction)",
  });
  return figures;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const figure of await runAnalysisBench()) {
    console.log(`${figure.name}: ${figure.value} ${figure.unit}${figure.budget ? ` (budget ${figure.budget})` : ""}`);
  }
  process.exit(0);
}
