import { describe, expect, it } from "vitest";
import {
  formatLongDate,
  formatOrdinal,
  formatPercent,
  formatRand,
  formatWords,
  numberToWords,
} from "./template-formatters";

describe("template formatters", () => {
  it("writes rand the South African way", () => {
    expect(formatRand(1450000)).toBe("R14 500,00");
    expect(formatRand(99)).toBe("R0,99");
    expect(formatRand(123456789)).toBe("R1 234 567,89");
  });

  it("writes dates and percentages", () => {
    expect(formatLongDate("2025-02-01")).toBe("1 February 2025");
    expect(formatLongDate("2026-12-31")).toBe("31 December 2026");
    expect(formatPercent(8.5)).toBe("8,5%");
    expect(formatPercent(10)).toBe("10%");
    expect(formatOrdinal(1)).toBe("1st");
    expect(formatOrdinal(22)).toBe("22nd");
    expect(formatOrdinal(13)).toBe("13th");
  });

  it("writes numbers in words followed by the figure", () => {
    expect(formatWords(30)).toBe("thirty (30)");
    expect(formatWords(21)).toBe("twenty-one (21)");
    expect(numberToWords(0)).toBe("zero");
    expect(numberToWords(120)).toBe("one hundred and twenty");
    expect(numberToWords(4500)).toBe("four thousand five hundred");
    expect(numberToWords(2025)).toBe("two thousand and twenty-five");
  });
});
