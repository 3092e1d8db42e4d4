import { tool } from "ai";
import { listTemplatesInputSchema, listTemplatesOutputSchema } from "../../common/chat";
import { listTemplates } from "../templates/template-library";
import type { ToolContext } from "./tool-context";

export function createListTemplatesTool(_ctx: ToolContext) {
  return tool({
    description:
      "List the contract templates the user can draft from (id, title, category, jurisdiction). Pass a category (residential_lease, employment, independent_contractor, nda, …) to narrow the list. Call it before fillTemplate when you do not know the template id.",
    inputSchema: listTemplatesInputSchema,
    outputSchema: listTemplatesOutputSchema,
    execute: async ({ category }) => {
      const all = listTemplates();
      const templates = category ? all.filter((template) => template.category === category) : all;
      return { templates };
    },
  });
}
