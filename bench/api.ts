import autocannon from "autocannon";
import type { BenchFigure } from "./figure";
import { startBenchServer } from "./server";

/** Requests per second and latency of GET /api/auth/user (signed in) on one server process (one core for JavaScript). */
export async function runApiBench(options: { seconds?: number } = {}): Promise<BenchFigure[]> {
  const { baseUrl: base, stop } = await startBenchServer();
  try {
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
    await stop();
  }
}

if (process.argv[1]?.endsWith("bench/api.ts")) {
  for (const figure of await runApiBench()) console.info(`${figure.name}: ${figure.value} ${figure.unit}`);
}
