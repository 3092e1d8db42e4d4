import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type TemplateField, templateSummarySchema } from "../../common/templates";
import { analyzeContract } from "../analysis/analyze-contract";
import { documentFromText } from "../analysis/document-from-text";
import {
  type ClauseNode,
  type ContractTemplate,
  CROSS_REFERENCE_PATTERN,
  placeholdersOf,
  type TemplateCondition,
} from "./contract-template";
import { contractTypeOfCategory } from "./contract-type-of-category";
import { draftDocumentText } from "./draft-document-text";
import { draftHighFindings } from "./draft-high-findings";
import { renderTemplate } from "./render-template";
import { TEMPLATE_FORMATTERS } from "./template-formatters";
import { findTemplate, listTemplates } from "./template-library";

const ZA_IDS = [
  "commercial-lease-za",
  "fixed-term-employment-za",
  "independent-contractor-za",
  "loan-agreement-za",
  "mutual-nda-za",
  "one-way-nda-za",
  "partnership-agreement-za",
  "permanent-employment-za",
  "popia-operator-agreement-za",
  "residential-lease-za",
  "sale-of-goods-za",
  "services-agreement-za",
  "website-terms-privacy-za",
];
/** Versions for the other stated jurisdictions, where the wording differs. */
const OTHER_IDS = ["mutual-nda-uk", "mutual-nda-us"];
const IDS = [...ZA_IDS, ...OTHER_IDS].sort();
/**
 * Branches the one-change-at-a-time variants cannot reach (a number or an optional value that
 * switches clauses on or off), rendered from the sample values with these changes.
 */
const EXTRA_VARIANTS: Record<string, Array<Record<string, unknown>>> = {
  "commercial-lease-za": [
    { escalationPercent: 0, operatingCosts: "included", otherCharges: [], parkingBays: undefined, deposit: 0 },
  ],
  "loan-agreement-za": [
    { relationship: "arms_length", interestRate: 12.5 },
    { relationship: "arms_length", interestRate: 18, repaymentType: "lump" },
    { relationship: "friends", interestRate: 9.5, repaymentType: "instalments" },
  ],
  "partnership-agreement-za": [
    {
      partnerThreeName: undefined,
      partnerOneShare: 50,
      partnerTwoShare: 50,
      assetsContributed: [],
      monthlyDrawings: undefined,
      nonSolicitMonths: undefined,
    },
  ],
  "permanent-employment-za": [{ benefits: [], previousServiceDate: undefined, noticeAfterYear: "two_months" }],
  "sale-of-goods-za": [
    {
      sellerType: "private",
      buyerIdNumber: undefined,
      knownDefects: [],
      extendedWarrantyMonths: undefined,
      directMarketing: true,
    },
  ],
  "services-agreement-za": [
    {
      clientType: "company",
      termType: "fixed",
      priceReviewPercent: undefined,
      responseHours: undefined,
      serviceLocation: undefined,
    },
  ],
  "website-terms-privacy-za": [
    { sellsOnline: false, usesCookies: false, directMarketing: false, hostedOutsideSa: false, signOff: true },
  ],
};
const NUMERIC_FORMATTERS = new Set(["rand", "words", "percent", "ordinal"]);
const NUMERIC_TYPES = new Set(["money", "integer", "percent"]);

const sampleValues = (id: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../templates/${id}/sample-values.json`, import.meta.url), "utf8"));

/** Every node with the list field it repeats over (if any, inherited by children). */
function nodesOf(
  nodes: readonly ClauseNode[],
  list: string | null = null,
): Array<{ node: ClauseNode; list: string | null }> {
  return nodes.flatMap((node) => {
    const own = node.each ?? list;
    return [{ node, list: own }, ...nodesOf(node.children ?? [], own)];
  });
}

function conditionFields(condition: TemplateCondition | undefined): string[] {
  if (!condition) return [];
  if ("all" in condition) return condition.all.flatMap(conditionFields);
  if ("any" in condition) return condition.any.flatMap(conditionFields);
  if ("not" in condition) return conditionFields(condition.not);
  return [condition.field];
}

/** Every text of the body with the list its `item.` placeholders refer to. */
function textsOf(template: ContractTemplate): Array<{ text: string; list: string | null }> {
  const { body } = template;
  return [
    { text: body.title, list: null },
    ...body.parties.flatMap((party) => [party.name, party.details ?? ""].map((text) => ({ text, list: null }))),
    ...body.signatures.flatMap((signature) =>
      [signature.party, signature.signatory ?? ""].map((text) => ({ text, list: null })),
    ),
    ...nodesOf(body.clauses).flatMap(({ node, list }) =>
      [node.heading ?? "", node.text ?? ""].map((text) => ({ text, list })),
    ),
  ];
}

/** Sample values with one select or boolean changed at a time: every branch of the body is rendered. */
function variantsOf(
  template: ContractTemplate,
  sample: Record<string, unknown>,
): Array<{ name: string; values: Record<string, unknown> }> {
  const variants = [{ name: "sample values", values: sample }];
  // required fields, plus the optional ones an included clause needs (e.g. the end date of a fixed term)
  const minimal: Record<string, unknown> = Object.fromEntries(
    Object.entries(sample).filter(([key]) => template.fields.find((f) => f.key === key)?.required),
  );
  for (const field of renderTemplate(template, minimal).missing) minimal[field.key] = sample[field.key];
  variants.push({ name: "required and needed fields, defaults for the rest", values: minimal });
  for (const field of template.fields) {
    const options =
      field.type === "select" ? field.options!.map((o) => o.value) : field.type === "boolean" ? [true, false] : [];
    for (const option of options)
      if (sample[field.key] !== option)
        variants.push({ name: `${field.key} = ${option}`, values: { ...sample, [field.key]: option } });
  }
  for (const changes of EXTRA_VARIANTS[template.id] ?? [])
    variants.push({ name: JSON.stringify(changes), values: { ...sample, ...changes } });
  return variants;
}

describe("template library", () => {
  it("lists at least twelve South African templates, and the other jurisdictions' versions, as valid summaries", () => {
    const summaries = listTemplates();
    expect(summaries.map((s) => s.id).sort()).toEqual(IDS);
    // South African first (what "an NDA" means here), then the other jurisdictions, each by title
    expect(summaries.map((s) => s.id)).toEqual(
      [...ZA_IDS.map((id) => findTemplate(id)!), ...OTHER_IDS.map((id) => findTemplate(id)!)]
        .sort(
          (a, b) =>
            (a.jurisdiction === "ZA" ? 0 : 1) - (b.jurisdiction === "ZA" ? 0 : 1) || a.title.localeCompare(b.title),
        )
        .map((t) => t.id),
    );
    expect(summaries.find((s) => s.category === "nda")?.id).toBe("mutual-nda-za");
    for (const summary of summaries) expect(templateSummarySchema.parse(summary)).toEqual(summary);
    expect(
      summaries
        .filter((s) => s.jurisdiction === "ZA")
        .map((s) => s.id)
        .sort(),
    ).toEqual(ZA_IDS);
    expect(ZA_IDS.length).toBeGreaterThanOrEqual(12);
    expect(
      summaries
        .filter((s) => s.jurisdiction !== "ZA")
        .every((s) => s.jurisdiction !== "unknown" && s.id.endsWith(`-${s.jurisdiction.toLowerCase()}`)),
    ).toBe(true);
    // every category has at least one South African template
    expect(new Set(summaries.filter((s) => s.jurisdiction === "ZA").map((s) => s.category))).toEqual(
      new Set(Object.keys(contractTypeOfCategory)),
    );
    expect(findTemplate("no-such-template")).toBeUndefined();
    expect(findTemplate("../../package")).toBeUndefined();
  });

  it("the analysis check can fail: an unlawful deposit clause in the lease gives a high finding", () => {
    const lease = findTemplate("residential-lease-za")!;
    const clauses = lease.body.clauses.map((node) =>
      node.id === "deposit"
        ? {
            ...node,
            children: [
              { id: "deposit-bad", text: "The deposit of {{deposit|rand}} is non-refundable and earns no interest." },
            ],
          }
        : node,
    );
    const broken: ContractTemplate = { ...lease, body: { ...lease.body, clauses } };
    const findings = draftHighFindings(broken, renderTemplate(broken, sampleValues("residential-lease-za")).document);
    expect(findings.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining(["za.rha.deposit-non-refundable", "za.rha.deposit-not-interest-bearing"]),
    );
  });

  describe.each(IDS)("%s", (id) => {
    const template = findTemplate(id)!;
    const fields = new Map(template.fields.map((field) => [field.key, field]));

    it("uses every field in the body, and every placeholder is a defined field with a suitable formatter", () => {
      const used = new Set<string>();
      for (const { text, list } of textsOf(template)) {
        for (const { key, formatter } of placeholdersOf(text)) {
          let field: TemplateField | undefined;
          if (key.startsWith("item.")) {
            expect(list, `${key} outside an each clause`).not.toBeNull();
            field = fields.get(list!)?.itemFields?.find((f) => f.key === key.slice(5));
            used.add(list!);
          } else {
            field = fields.get(key);
            used.add(key);
          }
          expect(field, `{{${key}}} in "${text.slice(0, 60)}"`).toBeDefined();
          if (formatter) {
            expect(TEMPLATE_FORMATTERS[formatter], `formatter ${formatter}`).toBeDefined();
            if (NUMERIC_FORMATTERS.has(formatter))
              expect(NUMERIC_TYPES.has(field!.type), `${key}|${formatter}`).toBe(true);
            if (formatter === "date") expect(field!.type).toBe("date");
          }
        }
      }
      for (const { node } of nodesOf(template.body.clauses)) {
        for (const key of conditionFields(node.when)) {
          if (!key.startsWith("item.")) {
            expect(fields.has(key), `condition on ${key}`).toBe(true);
            used.add(key);
          }
        }
        if (node.each) {
          expect(fields.get(node.each)?.type).toBe("list");
          used.add(node.each);
        }
      }
      for (const party of [...template.body.parties, ...template.body.signatures])
        for (const key of conditionFields(party.when)) used.add(key);
      expect(template.fields.map((f) => f.key).filter((key) => !used.has(key))).toEqual([]);
    });

    it("has unique clause ids and cross-references only to its own clauses", () => {
      const ids = nodesOf(template.body.clauses).map(({ node }) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const { text } of textsOf(template))
        for (const match of text.matchAll(CROSS_REFERENCE_PATTERN)) expect(ids).toContain(match[1]);
    });

    it("gives every field a question, a step and, for choices, options; defaults are valid values", () => {
      for (const field of [...template.fields, ...template.fields.flatMap((f) => f.itemFields ?? [])]) {
        expect(field.question.trim().length, field.key).toBeGreaterThan(10);
        expect(field.question.trim().endsWith("?") || field.question.includes("?"), field.key).toBe(true);
        expect(field.step.trim().length, field.key).toBeGreaterThan(0);
        if (field.type === "select") expect(field.options?.length, field.key).toBeGreaterThan(1);
      }
      expect(renderTemplate(template, {}).invalid).toEqual([]);
      // the form builder shows one step per group: a short wizard, not one long page or dozens of pages
      const steps = new Set(template.fields.map((field) => field.step));
      expect(steps.size, [...steps].join(", ")).toBeGreaterThanOrEqual(2);
      expect(steps.size, [...steps].join(", ")).toBeLessThanOrEqual(5);
      for (const field of template.fields)
        for (const item of field.itemFields ?? []) expect(item.step, `${field.key}.${item.key}`).toBe(field.step);
    });

    it("labels every field differently, so each form control has its own name", () => {
      for (const fields of [template.fields, ...template.fields.map((field) => field.itemFields ?? [])]) {
        const labels = fields.map((field) => field.label);
        expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
      }
    });

    it("renders completely with defaults and sample values, in every branch", () => {
      for (const variant of variantsOf(template, sampleValues(id))) {
        const result = renderTemplate(template, variant.values);
        expect({ variant: variant.name, missing: result.missing.map((f) => f.key), invalid: result.invalid }).toEqual({
          variant: variant.name,
          missing: [],
          invalid: [],
        });
        expect(result.complete).toBe(true);
        const text = draftDocumentText(result.document);
        expect(text, variant.name).not.toMatch(/\{\{|\}\}|\[[a-z][^\]]*\]|\[clause not included\]|undefined|NaN/);
      }
    });

    it("gives no high- or medium-severity finding in our own analysis, from either side, in every branch", () => {
      const sample = sampleValues(id);
      for (const variant of variantsOf(template, sample)) {
        const text = draftDocumentText(renderTemplate(template, variant.values).document);
        for (const side of [...template.body.sides, undefined]) {
          const result = analyzeContract(documentFromText(text), side ? { side } : {});
          expect(result.jurisdiction.code).toBe(template.jurisdiction);
          expect(result.contractType.value, variant.name).toBe(contractTypeOfCategory[template.category]);
          if (side) expect(result.sides.source, `side ${side}`).toBe("user");
          const serious = result.findings
            .filter((f) => f.severity !== "low")
            .map((f) => `${f.severity} ${f.ruleId} @ ${f.citation?.quote.slice(0, 80) ?? "missing"}`);
          expect({ variant: variant.name, side, serious }).toEqual({ variant: variant.name, side, serious: [] });
        }
      }
      expect(draftHighFindings(template, renderTemplate(template, sample).document)).toEqual([]);
    });
  });
});

describe("templates where the law turns on the facts", () => {
  const textOf = (id: string, changes: Record<string, unknown>) =>
    draftDocumentText(renderTemplate(findTemplate(id)!, { ...sampleValues(id), ...changes }).document);

  it("loan: the National Credit Act position follows the parties' relationship and whether interest is charged", () => {
    const family = textOf("loan-agreement-za", { relationship: "family", interestRate: 0 });
    expect(family).toContain("do not deal with each other at arm's length as described in section 4(2)(b)");
    expect(family).toContain("The loan is interest-free.");
    const freeAtArmsLength = textOf("loan-agreement-za", { relationship: "arms_length", interestRate: 0 });
    expect(freeAtArmsLength).toContain("it is not a credit agreement as defined in section 8");
    const withInterest = textOf("loan-agreement-za", { relationship: "arms_length", interestRate: 12.5 });
    expect(withInterest).toContain("the National Credit Act 34 of 2005 (the “NCA”) may apply to this loan");
    expect(withInterest).toContain("12,5% per annum");
    expect(withInterest).toMatch(
      /may never exceed the unpaid Principal Amount at the time of default \(the in duplum rule/,
    );
    expect(withInterest).toContain("section 129(1) of the NCA");
  });

  it("sale of goods: a business seller keeps the CPA quality rights and six-month warranty; a private seller sells without a warranty but not against concealed defects", () => {
    const business = textOf("sale-of-goods-za", { sellerType: "business" });
    expect(business).toContain("Within 6 (six) months after delivery, the Buyer may return Goods");
    expect(business).toContain("expressly agrees to accept the Goods with them (section 55(6)");
    expect(business).not.toMatch(/voetstoots|\bas is\b/i);
    const privateSale = textOf("sale-of-goods-za", { sellerType: "private", directMarketing: true });
    expect(privateSale).not.toContain("section 56 of the CPA");
    expect(privateSale).not.toContain("Cooling-off".toUpperCase());
    expect(privateSale).toContain(
      "does not protect the Seller against a defect that it knew of and deliberately concealed",
    );
  });

  it("services: only a consumer on a fixed term gets the CPA's cancellation and expiry-notice clauses", () => {
    const consumer = textOf("services-agreement-za", { clientType: "individual", termType: "fixed" });
    expect(consumer).toContain(
      "20 (twenty) business days' written notice, as section 14 of the Consumer Protection Act 68 of 2008 allows",
    );
    expect(consumer).toContain(
      "Not more than 80 (eighty) and not less than 40 (forty) business days before the Term ends",
    );
    const company = textOf("services-agreement-za", { clientType: "company", termType: "fixed" });
    expect(company).not.toContain("section 14 of the Consumer Protection Act");
    expect(company).toContain("continues from month to month");
  });

  it("website terms: the ECT Act's cooling-off and ordering clauses appear only when the website sells online", () => {
    const shop = textOf("website-terms-privacy-za", { sellsOnline: true });
    expect(shop).toContain("Under section 44 of the ECT Act you may cancel an order");
    expect(shop).toContain("correct any mistakes, or cancel it");
    const brochure = textOf("website-terms-privacy-za", { sellsOnline: false, signOff: false });
    expect(brochure).not.toContain("section 44 of the ECT Act");
    expect(brochure).not.toContain("SIGNED at");
    expect(textOf("website-terms-privacy-za", { signOff: true })).toContain("SIGNED at");
  });
});
