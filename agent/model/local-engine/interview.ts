import type { TemplateField } from "../../../common/templates";
import { parseAmounts } from "../../analysis/key-terms/parse-amounts";
import { parseDates } from "../../analysis/key-terms/parse-dates";
import { formatLongDate, formatPercent, formatRand } from "../../templates/template-formatters";
import { cleanTextAnswer, parseFieldValue, parseYesNo } from "../../tools/field-values";

type Kind = "text" | TemplateField["type"];
const kindOf = (field: TemplateField): Kind => (field.type === "longText" ? "text" : field.type);
/** Kinds whose values can be told apart in one answer when two of them are asked together. */
const SEPARABLE: ReadonlySet<Kind> = new Set(["date", "money", "email"]);

/**
 * Which of the fields fillTemplate suggested to ask now: two when their answers can be told apart
 * in one reply (a name and an email, a start and an end date, rent and deposit), otherwise one.
 */
export function questionsToAsk(suggested: TemplateField[]): TemplateField[] {
  const [first, second] = suggested;
  if (!first) return [];
  if (!second || first.type === "list" || second.type === "list") return [first];
  const [a, b] = [kindOf(first), kindOf(second)];
  const together = a === b ? SEPARABLE.has(a) : !(a === "text" && b === "text") && !(isChoice(a) && isChoice(b));
  return together ? [first, second] : [first];
}

const isChoice = (kind: Kind) => kind === "boolean" || kind === "select";

/** A field's value as the user reads it: "R14 500,00", "1 March 2026", "8%", "yes", an option's label. */
export function formatFieldValue(field: TemplateField | undefined, value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  switch (field?.type) {
    case "money":
      return typeof value === "number" ? formatRand(value) : String(value);
    case "date":
      return typeof value === "string" ? formatLongDate(value) : String(value);
    case "percent":
      return typeof value === "number" ? formatPercent(value) : String(value);
    case "boolean":
      return value === true ? "yes" : "no";
    case "select":
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case "list":
      return Array.isArray(value)
        ? value.length === 0
          ? "none"
          : value.map((item) => Object.values(item as object).join(", ")).join("; ")
        : String(value);
    default:
      return String(value);
  }
}

/** The question for a field, with the usual value when the template has one. */
export function questionText(field: TemplateField): string {
  let text = field.question;
  if (field.default !== undefined)
    text += ` The usual is ${formatFieldValue(field, field.default)} — shall I use that?`;
  else if (!field.required && field.important) text += ` (Optional — say "skip" to leave it out.)`;
  return text;
}

export type ParsedAnswers = { values: Record<string, unknown>; skipped: string[] };

/** "…, skip" / "no end date" anywhere in a reply that answers two fields. */
const SKIP_ANYWHERE =
  /\b(?:skip|not needed|n\/a|none|no end date|leave (?:it|that|the [a-z ]{1,20}) (?:out|blank|empty))\b/i;

/** The reply cut into `count` answers: by ";" or new lines, else by commas when that gives exactly `count`; one field takes it all. */
function splitAnswers(reply: string, count: number): string[] {
  if (count <= 1) return [reply];
  const bySemicolon = reply.split(/\s*(?:;|\n)\s*/).filter((part) => part.trim() !== "");
  if (bySemicolon.length === count) return bySemicolon;
  const byComma = reply.split(/\s*,\s*/).filter((part) => part.trim() !== "");
  if (byComma.length === count) return byComma;
  return [reply];
}

const SKIP =
  /^\s*(?:skip|pass|(?:i'?d )?rather not(?: say)?|prefer not to say|leave (?:it|that) (?:out|blank|empty)|not needed|n\/?a|none|no(?:thing)?|don'?t (?:know|have)|no idea|not sure|later)\b/i;

/**
 * Reads the user's reply to the fields just asked. Values of separable kinds are taken in order
 * (two dates: start then end); a free-text field takes what is left. Returns nothing it cannot
 * read: the engine then asks again.
 */
export function parseAnswers(fields: TemplateField[], reply: string, context: Record<string, unknown>): ParsedAnswers {
  const values: Record<string, unknown> = {};
  const skipped: string[] = [];
  let rest = reply;
  const take = (start: number, end: number) => {
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  };

  // a question back ("what do you mean?") is not an answer
  if (/\?\s*$/.test(reply) && fields.every((field) => kindOf(field) === "text")) return { values, skipped };

  if (fields.length === 1) {
    const [field] = fields as [TemplateField];
    if (field.default !== undefined && parseYesNo(reply) === true && field.type !== "boolean")
      return { values: { [field.key]: field.default }, skipped };
    if (!field.required && SKIP.test(reply) && field.type !== "boolean") return { values, skipped: [field.key] };
    const value = parseFieldValue(field, reply, context);
    if (value !== null && value !== undefined) values[field.key] = value;
    return { values, skipped };
  }

  // two fields: separable kinds first, in order of appearance
  const dates = parseDates(reply);
  const amounts = parseAmounts(reply).filter((amount) => amount.currency === "ZAR");
  const emails = [...reply.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)];
  const queues = {
    date: dates.map((d) => ({ value: d.iso as unknown, start: d.start, end: d.end })),
    money: amounts.map((a) => ({ value: Math.round(a.value * 100) as unknown, start: a.start, end: a.end })),
    email: emails.map((m) => ({ value: m[0].toLowerCase() as unknown, start: m.index!, end: m.index! + m[0].length })),
  };
  const used: Array<{ start: number; end: number }> = [];
  for (const field of fields) {
    const kind = kindOf(field);
    if (kind === "date" || kind === "money" || kind === "email") {
      const next = queues[kind].shift();
      if (next) {
        values[field.key] = next.value;
        used.push(next);
      } else if (!field.required && SKIP_ANYWHERE.test(reply)) {
        skipped.push(field.key);
      } else if (kind === "date" && field.key !== fields[0]!.key) {
        // "1 March 2026 for 12 months": the end date from a duration
        const withoutUsed = used.reduce(
          (text, span) => text.slice(0, span.start) + " ".repeat(span.end - span.start) + text.slice(span.end),
          reply,
        );
        const value = parseFieldValue(field, withoutUsed, { ...context, ...values });
        if (value) values[field.key] = value;
      }
    }
  }
  for (const span of used.sort((a, b) => b.start - a.start)) take(span.start, span.end);
  const remaining = fields.filter(
    (field) =>
      !(field.key in values) && !skipped.includes(field.key) && !["date", "money", "email"].includes(kindOf(field)),
  );
  // Two free-text answers in one reply are told apart by ";" or a new line (or, failing that, one comma);
  // other kinds (numbers, options, yes/no) are read from the whole reply.
  const freeText = remaining.filter((field) => kindOf(field) === "text");
  const parts = splitAnswers(rest, freeText.length);
  for (const field of remaining) {
    const part = kindOf(field) === "text" ? parts[freeText.indexOf(field)] : rest;
    if (part === undefined) continue; // not answered separately: asked again
    const leftover = cleanTextAnswer(
      part
        .replace(/\s*(?:,|;|\band\b)\s*$/i, "")
        .replace(/^\s*(?:,|;|\band\b)\s*/i, "")
        .replace(/\s{2,}/g, " "),
    );
    if (!field.required && SKIP.test(leftover)) {
      skipped.push(field.key);
      continue;
    }
    const value = parseFieldValue(field, leftover, { ...context, ...values });
    if (value !== null && value !== undefined && value !== "") values[field.key] = value;
  }
  return { values, skipped };
}
