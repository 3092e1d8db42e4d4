import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { type JobProgress, type JobRow, jobs } from "../schema";

export async function enqueueJob(
  db: Database,
  params: { kind: string; payload: Record<string, unknown>; maxAttempts?: number; now: Date },
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: params.kind,
      payload: params.payload,
      maxAttempts: params.maxAttempts ?? 3,
      createdAt: params.now,
      updatedAt: params.now,
    })
    .returning();
  return row!;
}

export async function findJob(db: Database, jobId: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row;
}

/**
 * Claims the oldest job of these kinds that is queued, or running under a lease that ran out, and still has
 * attempts left. SKIP LOCKED lets many workers claim at once without taking the same job.
 */
export async function claimNextJob(
  db: Database,
  params: { kinds: string[]; workerId: string; leaseMs: number; now: Date },
): Promise<JobRow | undefined> {
  const now = params.now.toISOString();
  const lockedUntil = new Date(params.now.getTime() + params.leaseMs).toISOString();
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${jobs}
    set status = 'running', attempts = ${jobs.attempts} + 1, locked_by = ${params.workerId},
        locked_until = ${lockedUntil}::timestamptz, updated_at = ${now}::timestamptz
    where ${jobs.id} = (
      select ${jobs.id} from ${jobs}
      where ${inArray(jobs.kind, params.kinds)}
        and ${jobs.attempts} < ${jobs.maxAttempts}
        and (${jobs.status} = 'queued' or (${jobs.status} = 'running' and ${jobs.lockedUntil} < ${now}::timestamptz))
      order by ${jobs.createdAt}
      limit 1
      for update skip locked
    )
    returning ${jobs.id}`);
  const claimedId = (result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id;
  return claimedId ? findJob(db, claimedId) : undefined;
}

/** Renews the lease; false when this worker no longer holds the job (it was taken over or finished). */
export async function renewJobLease(
  db: Database,
  params: { jobId: string; workerId: string; leaseMs: number; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ lockedUntil: new Date(params.now.getTime() + params.leaseMs), updatedAt: params.now })
    .where(and(eq(jobs.id, params.jobId), eq(jobs.lockedBy, params.workerId), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

export async function reportJobProgress(
  db: Database,
  params: { jobId: string; workerId: string; progress: JobProgress; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({ progress: params.progress, updatedAt: params.now })
    .where(and(eq(jobs.id, params.jobId), eq(jobs.lockedBy, params.workerId), eq(jobs.status, "running")));
}

export async function completeJob(
  db: Database,
  params: { jobId: string; workerId: string; result: Record<string, unknown>; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "completed", result: params.result, lockedBy: null, lockedUntil: null, updatedAt: params.now })
    .where(and(eq(jobs.id, params.jobId), eq(jobs.lockedBy, params.workerId)));
}

/** A failure: queued again while attempts remain and `retry` is true, else `error` with the message. */
export async function failJob(
  db: Database,
  params: { jobId: string; workerId: string; message: string; retry: boolean; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: params.retry
        ? sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then 'queued' else 'error' end`
        : "error",
      lastError: params.message,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: params.now,
    })
    .where(and(eq(jobs.id, params.jobId), eq(jobs.lockedBy, params.workerId)));
}

/** Jobs whose worker died on their last attempt: ended as `error` with a message, so nothing stays "running". */
export async function failAbandonedJobs(db: Database, params: { message: string; now: Date }): Promise<number> {
  const updated = await db
    .update(jobs)
    .set({ status: "error", lastError: params.message, lockedBy: null, lockedUntil: null, updatedAt: params.now })
    .where(
      and(eq(jobs.status, "running"), lt(jobs.lockedUntil, params.now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`),
    )
    .returning({ id: jobs.id });
  return updated.length;
}
