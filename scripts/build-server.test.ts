import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildServer, outputDirectory, root, serverBundle } from "./build-server.mjs";

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

function packageNameOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

describe("the bundled server (dist/server)", () => {
  let built: Awaited<ReturnType<typeof buildServer>>;
  const output = (name: string) =>
    built.outputFiles!.find((file) => file.path === path.join(outputDirectory, name))!.text;
  beforeAll(async () => {
    built = await buildServer({ write: false });
  });

  it("gives each module its source file's location, so the files beside the code and the thread entries resolve", () => {
    const locations: string[] = [];
    for (const file of built.outputFiles!.filter((output) => output.path.endsWith(".mjs"))) {
      expect(file.text).not.toContain("import.meta.dirname");
      const inFile = [...file.text.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)].map((match) => match[1]!);
      // besides those locations, import.meta.url is only the file's own URL (the banner)
      expect(file.text.split("import.meta.url").length - 1, file.path).toBe(inFile.length + 1);
      locations.push(...inFile);
    }
    expect(locations).toContain("../../api/db/client.ts");
    expect(locations).toContain("../../api/jobs/thread-pool.ts");
    for (const location of locations) {
      expect(existsSync(path.resolve(outputDirectory, location)), location).toBe(true);
    }
  });

  it("makes the analysis threads load the bundled analysis-thread.mjs, which serves the tasks", () => {
    expect(
      built.outputFiles!.some((file) => /new URL\("\.\/analysis-thread\.mjs", __bundleUrl\)/.test(file.text)),
    ).toBe(true);
    expect(output("analysis-thread.mjs")).toMatch(/export \{[^}]*\bserveTasks\b[^}]*\btasks\b[^}]*\}/);
  });

  it("loads the heavy packages of rare work on first use, not at start", () => {
    const outputs = built.metafile.outputs;
    const start = path.relative(root, serverBundle);
    const packages = new Set<string>();
    const seen = new Set([start]);
    const pending = [start];
    while (pending.length > 0) {
      // static imports only: the chunk of an import() loads when its code first runs
      for (const imported of outputs[pending.pop()!]?.imports ?? []) {
        if (imported.kind !== "import-statement") continue;
        if (imported.external) packages.add(packageNameOf(imported.path));
        else if (!seen.has(imported.path)) {
          seen.add(imported.path);
          pending.push(imported.path);
        }
      }
    }
    // the walk reaches the packages every request needs
    expect(packages).toContain("hono");
    expect(packages).toContain("drizzle-orm");
    expect(loadedOnFirstUse.filter((name) => packages.has(name))).toEqual([]);
  });
});
