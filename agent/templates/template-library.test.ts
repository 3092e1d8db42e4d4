import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { templateSummarySchema, type TemplateField } from "../../common/templates";
import { analyzeContract } from "../analysis/analyze-contract";
import { documentFromText } from "../analysis/document-from-text";
import { CROSS_REFERENCE_PATTERN, placeholdersOf, type ClauseNode, type ContractTemplate, type TemplateCondition } from "./contract-template";
import { draftDocumentText } from "./draft-document-text";
import { draftHighFindings } from "./draft-high-findings";
import { renderTemplate } from "./render-template";
import { TEMPLATE_FORMATTERS } from "./template-formatters";
import { findTemplate, listTemplates } from "./template-library";

const IDS = ["fixed-term-employment-za", "independent-contractor-za", "mutual-nda-za", "residential-lease-za"];
const NUMERIC_FORMATTERS = new Set(["rand", "words", "percent", "ordinal"]);
const NUMERIC_TYPES = new Set(["money", "integer", "percent"]);

const sampleValues = (id: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../templates/${id}/sample-values.json`, import.meta.url), "utf8"));

/** Every node with the list field it repeats over (if any, inherited by children). */
function nodesOf(nodes: readonly ClauseNode[], list: string | null = null): Array<{ node: ClauseNode; list: string | null }> {
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
    ...body.signatures.flatMap((signature) => [signature.party, signature.signatory ?? ""].map((text) => ({ text, list: null }))),
    ...nodesOf(body.clauses).flatMap(({ node, list }) => [node.heading ?? "", node.text ?? ""].map((text) => ({ text, list }))),
  ];
}

/** Sample values with one select or boolean changed at a time: every branch of the body is rendered. */
function variantsOf(template: ContractTemplate, sample: Record<string, unknown>): Array<{ name: string; values: Record<string, unknown> }> {
  const variants = [{ name: "sample values", values: sample }];
  // required fields, plus the optional ones an included clause needs (e.g. the end date of a fixed term)
  const minimal: Record<string, unknown> = Object.fromEntries(Object.entries(sample).filter(([key]) => template.fields.find((f) => f.key === key)?.required));
  for (const field of renderTemplate(template, minimal).missing) minimal[field.key] = sample[field.key];
  variants.push({ name: "required and needed fields, defaults for the rest", values: minimal });
  for (const field of template.fields) {
    const options = field.type === "select" ? field.options!.map((o) => o.value) : field.type === "boolean" ? [true, false] : [];
    for (const option of options) if (sample[field.key] !== option) variants.push({ name: `${field.key} = ${option}`, values: { ...sample, [field.key]: option } });
  }
  return variants;
}

describe("template library", () => {
  it("lists the four South African templates as valid summaries", () => {
    const summaries = listTemplates();
    expect(summaries.map((s) => s.id).sort()).toEqual(IDS);
    for (const summary of summaries) expect(templateSummarySchema.parse(summary)).toEqual(summary);
    expect(summaries.every((s) => s.jurisdiction === "ZA")).toBe(true);
    expect(findTemplate("no-such-template")).toBeUndefined();
    expect(findTemplate("../../package")).toBeUndefined();
  });

  it("the analysis check can fail: an unlawful deposit clause in the lease gives a high finding", () => {
    const lease = findTemplate("residential-lease-za")!;
    const clauses = lease.body.clauses.map((node) => (node.id === "deposit" ? { ...node, children: [{ id: "deposit-bad", text: "The deposit of {{deposit|rand}} is non-refundable and earns no interest." }] } : node));
    const broken: ContractTemplate = { ...lease, body: { ...lease.body, clauses } };
    const findings = draftHighFindings(broken, renderTemplate(broken, sampleValues("residential-lease-za")).document);
    expect(findings.map((f) => f.ruleId)).toEqual(expect.arrayContaining(["za.rha.deposit-non-refundable", "za.rha.deposit-not-interest-bearing"]));
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
            if (NUMERIC_FORMATTERS.has(formatter)) expect(NUMERIC_TYPES.has(field!.type), `${key}|${formatter}`).toBe(true);
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
      for (const party of [...template.body.parties, ...template.body.signatures]) for (const key of conditionFields(party.when)) used.add(key);
      expect(template.fields.map((f) => f.key).filter((key) => !used.has(key))).toEqual([]);
    });

    it("has unique clause ids and cross-references only to its own clauses", () => {
      const ids = nodesOf(template.body.clauses).map(({ node }) => node.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const { text } of textsOf(template)) for (const match of text.matchAll(CROSS_REFERENCE_PATTERN)) expect(ids).toContain(match[1]);
    });

    it("gives every field a question, a step and, for choices, options; defaults are valid values", () => {
      for (const field of [...template.fields, ...template.fields.flatMap((f) => f.itemFields ?? [])]) {
        expect(field.question.trim().length, field.key).toBeGreaterThan(10);
        expect(field.question.trim().endsWith("?") || field.question.includes("?"), field.key).toBe(true);
        expect(field.step.trim().length, field.key).toBeGreaterThan(0);
        if (field.type === "select") expect(field.options?.length, field.key).toBeGreaterThan(1);
      }
      expect(renderTemplate(template, {}).invalid).toEqual([]);
    });

    it("renders completely with defaults and sample values, in every branch", () => {
      for (const variant of variantsOf(template, sampleValues(id))) {
        const result = renderTemplate(template, variant.values);
        expect({ variant: variant.name, missing: result.missing.map((f) => f.key), invalid: result.invalid }).toEqual({ variant: variant.name, missing: [], invalid: [] });
        expect(result.complete).toBe(true);
        const text = draftDocumentText(result.document);
        expect(text, variant.name).not.toMatch(/\{\{|\}\}|\[[a-z][^\]]*\]|\[clause not included\]|undefined|NaN/);
      }
    });

    it("gives no high-severity finding in our own analysis, from either side, in every branch", () => {
      const sample = sampleValues(id);
      for (const variant of variantsOf(template, sample)) {
        const text = draftDocumentText(renderTemplate(template, variant.values).document);
        for (const side of [...template.body.sides, undefined]) {
          const result = analyzeContract(documentFromText(text), side ? { side } : {});
          expect(result.jurisdiction.code).toBe("ZA");
          expect(result.contractType.value).toBe(template.category === "residential_lease" ? "residential_lease" : template.category === "independent_contractor" ? "independent_contractor" : template.category);
          if (side) expect(result.sides.source, `side ${side}`).toBe("user");
          const high = result.findings.filter((f) => f.severity === "high").map((f) => `${f.ruleId} @ ${f.citation?.quote.slice(0, 80) ?? "missing"}`);
          expect({ variant: variant.name, side, high }).toEqual({ variant: variant.name, side, high: [] });
        }
      }
      expect(draftHighFindings(template, renderTemplate(template, sample).document)).toEqual([]);
    });
  });
});
