import { rmSync, writeFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { checkDocument, defaultExtractOptions, extractDocument } from "../agent/ingest/extract-document";
import { shutdownOcrPool } from "../agent/ingest/ocr-pool";
import { users } from "../api/db/schema";
import { abandonedJobMessage, unexpectedFailureMessage } from "../api/jobs/worker";
import { uploadLimit } from "../api/routes/contracts";
import { createBrowser, createTestApp, type TestApp } from "../api/testing/create-test-app";
import { analysisStatusResponseSchema, inProgressStatuses, uploadResponseSchema } from "../common/api/analyses";
import { errorBodySchema, errorCatalogue, isAppError } from "../common/errors";
import { type FuzzCase, type FuzzSeeds, fuzzCase, type InputKind, loadFuzzSeeds } from "./fuzz-cases";
import { startHangWatchdog } from "./hang-watchdog";

/**
 * What became of one fuzzed upload. The first three are the acceptable ones: refused at upload
 * with a clear 4xx, or accepted (202) and ended by the job as `completed` or as `error` with a
 * clear message. The rest are findings.
 */
export type FuzzOutcome =
  | { type: "refused"; status: number; code: string; message: string }
  | { type: "completed" }
  | { type: "failed"; message: string }
  | { type: "crash" | "server-error" | "hang" | "stall" | "unclear"; detail: string };

export const acceptableOutcomes: ReadonlyArray<FuzzOutcome["type"]> = ["refused", "completed", "failed"];

export type FuzzResult = {
  seed: number;
  index: number;
  kind: InputKind;
  source: string;
  mutations: string[];
  fileName: string;
  byteSize: number;
  outcome: FuzzOutcome;
  /** Through POST /api/contracts and the job, or straight into the extraction entry points. */
  path: "http" | "direct";
  /** From sending the upload to the final status. */
  ms: number;
  /** The process's largest RSS sampled while this case was in flight (MB). */
  rssMb: number;
  /** The longest event-loop block seen while this case was in flight (ms). */
  blockMs: number;
};

export type FuzzRunOptions = {
  seed: number;
  /** The case indexes to run (0…cases-1 for a full run, or the failures of an earlier run to replay). */
  indexes: number[];
  /** A case still running after this long is a hang. */
  caseTimeoutMs: number;
  /** Cases in flight at once (and analysis workers in the app). */
  concurrency?: number;
  /**
   * Every n-th case goes through HTTP (the rest call checkDocument and extractDocument directly,
   * as the upload route and the job do, without the database and the analysis). Default 1: all.
   */
  httpEvery?: number;
  onResult?: (result: FuzzResult) => void;
  /** Where the watchdog records a hang that blocked the event loop before it stops the process. */
  hangReportPath?: string;
  /**
   * Kept up to date with the cases in flight (written synchronously), and removed at the end: if a
   * parser aborts the whole process (a V8 fatal error cannot be caught), it names the culprit.
   */
  inFlightPath?: string;
  /** A case during which the event loop was blocked longer than this is a failure (`stall`): every user waits. Default 5 s. */
  maxBlockMs?: number;
};

export type FuzzRun = {
  results: FuzzResult[];
  durationMs: number;
  /** Peak resident memory of the whole process (app, workers, PGlite, the fuzzer itself). */
  peakRssMb: number;
  /** The longest the event loop was blocked at once while a case was in flight (the fuzzer's own work left out). */
  maxEventLoopBlockMs: number;
};

/** Job messages that say nothing the user can act on: what a refusal must never fall back to. */
const genericMessages = new Set<string>([
  unexpectedFailureMessage,
  abandonedJobMessage,
  errorCatalogue.internal.message,
  "The analysis could not be finished. Please try again.",
]);

/** A message a user can read: a sentence of ours, not a generic fallback or a library's error text. */
export function isClearMessage(message: string | null | undefined): boolean {
  if (!message || message.trim().length < 20 || genericMessages.has(message)) return false;
  return !/\b(undefined|null|NaN|TypeError|RangeError|Exception|ENOENT|errno)\b|\.(js|ts|mjs):\d+|\bat \w+ \(/.test(
    message,
  );
}

const password = "fuzzing passphrase 42";
/** Uploads per account before the next one is used (the upload rate limit is per user). */
const uploadsPerAccount = uploadLimit.perWindow - 5;
const pollMs = 40;

/**
 * Runs fuzzed uploads through the real upload path: POST /api/contracts on the real app with
 * analysis workers, then the status path until the job ends, as the web app polls it (or, for the
 * cases `httpEvery` leaves out, the extraction entry points directly). Each upload's contract is
 * deleted afterwards (through the API) so the database stays small.
 */
export async function runUploadFuzz(options: FuzzRunOptions): Promise<FuzzRun> {
  const started = Date.now();
  const concurrency = options.concurrency ?? 1;
  const seeds = await loadFuzzSeeds();
  const testApp = await createTestApp({ workers: concurrency, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000" } });
  const sampler = startSampler();
  const watchdog = startHangWatchdog({ limitMs: options.caseTimeoutMs + 30_000, reportPath: options.hangReportPath });
  const inFlight = new Set<FuzzCase>();
  const recordInFlight = () => {
    if (options.inFlightPath)
      writeFileSync(
        options.inFlightPath,
        JSON.stringify([...inFlight].map(({ seed, index, kind, mutations }) => ({ seed, index, kind, mutations }))),
      );
  };
  const crashes: string[] = [];
  const onCrash = (error: unknown) => crashes.push(describeError(error));
  process.on("unhandledRejection", onCrash);
  process.on("uncaughtException", onCrash);

  const results: FuzzResult[] = [];
  try {
    const accounts = createAccounts(testApp);
    const queue = [...options.indexes];
    let uploads = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
          const current = fuzzCase(seeds, options.seed, index);
          sampler.skip(); // building a case (a deflate bomb takes a moment) is the fuzzer's time, not the app's
          const browser = await accounts.forUpload(uploads++);
          watchdog.started(current);
          inFlight.add(current);
          recordInFlight();
          const sample = sampler.track();
          const crashesBefore = crashes.length;
          const caseStarted = Date.now();
          const path: FuzzResult["path"] = index % (options.httpEvery ?? 1) === 0 ? "http" : "direct";
          let outcome =
            path === "http"
              ? await runCase(browser, current, options.caseTimeoutMs)
              : await runDirectCase(current, options.caseTimeoutMs);
          if (crashes.length > crashesBefore)
            outcome = { type: "crash", detail: `while in flight: ${crashes.slice(crashesBefore).join(" | ")}` };
          watchdog.finished(current);
          inFlight.delete(current);
          recordInFlight();
          sampler.untrack(sample);
          if (sample.blockMs > (options.maxBlockMs ?? 5000) && acceptableOutcomes.includes(outcome.type)) {
            outcome = {
              type: "stall",
              detail: `the event loop was blocked for ${sample.blockMs} ms while this case ran (${outcomeText(outcome)})`,
            };
          }
          const result = {
            ...resultOf(current, outcome, Date.now() - caseStarted),
            path,
            rssMb: sample.rssMb,
            blockMs: sample.blockMs,
          };
          results.push(result);
          options.onResult?.(result);
        }
      }),
    );
  } finally {
    process.off("unhandledRejection", onCrash);
    process.off("uncaughtException", onCrash);
    watchdog.stop();
    sampler.stop();
    if (options.inFlightPath) rmSync(options.inFlightPath, { force: true });
    await testApp.close();
    await shutdownOcrPool();
  }
  return {
    results: results.sort((left, right) => left.index - right.index),
    durationMs: Date.now() - started,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    maxEventLoopBlockMs: Math.max(0, ...results.map((result) => result.blockMs)),
  };
}

/** Builds one case without running it (to replay or inspect a failure). */
export async function buildFuzzCase(seed: number, index: number, seeds?: FuzzSeeds): Promise<FuzzCase> {
  return fuzzCase(seeds ?? (await loadFuzzSeeds()), seed, index);
}

type Browser = ReturnType<typeof createBrowser>;

/** Enterprise accounts (no monthly analysis limit), a fresh one every `uploadsPerAccount` uploads. */
function createAccounts(testApp: TestApp) {
  const accounts = new Map<number, Promise<Browser>>();
  const create = async (number: number) => {
    const email = `fuzz-${number}@example.co.za`;
    const browser = createBrowser(testApp.app);
    const signup = await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
    if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
    await testApp.db.update(users).set({ subscriptionTier: "enterprise" }).where(eq(users.email, email));
    await browser.request("/api/auth/signin", { method: "POST", json: { email, password } }); // a fresh session sees the tier
    return browser;
  };
  return {
    forUpload(upload: number): Promise<Browser> {
      const number = Math.floor(upload / uploadsPerAccount);
      if (!accounts.has(number)) accounts.set(number, create(number));
      return accounts.get(number)!;
    },
  };
}

async function runCase(browser: Browser, current: FuzzCase, timeoutMs: number): Promise<FuzzOutcome> {
  const deadline = Date.now() + timeoutMs;
  try {
    const form = new FormData();
    form.set("file", new File([current.bytes as Uint8Array<ArrayBuffer>], current.fileName));
    const response = await withDeadline(browser.request("/api/contracts", { method: "POST", body: form }), deadline);
    if (response === null) return { type: "hang", detail: `the upload was not answered within ${timeoutMs} ms` };
    const body: unknown = await response.json().catch(() => null);
    if (response.status >= 500) return { type: "server-error", detail: `${response.status} ${JSON.stringify(body)}` };
    if (response.status !== 202) return refusal(response.status, body);

    const { contract, analysis } = uploadResponseSchema.parse(body);
    const final = await waitForEnd(browser, analysis.id, deadline);
    if (final === null) return { type: "hang", detail: `the analysis was still in progress after ${timeoutMs} ms` };
    if (final.status === "completed") {
      const detail = await browser.request(`/api/contracts/${contract.id}`);
      if (detail.status !== 200)
        return { type: "server-error", detail: `GET /api/contracts/:id answered ${detail.status} after completion` };
    }
    const deleted = await browser.request(`/api/contracts/${contract.id}`, { method: "DELETE" });
    if (deleted.status !== 204)
      return { type: "server-error", detail: `DELETE /api/contracts/:id answered ${deleted.status}` };
    if (final.status === "completed") return { type: "completed" };
    if (!isClearMessage(final.error))
      return {
        type: "unclear",
        detail: `the analysis ended "${final.status}" with the message ${JSON.stringify(final.error)}`,
      };
    return { type: "failed", message: final.error! };
  } catch (error) {
    return { type: "crash", detail: describeError(error) };
  }
}

/**
 * The same judgement without HTTP: checkDocument's refusal is the upload's 4xx, extractDocument's
 * AppError is the job's ending message, and any other error is what the job would have reported
 * as the generic failure.
 */
async function runDirectCase(current: FuzzCase, timeoutMs: number): Promise<FuzzOutcome> {
  const deadline = Date.now() + timeoutMs;
  const input = { bytes: current.bytes, fileName: current.fileName };
  const judged = (async (): Promise<FuzzOutcome> => {
    try {
      await checkDocument(input, { maxBytes: defaultExtractOptions.maxBytes });
    } catch (error) {
      if (isAppError(error) && error.status < 500)
        return refusal(error.status, { error: { code: error.code, message: error.message } });
      return { type: "unclear", detail: `checkDocument threw ${describeError(error)}` };
    }
    try {
      await extractDocument(input);
      return { type: "completed" };
    } catch (error) {
      if (isAppError(error) && error.status < 500) {
        return isClearMessage(error.message)
          ? { type: "failed", message: error.message }
          : { type: "unclear", detail: `${error.code}: ${error.message}` };
      }
      return {
        type: "unclear",
        detail: `extraction threw ${describeError(error)} (the job would end with the generic failure message)`,
      };
    }
  })();
  const outcome = await withDeadline(judged, deadline);
  return outcome ?? { type: "hang", detail: `extraction did not end within ${timeoutMs} ms` };
}

function refusal(status: number, body: unknown): FuzzOutcome {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success)
    return { type: "unclear", detail: `${status} without an error body: ${JSON.stringify(body)?.slice(0, 200)}` };
  const { code, message } = parsed.data.error;
  // 401, 402 and 429 would mean the fuzzer's accounts are wrong, not that the file was judged
  if ([401, 402, 429].includes(status) || !isClearMessage(message))
    return { type: "unclear", detail: `${status} ${code}: ${message}` };
  return { type: "refused", status, code, message };
}

async function waitForEnd(browser: Browser, analysisId: string, deadline: number) {
  for (;;) {
    const response = await browser.request(`/api/analyses/${analysisId}/status`);
    if (response.status !== 200)
      throw new Error(`the status path answered ${response.status}: ${await response.text()}`);
    const status = analysisStatusResponseSchema.parse(await response.json());
    if (!inProgressStatuses.includes(status.status)) return status;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The promise's value, or null when the deadline passes first. */
async function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function resultOf(current: FuzzCase, outcome: FuzzOutcome, ms: number) {
  const { seed, index, kind, source, mutations, fileName } = current;
  return { seed, index, kind, source, mutations, fileName, byteSize: current.bytes.byteLength, outcome, ms };
}

function outcomeText(outcome: FuzzOutcome): string {
  if (outcome.type === "refused") return `refused ${outcome.status} ${outcome.code}`;
  return outcome.type === "failed" ? `ended with "${outcome.message}"` : outcome.type;
}

type Sample = { rssMb: number; blockMs: number };

/**
 * Every 100 ms: the process's RSS and how late the timer fired (the event loop was blocked that
 * long), credited to every case in flight.
 */
function startSampler() {
  const tracked = new Set<Sample>();
  const periodMs = 100;
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    const blockMs = Math.max(0, now - last - periodMs);
    last = now;
    const rssMb = Math.round(process.memoryUsage.rss() / 2 ** 20);
    for (const sample of tracked) {
      sample.rssMb = Math.max(sample.rssMb, rssMb);
      sample.blockMs = Math.max(sample.blockMs, blockMs);
    }
  }, periodMs);
  return {
    track: () => {
      const sample = { rssMb: Math.round(process.memoryUsage.rss() / 2 ** 20), blockMs: 0 };
      tracked.add(sample);
      return sample;
    },
    untrack: (sample: Sample) => tracked.delete(sample),
    /** Forgets the time since the last tick: the main thread was busy with the fuzzer's own work. */
    skip: () => {
      last = Date.now();
    },
    stop: () => clearInterval(timer),
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : String(error).slice(0, 300);
}
