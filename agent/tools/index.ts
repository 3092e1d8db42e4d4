import type { Tool } from "ai";
import type { ChatToolName } from "../../common/chat";
import { createAnalyzeContractTool } from "./analyze-contract";
import { createCategorizeContractTool } from "./categorize-contract";
import { containToolCrash } from "./contain-tool-crash";
import { createDraftClauseTool } from "./draft-clause";
import { createExportDocumentTool } from "./export-document";
import { createFillTemplateTool } from "./fill-template";
import { createListTemplatesTool } from "./list-templates";
import { createReviseDocumentTool } from "./revise-document";
import { createSearchContractTool } from "./search-contract";
import type { ToolContext } from "./tool-context";

/**
 * The agent's tools for one user and conversation: the only list (the active tools are its keys).
 * A tool that crashes tells the model only that it failed for an internal reason (the log has why).
 */
export function createChatTools(ctx: ToolContext) {
  const contained = <T extends Tool>(name: ChatToolName, tool: T) => containToolCrash(name, tool, () => ctx.logger);
  return {
    listTemplates: contained("listTemplates", createListTemplatesTool(ctx)),
    fillTemplate: contained("fillTemplate", createFillTemplateTool(ctx)),
    draftClause: contained("draftClause", createDraftClauseTool(ctx)),
    reviseDocument: contained("reviseDocument", createReviseDocumentTool(ctx)),
    searchContract: contained("searchContract", createSearchContractTool(ctx)),
    analyzeContract: contained("analyzeContract", createAnalyzeContractTool(ctx)),
    categorizeContract: contained("categorizeContract", createCategorizeContractTool(ctx)),
    exportDocument: contained("exportDocument", createExportDocumentTool(ctx)),
  } satisfies Record<ChatToolName, Tool>;
}

export type ChatToolSet = ReturnType<typeof createChatTools>;
