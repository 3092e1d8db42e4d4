import { describe, expect, it } from "vitest";
import { fieldSpans, freeSpans, occurrencesOf, segmentsOf } from "./text-marks";

describe("marking fields in a contract's text", () => {
  const text = "Lerato Dlamini designs. Fee R100. Lerato Dlamini signs.";
  it("finds every place a piece of text appears", () => {
    expect(occurrencesOf(text, "Lerato Dlamini")).toEqual([
      { start: 0, end: 14 },
      { start: 34, end: 48 },
    ]);
    expect(occurrencesOf(text, "")).toEqual([]);
  });

  it("leaves out places already inside a field, and cuts the text into plain and marked pieces", () => {
    const fields = [{ label: "Fee", type: "money" as const, spans: [{ start: 28, end: 32 }] }];
    expect(freeSpans(occurrencesOf(text, "R100"), fields)).toEqual([]);
    expect(segmentsOf(text, fields)).toEqual([
      { start: 0, end: 28, field: null },
      { start: 28, end: 32, field: 0 },
      { start: 32, end: text.length, field: null },
    ]);
  });

  it("marking an amount as a money field takes its words with it; other fields keep what was selected", () => {
    const contract = "A fee of R6 850,00 (six thousand eight hundred and fifty rand), for the Services.";
    const figure = occurrencesOf(contract, "R6 850,00");
    const [money] = fieldSpans(contract, figure, "money");
    expect(contract.slice(money!.start, money!.end)).toBe("R6 850,00 (six thousand eight hundred and fifty rand)");
    expect(fieldSpans(contract, figure, "text")).toEqual(figure);
  });
});
