import { describe, expect, it } from "vitest";
import { durationInDays, parseDurations } from "./parse-durations";

describe("parseDurations", () => {
  it.each([
    ["within thirty (30) days of", { value: 30, unit: "day" }],
    ["not less than 2 (two) calendar months before", { value: 2, unit: "month" }],
    ["on 1 (one) week's written notice", { value: 1, unit: "week" }],
    ["on 20 business days' notice", { value: 20, unit: "business_day" }],
    ["a period of twelve months", { value: 12, unit: "month" }],
    ["twenty-one consecutive days", { value: 21, unit: "day" }],
    ["60 (sixty) hours per week", { value: 60, unit: "hour" }],
    ["on 1 (one) day's written notice", { value: 1, unit: "day" }],
    ["for a further period of 12 (twelve) months", { value: 12, unit: "month" }],
  ])("reads %j", (text, expected) => {
    expect(parseDurations(text)[0]).toMatchObject(expected);
  });

  it("gives offsets into the text", () => {
    const text = "Notice: thirty (30) days.";
    const [found] = parseDurations(text);
    expect(text.slice(found!.start, found!.end)).toBe("thirty (30) days");
  });

  it("trusts the words when figures and words disagree", () => {
    expect(parseDurations("within 3 (thirty) days")[0]).toMatchObject({ value: 30, unit: "day" });
  });

  it("finds nothing in text without durations", () => {
    expect(parseDurations("The Tenant shall keep the Premises clean.")).toEqual([]);
  });

  it("compares durations in days", () => {
    expect(durationInDays({ value: 1, unit: "week" })).toBe(7);
    expect(durationInDays({ value: 20, unit: "business_day" })).toBe(28);
  });
});
