// A worker in its own process for the kill -9 test: it claims the queued job, reports progress,
// says so on stdout, and then works "forever" until the test kills it.
import pino from "pino";
import { openDatabase } from "../../db/client";
import { createWorker } from "../worker";

const dataDir = process.argv[2]!;
const database = await openDatabase({ kind: "pglite", dataDir });
const worker = createWorker({
  db: database.db,
  logger: pino({ level: "silent" }),
  clock: { now: () => new Date() },
  leaseMs: 1_500,
  handlers: {
    analysis: async (job, { reportProgress }) => {
      await reportProgress({ stage: "extract", percent: 30, message: "Reading the document" });
      process.stdout.write(`working ${job.id}\n`);
      await new Promise(() => undefined);
      return {};
    },
  },
});
await worker.runOnce();
