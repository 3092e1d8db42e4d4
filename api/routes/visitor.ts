import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { SESSION_ID_HEADER, sessionIdSchema } from "../../common/api/billing";
import type { ClaimVisitorResponse, VisitorAnalysisResponse } from "../../common/api/visitor";
import { AppError } from "../../common/errors";
import { toAnalysisSummary, toStatusResponse } from "../analysis/summaries";
import { toAnalysisDetail } from "../analysis/to-analysis-detail";
import type { Visitor } from "../billing/usage";
import type { AppEnv } from "../context";
import { readContractUpload, uploadBodyLimit } from "../contracts/read-contract-upload";
import { storeContractUpload } from "../contracts/store-contract-upload";
import type { AnalysisWithContract } from "../db/queries/analyses";
import { claimVisitorContracts, findVisitorAnalysis, latestVisitorAnalysis } from "../db/queries/visitor-contracts";
import { clientIp } from "../middleware/client-ip";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { queueContractIndexing } from "../retrieval/index-contract-job";

/** Uploads one address may attempt in a window (each parses a document); the per-IP analysis cap is in billing/usage. */
export const visitorUploadLimit = { perWindow: 10, windowMs: 10 * 60 * 1000 } as const;

/** Only this hash of the session id is stored with the visitor's contract. */
export function visitorSessionHash(sessionId: string): string {
  return createHash("sha256").update(`visitor-session:${sessionId}`).digest("hex");
}

function sessionIdOf<E extends AppEnv>(c: Context<E>): string {
  const parsed = sessionIdSchema.safeParse(c.req.header(SESSION_ID_HEADER));
  if (!parsed.success) {
    throw new AppError("bad_request", {
      message: `Send the browser session id in the ${SESSION_ID_HEADER} header (8–100 letters, digits, - or _).`,
    });
  }
  return parsed.data;
}

function visitorOf<E extends AppEnv>(c: Context<E>): Visitor {
  return { sessionId: sessionIdOf(c), ip: clientIp(c) };
}

/** The analysis from the path, if this browser session owns it; otherwise SPEC §8's 404. */
async function visitorAnalysis<E extends AppEnv>(c: Context<E>): Promise<AnalysisWithContract> {
  const id = z.uuid().safeParse(c.req.param("id"));
  const found = id.success
    ? await findVisitorAnalysis(c.var.deps.db, {
        visitorSessionHash: visitorSessionHash(sessionIdOf(c)),
        analysisId: id.data,
      })
    : undefined;
  if (!found) throw new AppError("analysis_not_found");
  return found;
}

/**
 * /api/visitor — the landing page's analysis for signed-out visitors (X-Session-Id), and the claim
 * that moves it into the account once the same browser session has signed up or in.
 */
export const visitorRoutes = new Hono<AppEnv>()
  .post(
    "/contracts",
    async (c, next) => {
      if (c.var.user) throw new AppError("conflict", { message: "You are signed in: upload your contract from Home." });
      await next();
    },
    rateLimit({
      name: "visitor-upload",
      limit: visitorUploadLimit.perWindow,
      windowMs: visitorUploadLimit.windowMs,
      keyOf: (c) => clientIp(c),
      message: "Many uploads came from your network in a short time. Please wait a few minutes and try again.",
    }),
    uploadBodyLimit,
    async (c) => {
      const visitor = visitorOf(c);
      const upload = await readContractUpload(c);
      const owner = { visitor, visitorSessionHash: visitorSessionHash(visitor.sessionId) };
      return c.json(await storeContractUpload(c.var.deps, owner, upload), 202);
    },
  )

  .get("/analysis", async (c) => {
    c.header("Cache-Control", "no-store");
    const found = await latestVisitorAnalysis(c.var.deps.db, {
      visitorSessionHash: visitorSessionHash(sessionIdOf(c)),
    });
    const response: VisitorAnalysisResponse = {
      analysis: found ? toAnalysisSummary(found.analysis, found.job, found.contract.fileName) : null,
    };
    return c.json(response);
  })

  .get("/analyses/:id/status", async (c) => {
    const { analysis, job } = await visitorAnalysis(c);
    c.header("Cache-Control", "no-store");
    return c.json(toStatusResponse(analysis, job));
  })

  .get("/analyses/:id", async (c) => {
    const found = await visitorAnalysis(c);
    c.header("Cache-Control", "no-store");
    return c.json(toAnalysisDetail(found, c.var.deps.dataKey));
  })

  .post("/claim", requireUser, async (c) => {
    const { db, logger, clock, jobs } = c.var.deps;
    const sessionId = sessionIdOf(c);
    const userId = c.var.user.id;
    const claimed = await db.transaction(async (tx) => {
      const moved = await claimVisitorContracts(tx, {
        visitorSessionHash: visitorSessionHash(sessionId),
        visitorSessionId: sessionId,
        userId,
      });
      // the chat agent searches the user's contracts: what was read while it belonged to the visitor is
      // indexed by a worker (chunking and embedding a long contract would hold up every request here)
      for (const contractId of new Set(moved.map((entry) => entry.contractId)))
        await queueContractIndexing(tx, { userId, contractId, now: clock.now() });
      return moved;
    });
    if (claimed.length > 0) {
      jobs.kick();
      logger.info({ userId, contracts: claimed.length }, "visitor contracts claimed");
    }
    const response: ClaimVisitorResponse = { claimed };
    return c.json(response);
  });
