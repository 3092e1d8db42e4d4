import { z } from "zod";
import { draftDocumentSchema, templateCategorySchema, templateFieldSchema, templateSummarySchema } from "../templates";

/**
 * /api/templates and /api/custom-templates: the template gallery, the form builder's preview and
 * generation, half-filled forms saved to come back to, and a user's own (private) templates.
 */

/** GET /api/templates — library templates and the user's own ones (`custom: true`, id is the custom template's id). */
export const templateListItemSchema = templateSummarySchema.extend({
  custom: z.boolean(),
  fieldCount: z.number().int().nonnegative(),
});
export type TemplateListItem = z.infer<typeof templateListItemSchema>;

/** POST …/preview and …/generate, PUT …/form-draft: the form's values by field key. */
export const templateValuesRequestSchema = z.object({ values: z.record(z.string(), z.unknown()) });
export type TemplateValuesRequest = z.infer<typeof templateValuesRequestSchema>;

/** POST …/preview — the rendered document; missing values show as "[monthly rent]" until given. */
export const templatePreviewSchema = z.object({
  document: draftDocumentSchema,
  complete: z.boolean(),
  /** Keys of fields that still need a value. */
  missing: z.array(z.string()),
  /** Values that were rejected, with the message to show under the field. */
  invalid: z.array(z.object({ key: z.string(), message: z.string() })),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/** 422 template_values_invalid: `details.fieldErrors` holds one message per field key. */
export const templateValuesErrorDetailsSchema = z.object({ fieldErrors: z.record(z.string(), z.string()) });

/** POST …/generate — the contract (in History), the draft (export, continue in chat) and the analysis of it. */
export const generatedContractSchema = z.object({
  contractId: z.string(),
  draftId: z.string(),
  analysisId: z.string(),
  title: z.string(),
  document: draftDocumentSchema,
  exports: z.object({ docx: z.string(), pdf: z.string() }),
});
export type GeneratedContract = z.infer<typeof generatedContractSchema>;

/** GET /api/templates/generated — contracts the user made from templates, newest first. */
export const generatedContractListItemSchema = z.object({
  contractId: z.string(),
  draftId: z.string().nullable(),
  fileName: z.string(),
  templateRef: z.string(),
  createdAt: z.iso.datetime(),
});
export type GeneratedContractListItem = z.infer<typeof generatedContractListItemSchema>;

/** GET/PUT …/form-draft — the half-filled form (not charged). */
export const formDraftSchema = z.object({ values: z.record(z.string(), z.unknown()), updatedAt: z.iso.datetime() });
export type FormDraft = z.infer<typeof formDraftSchema>;

/** POST /api/templates/drafts/:draftId/conversation — the agent conversation the draft opens in. */
export const draftConversationSchema = z.object({ conversationId: z.string() });

// ── custom templates ──

/** The field types a marked piece of text can become. */
export const customFieldTypeSchema = z.enum(["text", "longText", "date", "money", "integer", "percent", "email"]);
export type CustomFieldType = z.infer<typeof customFieldTypeSchema>;

export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  text: "Short text",
  longText: "Paragraph",
  date: "Date",
  money: "Amount in rand",
  integer: "Whole number",
  percent: "Percentage",
  email: "Email address",
};

export const textSpanSchema = z.object({ start: z.number().int().nonnegative(), end: z.number().int().positive() });
export type TextSpan = z.infer<typeof textSpanSchema>;

/** One variable: a field with a label and type, and every place in the text it replaces. */
export const customVariableSchema = z.object({
  label: z.string().trim().min(1, "Give the field a label.").max(80, "Use at most 80 characters for a label."),
  type: customFieldTypeSchema,
  required: z.boolean().default(true),
  spans: z.array(textSpanSchema).min(1, "Mark where the field goes in the text.").max(50),
});
export type CustomVariable = z.infer<typeof customVariableSchema>;

export const MAX_CUSTOM_TEMPLATE_CHARACTERS = 100_000;

/** POST /api/custom-templates */
export const createCustomTemplateSchema = z.object({
  title: z.string().trim().min(1, "Give the template a name.").max(120, "Use at most 120 characters for the name."),
  category: templateCategorySchema,
  description: z.string().trim().max(500, "Use at most 500 characters for the description.").default(""),
  text: z
    .string()
    .refine((text) => text.trim().length >= 50, "Paste or upload the contract text (at least 50 characters).")
    .refine(
      (text) => text.length <= MAX_CUSTOM_TEMPLATE_CHARACTERS,
      `The text is longer than ${MAX_CUSTOM_TEMPLATE_CHARACTERS.toLocaleString("en-ZA")} characters.`,
    ),
  variables: z
    .array(customVariableSchema)
    .min(1, "Make at least one field: select text and choose “Make this a field”.")
    .max(60, "Use at most 60 fields."),
  sourceFileName: z.string().max(200).nullable().default(null),
});
export type CreateCustomTemplate = z.input<typeof createCustomTemplateSchema>;

/** GET /api/custom-templates/:id — the template with its text, variables and the fields made from them. */
export const customTemplateDetailSchema = templateSummarySchema.extend({
  custom: z.literal(true),
  text: z.string(),
  variables: z.array(customVariableSchema.extend({ key: z.string() })),
  fields: z.array(templateFieldSchema),
  sourceFileName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type CustomTemplateDetail = z.infer<typeof customTemplateDetailSchema>;

/** POST /api/custom-templates/extract — the text of an uploaded contract, to mark fields in. */
export const extractedTextSchema = z.object({
  fileName: z.string(),
  text: z.string(),
  pageCount: z.number().int().nonnegative(),
});
export type ExtractedText = z.infer<typeof extractedTextSchema>;
