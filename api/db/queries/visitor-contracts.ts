import { and, desc, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../client";
import { analyses, contracts, jobs, usageEvents } from "../schema";
import type { AnalysisWithContract } from "./analyses";

/**
 * A signed-out visitor's contracts are owned by the SHA-256 of their browser session id
 * (contracts.visitor_session_hash, user_id null), so no query filtering by user id ever sees them,
 * and these queries see nothing else.
 */

const withContractAndJob = { analysis: analyses, contract: contracts, job: jobs };

/** The visitor's analysis; undefined when it is another session's, a user's, or does not exist. */
export async function findVisitorAnalysis(
  db: Database,
  params: { visitorSessionHash: string; analysisId: string },
): Promise<AnalysisWithContract | undefined> {
  const [row] = await db
    .select(withContractAndJob)
    .from(analyses)
    .innerJoin(contracts, eq(contracts.id, analyses.contractId))
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(and(eq(analyses.id, params.analysisId), eq(analyses.visitorSessionHash, params.visitorSessionHash)))
    .limit(1);
  return row;
}

/** The newest analysis of this browser session, if it still has one. */
export async function latestVisitorAnalysis(
  db: Database,
  params: { visitorSessionHash: string },
): Promise<AnalysisWithContract | undefined> {
  const [row] = await db
    .select(withContractAndJob)
    .from(analyses)
    .innerJoin(contracts, eq(contracts.id, analyses.contractId))
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(eq(analyses.visitorSessionHash, params.visitorSessionHash))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

/**
 * Moves every contract and analysis of the browser session into the account, and counts the
 * session's analyses against the account from now on (the session keeps them too, so signing out
 * in the same session gives no second free analysis). Returns the claimed contracts' ids.
 */
export async function claimVisitorContracts(
  db: Database,
  params: { visitorSessionHash: string; visitorSessionId: string; userId: string },
): Promise<{ contractId: string; analysisId: string }[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(analyses)
      .set({ userId: params.userId, visitorSessionHash: null })
      .where(eq(analyses.visitorSessionHash, params.visitorSessionHash))
      .returning({ analysisId: analyses.id, contractId: analyses.contractId });
    await tx
      .update(contracts)
      .set({ userId: params.userId, visitorSessionHash: null })
      .where(eq(contracts.visitorSessionHash, params.visitorSessionHash));
    await tx
      .update(usageEvents)
      .set({ userId: params.userId })
      .where(
        and(
          eq(usageEvents.visitorSessionId, params.visitorSessionId),
          isNull(usageEvents.userId),
          eq(usageEvents.action, "contract_analysis"),
        ),
      );
    return claimed;
  });
}

/** Visitor retention: contracts nobody claimed are deleted whole (file, text, analyses) once they expire. */
export async function deleteExpiredVisitorContracts(db: Database, params: { uploadedBefore: Date }): Promise<number> {
  const deleted = await db
    .delete(contracts)
    .where(and(isNull(contracts.userId), lte(contracts.createdAt, params.uploadedBefore)))
    .returning({ id: contracts.id });
  return deleted.length;
}
