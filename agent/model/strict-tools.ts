import type {
  LanguageModelV3CallOptions,
  LanguageModelV3FunctionTool,
  LanguageModelV3Middleware,
  LanguageModelV3StreamPart,
} from "@ai-sdk/provider";

type JsonSchema = LanguageModelV3FunctionTool["inputSchema"];
type JsonObjectSchema = Exclude<JsonSchema, boolean>;

/** Keywords OpenAI's strict mode has not always accepted; the tool's own zod schema still checks them on our side. */
const UNSUPPORTED_KEYWORDS = [
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
  "pattern",
  "format",
];

/**
 * Strict tool schemas for OpenAI (`strict: true` on a function tool: the model's arguments always
 * fit the schema). Strict mode wants every property required and no free-form objects, so each
 * optional property is sent as required-but-nullable, and the model's `null` for it is taken out
 * of its arguments again before the tool's own schema checks them. A tool with a free-form object
 * (fillTemplate's and reviseDocument's `values`, keyed by the template's fields) cannot be strict
 * and is sent as it is.
 */
export const strictToolsMiddleware: LanguageModelV3Middleware = {
  specificationVersion: "v3",
  transformParams: async ({ params }) => ({ ...params, tools: params.tools?.map(strictTool) }),
  wrapStream: async ({ doStream, params }) => {
    const result = await doStream();
    const originals = originalSchemas(params);
    return {
      ...result,
      stream: result.stream.pipeThrough(
        new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
          transform(part, controller) {
            controller.enqueue(part.type === "tool-call" ? { ...part, input: withoutNulls(part, originals) } : part);
          },
        }),
      ),
    };
  },
  wrapGenerate: async ({ doGenerate, params }) => {
    const result = await doGenerate();
    const originals = originalSchemas(params);
    return {
      ...result,
      content: result.content.map((part) =>
        part.type === "tool-call" ? { ...part, input: withoutNulls(part, originals) } : part,
      ),
    };
  },
};

/** The schema each strict tool had before it was made strict (the middleware's later steps see the strict one). */
const schemaBeforeStrict = new WeakMap<object, JsonSchema>();

function strictTool(tool: NonNullable<LanguageModelV3CallOptions["tools"]>[number]) {
  if (tool.type !== "function") return tool;
  const schema = strictSchema(tool.inputSchema);
  if (!schema) return tool;
  const strict = { ...tool, inputSchema: schema, strict: true };
  schemaBeforeStrict.set(strict, tool.inputSchema);
  return strict;
}

/** The strict form of a schema, or null when it has a free-form object. */
export function strictSchema(schema: JsonSchema): JsonObjectSchema | null {
  if (typeof schema === "boolean") return null;
  const strict: JsonObjectSchema = { ...schema };
  for (const keyword of UNSUPPORTED_KEYWORDS) delete (strict as Record<string, unknown>)[keyword];
  if (schema.properties || schema.type === "object") {
    if (typeof schema.additionalProperties === "object") return null;
    const properties: Record<string, JsonSchema> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const converted = strictSchema(property);
      if (!converted) return null;
      properties[key] = schema.required?.includes(key) ? converted : { anyOf: [converted, { type: "null" }] };
    }
    Object.assign(strict, { properties, required: Object.keys(properties), additionalProperties: false });
  }
  if (schema.items) {
    if (Array.isArray(schema.items)) return null;
    const items = strictSchema(schema.items);
    if (!items) return null;
    strict.items = items;
  }
  if (schema.anyOf) {
    const members = schema.anyOf.map(strictSchema);
    if (members.some((member: JsonObjectSchema | null) => member === null)) return null;
    strict.anyOf = members as JsonObjectSchema[];
  }
  return strict;
}

/** The strict tools' schemas as the caller gave them, by name. */
function originalSchemas(params: LanguageModelV3CallOptions): Map<string, JsonSchema> {
  return new Map(
    (params.tools ?? []).flatMap((tool) => {
      const original = schemaBeforeStrict.get(tool);
      return tool.type === "function" && original ? [[tool.name, original] as const] : [];
    }),
  );
}

/** The model's arguments for a strict tool with the nulls it sent for optional properties taken out. */
function withoutNulls(call: { toolName: string; input: string }, originals: Map<string, JsonSchema>): string {
  const schema = originals.get(call.toolName);
  if (!schema) return call.input;
  try {
    return JSON.stringify(dropOptionalNulls(JSON.parse(call.input), schema));
  } catch {
    return call.input; // not JSON: the tool's validation says so to the model
  }
}

function dropOptionalNulls(value: unknown, schema: JsonSchema): unknown {
  if (typeof schema === "boolean" || value === null || typeof value !== "object") return value;
  if (Array.isArray(value))
    return schema.items && !Array.isArray(schema.items)
      ? value.map((item) => dropOptionalNulls(item, schema.items as JsonSchema))
      : value;
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(value)) {
    const propertySchema = schema.properties?.[key];
    if (property === null && !schema.required?.includes(key)) continue;
    result[key] = propertySchema ? dropOptionalNulls(property, propertySchema) : property;
  }
  return result;
}
