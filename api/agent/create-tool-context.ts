import { localEmbeddingModel } from "../../agent/retrieval/local-embedding";
import type { ToolContext } from "../../agent/tools/tool-context";
import type { AnalysisResult } from "../../common/analysis";
import { analysisResultSchema } from "../../common/analysis";
import { extractedDocumentSchema } from "../../common/document";
import type { AppDeps } from "../context";
import { latestAnalysisOfContract } from "../db/queries/agent-contracts";
import { findContract } from "../db/queries/contracts";
import type { Logger } from "../logger";
import { createContractSearch } from "../retrieval/search-contract";
import { openJson } from "../sealed-json";
import { chargeGeneration } from "./charge-generation";
import { createDraftStore } from "./draft-store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the agent's tools may touch for one signed-in user in one conversation: that user's data only. */
export function createToolContext(
  deps: AppDeps,
  params: { userId: string; conversationId: string; logger: Logger; hostedAllowed: boolean },
): ToolContext {
  const { db, dataKey, clock } = deps;
  const { userId } = params;
  const ownContract = (contractId: string) =>
    UUID.test(contractId) ? findContract(db, { userId, contractId }) : Promise.resolve(undefined);
  return {
    userId,
    conversationId: params.conversationId,
    logger: params.logger,
    drafts: createDraftStore({ db, dataKey, clock }, { userId, conversationId: params.conversationId }),
    contracts: {
      async find(contractId) {
        const contract = await ownContract(contractId);
        if (!contract) return undefined;
        const text = contract.documentEncrypted
          ? openJson(extractedDocumentSchema, contract.documentEncrypted, dataKey).text
          : null;
        return { id: contract.id, fileName: contract.fileName, contractType: contract.contractType, text };
      },
      async latestAnalysis(contractId) {
        const contract = await ownContract(contractId);
        if (!contract) return undefined;
        const analysis = await latestAnalysisOfContract(db, { userId, contractId: contract.id });
        if (!analysis) return undefined;
        const result: AnalysisResult | null =
          analysis.status === "completed" && analysis.resultEncrypted
            ? openJson(analysisResultSchema, analysis.resultEncrypted, dataKey)
            : null;
        return { analysisId: analysis.id, status: analysis.status, result };
      },
    },
    search: createContractSearch({
      db,
      dataKey,
      logger: params.logger,
      // search queries go to a hosted embedding model only with the user's consent
      embeddingModels: [params.hostedAllowed ? deps.embeddingModel : localEmbeddingModel],
    }),
    exports: { downloadUrl: (draftId, format) => `/api/agent/drafts/${draftId}/export.${format}` },
    usage: { chargeGeneration: ({ subjectId }) => chargeGeneration(db, { userId, subjectId, now: clock.now() }) },
  };
}
