import { type TemplateField, type TemplateValue, templateValuesSchema } from "../../../../common/templates";
import { builderTexts } from "./texts";

/**
 * The builder's form state (what the inputs hold: text, checkboxes, list items) and its conversion
 * to template values (money in cents, numbers as numbers), checked per field with the same
 * `templateValuesSchema` the server uses.
 */
export type FormItem = Record<string, string | boolean>;
export type FormValue = string | boolean | FormItem[];
export type FormState = Record<string, FormValue>;

function inputOf(field: TemplateField, value: unknown): FormValue {
  if (field.type === "boolean") return value === true;
  if (field.type === "list") {
    const items = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
    return items.map((item) =>
      Object.fromEntries(
        (field.itemFields ?? []).map((itemField) => [
          itemField.key,
          inputOf(itemField, item[itemField.key]) as string | boolean,
        ]),
      ),
    );
  }
  if (value === undefined || value === null) return "";
  if (field.type === "money" && typeof value === "number") return String(value / 100);
  return String(value);
}

/** The form's starting state: saved answers first, then the template's defaults. */
export function initialFormState(fields: readonly TemplateField[], saved: Record<string, unknown> = {}): FormState {
  return Object.fromEntries(fields.map((field) => [field.key, inputOf(field, saved[field.key] ?? field.default)]));
}

export function emptyItem(field: TemplateField): FormItem {
  return Object.fromEntries(
    (field.itemFields ?? []).map((itemField) => [itemField.key, itemField.type === "boolean" ? false : ""]),
  );
}

type Converted = { value: TemplateValue | undefined; inputError: string | null };

/** "R14 500", "14500,50" → cents. */
export function randToCents(text: string): number | null {
  const cleaned = text
    .replace(/^\s*R\s*/i, "")
    .replace(/[\s\u00a0]/g, "")
    .replace(/,(\d{1,2})$/, ".$1")
    .replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

function convert(field: TemplateField, input: FormValue): Converted {
  if (field.type === "boolean") return { value: input === true, inputError: null };
  if (field.type === "list") {
    const items = (input as FormItem[])
      .map((item) => {
        const converted: Record<string, string | number | boolean> = {};
        for (const itemField of field.itemFields ?? []) {
          const { value } = convert(itemField, item[itemField.key] ?? "");
          if (value !== undefined) converted[itemField.key] = value as string | number | boolean;
        }
        return converted;
      })
      .filter((item) => Object.values(item).some((value) => value !== false && value !== ""));
    return { value: items.length > 0 ? items : undefined, inputError: null };
  }
  const text = String(input).trim();
  if (text === "") return { value: undefined, inputError: null };
  switch (field.type) {
    case "money": {
      const cents = randToCents(text);
      return cents === null
        ? { value: undefined, inputError: builderTexts.moneyInvalid(field.label) }
        : { value: cents, inputError: null };
    }
    case "integer":
    case "percent": {
      const number = Number(text.replace(",", ".").replace(/\s|%/g, ""));
      return Number.isFinite(number)
        ? { value: number, inputError: null }
        : { value: undefined, inputError: builderTexts.numberInvalid(field.label) };
    }
    default:
      return { value: text, inputError: null };
  }
}

/** The values to send (blank answers left out, so the template's defaults and placeholders apply) and the answers that are not numbers or amounts at all. */
export function toTemplateValues(
  fields: readonly TemplateField[],
  state: FormState,
): { values: Record<string, TemplateValue>; inputErrors: Record<string, string> } {
  const values: Record<string, TemplateValue> = {};
  const inputErrors: Record<string, string> = {};
  for (const field of fields) {
    const { value, inputError } = convert(field, state[field.key] ?? "");
    if (inputError) inputErrors[field.key] = inputError;
    else if (value !== undefined) values[field.key] = value;
  }
  return { values, inputErrors };
}

function missingMessage(field: TemplateField): string {
  if (field.type === "select") return `Choose ${field.label.toLowerCase()}.`;
  if (field.type === "list") return `Add at least ${field.min ?? 1}.`;
  return `Enter ${field.label.toLowerCase()}.`;
}

/** The message for one field's answer (the schema's own text), or null when it is fine. */
export function fieldError(field: TemplateField, state: FormState): string | null {
  const { value, inputError } = convert(field, state[field.key] ?? "");
  if (inputError) return inputError;
  if (value === undefined) return field.required ? missingMessage(field) : null;
  const parsed = templateValuesSchema([field]).safeParse({ [field.key]: value });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const index = issue.path.find((part) => typeof part === "number");
  return typeof index === "number" ? `Item ${index + 1}: ${issue.message}` : issue.message;
}

/** The builder's steps in the order their fields come. */
export function stepsOf(fields: readonly TemplateField[]): Array<{ name: string; fields: TemplateField[] }> {
  const steps: Array<{ name: string; fields: TemplateField[] }> = [];
  for (const field of fields) {
    const step = steps.find((candidate) => candidate.name === field.step);
    if (step) step.fields.push(field);
    else steps.push({ name: field.step, fields: [field] });
  }
  return steps;
}
