import { describe, expect, it } from "vitest";
import { betaLimit, betaProgramme, defaultPlans, featureLabels, planAdditions } from "./plans";

const [free, professional, enterprise] = defaultPlans as [
  (typeof defaultPlans)[0],
  (typeof defaultPlans)[0],
  (typeof defaultPlans)[0],
];

describe("the plans say what each really adds", () => {
  it("Free lists what every account gets: risk-scored analysis and PDF and Word export", () => {
    expect(free.features.map((feature) => featureLabels[feature])).toEqual(
      expect.arrayContaining(["Advanced analysis with risk scoring", "PDF and Word export"]),
    );
  });

  it("a paid plan adds only what the plan below lacks", () => {
    expect(planAdditions(defaultPlans, free)).toEqual({ below: null, features: free.features });
    const addedByProfessional = planAdditions(defaultPlans, professional);
    expect(addedByProfessional.below?.id).toBe("free");
    expect(addedByProfessional.features).toEqual(["priority_support"]);
    const addedByEnterprise = planAdditions(defaultPlans, enterprise);
    expect(addedByEnterprise.below?.id).toBe("professional");
    expect(addedByEnterprise.features).not.toContain("export_formats");
  });

  it("beta testers get Free's limits plus the programme's extra, so never less than Free", () => {
    expect(betaLimit(5, betaProgramme.extraAnalyses)).toBe(8);
    expect(betaLimit(free.analysisLimit, betaProgramme.extraAnalyses)).toBeGreaterThan(free.analysisLimit!);
    expect(betaLimit(null, betaProgramme.extraGenerations)).toBeNull();
  });
});
