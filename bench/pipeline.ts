// The whole pipeline through the real HTTP API: upload a PDF to POST /api/contracts, poll
// /api/analyses/:id/status every 50 ms as the web app does, stop the clock at `completed`.
// `npx tsx bench/pipeline.ts` prints the figures; scripts/bench.ts imports the function.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { analysisStatusResponseSchema, inProgressStatuses, uploadResponseSchema } from "../common/api/analyses";
import { openDatabase } from "../api/db/client";
import { users } from "../api/db/schema";
import type { BenchFigure } from "./figure";
import { startBenchServer, type BenchServer } from "./server";

const PDFS = path.resolve(import.meta.dirname, "../../shared/cuad/pdf");
const TWENTY_PAGE_PDF = "cuad-0011.pdf"; // 21 pages, text layer
const HUNDRED_PAGE_PDF = "cuad-0478.pdf"; // 106 pages, the CUAD PDF closest to 100 pages
const RUNS = 3;
const POLL_MS = 50;
const account = { email: "pipeline@contractclarity.test", password: "bench password 1" };

type Session = { baseUrl: string; cookie: string };
/**
 * Milliseconds from sending the upload to its 202 (the upload checks) and to `completed`; the CPU
 * time the server spent meanwhile (steadier than wall time on a busy machine); its peak RSS seen.
 */
type Run = { ms: number; answeredMs: number; cpuMs: number; pageCount: number; peakRssMb: number };

/** Upload → completed for a ~20-page PDF (first upload after start, then the median of three) and for a ~100-page one with the server's RSS. */
export async function runPipelineBench(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-pipeline-"));
  try {
    await createEnterpriseAccount(dataDir);
    const server = await startBenchServer({ dataDir });
    try {
      const session = { baseUrl: server.baseUrl, cookie: await signIn(server.baseUrl) };
      const idleRssMb = rssMb(server.pid, "VmRSS");
      const cold = await uploadToCompleted(session, server, TWENTY_PAGE_PDF);
      const warm: Run[] = [];
      for (let run = 0; run < RUNS; run++) warm.push(await uploadToCompleted(session, server, TWENTY_PAGE_PDF));
      const large = await uploadToCompleted(session, server, HUNDRED_PAGE_PDF);
      const budget = "≤ 3 s (offline)";
      const middle = [...warm].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)]!;
      return [
        { name: `pipeline: upload → completed, ${cold.pageCount}-page text PDF (${TWENTY_PAGE_PDF}), median of ${RUNS} (runs: ${warm.map((run) => run.ms).join(", ")} ms)`, value: middle.ms, unit: "ms", budget },
        { name: "pipeline: of which upload answered 202 (upload checks, stored, queued)", value: middle.answeredMs, unit: "ms" },
        { name: `pipeline: server CPU time per ${cold.pageCount}-page upload → completed, median of ${RUNS} (all threads)`, value: [...warm].sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(RUNS / 2)]!.cpuMs, unit: "ms" },
        { name: `pipeline: upload → completed, ${cold.pageCount}-page text PDF, first upload after server start`, value: cold.ms, unit: "ms", budget },
        { name: `pipeline: upload → completed, ${large.pageCount}-page text PDF (${HUNDRED_PAGE_PDF})`, value: large.ms, unit: "ms" },
        { name: `pipeline: server RSS while analysing the ${large.pageCount}-page PDF (peak of 50 ms samples; idle ${idleRssMb} MB)`, value: large.peakRssMb, unit: "MB", budget: "≤ 400 MB" },
        { name: "pipeline: server peak RSS over the whole pipeline bench (VmHWM)", value: rssMb(server.pid, "VmHWM"), unit: "MB", budget: "≤ 400 MB" },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Signs up through the API, then gives the account the Enterprise plan (no monthly limit) the way
 * an administrator's database change would: the embedded database has one process at a time, so
 * the server is stopped for the change and started again by the caller.
 */
async function createEnterpriseAccount(dataDir: string): Promise<void> {
  const server = await startBenchServer({ dataDir });
  try {
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account) });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  } finally {
    await server.stop();
  }
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    await database.db.update(users).set({ subscriptionTier: "enterprise" }).where(eq(users.email, account.email));
  } finally {
    await database.close();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account) });
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (!response.ok || !cookie) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const user = (await (await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } })).json()) as { subscriptionTier?: string };
  if (user.subscriptionTier !== "enterprise") throw new Error(`the bench account is on the ${user.subscriptionTier} plan, not enterprise`);
  return cookie;
}

/** Milliseconds from sending the upload to seeing `completed`, sampling the server's RSS at every poll. */
async function uploadToCompleted(session: Session, server: BenchServer, fileName: string): Promise<Run> {
  const form = new FormData();
  form.set("file", new File([readFileSync(path.join(PDFS, fileName))], fileName, { type: "application/pdf" }));
  const headers = { cookie: session.cookie, origin: session.baseUrl };
  let peakRssMb = rssMb(server.pid, "VmRSS");
  const cpuBefore = cpuMs(server.pid);
  const started = performance.now();
  const response = await fetch(`${session.baseUrl}/api/contracts`, { method: "POST", headers, body: form });
  if (response.status !== 202) throw new Error(`upload of ${fileName} answered ${response.status}: ${await response.text()}`);
  const answeredMs = Math.round(performance.now() - started);
  const { contract, analysis } = uploadResponseSchema.parse(await response.json());
  for (;;) {
    const status = analysisStatusResponseSchema.parse(await (await fetch(`${session.baseUrl}/api/analyses/${analysis.id}/status?t=${Date.now()}`, { headers })).json());
    const elapsedMs = Math.round(performance.now() - started);
    peakRssMb = Math.max(peakRssMb, rssMb(server.pid, "VmRSS"));
    if (status.status === "completed") return { ms: elapsedMs, answeredMs, cpuMs: cpuMs(server.pid) - cpuBefore, pageCount: contract.pageCount, peakRssMb };
    if (!inProgressStatuses.includes(status.status)) throw new Error(`analysis of ${fileName} ended as ${status.status}: ${status.error}`);
    if (performance.now() - started > 300_000) throw new Error(`analysis of ${fileName} still ${status.status} after 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** User + system CPU time of a process so far, from /proc/<pid>/stat (Linux, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime and stime: fields 14 and 15 of the whole line
}

/** A process's resident memory from /proc (Linux): current (VmRSS) or peak (VmHWM), in MB. */
function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

if (process.argv[1]?.endsWith("bench/pipeline.ts")) {
  for (const figure of await runPipelineBench()) console.info(`${figure.name}: ${figure.value} ${figure.unit}${figure.budget ? ` (budget ${figure.budget})` : ""}`);
}
