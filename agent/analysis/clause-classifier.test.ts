import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { segmentClauses } from "../ingest/segment-clauses";
import { clauseClassifierModelSchema, DEFAULT_MODEL_URL, loadClauseClassifier } from "./clause-classifier";
import { clauseUnits } from "./clause-units";
import { groupKeyOf } from "./training/cuad-dataset";

describe("clause classifier artifact", () => {
  const classifier = loadClauseClassifier();

  it("covers CUAD's 41 categories", () => {
    expect(classifier.categories).toHaveLength(41);
    expect(classifier.version).toMatch(/^clause-classifier@\d+\.\d+\.\d+#[0-9a-f]+$/);
  });

  it("refuses an artifact with a broken weight, saying what is wrong", () => {
    const model = JSON.parse(readFileSync(DEFAULT_MODEL_URL, "utf8"));
    expect(clauseClassifierModelSchema.safeParse(model).success).toBe(true);
    model.heads[3].weight[10] = "0.5";
    const result = clauseClassifierModelSchema.safeParse(model);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["heads", 3, "weight"],
      message: "expected an array of numbers",
    });
  });

  it("records a split that keeps dev and related documents out of training", () => {
    const train = new Set(classifier.split.train);
    expect(classifier.split.dev.length).toBeGreaterThan(50);
    expect(classifier.split.dev.some((id) => train.has(id))).toBe(false);
    const trainGroups = new Set(classifier.split.train.map(groupKeyOf));
    expect(classifier.split.dev.some((id) => trainGroups.has(groupKeyOf(id)))).toBe(false);
  });

  it("labels clauses by what they say", () => {
    const text = [
      "1. GOVERNING LAW",
      "",
      "1.1 This Agreement shall be governed by and construed in accordance with the laws of the State of New York.",
      "",
      "2. ASSIGNMENT",
      "",
      "2.1 Neither party may assign this Agreement or any rights hereunder without the prior written consent of the other party.",
      "",
      "3. INSURANCE",
      "",
      "3.1 Supplier shall maintain, at its own expense, general liability insurance with coverage of not less than $1,000,000 per occurrence.",
    ].join("\n");
    const units = clauseUnits(text, segmentClauses(text));
    const labels = classifier.score(units).map((row) => row.filter((s) => s.assigned).map((s) => s.category));
    const byNumber = Object.fromEntries(units.map((u, i) => [u.number, labels[i]]));
    expect(byNumber["1.1"]).toContain("Governing Law");
    expect(byNumber["2.1"]).toContain("Anti-Assignment");
    expect(byNumber["3.1"]).toContain("Insurance");
  });
});
