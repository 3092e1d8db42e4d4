import { describe, expect, it } from "vitest";
import { hasAmountInWords, isAmountInWords, widenAmountSpan } from "./amount-words";

/** The span of `needle` in `text`, widened as a marked amount is. */
function widened(text: string, needle: string): string {
  const start = text.indexOf(needle);
  const span = widenAmountSpan(text, { start, end: start + needle.length });
  return text.slice(span.start, span.end);
}

describe("amounts written in words", () => {
  it("recognises the ways contracts write them", () => {
    for (const words of [
      "six thousand eight hundred and fifty rand",
      "Six Thousand Eight Hundred and Fifty Rand Only",
      "one thousand eight hundred rands and fifty cents",
      "twenty-five thousand South African Rand",
      "ninety",
    ]) {
      expect(isAmountInWords(words), words).toBe(true);
    }
    for (const other of ["the Services", "and only", "rand", "R6 850,00", ""]) {
      expect(isAmountInWords(other), other).toBe(false);
    }
  });

  it("a marked figure takes in its words in brackets after it, in any style", () => {
    expect(widened("a fee of R6 850,00 (six thousand eight hundred and fifty rand), for", "R6 850,00")).toBe(
      "R6 850,00 (six thousand eight hundred and fifty rand)",
    );
    expect(widened("pay R6,850.00 ( Six Thousand Eight Hundred and Fifty Rand Only ) monthly", "R6,850.00")).toBe(
      "R6,850.00 ( Six Thousand Eight Hundred and Fifty Rand Only )",
    );
  });

  it("words before a bracketed figure are taken in too, and a marked amount in words takes its figure", () => {
    expect(widened("a fee of six thousand eight hundred and fifty rand (R6 850,00) a month", "R6 850,00")).toBe(
      "six thousand eight hundred and fifty rand (R6 850,00)",
    );
    expect(
      widened(
        "a fee of R6 850 (six thousand eight hundred and fifty rand).",
        "six thousand eight hundred and fifty rand",
      ),
    ).toBe("R6 850 (six thousand eight hundred and fifty rand)");
  });

  it("leaves an amount alone when no words go with it, and brackets that hold something else", () => {
    expect(widened("The fee is R12 000, payable within 7 days.", "R12 000")).toBe("R12 000");
    expect(widened("R500 (see clause 4) is due", "R500")).toBe("R500");
    expect(widened("Lerato Dlamini (the Designer)", "Lerato Dlamini")).toBe("Lerato Dlamini");
  });

  it("tells whether a marked amount holds words", () => {
    expect(hasAmountInWords("R6 850,00 (six thousand eight hundred and fifty rand)")).toBe(true);
    expect(hasAmountInWords("six thousand rand (R6 000)")).toBe(true);
    expect(hasAmountInWords("R6 850,00")).toBe(false);
  });
});
