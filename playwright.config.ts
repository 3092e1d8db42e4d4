import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { consentGivenState } from "./e2e/support/consent";

/** Asks the OS for a free port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// The config is loaded by the runner and again by each worker: the first load picks the port and data
// directory, and the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "contractclarity-e2e-"));
export const e2eAdminEmail = "admin@e2e.contractclarity.test";

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The tests run on shared 2-core machines beside other work. They wait on what the user waits for
  // (web-first assertions), so the limits are for a test that is stuck, not for one that is slow:
  // 90 s a test (the axe runs and screenshots do not count: see e2e/support/fixtures.ts) and 30 s for
  // a screen to show a state.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL,
    // every browser test starts as a returning visitor who answered the consent questions (e2e/support/consent.ts)
    storageState: consentGivenState(baseURL),
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The same entry point as `npm start`, so the browser tests also prove that command serves the app.
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // start.mjs builds the web app first when its sources changed: minutes on a busy machine
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAILS: e2eAdminEmail,
      // every browser test signs up from 127.0.0.1
      SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
      // every test signs up or in: scrypt's lowest factor keeps that to milliseconds (production refuses it)
      PASSWORD_SCRYPT_LOG_N: "10",
      LOG_LEVEL: "warn",
    },
  },
});
