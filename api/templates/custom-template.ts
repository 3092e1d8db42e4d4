import { z } from "zod";
import type { ClauseNode, ContractTemplate } from "../../agent/templates/contract-template";
import { hasAmountInWords, widenAmountSpan } from "../../common/amount-words";
import {
  type CustomTemplateDetail,
  type CustomVariable,
  type createCustomTemplateSchema,
  customVariableSchema,
} from "../../common/api/templates";
import { AppError } from "../../common/errors";
import type { TemplateCategory, TemplateField } from "../../common/templates";
import type { CustomTemplateRow } from "../db/schema";
import { openJson } from "../sealed-json";

/** What a custom template holds (stored only encrypted): the user's text and the fields marked in it. */
export type CustomTemplateContent = {
  title: string;
  description: string;
  text: string;
  variables: Array<CustomVariable & { key: string }>;
  sourceFileName: string | null;
};

const customTemplateContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  text: z.string(),
  variables: z.array(customVariableSchema.extend({ key: z.string() })),
  sourceFileName: z.string().nullable(),
}) satisfies z.ZodType<CustomTemplateContent>;

/** The template reference drafts, form drafts and generated contracts record for a custom template. */
export const customTemplateRef = (customTemplateId: string) => `custom-${customTemplateId}`;

/** A camelCase field key from a label ("Tenant's full name" → "tenantsFullName"), unique among `taken`. */
export function fieldKeyOf(label: string, taken: Set<string>): string {
  const words = label
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/'/g, "")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  let base = words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
    .join("");
  if (!/^[a-z]/.test(base)) base = `field${base ? base[0]!.toUpperCase() + base.slice(1) : ""}`;
  base = base.slice(0, 40);
  let key = base;
  for (let suffix = 2; taken.has(key); suffix++) key = `${base}${suffix}`;
  taken.add(key);
  return key;
}

/**
 * Checks the marked spans against the text (inside it, not empty, not overlapping) and gives each
 * variable its field key. Throws validation_failed with the message to show.
 */
export function customTemplateContentFrom(input: z.output<typeof createCustomTemplateSchema>): CustomTemplateContent {
  const text = input.text.replace(/\r\n?/g, "\n");
  if (text.length !== input.text.length)
    throw new AppError("validation_failed", { message: "Send the text with plain line breaks (\\n)." });
  const spans = input.variables.flatMap((variable, index) => variable.spans.map((span) => ({ ...span, index })));
  for (const span of spans) {
    if (span.end > text.length || span.start >= span.end)
      throw new AppError("validation_failed", {
        message: `The marked text of “${input.variables[span.index]!.label}” is outside the contract text.`,
      });
    if (!text.slice(span.start, span.end).trim())
      throw new AppError("validation_failed", {
        message: `The marked text of “${input.variables[span.index]!.label}” is empty.`,
      });
  }
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index++) {
    if (sorted[index]!.start < sorted[index - 1]!.end) {
      const [first, second] = [
        input.variables[sorted[index - 1]!.index]!.label,
        input.variables[sorted[index]!.index]!.label,
      ];
      throw new AppError("validation_failed", {
        message:
          first === second
            ? `The field “${first}” is marked twice over the same text.`
            : `The fields “${first}” and “${second}” overlap. Mark separate pieces of text.`,
      });
    }
  }
  const taken = new Set<string>();
  return {
    title: input.title,
    description: input.description,
    text,
    variables: input.variables.map((variable) => ({
      ...variable,
      key: fieldKeyOf(variable.label, taken),
      spans: [...variable.spans].sort((a, b) => a.start - b.start),
    })),
    sourceFileName: input.sourceFileName,
  };
}

function fieldOf(variable: CustomTemplateContent["variables"][number]): TemplateField {
  const sample = variable.type === "money" ? " in rand" : "";
  return {
    key: variable.key,
    label: variable.label,
    type: variable.type,
    required: variable.required,
    question: `What is the ${variable.label.toLowerCase()}${sample}?`,
    step: "Details",
  };
}

/** Template text must not be read as placeholders: `{{` the user typed is kept apart. */
const literal = (text: string) => text.replace(/\{\{/g, "{ {").replace(/\}\}/g, "} }");

/**
 * The custom template as a template the renderer understands: each paragraph of the user's text is
 * one clause (unnumbered in the document: the user's own numbering stays), with `{{key}}` where a
 * field was marked. Parties and signatures stay as the user wrote them in the text.
 */
export function toContractTemplate(
  id: string,
  category: TemplateCategory,
  content: CustomTemplateContent,
): ContractTemplate {
  const marks = moneyMarksWithTheirWords(
    content.text,
    content.variables
      .flatMap((variable) => variable.spans.map((span) => ({ ...span, key: variable.key, type: variable.type })))
      .sort((a, b) => a.start - b.start),
  );
  let body = "";
  let position = 0;
  for (const mark of marks) {
    body += `${literal(content.text.slice(position, mark.start))}{{${mark.key}${mark.format ? `|${mark.format}` : ""}}}`;
    position = mark.end;
  }
  body += literal(content.text.slice(position));
  const paragraphs = body
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const clauses: ClauseNode[] = paragraphs.map((paragraph, index) => ({ id: `p-${index + 1}`, text: paragraph }));
  return {
    id: customTemplateRef(id),
    title: content.title,
    category,
    jurisdiction: "ZA",
    description: content.description,
    fields: content.variables.map(fieldOf),
    body: { title: literal(content.title), sides: ["party"], parties: [], clauses, signatures: [] },
  };
}

/**
 * A marked amount takes in how the text also writes it ("R6 850,00 (six thousand … rand)"), so the new amount
 * does not sit beside the old words; the new one is written the way the text wrote the old (moneyFormatOf).
 * A widening that would reach into another field's text is left out. Templates saved before this still render right.
 */
function moneyMarksWithTheirWords<Mark extends { start: number; end: number; type: string }>(
  text: string,
  marks: Mark[],
): Array<Mark & { format: string | null }> {
  return marks.map((mark, index) => {
    if (mark.type !== "money") return { ...mark, format: null };
    const widened = widenAmountSpan(text, mark);
    const previous = marks[index - 1];
    const next = marks[index + 1];
    const fits = (!previous || previous.end <= widened.start) && (!next || widened.end <= next.start);
    const span = fits ? widened : mark;
    return { ...mark, ...span, format: moneyFormatOf(text.slice(span.start, span.end)) };
  });
}

/**
 * The formatter that writes a new amount as the text wrote the old one: with its words if it had them, and
 * without ",00" where the text leaves out the cents ("R12 000, payable" → "R18 500, payable", not "R18 500,00, payable").
 */
function moneyFormatOf(marked: string): string {
  const words = hasAmountInWords(marked);
  const withCents = /\d[.,]\d{2}(?!\d)/.test(marked);
  if (words) return withCents ? "randWords" : "randWholeWords";
  return withCents ? "rand" : "randWhole";
}

export function openCustomTemplate(row: CustomTemplateRow, dataKey: Buffer): CustomTemplateContent {
  return openJson(customTemplateContentSchema, row.contentEncrypted, dataKey);
}

export function toCustomTemplateDetail(row: CustomTemplateRow, content: CustomTemplateContent): CustomTemplateDetail {
  const template = toContractTemplate(row.id, row.category as TemplateCategory, content);
  return {
    id: row.id,
    title: content.title,
    category: row.category as TemplateCategory,
    jurisdiction: "ZA",
    description: content.description,
    custom: true,
    text: content.text,
    variables: content.variables,
    fields: template.fields,
    sourceFileName: content.sourceFileName,
    createdAt: row.createdAt.toISOString(),
  };
}
