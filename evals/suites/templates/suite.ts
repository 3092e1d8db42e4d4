import { existsSync, readFileSync } from "node:fs";
import { renderContractDocx } from "../../../agent/export/render-contract-docx";
import type { ContractTemplate } from "../../../agent/templates/contract-template";
import { draftDocumentText } from "../../../agent/templates/draft-document-text";
import { draftHighFindings } from "../../../agent/templates/draft-high-findings";
import { renderTemplate } from "../../../agent/templates/render-template";
import { findTemplate, listTemplates } from "../../../agent/templates/template-library";
import type { Finding } from "../../../common/analysis";
import type { TemplateField } from "../../../common/templates";
import type { EvalSuite } from "../../framework/types";
import { answerExcludes } from "../../scorers/answer-contains";
import { documentExported } from "../../scorers/document-exported";
import { noHighFindings } from "../../scorers/no-high-findings";
import { readingLevelAtMost } from "../../scorers/reading-level";
import { rendersComplete } from "../../scorers/renders-complete";

/**
 * Plain-language bar for a generated contract (Flesch–Kincaid grade). Contracts run longer
 * sentences than chat answers (the agent aims at grade 8); most templates measure 10.5–14, the NDAs and the POPIA operator agreement 16–17.
 */
const MAX_TEMPLATE_GRADE = 14;

type TemplateCase = { templateId: string };

/** Every template the library returns, rendered with its sample values and every select/boolean branch. */
export const templatesSuite: EvalSuite<TemplateCase> = {
  name: "templates",
  description:
    "Every template in the library: renders complete, no high-severity finding on any branch, readable, exports",
  usesModel: false,
  headline: [
    { key: "noHighFindingsRate", label: "templates without high findings" },
    { key: "passRate", label: "templates passing" },
  ],
  cases: () =>
    listTemplates().map((summary) => ({ id: summary.id, title: summary.title, data: { templateId: summary.id } })),
  async runCase({ data }) {
    const template = findTemplate(data.templateId)!;
    const { values, synthesized } = sampleValuesOf(template);
    const rendered = renderTemplate(template, values);
    const text = draftDocumentText(rendered.document);
    const findings: Finding[] = [];
    const variantsWithFindings: string[] = [];
    for (const variant of variantsOf(template, values)) {
      const result = renderTemplate(template, variant.values);
      if (!result.complete) continue;
      const high = draftHighFindings(template, result.document);
      if (high.length > 0) variantsWithFindings.push(variant.name);
      for (const finding of high) if (!findings.some((f) => f.id === finding.id)) findings.push(finding);
    }
    const partyNames = rendered.document.parties.map((party) => party.name).filter((name) => !/^\[/.test(name));
    const docx = await renderContractDocx(rendered.document);
    const highScore = noHighFindings(findings);
    return {
      scores: [
        rendersComplete(rendered),
        { ...highScore, metadata: { variantsWithFindings } },
        readingLevelAtMost(text, MAX_TEMPLATE_GRADE),
        {
          ...answerExcludes(text, ["{{", "}}", "re:\\bundefined\\b", "re:\\bNaN\\b", "[object Object]"]),
          scorer: "no-unfilled-placeholders",
        },
        await documentExported(
          {
            status: 200,
            contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            bytes: docx,
          },
          partyNames,
        ),
      ],
      excerpt: `${synthesized ? "(values synthesised from the field types: the template has no sample-values.json)\n" : ""}${findings[0] ? clauseOf(text, findings[0]) : text.slice(0, 600)}`,
    };
  },
  metrics(results) {
    const rate = (scorer: string) =>
      results.filter((r) => r.scores.some((s) => s.scorer === scorer && s.pass)).length / Math.max(results.length, 1);
    return {
      passRate: results.filter((r) => r.status === "pass").length / Math.max(results.length, 1),
      noHighFindingsRate: rate("no-high-findings"),
      rendersRate: rate("renders-complete"),
      readableRate: rate("reading-level"),
      exportRate: rate("document-exported"),
    };
  },
};

/** The template's sample values, or values made up from the field types when it has none. */
function sampleValuesOf(template: ContractTemplate): { values: Record<string, unknown>; synthesized: boolean } {
  const file = new URL(`../../../templates/${template.id}/sample-values.json`, import.meta.url);
  if (existsSync(file))
    return { values: JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>, synthesized: false };
  return {
    values: Object.fromEntries(
      template.fields.flatMap((field) => (field.required ? [[field.key, synthesize(field)]] : [])),
    ),
    synthesized: true,
  };
}

function synthesize(field: TemplateField): unknown {
  if (field.default !== undefined) return field.default;
  switch (field.type) {
    case "money":
      return 1_000_000;
    case "date":
      return /end|expir/i.test(field.key) ? "2027-02-28" : "2026-03-01";
    case "integer":
      return field.min ?? 12;
    case "percent":
      return 5;
    case "boolean":
      return false;
    case "select":
      return field.options?.[0]?.value;
    case "email":
      return "sample@example.co.za";
    case "list":
      return [
        Object.fromEntries(
          (field.itemFields ?? []).filter((item) => item.required).map((item) => [item.key, synthesize(item)]),
        ),
      ];
    default:
      return `Sample ${field.label.toLowerCase()}`;
  }
}

/** The sample, then each select option and boolean value in turn: every branch of the body gets rendered. */
function variantsOf(
  template: ContractTemplate,
  sample: Record<string, unknown>,
): Array<{ name: string; values: Record<string, unknown> }> {
  const variants = [{ name: "sample values", values: sample }];
  for (const field of template.fields) {
    const options =
      field.type === "select"
        ? (field.options ?? []).map((o) => o.value)
        : field.type === "boolean"
          ? [true, false]
          : [];
    for (const option of options)
      if (sample[field.key] !== option)
        variants.push({ name: `${field.key} = ${String(option)}`, values: { ...sample, [field.key]: option } });
  }
  return variants;
}

function clauseOf(text: string, finding: Finding): string {
  const number = finding.citation?.clauseNumber;
  const at = number ? text.indexOf(`\n${number} `) : -1;
  return `${finding.ruleId}: ${finding.title}\n${at >= 0 ? text.slice(at + 1, at + 600) : text.slice(0, 600)}`;
}
