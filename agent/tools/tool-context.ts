import type { AnalysisResult } from "../../common/analysis";
import type { ClauseHit, ProposedChange, ToolError } from "../../common/chat";
import type { DraftDocument } from "../../common/templates";

/**
 * What the tools may do, injected by the API for one signed-in user and one conversation. Every
 * method is scoped to that user: an id the model passes that is not the user's finds nothing, so a
 * tool cannot act on another user's data or on an id the model invented.
 */
export type ToolContext = {
  userId: string;
  conversationId: string;
  logger: ToolLogger;
  drafts: DraftStore;
  contracts: ContractAccess;
  search: ContractSearch;
  exports: DraftExports;
  usage: GenerationUsage;
};

export type ToolLogger = {
  info: (fields: Record<string, unknown>, message: string) => void;
  warn: (fields: Record<string, unknown>, message: string) => void;
  error: (fields: Record<string, unknown>, message: string) => void;
};

/**
 * A clause the user rewrote, added or removed (by accepting a proposal); it survives re-rendering
 * the template. An added clause has its own id and `added: true`; a removed one `removed: true`.
 */
export type ClauseOverride = { text: string; heading?: string; added?: boolean; removed?: boolean };

/** A draft as the tools see it: the current version and what it was rendered from. */
export type StoredDraft = {
  id: string;
  conversationId: string | null;
  templateId: string;
  version: number;
  /** Every required and important field is answered (or skipped) and the document is rendered. */
  complete: boolean;
  /** Values the user gave (defaults are not stored: the template applies them). */
  values: Record<string, unknown>;
  skipped: string[];
  clauseOverrides: Record<string, ClauseOverride>;
  document: DraftDocument;
  /** True once the draft has counted as a contract generation (it counts once). */
  generationCounted: boolean;
};

/** One change a proposal would make; applied only when the user accepts it. */
export type DraftChange =
  | { kind: "field"; key: string; value: unknown }
  | { kind: "clause"; clauseId: string; text: string; heading?: string }
  | { kind: "addClause"; clauseId: string; text: string; heading: string }
  | { kind: "removeClause"; clauseId: string };

export type DraftStore = {
  find: (draftId: string) => Promise<StoredDraft | undefined>;
  /** Starts a draft in this conversation (version 1). */
  create: (
    draft: Pick<StoredDraft, "templateId" | "values" | "skipped" | "document" | "complete">,
  ) => Promise<StoredDraft>;
  /** Updates a draft that is still being filled in (its version stays 1; the version is recorded when it completes). */
  updateInProgress: (
    draftId: string,
    draft: Pick<StoredDraft, "values" | "skipped" | "document" | "complete">,
  ) => Promise<StoredDraft>;
  markGenerationCounted: (draftId: string) => Promise<void>;
  /** Stores a proposal; the document does not change until the user accepts it. */
  propose: (
    draftId: string,
    proposal: { summary: string; clauseId: string | null; before: string; after: string; change: DraftChange },
  ) => Promise<ProposedChange>;
};

export type ContractInfo = {
  id: string;
  fileName: string;
  contractType: string | null;
  /** The extracted text; null when the retention job has deleted it. */
  text: string | null;
};

export type ContractAccess = {
  find: (contractId: string) => Promise<ContractInfo | undefined>;
  /** The contract's latest analysis (the result only when completed). */
  latestAnalysis: (
    contractId: string,
  ) => Promise<{ analysisId: string; status: string; result: AnalysisResult | null } | undefined>;
};

/** Retrieval over one of the user's uploaded contracts (api/retrieval/search-contract.ts). */
export type ContractSearch = (params: {
  userId: string;
  contractId: string;
  query: string;
  limit?: number;
}) => Promise<{ contractId: string; fileName: string; hits: ClauseHit[] } | ToolError>;

export type DraftExports = {
  /** Where the browser downloads the draft (the API renders the file on request). */
  downloadUrl: (draftId: string, format: "docx" | "pdf") => string;
};

export type GenerationUsage = {
  /** Counts one contract generation against the user's plan, or says why it cannot. */
  chargeGeneration: (params: { subjectId: string }) => Promise<{ ok: true } | { error: string }>;
};
