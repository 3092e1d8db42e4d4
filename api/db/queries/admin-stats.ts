import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * The admin dashboard's figures, straight from the tables (no copies to keep in step). Days and months are
 * South African time: UTC+2 all year, the same fixed offset the plan limits use.
 */

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: Row[] }).rows ?? []) as Row[];
}

const int = (value: unknown) => Number(value ?? 0);

export type Bucket = "day" | "week" | "month";

/** The local (SAST) day, week (Monday) or month a timestamp falls in, as "YYYY-MM-DD". */
function bucketOf(column: SQL, bucket: Bucket): SQL {
  const local = sql`((${column} AT TIME ZONE 'UTC') + interval '2 hours')`;
  if (bucket === "day") return sql`to_char(${local}, 'YYYY-MM-DD')`;
  return sql`to_char(date_trunc(${bucket}, ${local}), 'YYYY-MM-DD')`;
}

export type Range = { start: Date; end: Date };

// ---- overview ----

export async function countUsers(db: Database, params: { since: Date }) {
  const rows = await rowsOf<{ tier: string; total: unknown; recent: unknown }>(
    db,
    sql`SELECT subscription_tier AS tier, count(*) AS total, count(*) FILTER (WHERE created_at >= ${params.since}) AS recent
        FROM users GROUP BY subscription_tier`,
  );
  const byTier = { free: 0, professional: 0, enterprise: 0, beta: 0 };
  let total = 0;
  let recent = 0;
  for (const row of rows) {
    if (row.tier in byTier) byTier[row.tier as keyof typeof byTier] = int(row.total);
    total += int(row.total);
    recent += int(row.recent);
  }
  return { total, newSince: recent, byTier };
}

export type PeriodStarts = { today: Date; last7Days: Date; last30Days: Date };

export async function countAnalysesSince(db: Database, starts: PeriodStarts) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT count(*) FILTER (WHERE created_at >= ${starts.today}) AS today,
               count(*) FILTER (WHERE created_at >= ${starts.last7Days}) AS last7,
               count(*) FILTER (WHERE created_at >= ${starts.last30Days}) AS last30
        FROM analyses WHERE created_at >= ${starts.last30Days}`,
  );
  return { today: int(row?.today), last7Days: int(row?.last7), last30Days: int(row?.last30) };
}

/** Contracts generated: what the plan limits count (usage_events), signed-in users only. */
export async function countGenerationsSince(db: Database, starts: PeriodStarts) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT count(*) FILTER (WHERE created_at >= ${starts.today}) AS today,
               count(*) FILTER (WHERE created_at >= ${starts.last7Days}) AS last7,
               count(*) FILTER (WHERE created_at >= ${starts.last30Days}) AS last30
        FROM usage_events WHERE action = 'contract_generation' AND user_id IS NOT NULL AND created_at >= ${starts.last30Days}`,
  );
  return { today: int(row?.today), last7Days: int(row?.last7), last30Days: int(row?.last30) };
}

type FailureRow = {
  kind: "analysis" | "job";
  id: string;
  at: Date | string;
  message: string | null;
  subject: string;
  user_email: string | null;
};

/** Failed analyses, and failed jobs that are not the job of a failed analysis (so nothing is counted twice). */
const failuresSince = (since: Date) => sql`
  SELECT 'analysis' AS kind, a.id::text AS id, a.updated_at AS at, coalesce(a.error_message, 'No message recorded') AS message,
         c.file_name AS subject, u.email AS user_email
    FROM analyses a JOIN contracts c ON c.id = a.contract_id LEFT JOIN users u ON u.id = a.user_id
   WHERE a.status = 'error' AND a.updated_at >= ${since}
  UNION ALL
  SELECT 'job' AS kind, j.id::text AS id, j.updated_at AS at, coalesce(j.last_error, 'No message recorded') AS message,
         j.kind AS subject, NULL AS user_email
    FROM jobs j
   WHERE j.status = 'error' AND j.updated_at >= ${since}
     AND NOT EXISTS (SELECT 1 FROM analyses a WHERE a.job_id = j.id AND a.status = 'error')`;

export async function listFailures(db: Database, params: { since: Date; recentLimit: number; messageLimit: number }) {
  const [counted] = await rowsOf<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM (${failuresSince(params.since)}) f`,
  );
  const byMessage = await rowsOf<{ message: string; count: unknown; last_at: Date | string }>(
    db,
    sql`SELECT message, count(*) AS count, max(at) AS last_at FROM (${failuresSince(params.since)}) f
        GROUP BY message ORDER BY count(*) DESC, max(at) DESC LIMIT ${params.messageLimit}`,
  );
  const recent = await rowsOf<FailureRow>(
    db,
    sql`SELECT * FROM (${failuresSince(params.since)}) f ORDER BY at DESC LIMIT ${params.recentLimit}`,
  );
  return {
    total: int(counted?.total),
    byMessage: byMessage.map((row) => ({ message: row.message, count: int(row.count), lastAt: new Date(row.last_at) })),
    recent: recent.map((row) => ({
      kind: row.kind,
      id: row.id,
      at: new Date(row.at),
      message: row.message ?? "",
      subject: row.subject,
      userEmail: row.user_email,
    })),
  };
}

/** Completed payments (refunded ones included: they were paid) by when they completed, and processed refunds by when they were processed. */
export async function sumRevenue(db: Database, params: Range & { bucket: Bucket }) {
  const paid = await rowsOf<{ bucket: string; amount: unknown }>(
    db,
    sql`SELECT ${bucketOf(sql`completed_at`, params.bucket)} AS bucket, sum(amount) AS amount FROM payments
        WHERE status IN ('completed', 'refunded') AND completed_at >= ${params.start} AND completed_at < ${params.end}
        GROUP BY 1`,
  );
  const refunded = await rowsOf<{ bucket: string; amount: unknown }>(
    db,
    sql`SELECT ${bucketOf(sql`r.processed_at`, params.bucket)} AS bucket, sum(p.amount) AS amount
          FROM refunds r JOIN payments p ON p.id = r.payment_id
         WHERE r.status = 'processed' AND r.processed_at >= ${params.start} AND r.processed_at < ${params.end}
         GROUP BY 1`,
  );
  return { paid: toMap(paid, "amount"), refunded: toMap(refunded, "amount") };
}

export async function openRefundRequests(db: Database) {
  const [row] = await rowsOf<{ count: unknown; oldest: Date | string | null }>(
    db,
    sql`SELECT count(*) AS count, min(created_at) AS oldest FROM refunds WHERE status = 'requested'`,
  );
  return { count: int(row?.count), oldestAt: row?.oldest ? new Date(row.oldest) : null };
}

// ---- series ----

function toMap<Row extends { bucket: string }>(rows: Row[], field: keyof Row): Map<string, number> {
  return new Map(rows.map((row) => [row.bucket, int(row[field])]));
}

export async function seriesCounts(db: Database, params: Range & { bucket: Bucket }) {
  const { start, end, bucket } = params;
  const signups = await rowsOf<{ bucket: string; signups: unknown; paid: unknown }>(
    db,
    sql`SELECT ${bucketOf(sql`u.created_at`, bucket)} AS bucket, count(*) AS signups,
               count(*) FILTER (WHERE EXISTS (SELECT 1 FROM payments p WHERE p.user_id = u.id AND p.status IN ('completed', 'refunded'))) AS paid
          FROM users u WHERE u.created_at >= ${start} AND u.created_at < ${end} GROUP BY 1`,
  );
  const analyses = await rowsOf<{ bucket: string; total: unknown; failed: unknown; finished: unknown }>(
    db,
    sql`SELECT ${bucketOf(sql`created_at`, bucket)} AS bucket, count(*) AS total,
               count(*) FILTER (WHERE status = 'error') AS failed,
               count(*) FILTER (WHERE status IN ('completed', 'error')) AS finished
          FROM analyses WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1`,
  );
  const generations = await rowsOf<{ bucket: string; total: unknown }>(
    db,
    sql`SELECT ${bucketOf(sql`created_at`, bucket)} AS bucket, count(*) AS total FROM usage_events
         WHERE action = 'contract_generation' AND user_id IS NOT NULL AND created_at >= ${start} AND created_at < ${end} GROUP BY 1`,
  );
  const firstPayments = await rowsOf<{ bucket: string; total: unknown }>(
    db,
    sql`SELECT ${bucketOf(sql`first_paid`, bucket)} AS bucket, count(*) AS total FROM (
          SELECT user_id, min(completed_at) AS first_paid FROM payments WHERE status IN ('completed', 'refunded') AND completed_at IS NOT NULL GROUP BY user_id
        ) f WHERE first_paid >= ${start} AND first_paid < ${end} GROUP BY 1`,
  );
  const durations = await rowsOf<{ bucket: string; p50: unknown; p95: unknown }>(
    db,
    sql`SELECT ${bucketOf(sql`a.completed_at`, bucket)} AS bucket,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.completed_at - coalesce(j.created_at, a.created_at)) * 1000) AS p50,
               percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM a.completed_at - coalesce(j.created_at, a.created_at)) * 1000) AS p95
          FROM analyses a LEFT JOIN jobs j ON j.id = a.job_id
         WHERE a.status = 'completed' AND a.completed_at >= ${start} AND a.completed_at < ${end} GROUP BY 1`,
  );
  return {
    signups: toMap(signups, "signups"),
    signupsPaid: toMap(signups, "paid"),
    analyses: toMap(analyses, "total"),
    analysesFailed: toMap(analyses, "failed"),
    analysesFinished: toMap(analyses, "finished"),
    generations: toMap(generations, "total"),
    newPayingUsers: toMap(firstPayments, "total"),
    p50: new Map(durations.map((row) => [row.bucket, Math.round(Number(row.p50))])),
    p95: new Map(durations.map((row) => [row.bucket, Math.round(Number(row.p95))])),
  };
}

export async function countContractTypes(db: Database, range: Range) {
  const rows = await rowsOf<{ type: string | null; label: string | null; total: unknown }>(
    db,
    sql`SELECT contract_type AS type, max(contract_type_label) AS label, count(*) AS total FROM analyses
         WHERE status = 'completed' AND completed_at >= ${range.start} AND completed_at < ${range.end}
         GROUP BY contract_type ORDER BY count(*) DESC, contract_type`,
  );
  return rows.map((row) => ({
    type: row.type ?? "unknown",
    label: row.label ?? "Not recognised",
    count: int(row.total),
  }));
}

/** The encrypted results of the most recent completed analyses in the range (the findings live inside them). */
export async function recentAnalysisResults(db: Database, params: Range & { limit: number }): Promise<Buffer[]> {
  const rows = await rowsOf<{ result: Uint8Array }>(
    db,
    sql`SELECT result_encrypted AS result FROM analyses
         WHERE status = 'completed' AND result_encrypted IS NOT NULL AND completed_at >= ${params.start} AND completed_at < ${params.end}
         ORDER BY completed_at DESC LIMIT ${params.limit}`,
  );
  return rows.map((row) => Buffer.from(row.result));
}
