import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type AnalysisRow, analyses } from "../schema";

/** The newest analysis of one of the user's contracts. */
export async function latestAnalysisOfContract(
  db: Database,
  params: { userId: string; contractId: string },
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.contractId, params.contractId), eq(analyses.userId, params.userId)))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}
