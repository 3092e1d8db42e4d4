import { type Context, Hono } from "hono";
import { z } from "zod";
import { inProgressStatuses, reanalyzeRequestSchema } from "../../common/api/analyses";
import { AppError } from "../../common/errors";
import { exportFormatFrom, exportInputOf, renderExport } from "../analysis/analysis-exports";
import { analysisForSide, requeueAnalysis } from "../analysis/queue-analysis";
import { toAnalysisSummary, toStatusResponse } from "../analysis/summaries";
import { toAnalysisDetail } from "../analysis/to-analysis-detail";
import type { AppEnv, SignedInEnv } from "../context";
import {
  type AnalysisWithContract,
  deleteAnalysis,
  findAnalysis,
  findAnalysisStatus,
  listAnalyses,
} from "../db/queries/analyses";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { limitExports, limitReanalyses } from "../middleware/work-limits";

/** The analysis from the path, if it is the signed-in user's; otherwise SPEC §8's 404. */
async function ownAnalysis(c: Context<SignedInEnv>): Promise<AnalysisWithContract> {
  return found(
    await withAnalysisId(c, (analysisId) => findAnalysis(c.var.deps.db, { userId: c.var.user.id, analysisId })),
  );
}

/** Looks the path's analysis id up; a malformed id finds nothing. */
async function withAnalysisId<T, E extends AppEnv>(
  c: Context<E>,
  find: (analysisId: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  const id = z.uuid().safeParse(c.req.param("id"));
  return id.success ? find(id.data) : undefined;
}

function found<T>(row: T | undefined): T {
  if (!row) throw new AppError("analysis_not_found");
  return row;
}

export const analysisRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/", async (c) => {
    const rows = await listAnalyses(c.var.deps.db, { userId: c.var.user.id });
    return c.json(rows.map(({ analysis, job, contract }) => toAnalysisSummary(analysis, job, contract.fileName)));
  })

  .get("/:id/status", async (c) => {
    // the status poll reads neither the result nor the contract's file
    const { analysis, job } = found(
      await withAnalysisId(c, (analysisId) => findAnalysisStatus(c.var.deps.db, { userId: c.var.user.id, analysisId })),
    );
    c.header("Cache-Control", "no-store");
    return c.json(toStatusResponse(analysis, job));
  })

  .get("/:id", async (c) => {
    const detail = toAnalysisDetail(await ownAnalysis(c), c.var.deps.dataKey);
    c.header("Cache-Control", "no-store");
    return c.json(detail);
  })

  .get("/:id/export/:format", limitExports, async (c) => {
    const found = await ownAnalysis(c);
    const format = exportFormatFrom(c.req.param("format"));
    const input = exportInputOf(found, { dataKey: c.var.deps.dataKey, now: c.var.deps.clock.now() });
    const file = await renderExport(format, input);
    c.var.logger.info({ analysisId: found.analysis.id, format }, "analysis exported");
    return c.body(file.body, 200, file.headers);
  })

  .post("/:id/reanalyze", limitReanalyses, validate("json", reanalyzeRequestSchema), async (c) => {
    const found = await ownAnalysis(c);
    const request = c.req.valid("json");
    const otherSide =
      request.side != null && request.side !== found.analysis.side && request.side !== found.analysis.requestedSide;
    if (otherSide) {
      // Each side keeps its own analysis: switching back opens the one already made.
      const { analysis, created } = await analysisForSide(c.var.deps, {
        userId: c.var.user.id,
        analysis: found.analysis,
        side: request.side!,
        jurisdiction: request.jurisdiction === undefined ? found.analysis.requestedJurisdiction : request.jurisdiction,
        now: c.var.deps.clock.now(),
      });
      if (created) c.var.deps.jobs.kick();
      return c.json(toAnalysisSummary(analysis.analysis, analysis.job, found.contract.fileName), created ? 202 : 200);
    }
    const current = toStatusResponse(found.analysis, found.job);
    if (inProgressStatuses.includes(current.status)) {
      throw new AppError("conflict", { message: "This analysis is still running. Please wait for it to finish." });
    }
    const { db, clock } = c.var.deps;
    const analysis = await db.transaction((tx) =>
      requeueAnalysis(tx, c.var.deps, {
        analysis: found.analysis,
        side: request.side,
        jurisdiction: request.jurisdiction,
        now: clock.now(),
      }),
    );
    c.var.deps.jobs.kick();
    return c.json(toAnalysisSummary(analysis, null, found.contract.fileName), 202);
  })

  .delete("/:id", async (c) => {
    const { analysis } = await ownAnalysis(c);
    await deleteAnalysis(c.var.deps.db, { userId: c.var.user.id, analysisId: analysis.id });
    return c.body(null, 204);
  });
