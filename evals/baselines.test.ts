import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contractFixturesDir, cuadDir, hasCuad, needsCuad } from "../fixtures/paths";
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

  it("findings suite on the fixtures", () => {
    const committed = baseline("findings");
    const report = runFindingsSuite({ dataDir: contractFixturesDir });
    expect(report.recall).toBeGreaterThanOrEqual(committed.recall - TOLERANCE);
    expect(report.precision).toBeGreaterThanOrEqual(committed.precision - TOLERANCE);
    expect(report.keyTermAccuracy).toBeGreaterThanOrEqual(committed.keyTermAccuracy - TOLERANCE);
  });
});
