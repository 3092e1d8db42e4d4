import type { Database } from "../db/client";
import { deleteClauseChunksOfDeletedFiles } from "../db/queries/clause-chunks";
import { deleteExpiredContractFiles } from "../db/queries/contracts";
import type { Logger } from "../logger";

/** Runs the retention policy now and then every hour. Safe to run in several processes at once. */
export function scheduleRetention(params: { db: Database; logger: Logger; everyMs?: number }): () => void {
  const run = async () => {
    try {
      const deleted = await deleteExpiredContractFiles(params.db, new Date());
      if (deleted > 0) params.logger.info({ deleted }, "retention: deleted uploaded files and extracted text");
      // the search chunks quote the text, so they go with it
      const chunks = await deleteClauseChunksOfDeletedFiles(params.db);
      if (chunks > 0) params.logger.info({ chunks }, "retention: deleted clause search chunks");
    } catch (error) {
      params.logger.error({ err: error }, "retention job failed");
    }
  };
  void run();
  const timer = setInterval(run, params.everyMs ?? 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
