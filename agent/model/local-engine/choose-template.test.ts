import { describe, expect, it } from "vitest";
import type { TemplateSummary } from "../../../common/templates";
import { chooseTemplate, templateCategoryOf } from "./intents";

const summary = (
  id: string,
  category: TemplateSummary["category"],
  jurisdiction: TemplateSummary["jurisdiction"],
  title: string,
): TemplateSummary => ({ id, category, jurisdiction, title, description: "" });
// sorted by title, as listTemplates returns them: the English NDA comes first
const templates = [
  summary("fixed-term-employment-za", "employment", "ZA", "Fixed-term employment contract (South Africa)"),
  summary("mutual-nda-uk", "nda", "UK", "Mutual non-disclosure agreement (England and Wales)"),
  summary("mutual-nda-za", "nda", "ZA", "Mutual non-disclosure agreement (South Africa)"),
  summary("one-way-nda-za", "nda", "ZA", "One-way non-disclosure agreement (South Africa)"),
  summary("permanent-employment-za", "employment", "ZA", "Permanent employment contract (South Africa)"),
];

describe("chooseTemplate (local engine)", () => {
  it("drafts under South African law unless the user names another jurisdiction", () => {
    expect(chooseTemplate(templates, "nda", "I need a mutual NDA please")?.id).toBe("mutual-nda-za");
    expect(chooseTemplate(templates, "nda", "I need a mutual NDA under English law")?.id).toBe("mutual-nda-uk");
  });

  it("picks the template whose title matches the user's words; an employment contract without an end date is permanent", () => {
    expect(chooseTemplate(templates, "nda", "Draft a one-way NDA for an investor pitch")?.id).toBe("one-way-nda-za");
    expect(chooseTemplate(templates, "employment", "I need a permanent employment contract for a supervisor")?.id).toBe(
      "permanent-employment-za",
    );
    expect(chooseTemplate(templates, "employment", "Draft an employment contract")?.id).toBe("permanent-employment-za");
    expect(
      chooseTemplate(templates, "employment", "Draft a 6-month employment contract for a seasonal picker")?.id,
    ).toBe("fixed-term-employment-za");
    expect(chooseTemplate(templates, "employment", "Help us draft a fixed-term employment contract")?.id).toBe(
      "fixed-term-employment-za",
    );
    expect(chooseTemplate(templates, "loan", "Draft a loan agreement")).toBeUndefined();
  });

  it("reads the category of the contract asked for", () => {
    expect(templateCategoryOf("Draft a commercial lease for my shop")).toBe("commercial_lease");
    expect(templateCategoryOf("I need an office lease")).toBe("commercial_lease");
    expect(templateCategoryOf("Draft a lease for my flat")).toBe("residential_lease");
    expect(templateCategoryOf("I need a privacy policy for my website")).toBe("website");
    expect(templateCategoryOf("Draft a POPIA operator agreement with our payroll provider")).toBe("privacy");
  });
});
