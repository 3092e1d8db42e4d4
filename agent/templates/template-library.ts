import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { TemplateSummary } from "../../common/templates";
import { type ContractTemplate, contractTemplateSchema } from "./contract-template";

const TEMPLATES_DIR = new URL("../../templates/", import.meta.url);

let loaded: Map<string, ContractTemplate> | null = null;

/**
 * Every template in `templates/<slug>/template.json` (the folder is the one list: adding a
 * template is adding a folder). Each file is validated when first loaded; a broken template fails
 * loudly at start-up rather than when a user picks it.
 */
export function loadTemplates(dir: URL = TEMPLATES_DIR): Map<string, ContractTemplate> {
  const templates = new Map<string, ContractTemplate>();
  const slugs = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/template.json`, dir)))
    .map((entry) => entry.name)
    .sort();
  for (const slug of slugs) {
    const parsed = contractTemplateSchema.safeParse(
      JSON.parse(readFileSync(new URL(`${slug}/template.json`, dir), "utf8")),
    );
    if (!parsed.success)
      throw new Error(`templates/${slug}/template.json is not a valid template: ${parsed.error.message}`);
    if (parsed.data.id !== slug)
      throw new Error(`templates/${slug}/template.json has id "${parsed.data.id}"; it must match its folder`);
    templates.set(slug, parsed.data as ContractTemplate);
  }
  return templates;
}

function library(): Map<string, ContractTemplate> {
  loaded ??= loadTemplates();
  return loaded;
}

/**
 * GET /api/templates and the agent's listTemplates tool: one summary per template, the South
 * African templates first (the product's home jurisdiction, so "an NDA" means the South African
 * one), then the versions for other jurisdictions, each group by title.
 */
export function listTemplates(): TemplateSummary[] {
  const rank = (summary: TemplateSummary) => (summary.jurisdiction === "ZA" ? 0 : 1);
  return [...library().values()]
    .map(({ id, title, category, jurisdiction, description }) => ({ id, title, category, jurisdiction, description }))
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
}

/** The template with this id (ids the model invents simply find nothing). */
export function findTemplate(id: string): ContractTemplate | undefined {
  return library().get(id);
}
