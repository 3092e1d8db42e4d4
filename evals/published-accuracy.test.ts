import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { publishedAccuracy } from "../common/published-accuracy";
import { publishedAccuracyFrom, publishedAccuracySource } from "./published-accuracy";

const read = (name: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, "baselines", `${name}.json`), "utf8")) as Record<
    string,
    unknown
  >;

describe("published accuracy (About → technology)", () => {
  it("shows exactly the committed baseline figures and dates (regenerate with evals/update-baselines.ts)", () => {
    const expected = publishedAccuracyFrom({ cuad: read("cuad"), findings: read("findings"), qa: read("qa") });
    expect(publishedAccuracy).toEqual(expected);
    expect(readFileSync(resolve(import.meta.dirname, "../common/published-accuracy.ts"), "utf8")).toBe(
      publishedAccuracySource(expected),
    );
    expect(publishedAccuracy.qa.questions).toBeGreaterThan(0);
  });

  it("refuses a baseline without a measurement date", () => {
    expect(() =>
      publishedAccuracyFrom({
        cuad: { ...read("cuad"), measuredAt: undefined },
        findings: read("findings"),
        qa: read("qa"),
      }),
    ).toThrow(/cuad\.json has no measuredAt date/);
  });
});
