import { describe, expect, it } from "vitest";
import type { TemplateField } from "../../../../common/templates";
import { fieldError, initialFormState, randToCents, stepsOf, toTemplateValues } from "./form-values";

const fields: TemplateField[] = [
  { key: "tenantName", label: "Tenant's full name", type: "text", required: true, question: "Who?", step: "Parties" },
  { key: "tenantEmail", label: "Tenant's email", type: "email", required: true, question: "Email?", step: "Parties" },
  { key: "monthlyRent", label: "Monthly rent", type: "money", required: true, question: "Rent?", step: "Money" },
  {
    key: "rentDueDay",
    label: "Day rent is due",
    type: "integer",
    required: true,
    question: "Day?",
    step: "Money",
    default: 1,
    min: 1,
    max: 31,
  },
  {
    key: "petsAllowed",
    label: "Pets allowed",
    type: "boolean",
    required: true,
    question: "Pets?",
    step: "Rules",
    default: false,
  },
  {
    key: "occupants",
    label: "Other occupants",
    type: "list",
    required: false,
    question: "Who else?",
    step: "Parties",
    itemFields: [{ key: "name", label: "Name", type: "text", required: true, question: "Name?", step: "Parties" }],
  },
];

describe("the builder's form values", () => {
  it("start from saved answers, then defaults; money shows in rand", () => {
    expect(initialFormState(fields, { monthlyRent: 1450000 })).toEqual({
      tenantName: "",
      tenantEmail: "",
      monthlyRent: "14500",
      rentDueDay: "1",
      petsAllowed: false,
      occupants: [],
    });
  });

  it("convert to template values: rand to cents, blanks and empty list items left out", () => {
    const state = {
      ...initialFormState(fields),
      tenantName: " Nomvula ",
      monthlyRent: "R14 500,50",
      occupants: [{ name: "Sipho" }, { name: "" }],
    };
    expect(toTemplateValues(fields, state)).toEqual({
      values: {
        tenantName: "Nomvula",
        monthlyRent: 1450050,
        rentDueDay: 1,
        petsAllowed: false,
        occupants: [{ name: "Sipho" }],
      },
      inputErrors: {},
    });
    expect(randToCents("fourteen")).toBeNull();
    expect(toTemplateValues(fields, { ...state, monthlyRent: "lots" }).inputErrors).toEqual({
      monthlyRent: "Enter monthly rent as an amount in rand, e.g. 14 500.",
    });
  });

  it("check each answer with the template's own rules", () => {
    const state = initialFormState(fields);
    expect(fieldError(fields[0]!, state)).toBe("Enter tenant's full name.");
    expect(fieldError(fields[1]!, { ...state, tenantEmail: "nomvula@" })).toBe("Enter a valid email address.");
    expect(fieldError(fields[3]!, { ...state, rentDueDay: "40" })).toBe("Day rent is due must be at most 31.");
    expect(fieldError(fields[5]!, state)).toBeNull();
  });

  it("group fields into steps in the order they come", () => {
    expect(stepsOf(fields).map((step) => [step.name, step.fields.length])).toEqual([
      ["Parties", 3],
      ["Money", 2],
      ["Rules", 1],
    ]);
  });
});
