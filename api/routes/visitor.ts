import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { decrypt, encrypt } from "../../agent/storage/encryption";
import { analysisResultSchema } from "../../common/analysis";
import type { AnalysisDetail, UploadResponse } from "../../common/api/analyses";
import { SESSION_ID_HEADER, sessionIdSchema } from "../../common/api/billing";
import type { ClaimVisitorResponse, VisitorAnalysisResponse } from "../../common/api/visitor";
import type { ExtractedDocument } from "../../common/document";
import { AppError } from "../../common/errors";
import { queueAnalysis } from "../analysis/queue-analysis";
import { toAnalysisSummary, toStatusResponse } from "../analysis/summaries";
import { chargeVisitorAnalysis, type Visitor } from "../billing/usage";
import type { AppEnv } from "../context";
import type { AnalysisWithContract } from "../db/queries/analyses";
import { findContract, insertContract } from "../db/queries/contracts";
import { claimVisitorContracts, findVisitorAnalysis, latestVisitorAnalysis } from "../db/queries/visitor-contracts";
import { clientIp } from "../middleware/client-ip";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { indexContractClauses } from "../retrieval/index-contract-clauses";
import { cleanFileName, readContractUpload, toSummary, uploadBodyLimit } from "./contracts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Uploads one address may attempt in a window (each parses a document); the per-IP analysis cap is in billing/usage. */
export const visitorUploadLimit = { perWindow: 10, windowMs: 10 * 60 * 1000 } as const;

/** Only this hash of the session id is stored with the visitor's contract. */
export function visitorSessionHash(sessionId: string): string {
  return createHash("sha256").update(`visitor-session:${sessionId}`).digest("hex");
}

function sessionIdOf(c: Context<AppEnv>): string {
  const parsed = sessionIdSchema.safeParse(c.req.header(SESSION_ID_HEADER));
  if (!parsed.success) {
    throw new AppError("bad_request", {
      message: `Send the browser session id in the ${SESSION_ID_HEADER} header (8–100 letters, digits, - or _).`,
    });
  }
  return parsed.data;
}

function visitorOf(c: Context<AppEnv>): Visitor {
  return { sessionId: sessionIdOf(c), ip: clientIp(c) };
}

/** The analysis from the path, if this browser session owns it; otherwise SPEC §8's 404. */
async function visitorAnalysis(c: Context<AppEnv>): Promise<AnalysisWithContract> {
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

/** The detail the analysis screen renders: summary, contract and (once completed) the decrypted result. */
export function toAnalysisDetail({ analysis, job, contract }: AnalysisWithContract, dataKey: Buffer): AnalysisDetail {
  const summary = toAnalysisSummary(analysis, job, contract.fileName);
  const result =
    summary.status === "completed" && analysis.resultEncrypted
      ? analysisResultSchema.parse(JSON.parse(decrypt(analysis.resultEncrypted, dataKey).toString("utf8")))
      : null;
  return { ...summary, contract: toSummary(contract), result };
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
      const { db, env, clock, dataKey, logger } = c.var.deps;
      const visitor = visitorOf(c);
      const { file, bytes, options, checked } = await readContractUpload(c);
      const now = clock.now();
      const sessionHash = visitorSessionHash(visitor.sessionId);
      const { contract, analysis } = await db.transaction(async (tx) => {
        const contract = await insertContract(tx, {
          userId: null,
          visitorSessionHash: sessionHash,
          fileName: cleanFileName(file.name),
          format: checked.format,
          byteSize: bytes.byteLength,
          pageCount: checked.pageCount ?? 0,
          pages: [],
          warnings: [],
          originalEncrypted: encrypt(Buffer.from(bytes), dataKey),
          createdAt: now,
          // once claimed, the account's retention applies; unclaimed, the whole contract goes after VISITOR_RETENTION_HOURS
          deleteFilesAfter: new Date(now.getTime() + env.RETENTION_DAYS * DAY_MS),
        });
        await chargeVisitorAnalysis(tx, { visitor, contractId: contract.id, now });
        const analysis = await queueAnalysis(tx, c.var.deps, {
          visitorSessionHash: sessionHash,
          contractId: contract.id,
          ...options,
          now,
        });
        return { contract, analysis };
      });
      c.var.deps.jobs.kick();
      logger.info(
        { contractId: contract.id, analysisId: analysis.id, format: contract.format },
        "visitor contract stored, analysis queued",
      );
      const response: UploadResponse = {
        contract: toSummary(contract),
        analysis: toAnalysisSummary(analysis, null, contract.fileName),
      };
      return c.json(response, 202);
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
    const { db, dataKey, logger, embeddingModel } = c.var.deps;
    const sessionId = sessionIdOf(c);
    const userId = c.var.user!.id;
    const claimed = await claimVisitorContracts(db, {
      visitorSessionHash: visitorSessionHash(sessionId),
      visitorSessionId: sessionId,
      userId,
    });
    // the chat agent searches the user's contracts: index what was read while it belonged to the visitor
    for (const { contractId } of claimed) {
      const contract = await findContract(db, { userId, contractId });
      if (!contract?.documentEncrypted) continue;
      const document = JSON.parse(decrypt(contract.documentEncrypted, dataKey).toString("utf8")) as ExtractedDocument;
      await indexContractClauses(
        { db, dataKey, logger, embedding: embeddingModel },
        { userId, contractId, document },
      ).catch((error: unknown) => logger.warn({ err: error, contractId }, "indexing a claimed contract failed"));
    }
    if (claimed.length > 0) logger.info({ userId, contracts: claimed.length }, "visitor contracts claimed");
    const response: ClaimVisitorResponse = { claimed };
    return c.json(response);
  });
