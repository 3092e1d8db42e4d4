import { describe, expect, it } from "vitest";
import type { TemplateField } from "../../../common/templates";
import { parseAnswers } from "./interview";

const field = (key: string, type: TemplateField["type"], required: boolean): TemplateField => ({
  key,
  label: key,
  type,
  required,
  question: `${key}?`,
  step: "Test",
});

describe("parseAnswers with two fields", () => {
  const dates = [field("startDate", "date", true), field("endDate", "date", false)];
  const names = [field("landlordName", "text", true), field("landlordIdNumber", "text", false)];

  it("records a skipped optional date instead of leaving it to be asked again or guessed", () => {
    expect(parseAnswers(dates, "1 March 2026, skip", {})).toEqual({
      values: { startDate: "2026-03-01" },
      skipped: ["endDate"],
    });
  });

  it("still reads the end date from a duration", () => {
    expect(parseAnswers(dates, "1 March 2026 for 12 months", {}).values).toEqual({
      startDate: "2026-03-01",
      endDate: "2027-02-28",
    });
  });

  it("gives each free-text field its own answer when they are separated", () => {
    expect(parseAnswers(names, "Nomvula Khumalo; 8806155555088", {}).values).toEqual({
      landlordName: "Nomvula Khumalo",
      landlordIdNumber: "8806155555088",
    });
    expect(parseAnswers(names, "Nomvula Khumalo\n8806155555088", {}).values).toEqual({
      landlordName: "Nomvula Khumalo",
      landlordIdNumber: "8806155555088",
    });
  });

  it("does not copy one answer into both fields when it cannot tell them apart", () => {
    const { values } = parseAnswers(names, "Tafelberg Residential Rentals (Pty) Ltd", {});
    expect(values).toEqual({ landlordName: "Tafelberg Residential Rentals (Pty) Ltd" });
  });
});
