// `npm start`: build the web app when its sources changed since the last build, bundle the server
// (scripts/build-server.mjs, a fraction of a second), then run it in this process (it migrates the
// database and serves on PORT). Plain JavaScript, so the server runs without a TypeScript loader.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");

/** @param {string} directory */
function newestModification(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, "web"), path.join(root, "common")];
const needsBuild =
  !existsSync(builtIndex) ||
  Math.max(...sources.map(newestModification), statSync(path.join(root, "vite.config.ts")).mtimeMs) >
    statSync(builtIndex).mtimeMs;

if (needsBuild) {
  process.stdout.write("Building the web app…\n");
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
}

// in a child process: esbuild stays out of the server's memory
execFileSync(process.execPath, [path.join(root, "scripts/build-server.mjs")], { cwd: root, stdio: "inherit" });
await import(pathToFileURL(path.join(root, "dist/server/serve.mjs")).href);
