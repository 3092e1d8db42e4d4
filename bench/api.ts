// API throughput and latency as DESIGN.md budgets them: "≥ 2,000 req/s on GET /api/auth/user on
// one core, p95 ≤ 50 ms for non-AI routes". The server runs pinned to CPU 0 (taskset) and
// autocannon drives it from this process pinned to CPU 1, so the two never share a core.
// `npx tsx bench/api.ts` prints the figures; scripts/bench.ts imports the function.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cuadDir } from "../fixtures/paths";
import { analysisStatus, type BenchSession, createEnterpriseAccount, signIn, uploadContract } from "./accounts";
import type { BenchFigure } from "./figure";
import { startBenchServer } from "./server";
import { steadyLoad } from "./steady-load";

const CUAD = cuadDir;
/** Contracts in the signed-in user's list: a user who has used the product for a while. */
const CONTRACTS = 20;
const CONNECTIONS = 20;
const SERVER_CPU = "0";
const LOAD_CPU = "1";
const account = { email: "api-bench@contractclarity.test", password: "bench password 1" };

/**
 * `pacedRate`: the steady load at which the latency budget is measured. At full throughput every
 * connection waits its turn, so latency there is queueing (connections ÷ throughput), not the
 * route's own speed: those percentiles are reported without a budget.
 */
type Route = { path: string; label: string; throughputBudget?: string; pacedRate: number };
const routes: Route[] = [
  { path: "/api/auth/user", label: "GET /api/auth/user (signed in)", throughputBudget: "≥ 2000 req/s", pacedRate: 500 },
  { path: "/api/contracts", label: `GET /api/contracts (signed in, ${CONTRACTS} analysed contracts)`, pacedRate: 100 },
];

/** Requests per second and p50/p95/p99 latency of two signed-in read routes, the server on one core. */
export async function runApiBench(options: { seconds?: number } = {}): Promise<BenchFigure[]> {
  const seconds = options.seconds ?? 8;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-api-"));
  try {
    await createEnterpriseAccount(dataDir, account);
    await uploadContracts(dataDir);
    const server = await startBenchServer({ dataDir, cpus: SERVER_CPU });
    try {
      const cookie = await signIn(server.baseUrl, account);
      const figures: BenchFigure[] = [];
      await onCpu(LOAD_CPU, async () => {
        for (const route of routes) {
          const url = `${server.baseUrl}${route.path}`;
          await load(url, cookie, { seconds: 2 }); // warm-up: JIT, caches, connections
          const result = await load(url, cookie, { seconds });
          const paced = await steadyLoad(url, cookie, { seconds, rate: route.pacedRate });
          if (paced.failures.length > 0)
            throw new Error(
              `${paced.failures.length} failed requests to ${url}: ${paced.failures.slice(0, 3).join(", ")}`,
            );
          const where = `server pinned to 1 core, ${CONNECTIONS} connections, ${seconds} s`;
          figures.push(
            {
              name: `${route.label}: throughput (${where})`,
              value: Math.round(result.requestsPerSecond),
              unit: "req/s",
              budget: route.throughputBudget,
            },
            {
              name: `${route.label}: p50 latency at full throughput (mostly queueing: ${CONNECTIONS} connections ÷ throughput)`,
              value: result.latencyMs(50),
              unit: "ms",
            },
            { name: `${route.label}: p99 latency at full throughput`, value: result.latencyMs(99), unit: "ms" },
            {
              name: `${route.label}: p50 latency at a steady ${route.pacedRate} req/s`,
              value: paced.latencyMs(50),
              unit: "ms",
            },
            {
              name: `${route.label}: p95 latency at a steady ${route.pacedRate} req/s`,
              value: paced.latencyMs(95),
              unit: "ms",
              budget: "p95 ≤ 50 ms (non-AI routes)",
            },
            {
              name: `${route.label}: p99 latency at a steady ${route.pacedRate} req/s`,
              value: paced.latencyMs(99),
              unit: "ms",
            },
          );
        }
      });
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Fills the account's list with analysed CUAD contracts (plain text, the shortest ones) through the API. */
async function uploadContracts(dataDir: string): Promise<void> {
  const server = await startBenchServer({ dataDir });
  try {
    const session: BenchSession = { baseUrl: server.baseUrl, cookie: await signIn(server.baseUrl, account) };
    const files = readFileSync(path.join(CUAD, "contracts.csv"), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(","))
      .map((cells) => ({ id: cells[0]!, chars: Number(cells.at(-5)) }))
      .filter((row) => row.chars > 0 && row.chars < 40_000)
      .slice(0, CONTRACTS);
    if (files.length < CONTRACTS) throw new Error(`only ${files.length} CUAD contracts under 40,000 characters`);
    const analyses: string[] = [];
    for (const file of files)
      analyses.push(
        (await uploadContract(session, path.join(CUAD, "contracts", `${file.id}.txt`), "text/plain")).analysis.id,
      );
    const deadline = Date.now() + 300_000;
    for (const id of analyses) {
      while ((await analysisStatus(session, id)).status !== "completed") {
        if (Date.now() > deadline) throw new Error("the API bench's contracts were not analysed within 5 minutes");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await server.stop();
  }
}

type Load = { requestsPerSecond: number; latencyMs: (percentile: number) => number };

/** Drives `url` for `seconds` as fast as it answers; keeps every response's latency for exact percentiles (autocannon's own summary has no p95). */
async function load(url: string, cookie: string, options: { seconds: number }): Promise<Load> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers: { cookie }, connections: CONNECTIONS, duration: options.seconds },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx responses and ${result.errors} errors from ${url}`);
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: (percentile) =>
      Math.round(
        latencies[Math.min(latencies.length - 1, Math.ceil((percentile / 100) * latencies.length) - 1)]! * 10,
      ) / 10,
  };
}

/** Runs `work` with this process (all its threads) pinned to `cpus`, then restores its affinity. */
async function onCpu<T>(cpus: string, work: () => Promise<T>): Promise<T> {
  const mask = /affinity mask:\s*([0-9a-f]+)/i.exec(
    execFileSync("taskset", ["-p", String(process.pid)], { encoding: "utf8" }),
  )?.[1];
  if (!mask) throw new Error("could not read this process's CPU affinity");
  execFileSync("taskset", ["--all-tasks", "--cpu-list", "-p", cpus, String(process.pid)], { stdio: "ignore" });
  try {
    return await work();
  } finally {
    execFileSync("taskset", ["--all-tasks", "-p", mask, String(process.pid)], { stdio: "ignore" });
  }
}

if (process.argv[1]?.endsWith("bench/api.ts")) {
  for (const figure of await runApiBench())
    console.info(`${figure.name}: ${figure.value} ${figure.unit}${figure.budget ? ` (budget ${figure.budget})` : ""}`);
}
