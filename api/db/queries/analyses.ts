import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { analyses, contracts, jobs, type AnalysisRow, type ContractRow, type JobRow } from "../schema";

export type AnalysisWithContract = { analysis: AnalysisRow; contract: ContractRow; job: JobRow | null };

const withContractAndJob = { analysis: analyses, contract: contracts, job: jobs };

export async function insertAnalysis(db: Database, values: typeof analyses.$inferInsert): Promise<AnalysisRow> {
  const [row] = await db.insert(analyses).values(values).returning();
  return row!;
}

/** The user's analysis with its contract; undefined when it is someone else's or does not exist. */
export async function findAnalysis(db: Database, params: { userId: string; analysisId: string }): Promise<AnalysisWithContract | undefined> {
  const [row] = await db
    .select(withContractAndJob)
    .from(analyses)
    .innerJoin(contracts, eq(contracts.id, analyses.contractId))
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(and(eq(analyses.id, params.analysisId), eq(analyses.userId, params.userId)))
    .limit(1);
  return row;
}

/** For the worker: no owner check (the job names the analysis). */
export async function findAnalysisForJob(db: Database, analysisId: string): Promise<AnalysisWithContract | undefined> {
  const [row] = await db
    .select(withContractAndJob)
    .from(analyses)
    .innerJoin(contracts, eq(contracts.id, analyses.contractId))
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(eq(analyses.id, analysisId))
    .limit(1);
  return row;
}

export async function listAnalyses(db: Database, params: { userId: string }): Promise<AnalysisWithContract[]> {
  return db
    .select(withContractAndJob)
    .from(analyses)
    .innerJoin(contracts, eq(contracts.id, analyses.contractId))
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(eq(analyses.userId, params.userId))
    .orderBy(desc(analyses.createdAt));
}

/** The newest analysis of each of these contracts. */
export async function latestAnalysesOf(db: Database, contractIds: string[]): Promise<Map<string, { analysis: AnalysisRow; job: JobRow | null }>> {
  const latest = new Map<string, { analysis: AnalysisRow; job: JobRow | null }>();
  if (contractIds.length === 0) return latest;
  const rows = await db
    .select({ analysis: analyses, job: jobs })
    .from(analyses)
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(inArray(analyses.contractId, contractIds))
    .orderBy(desc(analyses.createdAt));
  for (const row of rows) if (!latest.has(row.analysis.contractId)) latest.set(row.analysis.contractId, row);
  return latest;
}

export async function updateAnalysis(db: Database, analysisId: string, values: Partial<typeof analyses.$inferInsert>): Promise<AnalysisRow | undefined> {
  const [row] = await db.update(analyses).set(values).where(eq(analyses.id, analysisId)).returning();
  return row;
}

export async function deleteAnalysis(db: Database, params: { userId: string; analysisId: string }): Promise<boolean> {
  const deleted = await db
    .delete(analyses)
    .where(and(eq(analyses.id, params.analysisId), eq(analyses.userId, params.userId)))
    .returning({ id: analyses.id });
  return deleted.length > 0;
}
