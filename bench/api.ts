import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { BenchFigure } from "./figure";

const root = path.resolve(import.meta.dirname, "..");

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} in time`);
}

/** Requests per second and latency of GET /api/auth/user (signed in) on one server process (one core for JavaScript). */
export async function runApiBench(options: { seconds?: number } = {}): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", SECURE_COOKIES: "false" },
    stdio: "ignore",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, Date.now() + 60_000);
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@contractclarity.test", password: "bench password 1" }),
    });
    const cookie = signUp.headers.getSetCookie()[0]!.split(";")[0]!;
    const result = await autocannon({
      url: `${base}/api/auth/user`,
      headers: { cookie },
      connections: 20,
      duration: options.seconds ?? 8,
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx responses during the API bench`);
    return [
      { name: "GET /api/auth/user throughput (1 process)", value: Math.round(result.requests.average), unit: "req/s", budget: "≥ 2000 req/s" },
      { name: "GET /api/auth/user p50 latency", value: result.latency.p50, unit: "ms" },
      { name: "GET /api/auth/user p99 latency", value: result.latency.p99, unit: "ms", budget: "p95 ≤ 50 ms" },
    ];
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("bench/api.ts")) {
  for (const figure of await runApiBench()) console.info(`${figure.name}: ${figure.value} ${figure.unit}`);
}
