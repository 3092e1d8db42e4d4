import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";

const frontMatterSchema = z.object({
  name: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  description: z.string().min(1),
  inputs: z.array(z.string().min(1)),
});

export type LoadedPrompt = { id: string; text: string };

const PROMPTS_DIR = new URL("../../prompts/", import.meta.url);

/**
 * Loads `prompts/<name>.md`, validates its front matter, and fills `{{variables}}`. Throws on a
 * missing or unknown variable. The id `name@version#hash` is recorded with every model result.
 */
export function loadPrompt(name: string, variables: Record<string, string>, dir: URL = PROMPTS_DIR): LoadedPrompt {
  const source = readFileSync(new URL(`${name}.md`, dir), "utf8");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`prompt ${name}: missing front matter`);
  const meta = frontMatterSchema.parse(parseFrontMatter(match[1]!));
  const body = match[2]!;
  const used = new Set([...body.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!));
  for (const variable of used)
    if (!meta.inputs.includes(variable)) throw new Error(`prompt ${name}: {{${variable}}} is not a declared input`);
  for (const input of meta.inputs)
    if (!(input in variables)) throw new Error(`prompt ${name}: missing variable ${input}`);
  for (const given of Object.keys(variables))
    if (!meta.inputs.includes(given)) throw new Error(`prompt ${name}: unknown variable ${given}`);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 12);
  return {
    id: `${meta.name}@${meta.version}#${hash}`,
    text: body.replace(/\{\{(\w+)\}\}/g, (_, key: string) => variables[key]!),
  };
}

/** The small YAML subset the prompt files use: `key: value` and `key: [a, b]`. */
function parseFrontMatter(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const line of text.split("\n")) {
    const pair = /^(\w+):\s*(.*)$/.exec(line.trim());
    if (!pair) continue;
    const value = pair[2]!.trim();
    result[pair[1]!] = /^\[.*\]$/.test(value)
      ? value
          .slice(1, -1)
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean)
      : value.replace(/^["']|["']$/g, "");
  }
  return result;
}
