import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AnalysisResult } from "../../common/analysis";
import { contractFixturesDir } from "../../fixtures/paths";
import { analyzeContract } from "../analysis/analyze-contract";
import { extractDocument } from "../ingest/extract-document";
import type { ExportInput } from "./export-input";

/** Test helper: a real analysis of one of the shared fixture contracts, as an export input. */
export async function fixtureExportInput(
  slug: "residential-lease-wc" | "employment-fixed-term-retail" | "mutual-nda-capetown",
): Promise<ExportInput> {
  const fileName = `${slug}.txt`;
  const bytes = new Uint8Array(readFileSync(join(contractFixturesDir, fileName)));
  const document = await extractDocument({ bytes, fileName });
  return {
    fileName,
    createdAt: new Date("2025-01-15T08:30:00.000Z"),
    result: analyzeContract(document),
    documentText: document.text,
  };
}

/** A copy of a result with every free text replaced by `mangle(text)`: for character-set tests. */
export function mangleTexts(result: AnalysisResult, mangle: (text: string) => string): AnalysisResult {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return mangle(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          [
            "id",
            "ruleId",
            "pack",
            "date",
            "start",
            "end",
            "value",
            "level",
            "severity",
            "kind",
            "unit",
            "code",
            "source",
            "currency",
          ].includes(key) && typeof inner === "string"
            ? inner
            : walk(inner),
        ]),
      );
    }
    return value;
  };
  return walk(result) as AnalysisResult;
}
