import { describe, expect, it } from "vitest";
import { parseAmounts, parseFigure } from "./parse-amounts";

describe("parseAmounts", () => {
  it.each([
    ["R5 000,00", 5000, "ZAR"],
    ["R 12,500.00", 12500, "ZAR"],
    ["R14 500,00 (fourteen thousand five hundred rand)", 14500, "ZAR"],
    ["an administration fee of R350,00", 350, "ZAR"],
    ["ZAR 1 250 000", 1250000, "ZAR"],
    ["$1,000,000", 1000000, "USD"],
    ["US$2.5 million", 2500000, "USD"],
    ["€ 2.000,50", 2000.5, "EUR"],
    ["£750", 750, "GBP"],
  ])("reads %j", (text, value, currency) => {
    expect(parseAmounts(text)[0]).toMatchObject({ value, currency });
  });

  it("does not read percentages or clause numbers as money", () => {
    expect(parseAmounts("escalate by 8% under clause 4.4 and Rule 5")).toEqual([]);
  });

  it("handles decimal commas and thousands separators", () => {
    expect(parseFigure("5 000,00")).toBe(5000);
    expect(parseFigure("12,500.00")).toBe(12500);
    expect(parseFigure("1.250.000,50")).toBe(1250000.5);
    expect(parseFigure("12,500")).toBe(12500);
  });
});
