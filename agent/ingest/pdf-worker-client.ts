import { Worker } from "node:worker_threads";
import type { PdfTextItem } from "./layout-pdf-text";

type Pending = { resolve: (value: Record<string, unknown>) => void; reject: (error: Error) => void };

/** Error raised by pdf.js inside the worker, keeping pdf.js's exception name (PasswordException, InvalidPDFException…). */
export class PdfWorkerError extends Error {
  constructor(
    readonly pdfName: string,
    message: string,
  ) {
    super(message);
    this.name = "PdfWorkerError";
  }
}

/**
 * Thread heap limits. The old generation is capped so a hostile PDF ends this thread (reported as a
 * damaged file), not the process. The young generation is kept small: V8's default let each
 * thread's nursery grow to ~45 MB of RSS; 8 MB measured the same CPU time on the CUAD PDFs.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 8 };

/**
 * One PDF opened in its own worker thread (pdf-worker.mjs). Requests are answered in order;
 * `terminate` stops the thread at once, even in the middle of a page. No thread is kept for the
 * next document: a parked thread held 35–80 MB of the server's RSS for as long as it ran, and
 * starting one costs ~0.2 s.
 */
export class PdfWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor() {
    this.worker = new Worker(new URL("./pdf-worker.mjs", import.meta.url), { resourceLimits: RESOURCE_LIMITS });
    this.worker.on(
      "message",
      (message: { id: number; error?: { name: string; message: string } } & Record<string, unknown>) => {
        const pending = this.pending.get(message.id);
        if (!pending) return;
        this.pending.delete(message.id);
        if (message.error) pending.reject(new PdfWorkerError(message.error.name, message.error.message));
        else pending.resolve(message);
      },
    );
    // a thread that dies (over its memory cap on a hostile PDF) fails its requests like a pdf.js error
    this.worker.on("error", (error) => this.failAll(new PdfWorkerError("WorkerError", error.message)));
    this.worker.on("exit", () => this.failAll(new PdfWorkerError("WorkerExit", "The PDF worker stopped.")));
  }

  /** Starts a worker and opens the document in it; resolves with the page count. */
  static async open(bytes: Uint8Array): Promise<{ client: PdfWorkerClient; numPages: number }> {
    const client = new PdfWorkerClient();
    try {
      const { numPages } = await client.request({ type: "open", bytes });
      return { client, numPages: numPages as number };
    } catch (error) {
      await client.terminate();
      throw error;
    }
  }

  async text(page: number): Promise<PdfTextItem[]> {
    return (await this.request({ type: "text", page })).items as PdfTextItem[];
  }

  async viewport(page: number): Promise<{ width: number; height: number }> {
    const { width, height } = await this.request({ type: "viewport", page });
    return { width: width as number, height: height as number };
  }

  /** The page rendered at `scale` as a grayscale PGM image (what the OCR pool reads), with its share of dark pixels. */
  async render(page: number, scale: number): Promise<{ image: Buffer; inkRatio: number }> {
    const result = await this.request({ type: "render", page, scale });
    return { image: Buffer.from(result.image as ArrayBuffer), inkRatio: result.inkRatio as number };
  }

  async terminate(): Promise<void> {
    this.failAll(new Error("The PDF worker was stopped."));
    await this.worker.terminate();
  }

  private request(message: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private failAll(error: Error): void {
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
