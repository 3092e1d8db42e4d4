// The server bundled into dist/server: serve.mjs (api/serve.ts and the app modules it imports;
// packages stay in node_modules), its analysis threads' module analysis-thread.mjs, and the chunks
// they share or load later, so `npm start` and the Docker image run them with plain
// Node. Running the TypeScript through tsx's loader instead cost ~35 MB of the server's RSS (the
// loader's own thread, each module's transformed text and source map kept in the heap), for a
// process that never reloads its code. Built in ~0.3 s by `npm run build`, `npm start` and the
// bench; plain JavaScript, because `npm start` runs it before anything could load TypeScript.
//
// Each module keeps the location of its source file: `import.meta.url` and `import.meta.dirname`
// in a bundled module name that file, not the bundle, so `new URL("./migrations", import.meta.url)`,
// worker-thread entries (analysis-tasks.ts, pglite-thread-entry.mjs) and the data files beside the
// code resolve as they do under tsx.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export const root = path.resolve(import.meta.dirname, "..");
export const outputDirectory = path.join(root, "dist/server");
export const serverBundle = path.join(outputDirectory, "serve.mjs");
/** The server, and the module its analysis threads load (api/analysis/analysis-threads.ts picks it in the bundle). */
const entryPoints = {
  serve: path.join(root, "api/serve.ts"),
  "analysis-thread": path.join(root, "api/analysis/analysis-thread.ts"),
};

/**
 * `__sourcePath` turns a location into a path; `SERVER_BUNDLE_URL` (defined below) is the bundle's
 * own URL, which the modules' `import.meta.url` no longer is.
 */
const banner = 'import { fileURLToPath as __sourcePath } from "node:url"; const __bundleUrl = import.meta.url;';

/** esbuild plugin: `import.meta.url`/`dirname` of each app module become its source file's, relative to the bundle. */
const sourceLocations = {
  name: "source-locations",
  /** @param {import("esbuild").PluginBuild} pluginBuild */
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.")) return undefined;
      const fromBundle = (target) => JSON.stringify(path.relative(outputDirectory, target).split(path.sep).join("/"));
      const fileUrl = `new URL(${fromBundle(args.path)}, import.meta.url).href`;
      const directory = `__sourcePath(new URL(${fromBundle(path.dirname(args.path))}, import.meta.url))`;
      return {
        contents: source.replaceAll("import.meta.url", fileUrl).replaceAll("import.meta.dirname", directory),
        loader: args.path.endsWith("ts") ? "ts" : "js",
      };
    });
  },
};

/**
 * Builds dist/server/serve.mjs and analysis-thread.mjs. `write: false` returns the output and its metafile (the modules it
 * holds and what each imports) without writing, for tests.
 * @param {{ write?: boolean }} [options]
 */
export function buildServer(options = {}) {
  return build({
    entryPoints,
    outdir: outputDirectory,
    outExtension: { ".js": ".mjs" },
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    // a module the code imports with import() goes into a chunk of its own, loaded then: in one file,
    // the packages it imports (docx, pdf-lib…) would be imported at start with everything else
    splitting: true,
    chunkNames: "[name]-[hash]",
    banner: { js: banner },
    define: { SERVER_BUNDLE_URL: "__bundleUrl" },
    plugins: [sourceLocations],
    // NODE_OPTIONS=--enable-source-maps makes stack traces name the TypeScript files and lines
    sourcemap: "linked",
    metafile: true,
    write: options.write ?? true,
    logLevel: "warning",
  });
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await buildServer();
}
