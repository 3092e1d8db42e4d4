import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The dependency direction of DESIGN.md: web → common ← api → agent → common.
 * common imports only zod (its tests also vitest); agent never imports api or web; web never imports api or agent (not even types).
 */
const allowed: Record<string, string[]> = {
  common: ["common"],
  agent: ["agent", "common"],
  api: ["api", "agent", "common"],
  web: ["web", "common"],
};
const allowedPackages: Record<string, (specifier: string) => boolean> = {
  common: (specifier) => specifier === "zod" || specifier.startsWith("zod/"),
};

const root = import.meta.dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes("node_modules"));
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3]!);
}

function topFolderOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  return path.relative(root, path.resolve(root, path.dirname(file), specifier)).split(path.sep)[0]!;
}

describe("architecture", () => {
  for (const [layer, targets] of Object.entries(allowed)) {
    it(`${layer}/ imports only from ${targets.join(", ")}`, () => {
      const wrong: string[] = [];
      for (const file of sourceFiles(layer)) {
        for (const specifier of importsOf(file)) {
          const target = topFolderOf(file, specifier);
          if (target !== null && !targets.includes(target)) wrong.push(`${file} → ${specifier}`);
          const testRunner = file.endsWith(".test.ts") && specifier === "vitest"; // tests beside the code may use the runner
          if (
            target === null &&
            allowedPackages[layer] &&
            !specifier.startsWith("node:") &&
            !testRunner &&
            !allowedPackages[layer](specifier)
          ) {
            wrong.push(`${file} → package ${specifier}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("agent/ never reads process.env (it receives its configuration)", () => {
    const offenders = sourceFiles("agent").filter(
      (file) => !file.endsWith(".test.ts") && /process\.env/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("finds imports in the files it checks (the checker itself works)", () => {
    expect(importsOf("api/app.ts")).toContain("./routes/auth");
    expect(topFolderOf("api/app.ts", "../common/errors")).toBe("common");
  });
});
