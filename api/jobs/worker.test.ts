import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../common/errors";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { enqueueJob, findJob } from "../db/queries/jobs";
import { createTestClock } from "../testing/create-test-app";
import { openTestDatabase } from "../testing/test-database";
import { abandonedJobMessage, createWorker, type JobHandler, unexpectedFailureMessage } from "./worker";

const logger = pino({ level: "silent" });
let database: DatabaseHandle;
let clock: ReturnType<typeof createTestClock>;

beforeEach(async () => {
  database = await openTestDatabase();
  clock = createTestClock();
});
afterEach(() => database.close());

function worker(handler: JobHandler, leaseMs = 30_000) {
  return createWorker({ db: database.db, logger, clock, handlers: { analysis: handler }, leaseMs });
}

/** A handler that never finishes on its own, as if its process hung; it gives up only when the worker stops. */
const hangs: JobHandler = (_job, { signal }) =>
  new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));

const enqueue = (payload: Record<string, unknown> = {}) =>
  enqueueJob(database.db, { kind: "analysis", payload, now: clock.now() });

describe("job worker", () => {
  it("runs a queued job, records its progress and result", async () => {
    const job = await enqueue({ contractId: "c-1" });
    const seen: unknown[] = [];
    const done = await worker(async (claimed, { reportProgress }) => {
      seen.push(claimed.payload);
      await reportProgress({ stage: "analyze", percent: 60, message: "Checking clauses" });
      return { riskScore: 42 };
    }).runOnce();
    expect(done).toBe(true);
    expect(seen).toEqual([{ contractId: "c-1" }]);
    expect(await findJob(database.db, job.id)).toMatchObject({
      status: "completed",
      attempts: 1,
      result: { riskScore: 42 },
      progress: { stage: "analyze", percent: 60, message: "Checking clauses" },
      lockedBy: null,
    });
  });

  it("has nothing to do when the queue is empty", async () => {
    expect(await worker(async () => ({})).runOnce()).toBe(false);
  });

  it("fails at once, with the user's message, when the handler refuses the input", async () => {
    const job = await enqueue();
    await worker(async () => {
      throw new AppError("file_corrupt");
    }).runOnce();
    expect(await findJob(database.db, job.id)).toMatchObject({
      status: "error",
      attempts: 1,
      lastError: new AppError("file_corrupt").message,
    });
  });

  it("retries an unexpected failure, then ends as error after its attempts", async () => {
    const job = await enqueue();
    const flaky = worker(async () => {
      throw new Error("boom");
    });
    await flaky.runOnce();
    expect(await findJob(database.db, job.id)).toMatchObject({ status: "queued", attempts: 1 });
    await flaky.runOnce();
    await flaky.runOnce();
    expect(await findJob(database.db, job.id)).toMatchObject({
      status: "error",
      attempts: 3,
      lastError: unexpectedFailureMessage,
    });
    expect(await flaky.runOnce()).toBe(false);
  });

  it("takes over a job whose worker stopped renewing its lease", async () => {
    const job = await enqueue();
    const lease = 10_000;
    // The first worker claims the job and then "dies": its handler never returns and it renews nothing.
    const dying = createWorker({ db: database.db, logger, clock, handlers: { analysis: hangs }, leaseMs: lease });
    void dying.runOnce();
    await expect.poll(async () => (await findJob(database.db, job.id))?.status).toBe("running");

    const rescuer = worker(async () => ({ rescued: true }), lease);
    expect(await rescuer.runOnce()).toBe(false); // the lease still holds
    clock.advance(lease + 1);
    expect(await rescuer.runOnce()).toBe(true);
    await dying.stop();
    expect(await findJob(database.db, job.id)).toMatchObject({
      status: "completed",
      attempts: 2,
      result: { rescued: true },
    });
  });

  it("ends a job as error when its worker died on the last attempt", async () => {
    const job = await enqueueJob(database.db, { kind: "analysis", payload: {}, maxAttempts: 1, now: clock.now() });
    const dying = createWorker({ db: database.db, logger, clock, handlers: { analysis: hangs }, leaseMs: 1000 });
    void dying.runOnce();
    await expect.poll(async () => (await findJob(database.db, job.id))?.status).toBe("running");
    clock.advance(1001);
    await worker(async () => ({})).runOnce();
    await dying.stop();
    expect(await findJob(database.db, job.id)).toMatchObject({ status: "error", lastError: abandonedJobMessage });
  });

  it("two workers share ten jobs and run each exactly once", async () => {
    const queued = await Promise.all(Array.from({ length: 10 }, (_, index) => enqueue({ index })));
    const runs: number[] = [];
    const handler: JobHandler = async (job) => {
      runs.push(job.payload.index as number);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {};
    };
    const workers = [worker(handler), worker(handler)];
    const drain = async (each: ReturnType<typeof worker>) => {
      while (await each.runOnce());
    };
    await Promise.all(workers.map(drain));
    expect(runs.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const job of queued) expect((await findJob(database.db, job.id))?.status).toBe("completed");
  });
});

describe("a worker process killed with SIGKILL mid-job", () => {
  it("leaves a job that is resumed after restart, not one stuck in running", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-kill-"));
    try {
      const setup = await openDatabase({ kind: "pglite", dataDir });
      const job = await enqueueJob(setup.db, { kind: "analysis", payload: { contractId: "killed" }, now: new Date() });
      await setup.close();

      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.join(import.meta.dirname, "testing/crashing-worker.ts"), dataDir],
        {
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes(`working ${job.id}`)) resolve();
        });
        child.on("exit", (code) => reject(new Error(`worker exited early with ${code}`)));
      });
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));

      const restarted = await openDatabase({ kind: "pglite", dataDir });
      const afterCrash = await findJob(restarted.db, job.id);
      expect(afterCrash).toMatchObject({ status: "running", attempts: 1, progress: { stage: "extract", percent: 30 } });

      const survivor = createWorker({
        db: restarted.db,
        logger,
        clock: { now: () => new Date() },
        handlers: { analysis: async () => ({ finished: true }) },
        pollMs: 100,
      });
      survivor.start();
      await expect
        .poll(async () => (await findJob(restarted.db, job.id))?.status, { timeout: 10_000 })
        .toBe("completed");
      await survivor.stop();
      expect(await findJob(restarted.db, job.id)).toMatchObject({ attempts: 2, result: { finished: true } });
      await restarted.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
