import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import {
  type DraftProposalRow,
  type DraftRow,
  type DraftVersionRow,
  draftProposals,
  drafts,
  draftVersions,
} from "../schema";

export async function findDraftRow(
  db: Database,
  params: { userId: string; draftId: string },
): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, params.draftId), eq(drafts.userId, params.userId)));
  return row;
}

export async function insertDraftRow(db: Database, values: typeof drafts.$inferInsert): Promise<DraftRow> {
  const [row] = await db.insert(drafts).values(values).returning();
  return row!;
}

export async function updateDraftRow(
  db: Database,
  params: { userId: string; draftId: string },
  values: Partial<typeof drafts.$inferInsert>,
): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(drafts)
    .set(values)
    .where(and(eq(drafts.id, params.draftId), eq(drafts.userId, params.userId)))
    .returning();
  return row;
}

/** Versions and proposals of a draft. Callers have checked the owner (findDraftRow). */
export async function listDraftVersions(db: Database, draftId: string): Promise<DraftVersionRow[]> {
  return db.select().from(draftVersions).where(eq(draftVersions.draftId, draftId)).orderBy(asc(draftVersions.version));
}

export async function findDraftVersion(
  db: Database,
  params: { draftId: string; version: number },
): Promise<DraftVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(draftVersions)
    .where(and(eq(draftVersions.draftId, params.draftId), eq(draftVersions.version, params.version)));
  return row;
}

export async function insertDraftVersion(db: Database, values: typeof draftVersions.$inferInsert): Promise<void> {
  await db.insert(draftVersions).values(values);
}

export async function listDraftProposals(db: Database, draftId: string): Promise<DraftProposalRow[]> {
  return db
    .select()
    .from(draftProposals)
    .where(eq(draftProposals.draftId, draftId))
    .orderBy(asc(draftProposals.createdAt));
}

export async function findDraftProposal(
  db: Database,
  params: { draftId: string; proposalId: string },
): Promise<DraftProposalRow | undefined> {
  const [row] = await db
    .select()
    .from(draftProposals)
    .where(and(eq(draftProposals.id, params.proposalId), eq(draftProposals.draftId, params.draftId)));
  return row;
}

export async function insertDraftProposal(
  db: Database,
  values: typeof draftProposals.$inferInsert,
): Promise<DraftProposalRow> {
  const [row] = await db.insert(draftProposals).values(values).returning();
  return row!;
}

/** Decides a proposal that is still open; undefined when it was already decided (a double click changes nothing). */
export async function decideDraftProposal(
  db: Database,
  params: { proposalId: string; status: "accepted" | "rejected"; now: Date },
): Promise<DraftProposalRow | undefined> {
  const [row] = await db
    .update(draftProposals)
    .set({ status: params.status, decidedAt: params.now })
    .where(and(eq(draftProposals.id, params.proposalId), eq(draftProposals.status, "proposed")))
    .returning();
  return row;
}
