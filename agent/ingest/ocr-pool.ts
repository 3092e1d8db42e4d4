import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import type { Worker } from "tesseract.js";
import { AppError } from "../../common/errors";

export type OcrOptions = {
  /**
   * Folder holding `eng.traineddata.gz`. Defaults to the `4.0.0_best_int` model of the installed
   * `@tesseract.js-data/eng` package: nothing is ever downloaded.
   */
  langPath?: string;
  /** Worker threads in the pool; defaults to the number of cores. */
  workers?: number;
  /** A page whose mean word confidence (0–100) is below this is flagged for a re-take. Default 80
   * (clean scans and photos measure 90–95 here; a tiny or blurred page 65–75). */
  lowConfidenceThreshold?: number;
  /**
   * A worker idle this long is stopped: each holds ~100-140 MB of the server's RSS (its WebAssembly
   * engine and the language model), which a server that read one scan kept for good. The next page
   * starts one again (~1 s). Default 30 s.
   */
  idleMs?: number;
};

export type OcrResult = { text: string; confidence: number };

/** What extraction needs of an OCR pool (an analysis thread passes one that asks the main thread's pool). */
export type OcrRecognizer = Pick<OcrPool, "recognize">;

type Job = {
  image: Buffer;
  signal?: AbortSignal;
  resolve: (result: OcrResult) => void;
  reject: (error: unknown) => void;
};

type PoolWorker = { worker: Worker; busy: boolean; idleTimer: NodeJS.Timeout | null };

const DEFAULT_IDLE_MS = 30_000;

/**
 * A pool of tesseract.js workers (each a worker thread, so recognition never runs on the event
 * loop). Workers start lazily on the first job, up to `workers`, are reused across documents and
 * stop after `idleMs` without a page. A job whose signal aborts while it runs terminates its
 * worker, so a timed-out page stops using CPU; a new worker replaces it on demand. Call `shutdown`
 * so the process can exit.
 */
export class OcrPool {
  private readonly langPath: string;
  private readonly size: number;
  private readonly idleMs: number;
  private readonly workers: PoolWorker[] = [];
  private starting = 0;
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(options: OcrOptions = {}) {
    this.langPath = options.langPath ?? defaultLangPath();
    this.size = Math.max(1, options.workers ?? availableParallelism());
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  }

  /** Workers started and not stopped (busy or idle). */
  get workerCount(): number {
    return this.workers.length;
  }

  recognize(image: Buffer, signal?: AbortSignal): Promise<OcrResult> {
    if (this.closed)
      return Promise.reject(new AppError("service_unavailable", { message: "The OCR service has been shut down." }));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const job: Job = { image, signal, resolve, reject };
      this.queue.push(job);
      signal?.addEventListener(
        "abort",
        () => {
          const index = this.queue.indexOf(job);
          if (index >= 0) {
            this.queue.splice(index, 1);
            reject(signal.reason);
          }
        },
        { once: true },
      );
      this.pump();
    });
  }

  async shutdown(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new AppError("service_unavailable", { message: "The OCR service was shut down." }));
    const workers = this.workers.splice(0);
    for (const entry of workers) if (entry.idleTimer) clearTimeout(entry.idleTimer);
    await Promise.allSettled(workers.map((entry) => entry.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const idle = this.workers.find((entry) => !entry.busy);
      if (!idle) break;
      this.run(idle, this.queue.shift()!);
    }
    const wanted =
      Math.min(this.size, this.workers.length + this.starting + this.queue.length) -
      this.workers.length -
      this.starting;
    for (let index = 0; index < wanted; index += 1) this.startWorker();
    for (const entry of this.workers) if (!entry.busy) this.stopWhenIdle(entry);
  }

  /** Stops an idle worker after `idleMs`, unless a page comes first (run clears the timer). */
  private stopWhenIdle(entry: PoolWorker): void {
    if (entry.idleTimer) return;
    entry.idleTimer = setTimeout(() => {
      entry.idleTimer = null;
      if (entry.busy || !this.workers.includes(entry)) return;
      this.remove(entry);
      void entry.worker.terminate();
    }, this.idleMs);
    entry.idleTimer.unref();
  }

  private startWorker(): void {
    this.starting += 1;
    // tesseract.js loads with the first OCR worker: servers that never read a scan never load it
    import("tesseract.js")
      .then(({ createWorker, OEM }) =>
        createWorker("eng", OEM.LSTM_ONLY, { langPath: this.langPath, cacheMethod: "none", gzip: true }),
      )
      .then((worker) => {
        this.starting -= 1;
        if (this.closed) {
          void worker.terminate();
          return;
        }
        this.workers.push({ worker, busy: false, idleTimer: null });
        this.pump();
      })
      .catch((error: unknown) => {
        this.starting -= 1;
        const failure = new AppError("service_unavailable", {
          message: "The OCR engine could not start.",
          cause: error,
        });
        if (this.workers.length === 0 && this.starting === 0)
          for (const job of this.queue.splice(0)) job.reject(failure);
      });
  }

  private run(entry: PoolWorker, job: Job): void {
    entry.busy = true;
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.idleTimer = null;
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      job.reject(job.signal!.reason);
      // the worker is busy with a page nobody wants: stop it and drop it from the pool
      this.remove(entry);
      void entry.worker.terminate();
      this.pump();
    };
    job.signal?.addEventListener("abort", onAbort, { once: true });
    entry.worker
      .recognize(job.image)
      .then(
        (result) => {
          if (settled) return;
          settled = true;
          job.resolve({ text: result.data.text, confidence: result.data.confidence });
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          job.reject(new AppError("file_corrupt", { message: "The image could not be read.", cause: error }));
        },
      )
      .finally(() => {
        job.signal?.removeEventListener("abort", onAbort);
        entry.busy = false;
        if (this.workers.includes(entry)) this.pump();
      });
  }

  private remove(entry: PoolWorker): void {
    const index = this.workers.indexOf(entry);
    if (index >= 0) this.workers.splice(index, 1);
  }
}

function defaultLangPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
}

let sharedPool: OcrPool | null = null;

/** The process-wide pool, created on first use. Options apply only when it is created. */
export function getOcrPool(options?: OcrOptions): OcrPool {
  sharedPool ??= new OcrPool(options);
  return sharedPool;
}

/** Terminates the shared pool's workers (tests, the CLI and server shutdown call this). */
export async function shutdownOcrPool(): Promise<void> {
  const pool = sharedPool;
  sharedPool = null;
  await pool?.shutdown();
}
