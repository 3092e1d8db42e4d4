import { describe, expect, it } from "vitest";
import { type TemplateField, templateValuesSchema } from "./templates";

const fields: TemplateField[] = [
  {
    key: "tenantName",
    label: "Tenant's name",
    type: "text",
    required: true,
    question: "Who is the tenant?",
    step: "Parties",
  },
  {
    key: "monthlyRent",
    label: "Monthly rent",
    type: "money",
    required: true,
    question: "What is the monthly rent?",
    step: "Money",
    min: 1,
  },
  {
    key: "petsAllowed",
    label: "Pets allowed",
    type: "boolean",
    required: false,
    question: "May the tenant keep pets?",
    step: "Rules",
  },
  {
    key: "paymentMethod",
    label: "Payment method",
    type: "select",
    required: true,
    question: "How is rent paid?",
    step: "Money",
    options: [
      { value: "eft", label: "EFT" },
      { value: "cash", label: "Cash" },
    ],
  },
  {
    key: "occupants",
    label: "Occupants",
    type: "list",
    required: true,
    question: "Who else will live there?",
    step: "Parties",
    itemFields: [{ key: "name", label: "Name", type: "text", required: true, question: "Name?", step: "Parties" }],
  },
];

describe("templateValuesSchema", () => {
  const schema = templateValuesSchema(fields);

  it("accepts complete values and leaves optional fields out", () => {
    const result = schema.safeParse({
      tenantName: "Nomvula Khumalo",
      monthlyRent: 1450000,
      paymentMethod: "eft",
      occupants: [{ name: "Sipho" }],
    });
    expect(result.success).toBe(true);
  });

  it("names what is wrong in the user's words", () => {
    const result = schema.safeParse({ tenantName: " ", monthlyRent: 0, paymentMethod: "cheque", occupants: [] });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Enter tenant's name.",
        "Monthly rent must be at least 1.",
        "Choose one of the options for payment method.",
        "Add at least 1.",
      ]),
    );
  });
});
