import { and, count, gte, lt, sql, sum } from "drizzle-orm";
import type { Database } from "../client";
import { modelUsage, type NewModelUsageRow } from "../schema";

export async function insertModelUsage(db: Database, rows: NewModelUsageRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(modelUsage).values(rows);
}

/** The local (SAST, UTC+2 all year) day a row falls in, "2026-03-02". */
const localDay = sql<string>`to_char((${modelUsage.createdAt} AT TIME ZONE 'UTC') + interval '2 hours', 'YYYY-MM-DD')`;

/** Per local day, kind and engine: how many answers, their tokens and estimated cost, and how many had no price. */
export async function sumModelUsageByDay(db: Database, range: { start: Date; end: Date }) {
  const rows = await db
    .select({
      day: localDay,
      kind: modelUsage.kind,
      engine: modelUsage.engine,
      answers: count(),
      inputTokens: sum(modelUsage.inputTokens),
      outputTokens: sum(modelUsage.outputTokens),
      costZar: sum(modelUsage.estimatedCostZar),
      unpriced: sql<number>`count(*) FILTER (WHERE ${modelUsage.estimatedCostZar} IS NULL)`,
    })
    .from(modelUsage)
    .where(and(gte(modelUsage.createdAt, range.start), lt(modelUsage.createdAt, range.end)))
    .groupBy(localDay, modelUsage.kind, modelUsage.engine);
  return rows.map((row) => ({
    day: row.day,
    kind: row.kind,
    engine: row.engine,
    answers: Number(row.answers),
    inputTokens: Number(row.inputTokens ?? 0),
    outputTokens: Number(row.outputTokens ?? 0),
    costZar: Number(row.costZar ?? 0),
    unpriced: Number(row.unpriced),
  }));
}
