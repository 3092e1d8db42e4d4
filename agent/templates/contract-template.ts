import { z } from "zod";
import { type TemplateDetail, templateDetailSchema } from "../../common/templates";

/**
 * A contract template on the server: the public detail (id, title, fields) plus the body it is
 * rendered from. Templates are data (`templates/<slug>/template.json`), validated by
 * `contractTemplateSchema` when the library loads them.
 *
 * How a body is written:
 * - `clauses` is a tree of clause nodes. Each node has a stable `id`, an optional `heading` and
 *   `text`, and optional `children` (numbered 1, 1.1, 1.1.1 in the order they are included).
 * - Text and headings hold placeholders: `{{fieldKey}}`, or `{{fieldKey|formatter}}` with one of
 *   the formatters in template-formatters.ts (`rand`, `date`, `words`, `percent`, `ordinal`, `upper`, `lower`).
 *   A value with no formatter is shown by its type (money in rand, dates in words, a select's label).
 * - `when` includes a node only when its condition over the values holds; skipped nodes leave no
 *   gap in the numbering.
 * - `each: "listKey"` repeats a node once per item of a list field; inside it `{{item.key}}` is the
 *   item's field.
 * - `{{#key}}…{{/key}}` keeps the text between only when the value is given (and not false);
 *   `{{^key}}…{{/key}}` only when it is not. Use it for optional details within a sentence.
 * - `{{=clauseId}}` is the number of another clause ("as set out in clause {{=deposit}}"), so a
 *   cross-reference stays right when conditional clauses renumber the document.
 * - Paragraphs within a clause are separated by "\n".
 */

/** A condition over the values. `field` may be `item.key` inside an `each` node. */
export type TemplateCondition =
  | { field: string; equals: string | number | boolean }
  | { field: string; oneOf: Array<string | number> }
  | { field: string; filled: boolean }
  | { all: TemplateCondition[] }
  | { any: TemplateCondition[] }
  | { not: TemplateCondition };

export const templateConditionSchema: z.ZodType<TemplateCondition> = z.lazy(() =>
  z.union([
    z.strictObject({ field: z.string(), equals: z.union([z.string(), z.number(), z.boolean()]) }),
    z.strictObject({ field: z.string(), oneOf: z.array(z.union([z.string(), z.number()])).min(1) }),
    z.strictObject({ field: z.string(), filled: z.boolean() }),
    z.strictObject({ all: z.array(templateConditionSchema).min(1) }),
    z.strictObject({ any: z.array(templateConditionSchema).min(1) }),
    z.strictObject({ not: templateConditionSchema }),
  ]),
);

export type ClauseNode = {
  /** Stable within the template; the drafted clause keeps it (with "-2", "-3"… for repeated items). */
  id: string;
  heading?: string;
  text?: string;
  when?: TemplateCondition;
  /** Key of a list field: the node is repeated once per item. */
  each?: string;
  children?: ClauseNode[];
};

export const clauseNodeSchema: z.ZodType<ClauseNode> = z.lazy(() =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, "kebab-case clause ids"),
    heading: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
    when: templateConditionSchema.optional(),
    each: z.string().optional(),
    children: z.array(clauseNodeSchema).optional(),
  }),
);

export const templateBodySchema = z.strictObject({
  /** The document's title, e.g. "RESIDENTIAL LEASE AGREEMENT". */
  title: z.string().min(1),
  /** Analysis sides to check a draft from (agent/analysis/sides.ts), the protected side first. */
  sides: z.array(z.string().min(1)).min(1),
  /** "entered into between" lines: `name` and `details` hold placeholders. */
  parties: z
    .array(
      z.strictObject({
        role: z.string().min(1),
        name: z.string().min(1),
        details: z.string().optional(),
        when: templateConditionSchema.optional(),
      }),
    )
    .min(2),
  clauses: z.array(clauseNodeSchema).min(1),
  /** One block per signing party; `signatory` is the person signing for a company (omit or leave empty for an individual). */
  signatures: z
    .array(
      z.strictObject({
        role: z.string().min(1),
        party: z.string().min(1),
        signatory: z.string().optional(),
        when: templateConditionSchema.optional(),
      }),
    )
    .min(1),
});
export type TemplateBody = z.infer<typeof templateBodySchema>;

export const contractTemplateSchema = templateDetailSchema.extend({ body: templateBodySchema });
export type ContractTemplate = TemplateDetail & { body: TemplateBody };

/** `{{key}}`, `{{key|formatter}}`, `{{item.key}}`: key (with `item.` when present) and formatter. */
export const PLACEHOLDER_PATTERN = /\{\{\s*((?:item\.)?[a-zA-Z][a-zA-Z0-9]*)\s*(?:\|\s*([a-zA-Z]+)\s*)?\}\}/g;
/** `{{#key}}…{{/key}}` and `{{^key}}…{{/key}}` (innermost first when nested). */
export const SECTION_PATTERN = /\{\{([#^])((?:item\.)?[a-zA-Z][a-zA-Z0-9]*)\}\}((?:(?!\{\{[#^])[\s\S])*?)\{\{\/\2\}\}/g;

/** `{{=clauseId}}`: a cross-reference to another clause's number. */
export const CROSS_REFERENCE_PATTERN = /\{\{=([a-z0-9-]+)\}\}/g;

/** Every field key a piece of template text refers to (placeholders and sections), in order. */
export function placeholdersOf(text: string): Array<{ key: string; formatter: string | null }> {
  const found: Array<{ key: string; formatter: string | null }> = [];
  for (const match of text.matchAll(
    /\{\{\s*[#^/]?\s*((?:item\.)?[a-zA-Z][a-zA-Z0-9]*)\s*(?:\|\s*([a-zA-Z]+)\s*)?\}\}/g,
  )) {
    found.push({ key: match[1]!, formatter: match[2] ?? null });
  }
  return found;
}
