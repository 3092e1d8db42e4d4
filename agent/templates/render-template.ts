import {
  type DraftClause,
  type DraftDocument,
  type TemplateField,
  type TemplateValue,
  templateValuesSchema,
} from "../../common/templates";
import {
  type ClauseNode,
  type ContractTemplate,
  CROSS_REFERENCE_PATTERN,
  PLACEHOLDER_PATTERN,
  SECTION_PATTERN,
  type TemplateCondition,
} from "./contract-template";
import { formatLongDate, formatPercent, formatRand, TEMPLATE_FORMATTERS } from "./template-formatters";

export type RenderResult = {
  /** The drafted document; while incomplete, missing values show as "[monthly rent]". */
  document: DraftDocument;
  /** True when every needed field has a valid value. */
  complete: boolean;
  /**
   * Fields that still need a valid value: required fields not given (or given but invalid), and
   * optional fields a clause that is included refers to (e.g. the pet description once pets are allowed).
   * In template field order.
   */
  missing: TemplateField[];
  /** Values that were rejected, with the message to show (`key` is the field key). */
  invalid: Array<{ key: string; message: string }>;
};

type Scope = {
  fields: Map<string, TemplateField>;
  values: Record<string, TemplateValue>;
  /** The current list item inside an `each` node, with its list field. */
  item: { field: TemplateField; value: Record<string, TemplateValue> } | null;
  /** Keys of template fields referred to by included text but without a value. */
  needed: Set<string>;
};

/**
 * Renders a template with the values given so far: validates them with the template's own zod
 * schema, fills defaults, includes conditional clauses, repeats list items, numbers the clauses,
 * and renders parties and signature blocks. Never throws on user values; a template bug (unknown
 * formatter, unknown field) throws.
 */
export function renderTemplate(template: ContractTemplate, values: Record<string, unknown>): RenderResult {
  const fields = new Map(template.fields.map((field) => [field.key, field]));
  const { accepted, invalid } = acceptValues(template.fields, values);
  const scope: Scope = { fields, values: accepted, item: null, needed: new Set() };
  const { body } = template;

  const title = fill(body.title, scope);
  const parties = body.parties
    .filter((party) => !party.when || holds(party.when, scope))
    .map((party) => ({
      role: party.role,
      name: fill(party.name, scope),
      details: party.details ? fill(party.details, scope) || null : null,
    }));
  const clauses = resolveCrossReferences(renderNodes(body.clauses, "", scope));
  const signatureBlocks = body.signatures
    .filter((signature) => !signature.when || holds(signature.when, scope))
    .map((signature) => ({
      role: signature.role,
      party: fill(signature.party, scope),
      signatory: signature.signatory ? fill(signature.signatory, scope) || null : null,
    }));

  const invalidKeys = new Set(invalid.map((entry) => entry.key));
  const missing = template.fields.filter(
    (field) =>
      invalidKeys.has(field.key) || (field.required && isBlank(accepted[field.key])) || scope.needed.has(field.key),
  );
  return {
    document: {
      title,
      templateId: template.id,
      jurisdiction: template.jurisdiction,
      parties,
      clauses,
      signatureBlocks,
      values: accepted,
    },
    complete: missing.length === 0 && invalid.length === 0,
    missing,
    invalid,
  };
}

/** A value for a key the template does not have (the model invented it): a plain sentence, no key in it. */
export const UNKNOWN_FIELD_MESSAGE = "A value was given for a detail this contract does not have, so it was left out.";

/** Given values (blank ones dropped) plus defaults, each checked with the field's schema. */
function acceptValues(fields: readonly TemplateField[], values: Record<string, unknown>) {
  const accepted: Record<string, TemplateValue> = {};
  const invalid: Array<{ key: string; message: string }> = [];
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(values)) {
    // shown to the user in the chat; the model reads the key beside it
    if (!known.has(key)) invalid.push({ key, message: UNKNOWN_FIELD_MESSAGE });
  }
  for (const field of fields) {
    const given = values[field.key];
    const value = isBlank(given) ? field.default : given;
    if (value === undefined) continue;
    const parsed = schemaOf(field).safeParse({ [field.key]: value });
    if (parsed.success) accepted[field.key] = parsed.data[field.key]!;
    else invalid.push({ key: field.key, message: messageOf(parsed.error.issues) });
  }
  return { accepted, invalid };
}

const schemas = new WeakMap<TemplateField, ReturnType<typeof templateValuesSchema>>();
function schemaOf(field: TemplateField) {
  const known = schemas.get(field);
  if (known) return known;
  const schema = templateValuesSchema([field]);
  schemas.set(field, schema);
  return schema;
}

function messageOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const issue = issues[0]!;
  // A list item's problem: "Item 2: Enter the due date."
  const index = issue.path.find((part) => typeof part === "number");
  return typeof index === "number" ? `Item ${index + 1}: ${issue.message}` : issue.message;
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isFilled(value: unknown): boolean {
  return !isBlank(value) && value !== false;
}

function renderNodes(nodes: readonly ClauseNode[], prefix: string, scope: Scope): DraftClause[] {
  const out: DraftClause[] = [];
  let position = 0;
  const emit = (node: ClauseNode, id: string, nodeScope: Scope) => {
    position += 1;
    const number = prefix ? `${prefix}.${position}` : String(position);
    out.push({
      id,
      number,
      heading: node.heading ? fill(node.heading, nodeScope) : null,
      text: node.text ? fill(node.text, nodeScope) : "",
    });
    if (node.children) out.push(...renderNodes(node.children, number, nodeScope));
  };
  for (const node of nodes) {
    if (node.each) {
      const field = scope.fields.get(node.each);
      if (field?.type !== "list") throw new Error(`clause ${node.id}: "${node.each}" is not a list field`);
      const items = (scope.values[node.each] as Array<Record<string, TemplateValue>> | undefined) ?? [];
      items.forEach((item, index) => {
        const itemScope: Scope = { ...scope, item: { field, value: item } };
        if (!node.when || holds(node.when, itemScope))
          emit(node, index === 0 ? node.id : `${node.id}-${index + 1}`, itemScope);
      });
      continue;
    }
    if (!node.when || holds(node.when, scope)) emit(node, node.id, scope);
  }
  return out;
}

/** `{{=clauseId}}` → that clause's number after renumbering ("[clause not included]" when it was left out). */
function resolveCrossReferences(clauses: DraftClause[]): DraftClause[] {
  const numbers = new Map(clauses.map((clause) => [clause.id, clause.number]));
  return clauses.map((clause) => ({
    ...clause,
    text: clause.text.replace(CROSS_REFERENCE_PATTERN, (_, id: string) => numbers.get(id) ?? "[clause not included]"),
  }));
}

function lookup(
  key: string,
  scope: Scope,
): { field: TemplateField; value: TemplateValue | undefined; isItem: boolean } {
  if (key.startsWith("item.")) {
    if (!scope.item) throw new Error(`{{${key}}} is used outside an "each" clause`);
    const itemKey = key.slice("item.".length);
    const field = scope.item.field.itemFields?.find((f) => f.key === itemKey);
    if (!field) throw new Error(`{{${key}}}: list "${scope.item.field.key}" has no item field "${itemKey}"`);
    return { field, value: scope.item.value[itemKey], isItem: true };
  }
  const field = scope.fields.get(key);
  if (!field) throw new Error(`{{${key}}}: no such field`);
  return { field, value: scope.values[key], isItem: false };
}

function holds(condition: TemplateCondition, scope: Scope): boolean {
  if ("all" in condition) return condition.all.every((c) => holds(c, scope));
  if ("any" in condition) return condition.any.some((c) => holds(c, scope));
  if ("not" in condition) return !holds(condition.not, scope);
  const { value } = lookup(condition.field, scope);
  if ("equals" in condition) return value === condition.equals;
  if ("oneOf" in condition) return value !== undefined && (condition.oneOf as unknown[]).includes(value);
  return isFilled(value) === condition.filled;
}

/** Sections first (so placeholders in dropped text are not needed), then placeholders, then tidy spacing. */
function fill(text: string, scope: Scope): string {
  let current = text;
  for (let previous = ""; previous !== current; ) {
    previous = current;
    current = current.replace(SECTION_PATTERN, (_, kind: string, key: string, inner: string) => {
      const shown = isFilled(lookup(key, scope).value);
      return (kind === "#") === shown ? inner : "";
    });
  }
  current = current.replace(PLACEHOLDER_PATTERN, (_, key: string, formatter: string | undefined) => {
    const { field, value, isItem } = lookup(key, scope);
    if (isBlank(value)) {
      if (!isItem) scope.needed.add(key);
      return `[${field.label.toLowerCase()}]`;
    }
    return formatValue(field, value!, formatter);
  });
  return current
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([,.;:)])/g, "$1")
    .replace(/([.!?])\.(?!\.)/g, "$1")
    .replace(/\( +/g, "(")
    .trim();
}

function formatValue(field: TemplateField, value: TemplateValue, formatter: string | undefined): string {
  if (formatter) {
    const format = TEMPLATE_FORMATTERS[formatter];
    if (!format) throw new Error(`{{${field.key}|${formatter}}}: unknown formatter`);
    const formatted = format(value);
    if (formatted === null)
      throw new Error(`{{${field.key}|${formatter}}}: the formatter does not suit a ${field.type} field`);
    return formatted;
  }
  switch (field.type) {
    case "money":
      return formatRand(value as number);
    case "date":
      return formatLongDate(value as string);
    case "percent":
      return formatPercent(value as number);
    case "boolean":
      return value ? "yes" : "no";
    case "select":
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case "list": {
      const first = field.itemFields?.[0]?.key;
      const names = (value as Array<Record<string, TemplateValue>>).map((item) => String(first ? item[first] : ""));
      return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
    }
    default:
      return String(value);
  }
}
