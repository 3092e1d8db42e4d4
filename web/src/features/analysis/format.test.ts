import { describe, expect, it } from "vitest";
import { formatAmount, formatContractDate, formatDuration, isNotSure, sentenceCase } from "./format";

describe("formats", () => {
  it("writes durations with singular and plural units", () => {
    expect(formatDuration({ value: 1, unit: "month" })).toBe("1 month");
    expect(formatDuration({ value: 14, unit: "business_day" })).toBe("14 business days");
  });

  it("writes ISO dates in words and leaves other text alone", () => {
    expect(formatContractDate("2025-02-01")).toBe("1 February 2025");
    expect(formatContractDate("the first of the month")).toBe("the first of the month");
  });

  it("writes rand amounts", () => {
    expect(formatAmount(14500, "ZAR")).toMatch(/^R\s?14\s?500,00$/);
    expect(formatAmount(10, "???")).toBe("??? 10");
  });

  it("capitalises labels and marks low confidence as not sure", () => {
    expect(sentenceCase("deposit due")).toBe("Deposit due");
    expect(isNotSure(0.6)).toBe(true);
    expect(isNotSure(0.8)).toBe(false);
  });
});
