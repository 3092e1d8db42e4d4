import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["common/**/*.test.ts", "api/**/*.test.ts", "agent/**/*.test.ts", "scripts/**/*.test.ts", "evals/**/*.test.ts", "*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.ts", "web/**/*.test.tsx"],
        },
      },
    ],
  },
});
