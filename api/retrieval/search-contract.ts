import { embedQuery, type RetrievalEmbeddingModel } from "../../agent/retrieval/embed-texts";
import { localEmbeddingModel } from "../../agent/retrieval/local-embedding";
import { contractNotFound } from "../../agent/tools/tool-failures";
import type { ClauseHit, ToolError } from "../../common/chat";
import type { Database } from "../db/client";
import { findClauseChunkModel } from "../db/queries/clause-chunks";
import { findContract } from "../db/queries/contracts";
import { searchClauses } from "../db/queries/search-clauses";
import type { Logger } from "../logger";

export type ContractSearchDeps = {
  db: Database;
  dataKey: Buffer;
  logger: Logger;
  /** Models a query may be embedded with (the configured one; the local one is always known). */
  embeddingModels?: RetrievalEmbeddingModel[];
};

export type ContractSearchParams = { userId: string; contractId: string; query: string; limit?: number };
export type ContractSearchResult = { contractId: string; fileName: string; hits: ClauseHit[] } | ToolError;

const DEFAULT_LIMIT = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The search behind the chat agent's `searchContract` tool: one of the signed-in user's contracts,
 * hybrid search over its clauses, hits with clause numbers and offsets to cite. The query is
 * embedded with the model that made the contract's vectors; when that model is not available (or
 * fails) the search falls back to full text alone. Failures the model can act on come back as `{ error }`.
 */
export function createContractSearch(deps: ContractSearchDeps) {
  const models = new Map([localEmbeddingModel, ...(deps.embeddingModels ?? [])].map((model) => [model.id, model]));
  return async (params: ContractSearchParams): Promise<ContractSearchResult> => {
    // ids come from the model: anything that is not one of this user's contracts is simply not found
    const contract = UUID.test(params.contractId)
      ? await findContract(deps.db, { userId: params.userId, contractId: params.contractId })
      : undefined;
    if (!contract) return contractNotFound(params.contractId);
    const query = params.query.trim();
    if (!query)
      return {
        error: "The assistant did not say what to look for in the contract. Ask your question again.",
        detail: "Give some words to search the contract for.",
      };
    if (contract.filesDeletedAt) {
      return {
        error: `The text of ${contract.fileName} was deleted under the retention policy, so it cannot be searched. Upload it again to ask about it.`,
      };
    }
    const modelId = await findClauseChunkModel(deps.db, { userId: params.userId, contractId: contract.id });
    if (!modelId)
      return {
        error: `${contract.fileName} has not been read yet (its analysis is still running or failed), so it cannot be searched.`,
      };

    const model = models.get(modelId);
    let queryEmbedding: number[] | null = null;
    if (model) {
      try {
        queryEmbedding = await embedQuery(model, query);
      } catch (error) {
        deps.logger.warn({ err: error, embeddingModel: modelId }, "query embedding failed; searching full text only");
      }
    }
    const hits = await searchClauses(deps.db, {
      userId: params.userId,
      contractId: contract.id,
      query,
      queryEmbedding,
      modelId,
      limit: Math.min(Math.max(params.limit ?? DEFAULT_LIMIT, 1), 10),
      dataKey: deps.dataKey,
    });
    return { contractId: contract.id, fileName: contract.fileName, hits };
  };
}

export type ContractSearch = ReturnType<typeof createContractSearch>;
