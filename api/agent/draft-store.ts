import { z } from "zod";
import { findTemplate } from "../../agent/templates/template-library";
import { applyDraftChange } from "../../agent/tools/render-draft";
import type { ClauseOverride, DraftChange, DraftStore, StoredDraft } from "../../agent/tools/tool-context";
import type { DraftDetail, DraftVersionDetail, ProposedChange } from "../../common/chat";
import { AppError } from "../../common/errors";
import { type DraftDocument, draftDocumentSchema } from "../../common/templates";
import type { Clock } from "../context";
import type { Database } from "../db/client";
import { updateConversation } from "../db/queries/agent-conversations";
import {
  decideDraftProposal,
  findDraftProposal,
  findDraftRow,
  findDraftVersion,
  insertDraftProposal,
  insertDraftRow,
  insertDraftVersion,
  listDraftProposals,
  listDraftVersions,
  updateDraftRow,
} from "../db/queries/agent-drafts";
import type { DraftProposalRow, DraftRow } from "../db/schema";
import { openJson, sealJson } from "../sealed-json";

export type DraftDeps = { db: Database; dataKey: Buffer; clock: Clock };

/** What a draft version is made of (stored encrypted). */
type DraftState = {
  values: Record<string, unknown>;
  skipped: string[];
  clauseOverrides: Record<string, ClauseOverride>;
  document: DraftDocument;
};
type ProposalState = { summary: string; clauseId: string | null; before: string; after: string; change: DraftChange };
const draftStateSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  skipped: z.array(z.string()),
  clauseOverrides: z.record(
    z.string(),
    z.custom<ClauseOverride>((value) => typeof value === "object" && value !== null),
  ),
  document: draftDocumentSchema,
}) satisfies z.ZodType<DraftState>;
const proposalStateSchema = z.object({
  summary: z.string(),
  clauseId: z.string().nullable(),
  before: z.string(),
  after: z.string(),
  change: z.custom<DraftChange>((value) => typeof value === "object" && value !== null),
}) satisfies z.ZodType<ProposalState>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ASSISTANT_AUTHOR = "ContractClarity assistant";

function toStoredDraft(row: DraftRow, dataKey: Buffer): StoredDraft {
  const state = openJson(draftStateSchema, row.stateEncrypted, dataKey);
  return {
    id: row.id,
    conversationId: row.conversationId,
    templateId: row.templateId,
    version: row.version,
    complete: row.complete,
    generationCounted: row.generationCounted,
    ...state,
  };
}

function toProposedChange(row: DraftProposalRow, dataKey: Buffer): ProposedChange {
  const state = openJson(proposalStateSchema, row.proposalEncrypted, dataKey);
  return {
    proposalId: row.id,
    draftId: row.draftId,
    status: row.status,
    summary: state.summary,
    clauseId: state.clauseId,
    before: state.before,
    after: state.after,
  };
}

/** The signed-in user's draft, or undefined (ids that are not UUIDs, or not theirs, find nothing). */
export async function findOwnDraft(
  deps: DraftDeps,
  params: { userId: string; draftId: string },
): Promise<StoredDraft | undefined> {
  if (!UUID.test(params.draftId)) return undefined;
  const row = await findDraftRow(deps.db, params);
  return row ? toStoredDraft(row, deps.dataKey) : undefined;
}

/** The tools' view of drafts, for one user and conversation. */
export function createDraftStore(deps: DraftDeps, scope: { userId: string; conversationId: string }): DraftStore {
  const { db, dataKey, clock } = deps;
  const recordFirstVersion = (draft: StoredDraft) =>
    insertDraftVersion(db, {
      draftId: draft.id,
      version: 1,
      author: ASSISTANT_AUTHOR,
      change: `Drafted from the ${findTemplate(draft.templateId)?.title ?? draft.templateId} template`,
      stateEncrypted: sealJson(stateOf(draft), dataKey),
      createdAt: clock.now(),
    });
  return {
    find: (draftId) => findOwnDraft(deps, { userId: scope.userId, draftId }),
    async create(draft) {
      const state: DraftState = {
        values: draft.values,
        skipped: draft.skipped,
        clauseOverrides: {},
        document: draft.document,
      };
      const row = await insertDraftRow(db, {
        userId: scope.userId,
        conversationId: scope.conversationId,
        templateId: draft.templateId,
        complete: draft.complete,
        stateEncrypted: sealJson(state, dataKey),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      await updateConversation(db, { userId: scope.userId, conversationId: scope.conversationId }, { draftId: row.id });
      const stored = toStoredDraft(row, dataKey);
      if (stored.complete) await recordFirstVersion(stored);
      return stored;
    },
    async updateInProgress(draftId, update) {
      const current = await findOwnDraft(deps, { userId: scope.userId, draftId });
      if (!current) throw new Error(`draft ${draftId} vanished while being filled in`);
      const state: DraftState = {
        values: update.values,
        skipped: update.skipped,
        clauseOverrides: current.clauseOverrides,
        document: update.document,
      };
      const row = await updateDraftRow(
        db,
        { userId: scope.userId, draftId },
        { complete: update.complete, stateEncrypted: sealJson(state, dataKey), updatedAt: clock.now() },
      );
      const stored = toStoredDraft(row!, dataKey);
      if (stored.complete && !current.complete) await recordFirstVersion(stored);
      return stored;
    },
    async markGenerationCounted(draftId) {
      await updateDraftRow(db, { userId: scope.userId, draftId }, { generationCounted: true });
    },
    async propose(draftId, proposal) {
      const current = await findOwnDraft(deps, { userId: scope.userId, draftId });
      if (!current) throw new Error(`draft ${draftId} vanished before the proposal`);
      const row = await insertDraftProposal(db, {
        draftId,
        baseVersion: current.version,
        proposalEncrypted: sealJson(proposal satisfies ProposalState, dataKey),
        createdAt: clock.now(),
      });
      return toProposedChange(row, dataKey);
    },
  };
}

function stateOf(draft: StoredDraft): DraftState {
  return {
    values: draft.values,
    skipped: draft.skipped,
    clauseOverrides: draft.clauseOverrides,
    document: draft.document,
  };
}

/** GET /api/agent/drafts/:id — the current version, its history and the open proposals. */
export async function draftDetail(deps: DraftDeps, params: { userId: string; draftId: string }): Promise<DraftDetail> {
  const draft = await findOwnDraft(deps, params);
  if (!draft) throw new AppError("not_found", { message: "Draft not found." });
  const [versions, proposals] = await Promise.all([
    listDraftVersions(deps.db, draft.id),
    listDraftProposals(deps.db, draft.id),
  ]);
  return {
    id: draft.id,
    version: draft.version,
    document: draft.document,
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: version.createdAt.toISOString(),
      author: version.author,
      change: version.change,
    })),
    proposals: proposals
      .filter((proposal) => proposal.status === "proposed")
      .map((proposal) => toProposedChange(proposal, deps.dataKey)),
  };
}

/** A new version of the draft, recorded with who made it and what changed. */
async function saveNewVersion(
  deps: DraftDeps,
  params: { userId: string; draft: StoredDraft; state: DraftState; author: string; change: string },
) {
  const version = params.draft.version + 1;
  const now = deps.clock.now();
  await updateDraftRow(
    deps.db,
    { userId: params.userId, draftId: params.draft.id },
    { version, stateEncrypted: sealJson(params.state, deps.dataKey), updatedAt: now },
  );
  await insertDraftVersion(deps.db, {
    draftId: params.draft.id,
    version,
    author: params.author,
    change: params.change,
    stateEncrypted: sealJson(params.state, deps.dataKey),
    createdAt: now,
  });
}

/** Accepts or rejects an open proposal; accepting applies it to the current version and makes a new one. */
export async function decideProposal(
  deps: DraftDeps,
  params: { userId: string; author: string; draftId: string; proposalId: string; decision: "accepted" | "rejected" },
): Promise<DraftDetail> {
  await deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    const draft = await findOwnDraft(scoped, params);
    if (!draft) throw new AppError("not_found", { message: "Draft not found." });
    const row = UUID.test(params.proposalId)
      ? await findDraftProposal(tx, { draftId: draft.id, proposalId: params.proposalId })
      : undefined;
    if (!row) throw new AppError("not_found", { message: "Proposal not found." });
    if (row.status !== "proposed")
      throw new AppError("conflict", { message: `This change was already ${row.status}.` });
    const proposal = openJson(proposalStateSchema, row.proposalEncrypted, deps.dataKey);
    if (params.decision === "accepted") {
      if (!draft.complete)
        throw new AppError("conflict", { message: "Finish the draft before accepting changes to it." });
      const applied = applyDraftChange(draft, proposal.change);
      if ("error" in applied)
        throw new AppError("conflict", { message: `This change can no longer be applied: ${applied.error}` });
      await saveNewVersion(scoped, {
        userId: params.userId,
        draft,
        state: { ...applied, skipped: draft.skipped },
        author: params.author,
        change: proposal.summary,
      });
    }
    const decided = await decideDraftProposal(tx, {
      proposalId: row.id,
      status: params.decision,
      now: deps.clock.now(),
    });
    if (!decided) throw new AppError("conflict", { message: "This change was already decided." });
  });
  return draftDetail(deps, params);
}

/** Restoring an earlier version makes it the newest one (nothing is lost: the history keeps every version). */
/** One version of the user's draft with its document (for reading it before restoring). */
export async function draftVersionDetail(
  deps: DraftDeps,
  params: { userId: string; draftId: string; version: number },
): Promise<DraftVersionDetail> {
  const draft = await findOwnDraft(deps, params);
  if (!draft) throw new AppError("not_found", { message: "Draft not found." });
  const row = await findDraftVersion(deps.db, { draftId: draft.id, version: params.version });
  if (!row) throw new AppError("not_found", { message: `Version ${params.version} not found.` });
  const state = openJson(draftStateSchema, row.stateEncrypted, deps.dataKey);
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    author: row.author,
    change: row.change,
    document: state.document,
  };
}

export async function restoreDraftVersion(
  deps: DraftDeps,
  params: { userId: string; author: string; draftId: string; version: number },
): Promise<DraftDetail> {
  await deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    const draft = await findOwnDraft(scoped, params);
    if (!draft) throw new AppError("not_found", { message: "Draft not found." });
    const row = await findDraftVersion(tx, { draftId: draft.id, version: params.version });
    if (!row) throw new AppError("not_found", { message: `Version ${params.version} not found.` });
    if (params.version === draft.version)
      throw new AppError("conflict", { message: `Version ${params.version} is already the current version.` });
    const state = openJson(draftStateSchema, row.stateEncrypted, deps.dataKey);
    await saveNewVersion(scoped, {
      userId: params.userId,
      draft,
      state,
      author: params.author,
      change: `Restored version ${params.version}`,
    });
  });
  return draftDetail(deps, params);
}
