import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

const builtIndex = path.join(root, "dist/web/index.html");

function newestModification(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The server serves dist/web (and refuses to start without it): build it as `npm start` does, when missing or older than its sources. */
function buildWebAppIfNeeded(): void {
  if (existsSync(builtIndex)) {
    const sources = Math.max(
      newestModification(path.join(root, "web")),
      newestModification(path.join(root, "common")),
      statSync(path.join(root, "vite.config.ts")).mtimeMs,
    );
    if (sources <= statSync(builtIndex).mtimeMs) return;
  }
  // a failed build throws with vite's error output in the message
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "pipe",
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type BenchServer = {
  baseUrl: string;
  /** The server process, for reading its memory from /proc. */
  pid: number;
  /** Stops the server and waits for it to exit (its embedded database closed); removes the data directory unless the caller passed one. */
  stop: () => Promise<void>;
};

export type BenchServerOptions = {
  /** Keep the database here, so a second start sees the first one's data (the caller removes it). */
  dataDir?: string;
  /** Pin the server process (all its threads) to these CPUs with taskset, e.g. "0" for one core. */
  cpus?: string;
  /** More settings for the server (DATABASE_URL, JOB_LEASE_MS…), over the caller's environment. */
  env?: Record<string, string>;
};

/**
 * The real server as the Dockerfile runs it (bundled by scripts/build-server.mjs, production mode, the same Node flags and malloc setting, embedded database in a temporary directory or `dataDir`,
 * the local AI engine whatever the caller's environment says) in its own process on 127.0.0.1.
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  buildWebAppIfNeeded();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "cc-bench-"));
  const port = await freePort();
  // as the Dockerfile runs it: the bundled server, a 4 MB young generation and two malloc arenas (the Dockerfile says why)
  execFileSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root, stdio: "pipe" });
  const node = [process.execPath, "--max-semi-space-size=4", "dist/server/serve.mjs"];
  const [command, ...args] = options.cpus === undefined ? node : ["taskset", "--cpu-list", options.cpus, ...node];
  const server = spawn(command!, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SECURE_COOKIES: "false",
      AI_PROVIDER: "local",
      MALLOC_ARENA_MAX: "2",
      ...options.env,
    },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, pid: server.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("the bench server did not start within 60 s");
}
