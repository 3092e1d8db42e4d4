import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * Packages the server loads on first use only (issue 18: server RSS ≤ 400 MB while analysing). Each
 * costs megabytes of heap in every server for work most servers rarely or never do on the main
 * thread: exports and invoices (docx, pdf-lib), e-mail (nodemailer), reading a file (the analysis
 * threads and the OCR pool do that: word-extractor, mammoth, unpdf, sharp, tesseract.js, the canvas).
 */
const loadedOnFirstUse = [
  "docx",
  "pdf-lib",
  "nodemailer",
  "word-extractor",
  "mammoth",
  "unpdf",
  "sharp",
  "tesseract.js",
  "@napi-rs/canvas",
  "heic-decode",
];

const root = path.resolve(import.meta.dirname, "..");

/** The packages the server's modules import statically from api/server.ts on, i.e. load at start (`import()` and `import type` left out). */
async function packagesLoadedAtStart(): Promise<Set<string>> {
  const result = await build({
    entryPoints: [path.join(root, "api/server.ts")],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  const inputs = result.metafile.inputs;
  const packages = new Set<string>();
  const seen = new Set(["api/server.ts"]);
  const pending = ["api/server.ts"];
  while (pending.length > 0) {
    for (const imported of inputs[pending.pop()!]?.imports ?? []) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) packages.add(packageNameOf(imported.path));
      else if (!seen.has(imported.path)) {
        seen.add(imported.path);
        pending.push(imported.path);
      }
    }
  }
  return packages;
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

describe("the server's modules at start", () => {
  it("leave the heavy packages of rare work to their first use", async () => {
    const packages = await packagesLoadedAtStart();
    // the walk reaches the packages every request needs
    expect(packages).toContain("hono");
    expect(packages).toContain("drizzle-orm");
    expect(loadedOnFirstUse.filter((name) => packages.has(name))).toEqual([]);
  });
});
