import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contractFixturesDir } from "../fixtures/paths";
import { runRetrievalSuite } from "./suites/retrieval/retrieval-suite";

const committed = JSON.parse(readFileSync(resolve(import.meta.dirname, "baselines", "retrieval.json"), "utf8"));
const TOLERANCE = 0.02;

describe("retrieval eval baseline (fail on a drop of more than 0.02)", () => {
  it("retrieval suite on the fixtures, through PGlite", async () => {
    const report = await runRetrievalSuite({
      dataDir: contractFixturesDir,
    });
    expect(report.questions.length).toBe(committed.questions);
    expect(report.embeddingModel).toBe(committed.embeddingModel);
    for (const mode of ["vector", "text", "hybrid"] as const) {
      expect(report.recallAt3[mode], `recall@3 ${mode}`).toBeGreaterThanOrEqual(committed.recallAt3[mode] - TOLERANCE);
    }
    expect(report.mrr.hybrid).toBeGreaterThanOrEqual(committed.mrr.hybrid - TOLERANCE);
  });
});
