import { describe, expect, it } from "vitest";
import { budgetStatus, NO_DESIGN_BUDGET } from "./figure";

describe("budgetStatus", () => {
  it("reads DESIGN.md's limits, converting the figure's unit to the budget's", () => {
    expect(budgetStatus({ name: "20-page upload", value: 2900, unit: "ms", budget: "≤ 3 s (offline)" })).toBe("met");
    expect(budgetStatus({ name: "20-page upload", value: 3100, unit: "ms", budget: "≤ 3 s (offline)" })).toBe("missed");
    expect(budgetStatus({ name: "throughput", value: 1999, unit: "req/s", budget: "≥ 2000 req/s" })).toBe("missed");
    expect(budgetStatus({ name: "p95", value: 50, unit: "ms", budget: "p95 ≤ 50 ms (non-AI routes)" })).toBe("met");
    expect(budgetStatus({ name: "photo", value: 2.6, unit: "s", budget: "≤ 2.5 s/page" })).toBe("missed");
    expect(budgetStatus({ name: "score", value: 90, unit: "score", budget: "≥ 90 score" })).toBe("met");
  });

  it("tells a suggested limit from a DESIGN.md budget, and says when there is none or it cannot be read", () => {
    expect(
      budgetStatus({ name: "search", value: 80, unit: "ms", budget: `${NO_DESIGN_BUDGET}; suggested p95 ≤ 100 ms` }),
    ).toBe("met (suggested limit)");
    expect(
      budgetStatus({ name: "search", value: 120, unit: "ms", budget: `${NO_DESIGN_BUDGET}; suggested p95 ≤ 100 ms` }),
    ).toBe("missed (suggested limit)");
    expect(budgetStatus({ name: "build", value: 12, unit: "s" })).toBe("no budget");
    expect(budgetStatus({ name: "rss", value: 300, unit: "pages", budget: "≤ 400 MB" })).toBe("unclear");
    expect(budgetStatus({ name: "rss", value: Number.NaN, unit: "MB", budget: "≤ 400 MB" })).toBe("unclear");
  });
});
