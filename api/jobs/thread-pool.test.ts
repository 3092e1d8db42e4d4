import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../common/errors";
import type { tasks } from "./testing/test-tasks";
import { createThreadPool, ThreadCrashError, type ThreadPool, ThreadTaskError } from "./thread-pool";

type TestTasks = typeof tasks;
const pools: Array<ThreadPool<TestTasks>> = [];

function pool(options: { size?: number; memoryMb?: number; idleMs?: number } = {}) {
  const created = createThreadPool<TestTasks>({
    module: new URL("./testing/test-tasks.ts", import.meta.url),
    size: options.size ?? 1,
    memoryMb: options.memoryMb ?? 256,
    idleMs: options.idleMs,
    hostCalls: {
      shout: async (text) => {
        if (text === "") throw new AppError("validation_failed", { message: "Nothing to shout." });
        return { value: `${String(text).toUpperCase()}!` };
      },
    },
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.shutdown()));
});

describe("thread pool", () => {
  it("runs a task in another thread and gives back its result as plain data", async () => {
    const result = await pool().run("double", { value: 21 });
    expect(result.doubled).toBe(42);
    expect(result.threadId).not.toBe(threadId);
  });

  it("passes the task's events to the caller in order", async () => {
    const seen: number[] = [];
    expect(await pool().run("countTo", { count: 5 }, { onEvent: (step) => seen.push(step) })).toBe("counted");
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it("reuses a thread for the next task and queues tasks beyond its size", async () => {
    const threads = pool({ size: 1 });
    const results = await Promise.all([1, 2, 3].map((value) => threads.run("double", { value })));
    expect(results.map((result) => result.doubled)).toEqual([2, 4, 6]);
    expect(new Set(results.map((result) => result.threadId)).size).toBe(1);
    expect(threads.threadCount).toBe(1);
  });

  it("stops threads that have been idle, the last one too, and starts one again for the next task", async () => {
    const threads = pool({ size: 2, idleMs: 300 });
    const results = await Promise.all([1, 2].map((value) => threads.run("double", { value })));
    expect(new Set(results.map((result) => result.threadId)).size).toBe(2);
    await expect.poll(() => threads.threadCount, { timeout: 10_000 }).toBe(0);
    expect((await threads.run("double", { value: 4 })).doubled).toBe(8);
    expect(threads.threadCount).toBe(1);
  });

  it("stops a prestarted thread that no task came for", async () => {
    const threads = pool({ idleMs: 300 });
    threads.prestart();
    expect(threads.threadCount).toBe(1);
    await expect.poll(() => threads.threadCount, { timeout: 10_000 }).toBe(0);
  });

  it("keeps an AppError's code and message, and any other error's message", async () => {
    const threads = pool();
    const refused = await threads.run("refuse", undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "file_corrupt", status: 422, message: "This page is torn." });
    const failed = await threads.run("fail", undefined).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ThreadTaskError);
    expect(failed).toMatchObject({ originalName: "TypeError", message: "cannot read the clause tree" });
    // a task that throws leaves its thread usable
    expect((await threads.run("double", { value: 1 })).doubled).toBe(2);
  });

  it("answers calls from a thread on the main thread, errors included", async () => {
    const threads = pool();
    expect(await threads.run("askMain", { text: "clause 7" })).toBe("CLAUSE 7!");
    await expect(threads.run("askMain", { text: "" })).rejects.toMatchObject({
      code: "validation_failed",
      message: "Nothing to shout.",
    });
  });

  it("fails the task of a thread that exits or crashes, and starts a new thread for the next one", async () => {
    const threads = pool();
    const first = await threads.run("double", { value: 1 });
    const exited = await threads.run("exit", undefined).catch((error: unknown) => error);
    expect(exited).toBeInstanceOf(ThreadCrashError);
    expect((exited as Error).message).toBe("The thread stopped (exit code 3).");
    const crashed = await threads.run("crashLater", undefined).catch((error: unknown) => error);
    expect(crashed).toBeInstanceOf(ThreadCrashError);
    expect((crashed as Error).message).toBe("The thread crashed: thrown outside any task");
    const next = await threads.run("double", { value: 2 });
    expect(next.doubled).toBe(4);
    expect(next.threadId).not.toBe(first.threadId);
  });

  it("ends a thread that reaches its heap limit, not the process", async () => {
    const threads = pool({ memoryMb: 64 });
    const error = await threads.run("allocate", undefined).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ThreadCrashError);
    expect(error).toMatchObject({
      outOfMemory: true,
      message: "The thread ran out of memory (its limit is 64 MB).",
    });
    expect((await threads.run("double", { value: 3 })).doubled).toBe(6);
  });

  it("stops a running task when its signal aborts, and drops a queued one", async () => {
    const threads = pool({ size: 1 });
    const running = new AbortController();
    const queued = new AbortController();
    const spinning = threads.run("spin", undefined, { signal: running.signal });
    const waiting = threads.run("double", { value: 1 }, { signal: queued.signal });
    queued.abort(new Error("not needed any more"));
    await expect(waiting).rejects.toThrow("not needed any more");
    await expect.poll(() => threads.threadCount).toBe(1);
    running.abort(new Error("lease lost"));
    await expect(spinning).rejects.toThrow("lease lost");
    // the spinning thread was terminated; the pool goes on with a new one
    expect((await threads.run("double", { value: 5 })).doubled).toBe(10);
  });

  it("on shutdown fails running and waiting tasks, stops its threads and refuses new tasks", async () => {
    const threads = createThreadPool<TestTasks>({
      module: new URL("./testing/test-tasks.ts", import.meta.url),
      size: 1,
      memoryMb: 256,
    });
    const spinning = threads.run("spin", undefined).catch((error: unknown) => error);
    const waiting = threads.run("double", { value: 1 }).catch((error: unknown) => error);
    await expect.poll(() => threads.threadCount).toBe(1);
    await threads.shutdown();
    expect(await spinning).toMatchObject({ code: "service_unavailable" });
    expect(await waiting).toMatchObject({ code: "service_unavailable" });
    expect(threads.threadCount).toBe(0);
    await expect(threads.run("double", { value: 1 })).rejects.toMatchObject({ code: "service_unavailable" });
  });

  it("never keeps a process alive with an idle thread", async () => {
    const script = path.join(import.meta.dirname, "testing/idle-pool.ts");
    const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const [code] = await once(child, "exit");
    expect(output.trim()).toBe("42");
    expect(code).toBe(0);
  });
});
