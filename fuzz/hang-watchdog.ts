import { Worker } from "node:worker_threads";

type WatchedCase = { seed: number; index: number; kind: string; mutations: string[]; fileName: string };

/**
 * A watchdog thread for the upload fuzz. A parser stuck in a synchronous loop blocks the event
 * loop, and then no timer of the fuzzer can fire to call it a hang; this thread keeps running. When
 * the main thread's heartbeat stops, or a case stays in flight, for longer than `limitMs`, it writes
 * the cases in flight (seed, index, mutations) to stderr and `reportPath`, then kills the process
 * so the run ends non-zero instead of hanging.
 */
export function startHangWatchdog(options: { limitMs: number; reportPath?: string }) {
  const heartbeat = new Int32Array(new SharedArrayBuffer(4));
  const origin = Date.now();
  const beat = () => Atomics.store(heartbeat, 0, Date.now() - origin);
  beat();
  const timer = setInterval(beat, 250);
  timer.unref();
  const worker = new Worker(watchdogSource, { eval: true, workerData: { heartbeat, origin, ...options } });
  worker.unref();
  return {
    started: (watched: WatchedCase) => worker.postMessage({ type: "start", case: describe(watched), at: Date.now() }),
    finished: (watched: WatchedCase) => worker.postMessage({ type: "end", key: `${watched.seed}:${watched.index}` }),
    stop: () => {
      clearInterval(timer);
      void worker.terminate();
    },
  };
}

function describe({ seed, index, kind, mutations, fileName }: WatchedCase) {
  return { key: `${seed}:${index}`, seed, index, kind, mutations, fileName };
}

const watchdogSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { writeFileSync, writeSync } = require("node:fs");
const { heartbeat, origin, limitMs, reportPath } = workerData;
const inFlight = new Map();
parentPort.on("message", (message) => {
  if (message.type === "start") inFlight.set(message.case.key, { ...message.case, startedAt: message.at });
  else inFlight.delete(message.key);
});
setInterval(() => {
  const now = Date.now();
  const silentMs = now - origin - Atomics.load(heartbeat, 0);
  const stuck = [...inFlight.values()].filter((entry) => now - entry.startedAt > limitMs);
  if (silentMs <= limitMs && stuck.length === 0) return;
  const reason = silentMs > limitMs ? "the event loop was blocked for " + silentMs + " ms" : "a case ran for more than " + limitMs + " ms";
  const report = { outcome: "hang", reason, cases: [...inFlight.values()] };
  writeSync(2, "\\nFUZZ HANG: " + JSON.stringify(report) + "\\n");
  if (reportPath) writeFileSync(reportPath, JSON.stringify(report, null, 2));
  process.kill(process.pid, "SIGKILL");
}, 1000);
`;
