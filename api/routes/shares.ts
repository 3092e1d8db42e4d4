import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AnalysisShare, SharedAnalysisResponse, ShareStatusResponse } from "../../common/api/shares";
import { shareTokenSchema } from "../../common/api/shares";
import { AppError } from "../../common/errors";
import { toAnalysisDetail } from "../analysis/to-analysis-detail";
import { trackUsage } from "../billing/usage";
import type { AppEnv, SignedInEnv } from "../context";
import { type AnalysisWithContract, findAnalysis } from "../db/queries/analyses";
import { findLiveShare, findSharedAnalysis, insertShare, revokeShares } from "../db/queries/analysis-shares";
import type { AnalysisShareRow } from "../db/schema";
import { requireUser } from "../middleware/session";

const notShared = () =>
  new AppError("not_found", {
    message: "This shared analysis is not available. The link may have been stopped by its owner.",
  });

function shareUrl<E extends AppEnv>(c: Context<E>, token: string): string {
  const origin = c.var.deps.env.PUBLIC_URL ?? new URL(c.req.url).origin;
  return new URL(`/shared/${token}`, origin).toString();
}

function toShare<E extends AppEnv>(c: Context<E>, row: AnalysisShareRow): AnalysisShare {
  return { token: row.token, url: shareUrl(c, row.token), createdAt: row.createdAt.toISOString() };
}

/** The signed-in user's analysis from the path; another user's is as unknown as a missing one. */
async function ownAnalysis(c: Context<SignedInEnv>): Promise<AnalysisWithContract> {
  const id = z.uuid().safeParse(c.req.param("id"));
  const found = id.success
    ? await findAnalysis(c.var.deps.db, { userId: c.var.user.id, analysisId: id.data })
    : undefined;
  if (!found) throw new AppError("analysis_not_found");
  return found;
}

/**
 * /api/analyses/:id/share — the owner makes a read-only public link (one live link per analysis;
 * creating one counts a `contract_sharing` against the plan), reads it, or revokes it.
 */
export const analysisShareRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/:id/share", async (c) => {
    const { analysis } = await ownAnalysis(c);
    const live = await findLiveShare(c.var.deps.db, { userId: c.var.user.id, analysisId: analysis.id });
    const response: ShareStatusResponse = { share: live ? toShare(c, live) : null };
    c.header("Cache-Control", "no-store");
    return c.json(response);
  })

  .post("/:id/share", async (c) => {
    const { db, clock, logger } = c.var.deps;
    const userId = c.var.user.id;
    const { analysis } = await ownAnalysis(c);
    if (analysis.status !== "completed" || !analysis.resultEncrypted) {
      throw new AppError("conflict", {
        message: "Only a finished analysis can be shared. Please wait for it to complete.",
      });
    }
    const live = await findLiveShare(db, { userId, analysisId: analysis.id });
    if (live) return c.json(toShare(c, live), 200);
    const now = clock.now();
    // past the plan's sharing limit this throws 402 with the plan's message, and no link is made
    await trackUsage(db, { actor: { userId }, action: "contract_sharing", subjectId: analysis.id, now });
    const row = await insertShare(db, {
      token: randomBytes(32).toString("base64url"),
      analysisId: analysis.id,
      userId,
      createdAt: now,
    });
    logger.info({ analysisId: analysis.id, shareId: row.id }, "analysis shared");
    return c.json(toShare(c, row), 201);
  })

  .delete("/:id/share", async (c) => {
    const { analysis } = await ownAnalysis(c);
    const revoked = await revokeShares(c.var.deps.db, {
      userId: c.var.user.id,
      analysisId: analysis.id,
      now: c.var.deps.clock.now(),
    });
    c.var.logger.info({ analysisId: analysis.id, revoked }, "analysis sharing stopped");
    return c.body(null, 204);
  });

/** /api/shared/:token — public and read-only: the analysis behind a live link, without its owner. */
export const sharedAnalysisRoutes = new Hono<AppEnv>().get("/:token", async (c) => {
  const token = shareTokenSchema.safeParse(c.req.param("token"));
  const found = token.success ? await findSharedAnalysis(c.var.deps.db, { token: token.data }) : undefined;
  if (!found) throw notShared();
  const detail = toAnalysisDetail(found, c.var.deps.dataKey);
  // the retention job removed the result (it quotes the contract): nothing left to show
  if (!detail.result) throw notShared();
  const masked = found.share.token;
  const response: SharedAnalysisResponse = {
    sharedAt: found.share.createdAt.toISOString(),
    analysis: { ...detail, id: masked, contractId: masked, contract: { ...detail.contract, id: masked } },
  };
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.json(response);
});
