import { describe, expect, it } from "vitest";
import { parseDates } from "./parse-dates";

describe("parseDates", () => {
  it.each([
    ["1 February 2025", "2025-02-01"],
    ["the 1st day of March 2025", "2025-03-01"],
    ["February 1, 2025", "2025-02-01"],
    ["Sept. 30, 1999", "1999-09-30"],
    ["2025-02-01", "2025-02-01"],
    ["24/01/2025", "2025-01-24"],
  ])("reads %j", (text, iso) => {
    expect(parseDates(text)[0]?.iso).toBe(iso);
  });

  it("reads numeric dates month first for US contracts", () => {
    expect(parseDates("6/21/99", { monthFirst: true })[0]?.iso).toBe("1999-06-21");
  });

  it("does not read a clause number as a date", () => {
    expect(parseDates('1.1.10 "Event" means the wedding; 1.1.11 "Fees" means the fees')).toEqual([]);
    expect(parseDates("on 01.03.2025")[0]?.iso).toBe("2025-03-01");
  });

  it("rejects impossible dates", () => {
    expect(parseDates("13/13/2025")).toEqual([]);
  });
});
