import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { type AnalysisShareRow, analyses, analysisShares, contracts, jobs } from "../schema";
import type { AnalysisWithContract } from "./analyses";

/** The live (not revoked) link of the user's analysis, if any. */
export async function findLiveShare(
  db: Database,
  params: { userId: string; analysisId: string },
): Promise<AnalysisShareRow | undefined> {
  const [row] = await db
    .select()
    .from(analysisShares)
    .where(
      and(
        eq(analysisShares.analysisId, params.analysisId),
        eq(analysisShares.userId, params.userId),
        isNull(analysisShares.revokedAt),
      ),
    )
    .orderBy(desc(analysisShares.createdAt))
    .limit(1);
  return row;
}

export async function insertShare(db: Database, values: typeof analysisShares.$inferInsert): Promise<AnalysisShareRow> {
  const [row] = await db.insert(analysisShares).values(values).returning();
  return row!;
}

/** Revokes every live link of the user's analysis; returns how many. */
export async function revokeShares(
  db: Database,
  params: { userId: string; analysisId: string; now: Date },
): Promise<number> {
  const revoked = await db
    .update(analysisShares)
    .set({ revokedAt: params.now })
    .where(
      and(
        eq(analysisShares.analysisId, params.analysisId),
        eq(analysisShares.userId, params.userId),
        isNull(analysisShares.revokedAt),
      ),
    )
    .returning({ id: analysisShares.id });
  return revoked.length;
}

/**
 * The analysis behind a live link, for the public read-only view. Only a link whose creator still
 * owns the analysis counts (the owner check is in the join).
 */
export async function findSharedAnalysis(
  db: Database,
  params: { token: string },
): Promise<(AnalysisWithContract & { share: AnalysisShareRow }) | undefined> {
  const [row] = await db
    .select({ share: analysisShares, analysis: analyses, contract: contracts, job: jobs })
    .from(analysisShares)
    .innerJoin(analyses, and(eq(analyses.id, analysisShares.analysisId), eq(analyses.userId, analysisShares.userId)))
    .innerJoin(contracts, eq(contracts.id, analyses.contractId))
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(and(eq(analysisShares.token, params.token), isNull(analysisShares.revokedAt)))
    .limit(1);
  return row;
}
