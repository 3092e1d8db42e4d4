import { tool } from "ai";
import { exportDocumentInputSchema, exportDocumentOutputSchema } from "../../common/chat";
import type { ToolContext } from "./tool-context";
import { draftNotFound } from "./tool-failures";

export function createExportDocumentTool(ctx: ToolContext) {
  return tool({
    description:
      "Make the user's completed draft available to download as Word (docx) or PDF. Returns the download link and file name.",
    inputSchema: exportDocumentInputSchema,
    outputSchema: exportDocumentOutputSchema,
    execute: async ({ draftId, format }) => {
      const draft = await ctx.drafts.find(draftId);
      if (!draft) return draftNotFound(draftId);
      if (!draft.complete)
        return { error: "The draft is not complete yet. Answer the remaining questions first, then export it." };
      return {
        url: ctx.exports.downloadUrl(draft.id, format),
        fileName: draftFileName(draft.document.title, format),
        format,
      };
    },
  });
}

/** "Residential Lease Agreement" → "residential-lease-agreement.docx". */
export function draftFileName(title: string, format: "docx" | "pdf"): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "contract";
  return `${slug}.${format}`;
}
