import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The dependency direction of DESIGN.md: web → common ← api → agent → common.
 * common imports only zod (its tests also vitest); agent never imports api or web, nor a server or UI framework;
 * web never imports api or agent (not even types), nor Node built-ins or server packages.
 */
const allowed: Record<string, string[]> = {
  common: ["common"],
  agent: ["agent", "common"],
  api: ["api", "agent", "common"],
  web: ["web", "common"],
};

/** Packages that belong to the server: agent/ is framework-free (it receives a db and a logger), web/ runs in the browser. */
const serverFrameworks = ["hono", "@hono/", "react", "react-dom", "drizzle-orm", "pg", "@electric-sql/", "pino"];
const serverOnlyPackages = [
  ...serverFrameworks.filter((name) => !name.startsWith("react")),
  "nodemailer",
  "openid-client",
  "sharp",
  "@napi-rs/canvas",
  "tesseract.js",
  "mammoth",
  "word-extractor",
  "unpdf",
  "pdf-lib",
  "docx",
];

const isPackage = (names: string[]) => (specifier: string) =>
  names.some((name) => (name.endsWith("/") ? specifier.startsWith(name) : packageNameOf(specifier) === name));
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]!);

/** Packages a layer may not import (besides the folder rules above). */
const forbiddenPackages: Record<string, (specifier: string) => boolean> = {
  common: (specifier) => specifier !== "zod" && !specifier.startsWith("zod/") && !specifier.startsWith("node:"),
  agent: isPackage(serverFrameworks),
  web: (specifier) => isNodeBuiltin(specifier) || isPackage(serverOnlyPackages)(specifier),
};

/** Folders of test tooling: they may read the test fixtures, and so may scripts/ (the trainer, the fuzz and bench runners). */
const testFolders = ["evals", "bench", "e2e", "fuzz"];
const fixtureReaders = [...testFolders, "scripts"];

const root = import.meta.dirname;
const sourcePattern = /\.(ts|tsx|mjs)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourcePattern.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes("node_modules"));
}

const isTestFile = (file: string) => /\.(test|spec)\.(ts|tsx|mjs)$/.test(file);

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** The repository path a relative specifier points at (without extension), or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  return path.relative(root, path.resolve(root, path.dirname(file), specifier));
}

function topFolderOf(file: string, specifier: string): string | null {
  return targetOf(file, specifier)?.split(path.sep)[0] ?? null;
}

const layers = Object.keys(allowed);
const allFiles = [...layers, ...fixtureReaders, "fixtures"].flatMap(sourceFiles);

/**
 * Test code: test files, the test tooling folders, and any file that only test code imports (a test's
 * helpers, e.g. api/testing/), found by widening the set until it stops growing. scripts/ does not count:
 * scripts/start.mjs runs the product.
 */
function testCode(): Set<string> {
  const importersOf = new Map<string, string[]>();
  for (const file of allFiles) {
    for (const specifier of importsOf(file)) {
      const target = targetOf(file, specifier)?.replace(/\.(ts|tsx|mjs|js)$/, "");
      if (!target) continue;
      for (const module of [target, path.join(target, "index")]) {
        importersOf.set(module, [...(importersOf.get(module) ?? []), file]);
      }
    }
  }
  const tests = new Set(allFiles.filter((file) => isTestFile(file) || testFolders.includes(file.split(path.sep)[0]!)));
  let grew = true;
  while (grew) {
    grew = false;
    for (const file of allFiles) {
      const importers = importersOf.get(file.replace(/\.(ts|tsx|mjs)$/, "")) ?? [];
      if (!tests.has(file) && importers.length > 0 && importers.every((importer) => tests.has(importer))) {
        tests.add(file);
        grew = true;
      }
    }
  }
  return tests;
}

describe("architecture", () => {
  for (const [layer, targets] of Object.entries(allowed)) {
    it(`${layer}/ imports only from ${targets.join(", ")}`, () => {
      const wrong: string[] = [];
      for (const file of sourceFiles(layer)) {
        for (const specifier of importsOf(file)) {
          const target = topFolderOf(file, specifier);
          if (target !== null && target !== "fixtures" && !targets.includes(target))
            wrong.push(`${file} → ${specifier}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  for (const [layer, forbidden] of Object.entries(forbiddenPackages)) {
    it(`${layer}/ imports no forbidden package`, () => {
      const wrong: string[] = [];
      for (const file of sourceFiles(layer)) {
        for (const specifier of importsOf(file)) {
          const testRunner = isTestFile(file) && (specifier === "vitest" || specifier.startsWith("@testing-library/"));
          if (!specifier.startsWith(".") && !testRunner && forbidden(specifier)) wrong.push(`${file} → ${specifier}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("route files do not import each other (shared code lives outside api/routes/)", () => {
    const routeFolder = path.join("api", "routes");
    const wrong = sourceFiles(routeFolder)
      .filter((file) => !isTestFile(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => path.dirname(targetOf(file, specifier) ?? "") === routeFolder)
          .map((specifier) => `${file} → ${specifier}`),
      );
    expect(wrong).toEqual([]);
  });

  it("fixtures/ is read only by tests, evals, bench, scripts and their helpers", () => {
    const tests = testCode();
    const wrong = allFiles
      .filter((file) => !tests.has(file) && !fixtureReaders.includes(file.split(path.sep)[0]!))
      .filter((file) => !file.startsWith(`fixtures${path.sep}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => topFolderOf(file, specifier) === "fixtures")
          .map((specifier) => `${file} → ${specifier}`),
      );
    expect(wrong).toEqual([]);
  });

  it("agent/ never reads process.env (it receives its configuration)", () => {
    const offenders = sourceFiles("agent").filter(
      (file) => !isTestFile(file) && /process\.env/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("finds imports in the files it checks (the checker itself works)", () => {
    expect(importsOf("api/app.ts")).toContain("./routes/auth");
    expect(topFolderOf("api/app.ts", "../common/errors")).toBe("common");
    expect(sourceFiles("agent")).toContain(path.join("agent", "ingest", "pdf-worker.mjs"));
    expect(forbiddenPackages.agent!("hono/factory")).toBe(true);
    expect(forbiddenPackages.agent!("@electric-sql/pglite")).toBe(true);
    expect(forbiddenPackages.agent!("ai")).toBe(false);
    expect(forbiddenPackages.web!("node:fs")).toBe(true);
    expect(forbiddenPackages.web!("fs")).toBe(true);
    expect(forbiddenPackages.web!("drizzle-orm/pg-core")).toBe(true);
    expect(forbiddenPackages.web!("react-router")).toBe(false);
    expect(testCode().has(path.join("api", "testing", "analyses.ts"))).toBe(true);
    expect(testCode().has(path.join("api", "app.ts"))).toBe(false);
  });
});
