import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

const threadEntry = new URL("./pglite-thread-entry.mjs", import.meta.url);

/**
 * The database thread's young generation: V8's default lets a thread's grow to ~45 MB of RSS; the
 * thread's JavaScript only turns rows into messages.
 */
const YOUNG_GENERATION_MB = 8;

type Request =
  | { op: "query"; sql: string; params?: unknown[]; rowMode?: "array" | "object"; rawTypes?: number[]; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "close" };

type Reply = { id: number; value?: unknown; error?: { name: string; message: string } & Record<string, unknown> };

/** What a query inside a transaction is sent through: drizzle's PGlite driver calls only `query`. */
export type PGliteThreadTransaction = Pick<PGliteThread, "query">;

/** A Postgres error from the database thread, with the fields PGlite's DatabaseError has (code, constraint, detail…). */
export class DatabaseThreadError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
}

export type PGliteThreadOptions = {
  /** Told when the thread stopped unexpectedly and is being started again (for the log). */
  onRestart?: (reason: string) => void;
  /** The thread's entry module (a test starts one it can make crash). */
  entry?: URL;
};

/** A thread that stops more often than this is not started again: the database stays unavailable. */
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The embedded database (PGlite) in a thread of its own, with the part of PGlite's interface that
 * drizzle's PGlite driver uses: `query`, `transaction` and `close`. Postgres then runs beside the
 * request thread instead of on it. Queries keep PGlite's order and locking: one statement at a
 * time, and while a transaction is open, queries outside it wait.
 *
 * A thread that stops unexpectedly fails the queries it had with "PGlite is closed" (the API
 * answers 503, database-fault.ts) and is started again on the same files, which Postgres recovers
 * from its write-ahead log; queries sent meanwhile wait for it. After `MAX_RESTARTS` within a
 * minute, or once closed, every query is answered "PGlite is closed".
 */
export class PGliteThread {
  readonly #dataDir: string;
  readonly #options: PGliteThreadOptions;
  readonly #pending = new Map<number, Waiting>();
  #worker: Worker | null = null;
  /** Threads whose database opened: one that stops before that fails its start instead of being restarted. */
  readonly #opened = new WeakSet<Worker>();
  #nextId = 1;
  #starting: Promise<void> | null = null;
  #restarts: number[] = [];
  #closing = false;
  #closed: string | null = null;

  private constructor(dataDir: string, options: PGliteThreadOptions) {
    this.#dataDir = dataDir;
    this.#options = options;
  }

  /** Starts the thread and opens (or creates) the database in `dataDir`. */
  static async open(dataDir: string, options: PGliteThreadOptions = {}): Promise<PGliteThread> {
    const thread = new PGliteThread(dataDir, options);
    await thread.#start();
    return thread;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options);
  }

  async transaction<T>(callback: (tx: PGliteThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#request({ op: "begin" })) as number;
    let result: T;
    try {
      result = await callback({ query: (sql, params, options) => this.#query(sql, params, options, tx) });
    } catch (error) {
      await this.#request({ op: "end", tx, commit: false }).catch(() => undefined); // the callback's error is the one to report
      throw error;
    }
    await this.#request({ op: "end", tx, commit: true });
    return result;
  }

  /** Closes the database (its files consistent on disk) and stops the thread. */
  async close(): Promise<void> {
    if (this.#closing || this.#closed) return;
    this.#closing = true;
    await this.#starting;
    const worker = this.#worker;
    try {
      if (!this.#closed) await this.#request({ op: "close" });
    } finally {
      this.#closed ??= "PGlite is closed";
      this.#failPending(this.#closed);
      await worker?.terminate();
    }
  }

  /** Starts a thread and resolves when its database is open (its first message says so, or why not). */
  #start(): Promise<void> {
    const worker = new Worker(this.#options.entry ?? threadEntry, {
      workerData: { dataDir: this.#dataDir },
      // the server's flags (tsx's loader among them) are no use here: the thread is plain JavaScript
      execArgv: [],
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    this.#worker = worker;
    worker.unref(); // held only while a request is out (see #expect), so an idle server can exit
    worker.on("message", (reply: Reply) => this.#settle(reply));
    worker.on("error", (error) => this.#lost(worker, `the database thread failed: ${error.message}`));
    worker.on("exit", (code) => this.#lost(worker, `the database thread stopped (exit code ${code})`));
    return this.#expect(0).then(
      () => {
        this.#opened.add(worker);
      },
      async (error: Error) => {
        await worker.terminate();
        throw error;
      },
    );
  }

  #lost(worker: Worker, reason: string): void {
    if (worker !== this.#worker || this.#closed) return; // an earlier thread's last event, or already given up
    this.#failPending(reason);
    if (!this.#opened.has(worker)) return; // its start fails (see #start's callers)
    if (this.#closing) {
      this.#closed = reason;
      return;
    }
    const now = Date.now();
    this.#restarts = this.#restarts.filter((at) => now - at < RESTART_WINDOW_MS);
    if (this.#restarts.length >= MAX_RESTARTS) {
      this.#closed = `${reason}, ${MAX_RESTARTS} times within a minute; it is not started again`;
      return;
    }
    this.#restarts.push(now);
    this.#options.onRestart?.(reason);
    this.#starting = this.#start().then(
      () => {
        this.#starting = null;
      },
      (error: Error) => {
        this.#closed = `${reason}; starting it again failed: ${error.message}`;
        this.#starting = null;
      },
    );
  }

  #query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    return this.#request({
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypesOf(options?.parsers),
      tx,
    }) as Promise<Results<T>>;
  }

  async #request(request: Request): Promise<unknown> {
    if (this.#starting) await this.#starting;
    if (this.#closed || !this.#worker) throw new Error(closedMessage(this.#closed ?? "PGlite is closed"));
    const id = this.#nextId++;
    const answer = this.#expect(id);
    this.#worker.postMessage({ ...request, id });
    return answer;
  }

  #expect(id: number): Promise<unknown> {
    if (this.#pending.size === 0) this.#worker?.ref();
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }

  #settle(reply: Reply): void {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker?.unref();
    if (reply.error) waiting.reject(Object.assign(new DatabaseThreadError(reply.error.message), reply.error));
    else waiting.resolve(reply.value);
  }

  #failPending(reason: string): void {
    const error = new Error(closedMessage(reason));
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}

/** database-fault.ts recognises "PGlite is closed" as the database being unavailable. */
function closedMessage(reason: string): string {
  return reason.startsWith("PGlite is closed") ? reason : `PGlite is closed: ${reason}`;
}

/**
 * The types a query reads as raw text. drizzle passes parsers that return their input (for dates
 * and intervals); functions cannot cross threads, so the thread applies the same. Any other
 * parser would silently change results, so it is refused.
 */
function rawTypesOf(parsers: QueryOptions["parsers"]): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([type, parse]) => {
    const probe = "2026-01-01 00:00:00+00";
    if (parse(probe, Number(type)) !== probe) {
      throw new Error(`The database thread only keeps values as text; the parser for type ${type} changes them.`);
    }
    return Number(type);
  });
}
