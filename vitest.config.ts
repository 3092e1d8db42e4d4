import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. Most
    // files wait on PGlite and the file system as much as on the CPU, so two workers finish sooner.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          // The node files share each worker's module cache: re-importing the server, the agent and the engine
          // for each of ~130 files made vitest take 621 s instead of 430 s in a fresh clone (docs/development.md).
          // A file that changes module state puts it back (shutdownOcrPool, vi.unstubAllEnvs); web files stay isolated.
          isolate: false,
          include: [
            "common/**/*.test.ts",
            "api/**/*.test.ts",
            "agent/**/*.test.ts",
            "scripts/**/*.test.ts",
            "evals/**/*.test.ts",
            "bench/**/*.test.ts",
            "fuzz/**/*.test.ts",
            "*.test.ts",
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.ts", "web/**/*.test.tsx"],
          // Rendering a screen in happy-dom takes seconds on a busy 2-core machine; the tests wait on what
          // the user waits for (findBy…, waitFor), and a slow machine must not fail them by the clock.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
