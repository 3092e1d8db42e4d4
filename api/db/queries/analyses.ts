import { and, desc, eq, getTableColumns, inArray, isNull, ne, or } from "drizzle-orm";
import type { Database } from "../client";
import { type AnalysisRow, analyses, type ContractRow, contracts, type JobRow, jobs } from "../schema";
import { type ContractSummaryRow, contractSummaryColumns } from "./contracts";

export type AnalysisWithContract = { analysis: AnalysisRow; contract: ContractRow; job: JobRow | null };
/** An analysis without its encrypted result (often 100 KB and more): what lists and status polls show. */
export type AnalysisSummaryRow = Omit<AnalysisRow, "resultEncrypted">;
export type AnalysisSummaryWithContract = {
  analysis: AnalysisSummaryRow;
  contract: ContractSummaryRow;
  job: JobRow | null;
};

const withContractAndJob = { analysis: analyses, contract: contracts, job: jobs };
const { resultEncrypted: _result, ...analysisSummaryColumns } = getTableColumns(analyses);

export async function insertAnalysis(db: Database, values: typeof analyses.$inferInsert): Promise<AnalysisRow> {
  const [row] = await db.insert(analyses).values(values).returning();
  return row!;
}

/** The user's analysis with its contract; undefined when it is someone else's or does not exist. */
export async function findAnalysis(
  db: Database,
  params: { userId: string; analysisId: string },
): Promise<AnalysisWithContract | undefined> {
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

/** The user's analyses, newest first, without the encrypted results and files (a list shows neither). */
export async function listAnalyses(db: Database, params: { userId: string }): Promise<AnalysisSummaryWithContract[]> {
  return db
    .select({ analysis: analysisSummaryColumns, contract: contractSummaryColumns, job: jobs })
    .from(analyses)
    .innerJoin(contracts, eq(contracts.id, analyses.contractId))
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(eq(analyses.userId, params.userId))
    .orderBy(desc(analyses.createdAt));
}

/**
 * The user's analysis and its job for a status poll (the web app polls every few hundred ms while
 * it runs): no encrypted result, no contract file; undefined when it is someone else's or missing.
 */
export async function findAnalysisStatus(
  db: Database,
  params: { userId: string; analysisId: string },
): Promise<{ analysis: AnalysisSummaryRow; job: JobRow | null } | undefined> {
  const [row] = await db
    .select({ analysis: analysisSummaryColumns, job: jobs })
    .from(analyses)
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(and(eq(analyses.id, params.analysisId), eq(analyses.userId, params.userId)))
    .limit(1);
  return row;
}

/** The newest analysis of each of these contracts, without its encrypted result. */
/** What a status needs of an analysis' job (a list reads no payload, progress or result of jobs). */
export type JobStatusRow = Pick<JobRow, "status" | "lastError">;

export async function latestAnalysesOf(
  db: Database,
  contractIds: string[],
): Promise<Map<string, { analysis: AnalysisSummaryRow; job: JobStatusRow | null }>> {
  const latest = new Map<string, { analysis: AnalysisSummaryRow; job: JobStatusRow | null }>();
  if (contractIds.length === 0) return latest;
  const rows = await db
    .select({ analysis: analysisSummaryColumns, job: { status: jobs.status, lastError: jobs.lastError } })
    .from(analyses)
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(inArray(analyses.contractId, contractIds))
    .orderBy(desc(analyses.createdAt));
  for (const row of rows) if (!latest.has(row.analysis.contractId)) latest.set(row.analysis.contractId, row);
  return latest;
}

/** Writes the given columns. Nothing is read back: an analysis row carries its encrypted result (hundreds of KB). */
export async function updateAnalysis(
  db: Database,
  analysisId: string,
  values: Partial<typeof analyses.$inferInsert>,
): Promise<void> {
  await db.update(analyses).set(values).where(eq(analyses.id, analysisId));
}

export async function deleteAnalysis(db: Database, params: { userId: string; analysisId: string }): Promise<boolean> {
  const deleted = await db
    .delete(analyses)
    .where(and(eq(analyses.id, params.analysisId), eq(analyses.userId, params.userId)))
    .returning({ id: analyses.id });
  return deleted.length > 0;
}

/**
 * The user's analysis of the contract already made (or under way) for this side and jurisdiction,
 * newest first; runs that ended in an error do not count.
 */
export async function findAnalysisForSide(
  db: Database,
  params: { userId: string; contractId: string; side: string; jurisdiction: string | null },
): Promise<{ analysis: AnalysisSummaryRow; job: JobRow | null } | undefined> {
  const [row] = await db
    .select({ analysis: analysisSummaryColumns, job: jobs })
    .from(analyses)
    .leftJoin(jobs, eq(jobs.id, analyses.jobId))
    .where(
      and(
        eq(analyses.userId, params.userId),
        eq(analyses.contractId, params.contractId),
        or(eq(analyses.side, params.side), eq(analyses.requestedSide, params.side)),
        params.jurisdiction === null
          ? isNull(analyses.requestedJurisdiction)
          : eq(analyses.requestedJurisdiction, params.jurisdiction),
        ne(analyses.status, "error"),
      ),
    )
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}
