import type { Tool } from "ai";
import type { ChatToolName } from "../../common/chat";
import { createAnalyzeContractTool } from "./analyze-contract";
import { createCategorizeContractTool } from "./categorize-contract";
import { createDraftClauseTool } from "./draft-clause";
import { createExportDocumentTool } from "./export-document";
import { createFillTemplateTool } from "./fill-template";
import { createListTemplatesTool } from "./list-templates";
import { createReviseDocumentTool } from "./revise-document";
import { createSearchContractTool } from "./search-contract";
import type { ToolContext } from "./tool-context";

/** The agent's tools for one user and conversation: the only list (the active tools are its keys). */
export function createChatTools(ctx: ToolContext) {
  return {
    listTemplates: createListTemplatesTool(ctx),
    fillTemplate: createFillTemplateTool(ctx),
    draftClause: createDraftClauseTool(ctx),
    reviseDocument: createReviseDocumentTool(ctx),
    searchContract: createSearchContractTool(ctx),
    analyzeContract: createAnalyzeContractTool(ctx),
    categorizeContract: createCategorizeContractTool(ctx),
    exportDocument: createExportDocumentTool(ctx),
  } satisfies Record<ChatToolName, Tool>;
}

export type ChatToolSet = ReturnType<typeof createChatTools>;
