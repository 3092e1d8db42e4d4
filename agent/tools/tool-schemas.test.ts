import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createChatTools } from "./index";
import type { ToolContext } from "./tool-context";

type JsonSchema = {
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
};

/** Every property, at any depth, that a model would see without a description. */
function undescribed(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (!property.description) found.push(`${path}.${name}`);
    found.push(...undescribed(property, `${path}.${name}`));
  }
  if (schema.items) found.push(...undescribed(schema.items, `${path}[]`));
  for (const member of schema.anyOf ?? []) found.push(...undescribed(member, path));
  if (typeof schema.additionalProperties === "object")
    found.push(...undescribed(schema.additionalProperties, `${path}{}`));
  return found;
}

// building the tools reads nothing from the context; only their execute does
const tools = createChatTools({} as ToolContext);
const inputSchemas = Object.entries(tools).map(
  ([name, tool]) => [name, z.toJSONSchema(tool.inputSchema as z.ZodType) as JsonSchema] as const,
);

describe("the chat tools' input schemas, as a hosted model sees them", () => {
  it.each(inputSchemas)("%s describes every field", (name, schema) => {
    expect(Object.keys(schema.properties ?? {}).length).toBeGreaterThan(0);
    expect(undescribed(schema, name)).toEqual([]);
  });

  it("gives the known values as enums: template categories, export formats, contract types", () => {
    const byName = Object.fromEntries(inputSchemas);
    expect(byName.listTemplates!.properties!.category!.enum).toEqual(
      expect.arrayContaining(["residential_lease", "nda"]),
    );
    expect(byName.exportDocument!.properties!.format!.enum).toEqual(["docx", "pdf"]);
    expect(byName.draftClause!.properties!.contractType!.enum?.length).toBeGreaterThan(3);
  });

  it("types fillTemplate's values instead of accepting anything", () => {
    const values = Object.fromEntries(inputSchemas).fillTemplate!.properties!.values!;
    expect(values.additionalProperties).toMatchObject({ anyOf: expect.any(Array) });
    const schema = tools.fillTemplate.inputSchema as z.ZodType;
    expect(schema.safeParse({ templateId: "t", values: { monthlyRent: "R14 500", pets: true } }).success).toBe(true);
    expect(schema.safeParse({ templateId: "t", values: { monthlyRent: { amount: 1 } } }).success).toBe(false);
  });
});
