// The database thread of pglite-thread-entry.mjs, for tests, with one addition: the query
// "select 'crash the database thread'" ends the thread at once, as a crash in PGlite's WebAssembly would.
import { parentPort } from "node:worker_threads";

parentPort?.on("message", (message) => {
  if (message.op === "query" && message.sql === "select 'crash the database thread'") process.exit(70);
});
await import("../pglite-thread-entry.mjs");
