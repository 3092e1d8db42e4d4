import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

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

/** The real server (production mode, embedded database in a temporary directory) in its own process on 127.0.0.1. */
export async function startBenchServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-"));
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "api/server.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", SECURE_COOKIES: "false" },
    stdio: "ignore",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error("the bench server did not start within 60 s");
}
