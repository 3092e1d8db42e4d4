import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const webSource = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webSource, "../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importPattern = /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

describe("web dependency direction (STYLE.md)", () => {
  it("imports only from web/ and common/, never from api/ or agent/", () => {
    const wrong: string[] = [];
    for (const file of sourceFiles(webSource)) {
      for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
        const specifier = match[1] ?? match[2] ?? "";
        if (!specifier.startsWith(".")) continue;
        const target = relative(repoRoot, resolve(dirname(file), specifier));
        if (!target.startsWith("web/") && !target.startsWith("common/")) wrong.push(`${relative(repoRoot, file)} → ${specifier}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
