import { type Transferable, Worker } from "node:worker_threads";
import { AppError, type ErrorCode, errorCatalogue, isAppError } from "../../common/errors";

/**
 * What a task function receives besides its input: `emit` sends an event to the caller's
 * `onEvent` (progress), `call` runs a function the pool's owner offered on the main thread (a
 * process-wide service such as the OCR pool) and resolves with its answer.
 */
export type TaskContext<Event> = {
  emit: (event: Event) => void;
  call: (
    method: string,
    args: unknown,
    options?: { signal?: AbortSignal; transfer?: Transferable[] },
  ) => Promise<unknown>;
};

/** A function a thread runs. Input and output cross threads as plain data (the structured clone). */
// biome-ignore lint/suspicious/noExplicitAny: a task map holds tasks of any input and output
export type ThreadTask<Input = any, Output = any, Event = any> = (
  input: Input,
  context: TaskContext<Event>,
) => Output | Promise<Output>;
export type ThreadTasks = Record<string, ThreadTask>;

type InputOf<T> = T extends ThreadTask<infer Input> ? Input : never;
type OutputOf<T> = T extends ThreadTask<never, infer Output> ? Awaited<Output> : never;
type EventOf<T> = T extends ThreadTask<never, unknown, infer Event> ? Event : never;

/** An error as it crosses threads: an AppError keeps its code and message, anything else its name and message. */
export type SerializedError = { name: string; message: string; code?: ErrorCode; stack?: string };

export function serializeError(error: unknown): SerializedError {
  if (isAppError(error)) return { name: error.name, message: error.message, code: error.code };
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: "Error", message: String(error) };
}

export function deserializeError(error: SerializedError): Error {
  if (error.code && error.code in errorCatalogue) return new AppError(error.code, { message: error.message });
  const revived = new ThreadTaskError(error.name, error.message);
  if (error.stack) revived.stack = error.stack;
  return revived;
}

/** A task that threw in its thread (not an AppError): it keeps the original error's name and message. */
export class ThreadTaskError extends Error {
  constructor(
    readonly originalName: string,
    message: string,
  ) {
    super(message);
    this.name = "ThreadTaskError";
  }
}

/** The thread running a task died (a crash, its heap limit, or `process.exit` in it) before the task finished. */
export class ThreadCrashError extends Error {
  /** It reached its heap limit (`memoryMb`). */
  readonly outOfMemory: boolean;

  constructor(message: string, options: { cause?: unknown; outOfMemory?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.name = "ThreadCrashError";
    this.outOfMemory = options.outOfMemory ?? false;
  }
}

/** Messages from the pool to a thread. */
export type ToThread =
  | { type: "run"; taskId: number; task: string; input: unknown }
  | { type: "reply"; callId: number; value?: unknown; error?: SerializedError };

/** Messages from a thread to the pool. */
export type FromThread =
  | { type: "event"; taskId: number; event: unknown }
  | { type: "call"; taskId: number; callId: number; method: string; args: unknown }
  | { type: "cancel-call"; callId: number }
  | { type: "done"; taskId: number; value: unknown }
  | { type: "failed"; taskId: number; error: SerializedError };

export type HostCall = (args: unknown, signal: AbortSignal) => Promise<{ value: unknown; transfer?: Transferable[] }>;

export type ThreadPoolOptions = {
  /** The TypeScript module each thread loads; it exports `tasks` (a ThreadTasks map). */
  module: URL;
  /** At most this many threads, each running one task at a time; more tasks wait their turn. */
  size: number;
  /**
   * Each thread's V8 heap limit. A task that needs more ends its thread, not the process: its
   * caller gets a ThreadCrashError naming the limit.
   */
  memoryMb: number;
  /** Functions threads may call on this thread (`context.call`). */
  hostCalls?: Record<string, HostCall>;
  /**
   * A thread idle this long is stopped, the last one too: each idle analysis thread holds ~30 MB of
   * the server's RSS (measured, bundled; ~60 MB from the TypeScript), and starting one again takes
   * a second or two. Default 30 s.
   */
  idleMs?: number;
};

type RunOptions<Event> = {
  /** Aborting stops the task at once: its thread is terminated (and replaced when next needed). */
  signal?: AbortSignal;
  onEvent?: (event: Event) => void;
  /** Buffers in the input to move to the thread instead of copying. */
  transfer?: Transferable[];
};

type Task = {
  id: number;
  task: string;
  input: unknown;
  options: RunOptions<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /**
   * Stops listening to the signal for the queue's sake. Called when the task leaves the queue: a
   * listener left on a long-lived signal (the job's) kept every task's input, the whole document,
   * for as long as the server ran.
   */
  leaveQueue: () => void;
};

type PoolThread = {
  worker: Worker;
  running: Task | null;
  /** Main-thread calls the running task is waiting for, by call id. */
  calls: Map<number, AbortController>;
  /** Set once the thread is stopped or dead: it takes no more tasks. */
  gone: boolean;
  /** Stops listening to the running task's abort signal. */
  detach: (() => void) | null;
  /** Stops the thread when it has been idle for `idleMs`. */
  idleTimer: NodeJS.Timeout | null;
};

/**
 * Young generation of each thread: V8's default lets it grow to ~45 MB of RSS per thread; 8 MB
 * measured the same CPU time for the PDF threads (pdf-worker-client.ts).
 */
const YOUNG_GENERATION_MB = 8;
const DEFAULT_IDLE_MS = 30_000;
const threadEntry = new URL("./thread-entry.mjs", import.meta.url);

/**
 * A small pool of worker threads for CPU-bound work, so the event loop keeps answering requests.
 * Threads start when first needed and are kept for the next task (unref'd while idle, so they never
 * hold the process open); `shutdown` terminates them. Inputs and results are plain data.
 */
export function createThreadPool<Tasks extends ThreadTasks>(options: ThreadPoolOptions) {
  const threads: PoolThread[] = [];
  const queue: Task[] = [];
  let nextTaskId = 1;
  let closed = false;

  function startThread(): PoolThread {
    const worker = new Worker(threadEntry, {
      workerData: { module: options.module.href },
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      // the parent's flags (tsx's loader among them) are no use in a thread: thread-entry.mjs loads TypeScript itself
      execArgv: [],
    });
    const thread: PoolThread = { worker, running: null, calls: new Map(), gone: false, detach: null, idleTimer: null };
    worker.on("message", (message: FromThread) => onMessage(thread, message));
    worker.on("error", (error: Error & { code?: string }) => {
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      end(
        thread,
        new ThreadCrashError(
          outOfMemory
            ? `The thread ran out of memory (its limit is ${options.memoryMb} MB).`
            : `The thread crashed: ${error.message}`,
          { cause: error, outOfMemory },
        ),
      );
    });
    worker.on("exit", (code) => end(thread, new ThreadCrashError(`The thread stopped (exit code ${code}).`)));
    threads.push(thread);
    return thread;
  }

  function onMessage(thread: PoolThread, message: FromThread): void {
    const task = thread.running;
    switch (message.type) {
      case "event":
        if (task?.id === message.taskId) task.options.onEvent?.(message.event);
        return;
      case "call":
        if (task?.id === message.taskId) void answerCall(thread, message);
        return;
      case "cancel-call":
        thread.calls.get(message.callId)?.abort(new Error("The thread no longer needs this answer."));
        return;
      case "done":
      case "failed": {
        if (task?.id !== message.taskId) return;
        finish(thread);
        if (message.type === "done") task.resolve(message.value);
        else task.reject(deserializeError(message.error));
        pump();
        return;
      }
    }
  }

  async function answerCall(thread: PoolThread, message: Extract<FromThread, { type: "call" }>): Promise<void> {
    const controller = new AbortController();
    thread.calls.set(message.callId, controller);
    let reply: ToThread;
    let transfer: Transferable[] = [];
    try {
      const hostCall = options.hostCalls?.[message.method];
      if (!hostCall) throw new Error(`No main-thread function "${message.method}" is offered to threads.`);
      const answer = await hostCall(message.args, controller.signal);
      reply = { type: "reply", callId: message.callId, value: answer.value };
      transfer = answer.transfer ?? [];
    } catch (error) {
      reply = { type: "reply", callId: message.callId, error: serializeError(error) };
    } finally {
      thread.calls.delete(message.callId);
    }
    if (!thread.gone && !controller.signal.aborted) thread.worker.postMessage(reply, transfer);
  }

  /** The thread's task is over: stop its main-thread calls and park the thread. */
  function finish(thread: PoolThread): void {
    thread.running = null;
    for (const controller of thread.calls.values()) controller.abort(new Error("The task has ended."));
    thread.calls.clear();
    thread.detach?.();
    thread.detach = null;
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    if (!thread.gone) park(thread);
  }

  /** The thread waits for its next task: it holds the process open no more, and stops after `idleMs`. */
  function park(thread: PoolThread): void {
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => retireIdle(thread), options.idleMs ?? DEFAULT_IDLE_MS);
    thread.idleTimer.unref();
  }

  function retireIdle(thread: PoolThread): void {
    thread.idleTimer = null;
    if (thread.running || thread.gone) return;
    end(thread, new Error("idle"));
    void thread.worker.terminate();
  }

  /** The thread is gone (crashed, exited or terminated): fail its task, drop it from the pool. */
  function end(thread: PoolThread, error: Error): void {
    const task = thread.running;
    thread.gone = true;
    finish(thread);
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    task?.reject(error);
    pump();
  }

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const thread =
        threads.find((candidate) => !candidate.running && !candidate.gone) ??
        (threads.length < options.size ? startThread() : null);
      if (!thread) return;
      const task = queue.shift()!;
      task.leaveQueue();
      thread.running = task;
      if (thread.idleTimer) clearTimeout(thread.idleTimer);
      thread.idleTimer = null;
      const signal = task.options.signal;
      if (signal) {
        // the task is mid-computation and nobody wants its answer: stop its thread
        const stop = () => {
          end(thread, signal.reason);
          void thread.worker.terminate();
        };
        signal.addEventListener("abort", stop, { once: true });
        thread.detach = () => signal.removeEventListener("abort", stop);
      }
      thread.worker.ref();
      const message: ToThread = { type: "run", taskId: task.id, task: task.task, input: task.input };
      thread.worker.postMessage(message, task.options.transfer ?? []);
    }
  }

  return {
    /** Runs `task` with `input` in a thread; resolves with its result or rejects with its error. */
    run<Name extends keyof Tasks & string>(
      task: Name,
      input: InputOf<Tasks[Name]>,
      runOptions: RunOptions<EventOf<Tasks[Name]>> = {},
    ): Promise<OutputOf<Tasks[Name]>> {
      if (closed) return Promise.reject(new AppError("service_unavailable", { message: "The server is stopping." }));
      if (runOptions.signal?.aborted) return Promise.reject(runOptions.signal.reason);
      return new Promise((resolve, reject) => {
        const signal = runOptions.signal;
        const dropFromQueue = () => {
          const index = queue.indexOf(queued);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(signal!.reason);
        };
        const queued: Task = {
          id: nextTaskId++,
          task,
          input,
          options: runOptions as RunOptions<unknown>,
          resolve: resolve as (value: unknown) => void,
          reject,
          leaveQueue: () => signal?.removeEventListener("abort", dropFromQueue),
        };
        queue.push(queued);
        signal?.addEventListener("abort", dropFromQueue, { once: true });
        pump();
      });
    },
    /** Starts a thread now, so a task that comes within `idleMs` does not wait for one to load. */
    prestart(): void {
      if (!closed && threads.length === 0) park(startThread());
    },
    /** Threads alive now (for tests and the logs). */
    get threadCount(): number {
      return threads.length;
    },
    /** Fails waiting tasks, terminates every thread (running tasks fail) and refuses new tasks. */
    async shutdown(): Promise<void> {
      closed = true;
      const stopping = new AppError("service_unavailable", { message: "The server is stopping." });
      for (const task of queue.splice(0)) {
        task.leaveQueue();
        task.reject(stopping);
      }
      const all = threads.splice(0);
      for (const thread of all) {
        const task = thread.running;
        thread.gone = true;
        finish(thread);
        task?.reject(stopping);
      }
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}

export type ThreadPool<Tasks extends ThreadTasks> = ReturnType<typeof createThreadPool<Tasks>>;

/**
 * The buffer behind `bytes`, to move to a thread (`transfer`) instead of copying it, when `bytes`
 * is all of it; none when it is a view into a shared buffer (a small Buffer shares Node's pool).
 */
export function ownBuffer(bytes: Uint8Array): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}
