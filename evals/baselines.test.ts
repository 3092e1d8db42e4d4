import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contractFixturesDir, cuadDir, hasCuad, needsCuad, zaCorpusDir } from "../fixtures/paths";
import { runCuadSuite } from "./suites/cuad/cuad-suite";
import { runFindingsSuite } from "./suites/findings/findings-suite";

const baseline = (name: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, "baselines", `${name}.json`), "utf8"));
const TOLERANCE = 0.02;

describe("eval baselines (fail on a drop of more than 0.02)", () => {
  it.skipIf(!hasCuad)(needsCuad("cuad suite on the dev split"), () => {
    const committed = baseline("cuad");
    const report = runCuadSuite({ dataDir: cuadDir });
    expect(report.contracts.length).toBe(committed.contracts);
    expect(report.presenceMacroF1).toBeGreaterThanOrEqual(committed.presenceMacroF1 - TOLERANCE);
    expect(report.span.microF1).toBeGreaterThanOrEqual(committed.spanMicroF1 - TOLERANCE);
  });

  it("findings suite on the fixtures and the South African corpus (strict scorer)", () => {
    const committed = baseline("findings");
    const report = runFindingsSuite({ dataDirs: [contractFixturesDir, zaCorpusDir] });
    expect(report.contracts.map((c) => c.slug)).toEqual(committed.contracts);
    for (const [name, figures] of [["all", report], ...Object.entries(report.groups)] as const) {
      const kept = name === "all" ? committed : committed.groups[name];
      expect(figures.recall, `${name} must-find recall`).toBeGreaterThanOrEqual(kept.recall - TOLERANCE);
      expect(figures.benignFlagged, `${name} benign clauses flagged`).toBeLessThanOrEqual(kept.benignFlagged);
      expect(figures.falseAllClear, `${name} false all-clears`).toBeLessThanOrEqual(kept.falseAllClear);
      expect(figures.keyTermAccuracy, `${name} key terms`).toBeGreaterThanOrEqual(kept.keyTermAccuracy - TOLERANCE);
    }
  });
});
