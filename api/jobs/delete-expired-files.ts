import { VISITOR_RETENTION_HOURS } from "../../common/api/visitor";
import type { Database } from "../db/client";
import { deleteClauseChunksOfDeletedFiles } from "../db/queries/clause-chunks";
import { deleteExpiredContractFiles } from "../db/queries/contracts";
import { deleteExpiredVisitorContracts } from "../db/queries/visitor-contracts";
import type { Logger } from "../logger";

/** Runs the retention policy now and then every hour. Safe to run in several processes at once. */
export function scheduleRetention(params: { db: Database; logger: Logger; everyMs?: number }): () => void {
  const run = async () => {
    try {
      const now = new Date();
      const deleted = await deleteExpiredContractFiles(params.db, now);
      if (deleted > 0) params.logger.info({ deleted }, "retention: deleted uploaded files and extracted text");
      // the search chunks quote the text, so they go with it
      const chunks = await deleteClauseChunksOfDeletedFiles(params.db);
      if (chunks > 0) params.logger.info({ chunks }, "retention: deleted clause search chunks");
      // visitors' contracts that nobody claimed go whole, with their analyses
      const visitorContracts = await deleteExpiredVisitorContracts(params.db, {
        uploadedBefore: new Date(now.getTime() - VISITOR_RETENTION_HOURS * 60 * 60 * 1000),
      });
      if (visitorContracts > 0)
        params.logger.info({ visitorContracts }, "retention: deleted unclaimed visitor contracts");
    } catch (error) {
      params.logger.error({ err: error }, "retention job failed");
    }
  };
  void run();
  const timer = setInterval(run, params.everyMs ?? 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
