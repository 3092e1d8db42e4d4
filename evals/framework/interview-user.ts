// The simulated user of the agent suites: reads what the assistant asked and answers it the way a person would.
import { existsSync, readFileSync } from "node:fs";
import { formatFieldValue } from "../../agent/model/local-engine/interview";
import type { TemplateField } from "../../common/templates";
import type { ChatTurn } from "./agent-harness";

/** What a `fillTemplate` call returns, as far as the suites read it. */
export type FillOutput = { draftId?: string; complete?: boolean; nextQuestions?: TemplateField[]; templateId?: string };

/** The newest draft state the conversation's `fillTemplate` calls returned. */
export function lastFill(turns: ReadonlyArray<{ turn: ChatTurn }>): FillOutput | undefined {
  return turns
    .flatMap(({ turn }) =>
      turn.tools
        .filter((t) => t.toolName === "fillTemplate" && t.output && "draftId" in t.output)
        .map((t) => t.output as FillOutput),
    )
    .at(-1);
}

/**
 * The fields the assistant asked about: those whose question its reply quotes (the local engine asks in the
 * template's words), otherwise — a hosted model rephrases — the first two the draft still needs.
 */
export function askedFields(fields: TemplateField[], reply: string, nextQuestions: TemplateField[]): TemplateField[] {
  const quoted = fields
    .filter((field) => reply.includes(field.question))
    .sort((a, b) => reply.indexOf(a.question) - reply.indexOf(b.question));
  return quoted.length > 0 ? quoted : nextQuestions.slice(0, 2);
}

/** The template's sample values (templates/<id>/sample-values.json), or none. */
function samplesOf(templateId: string): Record<string, unknown> {
  const file = new URL(`../../templates/${templateId}/sample-values.json`, import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
}

/** One list item as a person writes it: "2 x tractor (serial 123) by 14 March 2025". */
function listItemWords(field: TemplateField, item: Record<string, unknown>): string {
  const parts = { quantity: "", text: [] as string[], date: "" };
  for (const itemField of field.itemFields ?? []) {
    const value = item[itemField.key];
    if (value === undefined || value === null || value === "") continue;
    if (itemField.type === "integer") parts.quantity = `${String(value)} x `;
    else if (itemField.type === "date") parts.date = ` by ${formatFieldValue(itemField, value)}`;
    else parts.text.push(String(value).replace(/[;,]/g, " "));
  }
  const [main, ...details] = parts.text;
  return `${parts.quantity}${main ?? ""}${details.length > 0 ? ` (${details.join(" ")})` : ""}${parts.date}`;
}

/** The user's words for a field: the case's answer, else the template's sample value said the way a person would, else "skip". */
export function answerFor(field: TemplateField, answers: Record<string, string>, templateId: string): string {
  const given = answers[field.key];
  if (given !== undefined) return given;
  const sample = samplesOf(templateId)[field.key];
  if (field.type === "list" && Array.isArray(sample) && sample.length > 0)
    return sample.map((item) => listItemWords(field, item as Record<string, unknown>)).join("; ");
  if (sample === undefined || sample === null || field.type === "list")
    return field.default !== undefined ? "yes" : "skip";
  if (field.type === "boolean") return sample ? "yes" : "no";
  if (field.type === "select") return field.options?.find((option) => option.value === sample)?.label ?? String(sample);
  return formatFieldValue(field, sample);
}
