// `npm start`: build the web app when its sources changed since the last build, then run the server
// (which migrates the database and serves on PORT).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");

function newestModification(directory: string): number {
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

const { runServerFromCommandLine } = await import("../api/server");
await runServerFromCommandLine();
