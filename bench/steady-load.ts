import { percentile } from "./figure";

/**
 * Latencies of one load run in milliseconds (answered requests), how many were answered a second,
 * and the requests that failed (a connection refused or reset while the server was blocked).
 */
export type LoadLatencies = {
  requestsPerSecond: number;
  latencyMs: (percentile: number) => number;
  maxMs: number;
  failures: string[];
};

/**
 * A request not answered in this time counts as failed: on a busy machine one request of a run
 * was once never answered, and the bench waited for it for half an hour.
 */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * An open-loop load: one GET every 1/rate seconds, each sent on schedule whether or not the earlier
 * ones were answered (autocannon's own rate limit sends each second's requests in a burst at its
 * start, which measures queueing again). Latency is counted from the scheduled time. Runs for
 * `seconds`, or until `until` settles.
 */
export async function steadyLoad(
  url: string,
  cookie: string,
  options: { rate: number } & ({ seconds: number } | { until: Promise<unknown> }),
): Promise<LoadLatencies> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const interval = 1000 / options.rate;
  let stopped = false;
  if ("until" in options) void options.until.finally(() => (stopped = true)).catch(() => undefined);
  const total = "seconds" in options ? options.seconds * options.rate : Number.POSITIVE_INFINITY;
  const started = performance.now();
  const sent: Array<Promise<void>> = [];
  for (let index = 0; index < total && !stopped; index++) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(
      fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures.push(String(response.status));
          latencies.push(performance.now() - due);
        })
        .catch((error: unknown) => {
          const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
          failures.push(`${String(error)}${cause}`);
        }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(sent);
  if (latencies.length === 0) throw new Error(`no request to ${url} was answered: ${failures.slice(0, 3).join(", ")}`);
  return {
    requestsPerSecond: latencies.length / seconds,
    latencyMs: (percent) => Math.round(percentile(latencies, percent) * 10) / 10,
    maxMs: Math.round(Math.max(...latencies)),
    failures,
  };
}
