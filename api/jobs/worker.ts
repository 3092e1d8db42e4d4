import { randomUUID } from "node:crypto";
import os from "node:os";
import { isAppError } from "../../common/errors";
import type { Clock } from "../context";
import type { Database } from "../db/client";
import {
  claimNextJob,
  completeJob,
  failAbandonedJobs,
  failJob,
  renewJobLease,
  reportJobProgress,
} from "../db/queries/jobs";
import type { JobProgress, JobRow } from "../db/schema";
import type { Logger } from "../logger";

export type JobContext = {
  reportProgress: (progress: JobProgress) => Promise<void>;
  /** Aborted when this worker lost the job (its lease was taken over) or is stopping. */
  signal: AbortSignal;
};

export type JobHandler = (job: JobRow, context: JobContext) => Promise<Record<string, unknown>>;

export const abandonedJobMessage = "The work stopped unexpectedly and could not be finished. Please try again.";
export const unexpectedFailureMessage = "Something went wrong while processing this. Please try again.";

export type WorkerOptions = {
  db: Database;
  logger: Logger;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  workerId?: string;
  /** How long a claim lasts without renewal; the lease is renewed every third of it. */
  leaseMs?: number;
  pollMs?: number;
};

/** Claims and runs jobs one at a time until stopped. Several workers (in one process or many) can share a database. */
export function createWorker(options: WorkerOptions) {
  const { db, logger, clock, handlers } = options;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const kinds = Object.keys(handlers);
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const stopController = new AbortController();

  async function runJob(job: JobRow): Promise<void> {
    const lost = new AbortController();
    const signal = AbortSignal.any([lost.signal, stopController.signal]);
    const renewal = setInterval(() => {
      renewJobLease(db, { jobId: job.id, workerId, leaseMs, now: clock.now() })
        .then((stillMine) => {
          if (!stillMine) lost.abort(new Error("lease lost"));
        })
        .catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, "could not renew job lease"));
    }, leaseMs / 3);
    try {
      const result = await handlers[job.kind]!(job, {
        signal,
        reportProgress: (progress) => reportJobProgress(db, { jobId: job.id, workerId, progress, now: clock.now() }),
      });
      await completeJob(db, { jobId: job.id, workerId, result, now: clock.now() });
    } catch (error) {
      const userFacing = isAppError(error) && error.status < 500;
      if (!userFacing) logger.error({ err: error, jobId: job.id, attempt: job.attempts }, "job failed");
      await failJob(db, {
        jobId: job.id,
        workerId,
        message: userFacing ? error.message : unexpectedFailureMessage,
        retry: !userFacing,
        now: clock.now(),
      });
    } finally {
      clearInterval(renewal);
    }
  }

  /** Ends abandoned jobs, then claims and runs one job; false when there was nothing to do. */
  async function runOnce(): Promise<boolean> {
    await failAbandonedJobs(db, { message: abandonedJobMessage, now: clock.now() });
    const job = await claimNextJob(db, { kinds, workerId, leaseMs, now: clock.now() });
    if (!job) return false;
    await runJob(job);
    return true;
  }

  async function runLoop(): Promise<void> {
    while (running) {
      let worked = false;
      try {
        worked = await runOnce();
      } catch (error) {
        logger.error({ err: error }, "worker loop error");
      }
      if (!worked && running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  return {
    workerId,
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = runLoop();
    },
    /** Looks for work now instead of at the next poll (after a job was queued in this process). */
    kick() {
      wake?.();
    },
    async stop() {
      running = false;
      stopController.abort(new Error("worker stopping"));
      wake?.();
      await loop;
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
