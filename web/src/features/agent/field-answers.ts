import { monthNames } from "../../../../common/month-names";
import {
  type TemplateField,
  type TemplateValue,
  type TemplateValues,
  templateValuesSchema,
} from "../../../../common/templates";
import { agentTexts } from "./texts";

/**
 * The field-question card's form state and the message it sends. Inputs hold text (numbers as
 * typed, money in rand); `toTemplateValues` turns them into typed values (money in cents) that
 * the template's own zod schema validates, and `formatFieldAnswers` writes them as the message
 * a person would type, in the forms the agent reads ("R14 500", "1 March 2026", "8%", "Yes",
 * an option's label).
 */

export type ListRow = Record<string, FormValue>;
export type FormValue = string | boolean | null | ListRow[];
export type FormValues = Record<string, FormValue>;

/** The inputs' starting values: the field's default where it has one. */
export function initialFormValues(fields: readonly TemplateField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.key] = initialFormValue(field);
  return values;
}

function initialFormValue(field: TemplateField): FormValue {
  const fallback = field.default;
  switch (field.type) {
    case "boolean":
      return typeof fallback === "boolean" ? fallback : null;
    case "list":
      return field.required ? [initialFormValues(field.itemFields ?? [])] : [];
    case "money":
      return typeof fallback === "number" ? centsToRandInput(fallback) : "";
    case "select":
      return typeof fallback === "string" ? fallback : "";
    default:
      return fallback === undefined ? "" : String(fallback);
  }
}

export function emptyListRow(field: TemplateField): ListRow {
  return initialFormValues(field.itemFields ?? []);
}

function centsToRandInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "R 14 500,50" or "14500.5" → 1450050 cents; null when it is not an amount. */
export function randInputToCents(input: string): number | null {
  const cleaned = input.replace(/^\s*R\s*/i, "").replace(/[\s\u00a0]/g, "");
  if (!cleaned) return null;
  // A comma followed by exactly two digits at the end is a decimal comma; other commas group thousands.
  const normalized =
    /,\d{2}$/.test(cleaned) && !cleaned.includes(".")
      ? cleaned.replace(/,(?=\d{2}$)/, ".").replace(/,/g, "")
      : cleaned.replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}

function isBlank(value: FormValue): boolean {
  return value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/** The typed value of one input, or undefined when it is empty. NaN marks a number that does not parse (the schema rejects it). */
function toTypedValue(field: TemplateField, value: FormValue): TemplateValue | undefined {
  if (isBlank(value)) return undefined;
  switch (field.type) {
    case "boolean":
      return value === true;
    case "money": {
      const cents = randInputToCents(String(value));
      return cents === null ? undefined : cents;
    }
    case "integer":
    case "percent": {
      const number = Number(String(value).replace(",", ".").replace(/[\s%]/g, ""));
      return number;
    }
    case "list": {
      const rows = (value as ListRow[]).map((row) => {
        const item: Record<string, string | number | boolean> = {};
        for (const itemField of field.itemFields ?? []) {
          const typed = toTypedValue(itemField, row[itemField.key] ?? "");
          if (typed !== undefined && !Array.isArray(typed)) item[itemField.key] = typed;
        }
        return item;
      });
      return rows.filter((row) => Object.keys(row).length > 0);
    }
    default:
      return String(value).trim() || undefined;
  }
}

export function toTemplateValues(fields: readonly TemplateField[], form: FormValues): Record<string, TemplateValue> {
  const values: Record<string, TemplateValue> = {};
  for (const field of fields) {
    const typed = toTypedValue(field, form[field.key] ?? null);
    if (typed !== undefined && !(Array.isArray(typed) && typed.length === 0 && !field.required))
      values[field.key] = typed;
  }
  return values;
}

export type ValidationResult = { ok: true; values: TemplateValues } | { ok: false; errors: Record<string, string> };

/** Validates with the template's own schema (common/templates.ts), the one the server applies too. */
export function validateAnswers(fields: readonly TemplateField[], form: FormValues): ValidationResult {
  const values = toTemplateValues(fields, form);
  const result = templateValuesSchema(fields).safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (!key || errors[key]) continue;
    const field = fields.find((candidate) => candidate.key === key);
    errors[key] =
      issue.code === "invalid_type" && values[key] === undefined
        ? requiredMessage(field)
        : issue.code === "invalid_type"
          ? numberMessage(field)
          : issue.message;
  }
  return { ok: false, errors };
}

function requiredMessage(field: TemplateField | undefined): string {
  if (!field) return "Answer this question.";
  if (field.type === "boolean" || field.type === "select") return `Choose an answer for ${field.label.toLowerCase()}.`;
  return `Enter ${field.label.toLowerCase()}.`;
}

function numberMessage(field: TemplateField | undefined): string {
  return field?.type === "money"
    ? "Enter an amount in rand, e.g. 8500 or 8 500.00."
    : `Enter ${field?.label.toLowerCase() ?? "a value"} as a number.`;
}

/** 2026-03-01 → "1 March 2026". */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  if (!year || !month || !day) return iso;
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/** 1450000 → "R14 500"; 1450050 → "R14 500.50". */
export function formatRand(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `R${grouped}${fraction ? `.${String(fraction).padStart(2, "0")}` : ""}`;
}

function formatValue(field: TemplateField, value: TemplateValue): string {
  switch (field.type) {
    case "money":
      return formatRand(Number(value));
    case "date":
      return formatIsoDate(String(value));
    case "percent":
      return `${value}%`;
    case "boolean":
      return value ? agentTexts.yes : agentTexts.no;
    case "select":
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case "list": {
      const rows = value as Array<Record<string, string | number | boolean>>;
      if (rows.length === 0) return "None";
      const itemFields = field.itemFields ?? [];
      return rows
        .map((row) => {
          const parts = itemFields
            .filter((itemField) => row[itemField.key] !== undefined)
            .map((itemField) => formatValue(itemField, row[itemField.key] as TemplateValue));
          const [first, ...rest] = parts;
          return rest.length > 0 ? `${first} (${rest.join(", ")})` : (first ?? "");
        })
        .join("; ");
    }
    default:
      return String(value);
  }
}

/** What the message says for an optional question left empty (the agent then leaves the field out). */
export const SKIP_ANSWER = "skip";

/**
 * The user message the card sends: the answers in the order asked, as a person would type them
 * ("R14 500", "1 March 2026", "a fixed term"), separated by "; " when there are two. No labels:
 * the agent matches answers to the questions it just asked (the local engine reads them by kind
 * and order), and a label inside a free-text answer would be read as part of it.
 */
export function formatFieldAnswers(fields: readonly TemplateField[], values: TemplateValues): string {
  return fields
    .map((field) => {
      const value = values[field.key];
      return value === undefined ? SKIP_ANSWER : formatValue(field, value);
    })
    .join("; ");
}

/** How a default reads next to its input. */
export function formatDefault(field: TemplateField): string | null {
  if (field.default === undefined) return null;
  return formatValue(field, field.default);
}

/**
 * The questions the agent actually put to the user: of fillTemplate's next questions, those whose
 * question text the agent's message repeats (it may ask one of two suggested fields at a time).
 * All of them when the message words its questions differently.
 */
export function fieldsAsked(fields: readonly TemplateField[], assistantText: string): TemplateField[] {
  const normalized = assistantText.replace(/\s+/g, " ");
  const asked = fields.filter((field) => normalized.includes(field.question.replace(/\s+/g, " ")));
  return asked.length > 0 ? asked : [...fields];
}
