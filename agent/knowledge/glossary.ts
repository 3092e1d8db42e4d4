import { readFileSync } from "node:fs";
import { z } from "zod";

const glossarySchema = z.object({
  description: z.string(),
  terms: z.array(z.object({ term: z.string().min(1), aliases: z.array(z.string()), meaning: z.string().min(20) })),
});
export type GlossaryEntry = z.infer<typeof glossarySchema>["terms"][number];

let loaded: GlossaryEntry[] | null = null;

/** The plain-language glossary (agent/knowledge/glossary.json), validated when first read. */
export function glossary(): GlossaryEntry[] {
  loaded ??= glossarySchema.parse(JSON.parse(readFileSync(new URL("./glossary.json", import.meta.url), "utf8"))).terms;
  return loaded;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9' -]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The glossary entry a question asks about ("what does indemnity mean?", "what's a surety?",
 * "explain voetstoots"): the longest term or alias the text contains as whole words.
 */
export function findGlossaryTerm(text: string): GlossaryEntry | null {
  const haystack = ` ${normalise(text)} `;
  let best: { entry: GlossaryEntry; length: number } | null = null;
  for (const entry of glossary())
    for (const name of [entry.term, ...entry.aliases]) {
      const needle = normalise(name);
      if (needle && haystack.includes(` ${needle} `) && (!best || needle.length > best.length))
        best = { entry, length: needle.length };
    }
  return best?.entry ?? null;
}
