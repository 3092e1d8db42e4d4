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

/**
 * The embedded database (PGlite) in a thread of its own, with the part of PGlite's interface that
 * drizzle's PGlite driver uses: `query`, `transaction` and `close`. Postgres then runs beside the
 * request thread instead of on it. Queries keep PGlite's order and locking: one statement at a
 * time, and while a transaction is open, queries outside it wait. A stopped or crashed thread
 * answers every query with "PGlite is closed", which the API reports as a 503 (database-fault.ts).
 */
export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #closed: string | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref(); // held only while a request is out (see #request), so an idle server can exit
    worker.on("message", (reply: Reply) => this.#settle(reply));
    worker.on("error", (error) => this.#stop(`the database thread failed: ${error.message}`));
    worker.on("exit", (code) => this.#stop(`the database thread stopped (exit code ${code})`));
  }

  /** Starts the thread and opens (or creates) the database in `dataDir`. */
  static async open(dataDir: string): Promise<PGliteThread> {
    const worker = new Worker(threadEntry, {
      workerData: { dataDir },
      // the server's flags (tsx's loader among them) are no use here: the thread is plain JavaScript
      execArgv: [],
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const thread = new PGliteThread(worker);
    await thread.#expect(0); // the thread's first message says the database is open, or why not
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
    if (this.#closed) return;
    try {
      await this.#request({ op: "close" });
    } finally {
      this.#stop("PGlite is closed");
      await this.#worker.terminate();
    }
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

  #request(request: Request): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error(closedMessage(this.#closed)));
    const id = this.#nextId++;
    const answer = this.#expect(id);
    this.#worker.postMessage({ ...request, id });
    return answer;
  }

  #expect(id: number): Promise<unknown> {
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }

  #settle(reply: Reply): void {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) waiting.reject(Object.assign(new DatabaseThreadError(reply.error.message), reply.error));
    else waiting.resolve(reply.value);
  }

  #stop(reason: string): void {
    this.#closed ??= reason;
    const error = new Error(closedMessage(this.#closed));
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
