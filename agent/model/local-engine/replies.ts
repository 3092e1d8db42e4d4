import type { DraftDocument, TemplateField, TemplateSummary } from "../../../common/templates";
import { findTemplate } from "../../templates/template-library";
import { formatFieldValue, questionsToAsk, questionText } from "./interview";

/**
 * The local engine's replies, each built from a tool result (or the template's own questions):
 * what the reply says comes from that data, never from a script of canned answers.
 */

export function askQuestions(fields: TemplateField[], lead: string): string {
  const asked = questionsToAsk(fields);
  if (asked.length === 0) return lead.trim();
  const questions =
    asked.length === 1
      ? questionText(asked[0]!)
      : asked.map((field, index) => `${index + 1}. ${questionText(field)}`).join("\n");
  return `${lead}${lead ? "\n\n" : ""}${questions}`;
}

export function acknowledgeValues(
  templateId: string,
  given: Record<string, unknown>,
  skipped: string[],
  invalid: Array<{ key: string; message: string }>,
  unsure: string[] = [],
): string {
  const template = findTemplate(templateId);
  const fields = new Map(template?.fields.map((field) => [field.key, field]));
  const rejected = new Set(invalid.map((entry) => entry.key));
  const noted = Object.entries(given)
    .filter(([key]) => !rejected.has(key) && !unsure.includes(key))
    .map(([key, value]) => `${fields.get(key)?.label ?? key}: ${formatFieldValue(fields.get(key), value)}`);
  const toCheck = Object.entries(given)
    .filter(([key]) => !rejected.has(key) && unsure.includes(key))
    .map(([key, value]) => `${fields.get(key)?.label ?? key}: ${formatFieldValue(fields.get(key), value)}`);
  const parts: string[] = [];
  if (noted.length > 0) parts.push(`Noted — ${noted.join("; ")}.`);
  if (toCheck.length > 0)
    parts.push(
      `Please check what I read from your words — ${toCheck.join("; ")}. If it's not right, say "change the ${(fields.get(Object.keys(given).find((key) => unsure.includes(key))!)?.label ?? "detail").toLowerCase()} to …".`,
    );
  if (skipped.length > 0)
    parts.push(`I'll leave out ${skipped.map((key) => (fields.get(key)?.label ?? key).toLowerCase()).join(" and ")}.`);
  for (const entry of invalid)
    if (entry.key in given)
      parts.push(
        `I couldn't use that for ${(fields.get(entry.key)?.label ?? entry.key).toLowerCase()}: ${entry.message}`,
      );
  return parts.join(" ");
}

/** The draft is complete: what it holds, which usual terms were used, and what can be done next. */
export function completedDraft(params: {
  templateId: string;
  version: number;
  document: DraftDocument;
  givenKeys: Set<string>;
  highFindings: number;
  lead: string;
}): string {
  const template = findTemplate(params.templateId);
  const values = params.document.values;
  const lines: string[] = [];
  if (params.lead) lines.push(params.lead, "");
  lines.push(
    `Your **${template?.title ?? params.document.title}** is complete — version ${params.version}, ${params.document.clauses.length} clauses.`,
  );
  const main = (template?.fields ?? [])
    .filter(
      (field) =>
        values[field.key] !== undefined &&
        (params.givenKeys.has(field.key) || (field.required && field.default === undefined)),
    )
    .slice(0, 14);
  if (main.length > 0)
    lines.push("", ...main.map((field) => `- ${field.label}: ${formatFieldValue(field, values[field.key])}`));
  const defaults = (template?.fields ?? []).filter(
    (field) => field.default !== undefined && !params.givenKeys.has(field.key) && values[field.key] === field.default,
  );
  if (defaults.length > 0)
    lines.push(
      "",
      `Where you gave nothing, I used the usual terms: ${defaults.map((field) => `${field.label.toLowerCase()}: ${formatFieldValue(field, field.default)}`).join("; ")}.`,
    );
  lines.push(
    "",
    params.highFindings === 0
      ? "Our own analysis of the draft found no high-risk terms."
      : `Our own analysis of the draft flags ${params.highFindings} high-risk term${params.highFindings === 1 ? "" : "s"} — ask me about ${params.highFindings === 1 ? "it" : "them"}.`,
    `Ask me to change anything (for example "${changeExample(template?.fields ?? [])}"), to add or remove a clause, or say "export it as Word" or "as PDF".`,
  );
  return lines.join("\n");
}

/** A change the user could ask for on this contract: its money field when it has one ("change the fee to R9 500"). */
function changeExample(fields: TemplateField[]): string {
  const money = fields.find((field) => field.type === "money" && field.required);
  if (money) return `change the ${money.label.toLowerCase()} to R9 500`;
  const date = fields.find((field) => field.type === "date" && field.required);
  if (date) return `change the ${date.label.toLowerCase()} to 1 June`;
  return `change the ${(fields[0]?.label ?? "name").toLowerCase()} to …`;
}

export function templateList(templates: TemplateSummary[], lead: string): string {
  if (templates.length === 0) return `${lead}I have no templates yet.`;
  return `${lead}${templates.map((template) => `- **${template.title}** — ${template.description}`).join("\n")}\n\nTell me which one to draft.`;
}

export function analysisSummary(
  output: {
    status: string;
    riskScore: number | null;
    riskLevel: string | null;
    summary: string | null;
    topFindings: Array<{ title: string; severity: string; clauseNumber: string | null }>;
  },
  fileName: string,
): string {
  if (output.riskScore === null || output.riskLevel === null)
    return `The analysis of **${fileName}** is ${output.status.replaceAll("_", " ")}. Ask me again when it has finished.`;
  const lines = [`**${fileName}: ${output.riskLevel} risk (${output.riskScore}/100).** ${output.summary ?? ""}`.trim()];
  if (output.topFindings.length > 0) {
    lines.push(
      "",
      "The most serious points:",
      ...output.topFindings.map(
        (finding) =>
          `- ${finding.title} — ${finding.severity}${finding.clauseNumber ? ` (clause ${finding.clauseNumber})` : ""}`,
      ),
    );
  }
  lines.push("", "Open the full analysis for explanations and suggested wording. This is not legal advice.");
  return lines.join("\n");
}

/**
 * The boundary for a dispute, a court case or representation (the system prompt's rule: not a
 * lawyer, not legal advice; serious or disputed matters go to an attorney or, for leases, the
 * Rental Housing Tribunal), with the place that handles that kind of dispute.
 */
export function legalAdviceBoundary(message: string): string {
  const where = /\b(?:employ(?:er|ee|ment)?|dismiss(?:al|ed)?|fired|retrench\w*|ccma|salary|wages?|boss)\b/i.test(
    message,
  )
    ? "speak to an attorney or your trade union; the CCMA handles unfair dismissal and most other workplace disputes free of charge"
    : /\b(?:landlord|tenant|lease|rent(?:al)?|deposit|evict\w*|flat|house)\b/i.test(message)
      ? "speak to an attorney, or go to the Rental Housing Tribunal in your province, which settles rental disputes (deposits included) free of charge"
      : "speak to an attorney";
  return `I can't tell you whether to go to court or how a dispute will turn out, and I can't represent you — ContractClarity explains contracts, and this is not legal advice. For that, ${where}. If you can't afford an attorney, Legal Aid South Africa may be able to help.`;
}
