import { describe, expect, it } from "vitest";
import { nextQuestions } from "./next-questions";
import { testTemplate } from "./test-template";

const keys = (fields: Array<{ key: string }>) => fields.map((field) => field.key);

describe("nextQuestions", () => {
  it("asks for required fields first, in step order, two at a time by default", () => {
    // steps in field order: Parties, Money, Term, Rules
    expect(keys(nextQuestions(testTemplate, {}))).toEqual(["tenantName", "monthlyRent"]);
    expect(keys(nextQuestions(testTemplate, { tenantName: "Nomvula" }))).toEqual(["monthlyRent", "startDate"]);
    expect(keys(nextQuestions(testTemplate, {}, 1))).toEqual(["tenantName"]);
  });

  it("asks again for a rejected value before anything else", () => {
    expect(keys(nextQuestions(testTemplate, { tenantName: "Nomvula", startDate: "soon" }))).toEqual([
      "startDate",
      "monthlyRent",
    ]);
  });

  it("asks for an optional field once an included clause needs it", () => {
    const values = { tenantName: "Nomvula", monthlyRent: 1450000, startDate: "2025-02-01", petsAllowed: true };
    expect(keys(nextQuestions(testTemplate, values))).toEqual(["petDetails", "tenantEmail"]);
  });

  it("then offers important optional fields, and is empty when everything is given", () => {
    const values = { tenantName: "Nomvula", monthlyRent: 1450000, startDate: "2025-02-01" };
    expect(keys(nextQuestions(testTemplate, values))).toEqual(["tenantEmail"]);
    expect(nextQuestions(testTemplate, { ...values, tenantEmail: "nomvula@example.co.za" })).toEqual([]);
  });
});
