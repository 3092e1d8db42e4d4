import { z } from "zod";
import { jurisdictionCodeSchema } from "./analysis";

/**
 * Contract templates and the documents drafted from them. A template is data: its fields are
 * described here in a serialisable form (the web form builder and the chat agent read the same
 * description), and `templateValuesSchema(fields)` turns that description into the zod schema
 * that validates values on the server and in the browser alike.
 */

export const templateCategorySchema = z.enum([
  "residential_lease",
  "commercial_lease",
  "employment",
  "independent_contractor",
  "services",
  "nda",
  "sale_of_goods",
  "loan",
  "privacy",
  "website",
  "partnership",
]);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

export const templateFieldTypeSchema = z.enum([
  "text", // one line
  "longText", // paragraphs
  "date", // ISO yyyy-mm-dd
  "money", // cents (integer), shown in rand
  "integer",
  "percent", // number, e.g. 8.5
  "select", // one of `options`
  "boolean",
  "email",
  "list", // repeated items of `itemFields`
]);
export type TemplateFieldType = z.infer<typeof templateFieldTypeSchema>;

const fieldKeySchema = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "camelCase field keys");

const baseFieldSchema = z.object({
  key: fieldKeySchema,
  label: z.string().min(1),
  type: templateFieldTypeSchema,
  required: z.boolean(),
  /** Shown under the input and used by the agent when it asks for the field. */
  help: z.string().optional(),
  /** The question the agent asks for this field, e.g. "What is the monthly rent?". */
  question: z.string().min(1),
  /** A sensible default the agent may propose; absent when there is none. */
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  /** Form builder step, e.g. "Parties", "Property", "Money". */
  step: z.string().min(1),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** An optional field worth asking about even though the contract is complete without it (the agent proposes the default). */
  important: z.boolean().optional(),
});

export type TemplateField = z.infer<typeof baseFieldSchema> & { itemFields?: TemplateField[] };
export const templateFieldSchema: z.ZodType<TemplateField> = baseFieldSchema.extend({
  itemFields: z.lazy(() => z.array(templateFieldSchema)).optional(),
});

/** GET /api/templates — one entry per template. */
export const templateSummarySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  category: templateCategorySchema,
  jurisdiction: jurisdictionCodeSchema,
  description: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

/** GET /api/templates/:id — the summary and its fields (the body stays on the server). */
export const templateDetailSchema = templateSummarySchema.extend({ fields: z.array(templateFieldSchema) });
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export type TemplateValue = string | number | boolean | Array<Record<string, string | number | boolean>>;
export type TemplateValues = Record<string, TemplateValue>;

/** The zod schema for a template's values, built from its field description (required, types, options, min/max). */
export function templateValuesSchema(fields: readonly TemplateField[]): z.ZodType<TemplateValues> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields)
    shape[field.key] = field.required ? valueSchemaOf(field) : valueSchemaOf(field).optional();
  return z.object(shape) as unknown as z.ZodType<TemplateValues>;
}

function valueSchemaOf(field: TemplateField): z.ZodType {
  const label = field.label;
  switch (field.type) {
    case "text":
      return z.string().trim().min(1, `Enter ${label.toLowerCase()}.`).max(300, "Use at most 300 characters.");
    case "longText":
      return z.string().trim().min(1, `Enter ${label.toLowerCase()}.`).max(5000, "Use at most 5000 characters.");
    case "email":
      return z.string().trim().pipe(z.email("Enter a valid email address."));
    case "date":
      return z.iso.date(`Enter ${label.toLowerCase()} as a date.`);
    case "money":
    case "integer": {
      let schema = z.number().int(`${label} must be a whole number.`);
      if (field.min !== undefined) schema = schema.min(field.min, `${label} must be at least ${field.min}.`);
      if (field.max !== undefined) schema = schema.max(field.max, `${label} must be at most ${field.max}.`);
      return schema;
    }
    case "percent": {
      let schema = z.number();
      schema = schema
        .min(field.min ?? 0, `${label} cannot be below ${field.min ?? 0}.`)
        .max(field.max ?? 100, `${label} cannot be above ${field.max ?? 100}.`);
      return schema;
    }
    case "boolean":
      return z.boolean();
    case "select": {
      const values = (field.options ?? []).map((option) => option.value);
      return z
        .string()
        .refine((value) => values.includes(value), `Choose one of the options for ${label.toLowerCase()}.`);
    }
    case "list": {
      const item = templateValuesSchema(field.itemFields ?? []);
      let schema = z.array(item);
      if (field.required) schema = schema.min(field.min ?? 1, `Add at least ${field.min ?? 1}.`);
      if (field.max !== undefined) schema = schema.max(field.max, `Add at most ${field.max}.`);
      return schema;
    }
  }
}

/** One clause of a drafted document (numbered "1", "1.1"…). */
export const draftClauseSchema = z.object({
  /** Stable id within the document (survives renumbering), e.g. "deposit". */
  id: z.string(),
  number: z.string(),
  heading: z.string().nullable(),
  text: z.string(),
});
export type DraftClause = z.infer<typeof draftClauseSchema>;

export const signatureBlockSchema = z.object({ party: z.string(), role: z.string(), signatory: z.string().nullable() });

/** A contract drafted from a template (or revised by the user through the agent): what is exported to DOCX/PDF. */
export const draftDocumentSchema = z.object({
  title: z.string(),
  templateId: z.string().nullable(),
  jurisdiction: jurisdictionCodeSchema,
  /** "entered into between X (the Landlord) and Y (the Tenant)" lines. */
  parties: z.array(z.object({ name: z.string(), role: z.string(), details: z.string().nullable() })),
  clauses: z.array(draftClauseSchema),
  signatureBlocks: z.array(signatureBlockSchema),
  /** The values the document was rendered from. */
  values: z.record(z.string(), z.unknown()),
});
export type DraftDocument = z.infer<typeof draftDocumentSchema>;
