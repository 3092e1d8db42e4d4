import type { TemplateField } from "../../common/templates";
import { parseNumberWords } from "../analysis/key-terms/number-words";
import { parseAmounts, parseFigure } from "../analysis/key-terms/parse-amounts";
import { parseDates } from "../analysis/key-terms/parse-dates";
import { parseDurations } from "../analysis/key-terms/parse-durations";

/**
 * Reading field values the way people write them: "R14 500" (money is stored in cents),
 * "1 March 2026", "12 months", "8%", "yes", an option's label. Used by the tools to accept what a
 * model passes as text, and by the local engine to read the user's answers.
 */

const YES =
  /^\s*(?:yes|yep|yeah|yup|y|ja|jah|yebo|definitely|of course|sure|ok(?:ay)?|correct|please do|go ahead|that'?s fine|fine|use (?:that|it|the usual|the default)|sounds good|allowed|true)\b/i;
const NO = /^\s*(?:no|nope|nah|nee|n|not|none|never|false|not allowed)\b/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

export function parseYesNo(text: string): boolean | null {
  if (YES.test(text)) return true;
  if (NO.test(text)) return false;
  return null;
}

/** A rand amount in cents: "R14 500", "R 14,500.00", "14500", "14 500". */
export function parseRandCents(text: string): number | null {
  const [amount] = parseAmounts(text).filter((found) => found.currency === "ZAR");
  if (amount) return Math.round(amount.value * 100);
  const bare = /(?<![\d.,])(\d{1,3}(?:[ \u00a0,]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?![\d%])/.exec(text);
  if (!bare) return null;
  const value = parseFigure(bare[0]);
  return value === null ? null : Math.round(value * 100);
}

/** The value a field takes from one piece of text, or null when the text does not hold one. */
export function parseFieldValue(field: TemplateField, text: string, context: Record<string, unknown> = {}): unknown {
  const trimmed = text.trim();
  if (!trimmed) return null;
  switch (field.type) {
    case "money":
      return parseRandCents(trimmed);
    case "date": {
      const [date] = parseDates(trimmed);
      if (date) return date.iso;
      const [duration] = parseDurations(trimmed);
      const start = typeof context.startDate === "string" ? context.startDate : null;
      if (duration && start && (duration.unit === "month" || duration.unit === "year"))
        return endOfTerm(start, duration.unit === "year" ? duration.value * 12 : duration.value);
      return null;
    }
    case "integer": {
      const [duration] = parseDurations(trimmed);
      if (duration) return duration.value;
      const digits = /-?\d+/.exec(trimmed.replace(/(?<=\d)[ \u00a0,](?=\d{3}\b)/g, ""));
      if (digits) return Number(digits[0]);
      const word = /\b([a-z]+(?:[\s-][a-z]+)?)\b/i.exec(trimmed);
      return word ? parseNumberWords(word[1]!) : null;
    }
    case "percent": {
      const figure = /(-?\d+(?:[.,]\d+)?)\s*(?:%|percent|per cent)?/i.exec(trimmed);
      return figure ? Number(figure[1]!.replace(",", ".")) : null;
    }
    case "boolean":
      return parseYesNo(trimmed);
    case "email":
      return trimmed.match(EMAIL)?.[0]?.toLowerCase() ?? null;
    case "select":
      return matchOption(field, trimmed);
    case "list":
      return parseListItems(field, trimmed);
    case "text":
    case "longText": {
      const cleaned = cleanTextAnswer(trimmed);
      return /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : null;
    }
  }
}

/** A value the model passed for a field, converted to the field's type when it came as text. */
export function coerceFieldValue(field: TemplateField | undefined, value: unknown): unknown {
  if (!field || typeof value !== "string") return value;
  if (
    field.type === "text" ||
    field.type === "longText" ||
    (field.type === "select" && field.options?.some((option) => option.value === value))
  )
    return value;
  const parsed = parseFieldValue(field, value);
  return parsed === null || parsed === undefined ? value : parsed;
}

/** The last day of a term of `months` starting on `start` (ISO): 1 March 2026 + 12 months → 2027-02-28. */
export function endOfTerm(start: string, months: number): string {
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + months, day) - 24 * 60 * 60 * 1000);
  return end.toISOString().slice(0, 10);
}

function matchOption(field: TemplateField, text: string): string | null {
  const options = field.options ?? [];
  const lower = text.toLowerCase();
  const exact = options.find((option) => option.value.toLowerCase() === lower || option.label.toLowerCase() === lower);
  if (exact) return exact.value;
  const synonyms: Array<[RegExp, string]> = [
    [/month[\s-]to[\s-]month|monthly|periodic/i, "monthly"],
    [/fixed|\d+\s*months?|year/i, "fixed"],
    [/company|business|organi[sz]ation|close corporation|trust|\(pty\)/i, "company"],
    [/person|individual|natural/i, "individual"],
    [/prepaid|pre-paid/i, "prepaid"],
    [/meter|reading/i, "metered"],
    [/included|inclusive|in the rent/i, "included"],
    [/hour/i, "hourly"],
    [/day|daily/i, "daily"],
  ];
  const values = new Set(options.map((option) => option.value));
  for (const [pattern, value] of synonyms) if (values.has(value) && pattern.test(text)) return value;
  const byWords = options.find(
    (option) =>
      new RegExp(`\\b${escapeRegExp(option.value)}\\b`, "i").test(text) || lower.includes(option.label.toLowerCase()),
  );
  return byWords?.value ?? null;
}

function parseListItems(field: TemplateField, text: string): Array<Record<string, string | number | boolean>> | null {
  if (/^\s*(?:none|no one|nobody|nothing|no)\b/i.test(text)) return [];
  const itemFields = field.itemFields ?? [];
  const pieces = text
    .split(/\s*(?:;|\n|,\s*and\s+|\band\b)\s*/i)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const items: Array<Record<string, string | number | boolean>> = [];
  for (const piece of pieces) {
    const item: Record<string, string | number | boolean> = {};
    let rest = piece;
    // "2 x tractor", "tractor, 2", "a delivery van" (one): the quantity of an item with a number field
    for (const itemField of itemFields.filter((f) => f.type === "integer")) {
      const lead = /^(\d{1,6})\s*(?:x|×)\s*|^(\d{1,6})\s+(?=[A-Za-z])/i.exec(rest);
      const trail = /\s*(?:,|\bx\b|×|\bqty:?|\bquantity:?)\s*(\d{1,6})\s*$/i.exec(rest);
      if (lead) {
        item[itemField.key] = Number(lead[1] ?? lead[2]);
        rest = rest.slice(lead[0].length);
      } else if (trail) {
        item[itemField.key] = Number(trail[1]);
        rest = rest.slice(0, trail.index);
      } else if (itemField.required && /^(?:a|an|one|the|my|our)\b/i.test(rest)) item[itemField.key] = 1;
    }
    for (const itemField of itemFields.filter((f) => f.type === "date")) {
      const [date] = parseDates(rest);
      if (date) {
        item[itemField.key] = date.iso;
        rest = `${rest.slice(0, date.start)} ${rest.slice(date.end)}`.replace(/\b(?:by|due|on|before)\s*$/i, "").trim();
      }
    }
    const textFields = itemFields.filter((f) => f.type === "text" || f.type === "longText");
    // "Sipho Dlamini (son)" or "Sipho Dlamini, son": the name, then the detail in brackets or after a comma
    const split = /^(.*?)\s*(?:\(([^)]+)\)|[,-]\s*(.+))$/.exec(rest);
    if (textFields.length >= 2 && split) {
      item[textFields[0]!.key] = split[1]!.trim();
      item[textFields[1]!.key] = (split[2] ?? split[3] ?? "").trim();
    } else if (textFields[0]) {
      item[textFields[0].key] = rest.replace(/[,.;]+$/, "").trim();
    }
    if (Object.keys(item).length > 0) items.push(item);
  }
  return items.length > 0 ? items : null;
}

/** "It's Jan Botha." → "Jan Botha"; "The address is 12 Main Road" → "12 Main Road". */
export function cleanTextAnswer(text: string): string {
  return text
    .trim()
    .replace(
      /^(?:it'?s|it is|that'?s|that is|that would be|the answer is|use|call (?:him|her|it|them)|(?:his|her|their|the)\s+[\w\s']{0,40}?\s+(?:is|are|will be))\s+/i,
      "",
    )
    .replace(/^["“']|["”']$/g, "")
    .replace(/[.!]+$/, "")
    .trim();
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
