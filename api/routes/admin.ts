import { Hono } from "hono";
import { z } from "zod";
import {
  type AdminAuditEntry,
  type AdminFeedback,
  adminPageQuerySchema,
  consultationStatusRequestSchema,
} from "../../common/api/admin";
import { refundDecisionSchema } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { forgetCachedUser } from "../auth/session-cache";
import { decideRefund, listRefundsForAdmin } from "../billing/refunds";
import { toRefund } from "../billing/to-payment";
import type { AppEnv } from "../context";
import { listAdminActions, recordAdminAction } from "../db/queries/admin-audit";
import { listFeedbackWithSender, lockConsultationRequest, updateConsultationStatus } from "../db/queries/admin-inbox";
import type { AdminAuditRow } from "../db/schema";
import { requireAdmin } from "../middleware/session";
import { validate } from "../middleware/validate";
import { publicOrigin } from "../public-origin";

function toAuditEntry(row: AdminAuditRow): AdminAuditEntry {
  return {
    id: row.id,
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

function uuidParam(value: string | undefined, notFoundMessage: string): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError("not_found", { message: notFoundMessage });
  return parsed.data;
}

/** Admin APIs: every route here sits behind requireAdmin (the server checks the role); every change is audited. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)

  .get("/audit", validate("query", adminPageQuerySchema), async (c) => {
    const page = c.req.valid("query");
    const { entries, total } = await listAdminActions(c.var.deps.db, page);
    return c.json({ entries: entries.map(toAuditEntry), total, ...page });
  })

  .get("/refunds", async (c) => c.json(await listRefundsForAdmin(c.var.deps.db)))

  .post("/refunds/:id/decision", validate("json", refundDecisionSchema), async (c) => {
    const refundId = uuidParam(c.req.param("id"), "Refund request not found.");
    const { approve, reason } = c.req.valid("json");
    const { db, env, network, clock } = c.var.deps;
    const { refund, userId } = await decideRefund(
      db,
      { env, network },
      {
        refundId,
        approve,
        reason,
        admin: c.var.user,
        now: clock.now(),
        notify: { deps: c.var.deps, appUrl: publicOrigin(c) },
      },
    );
    if (approve) forgetCachedUser(c.var.sessionCache, userId);
    return c.json(toRefund(refund));
  })

  .get("/feedback", validate("query", adminPageQuerySchema), async (c) => {
    const { rows, total } = await listFeedbackWithSender(c.var.deps.db, c.req.valid("query"));
    const items: AdminFeedback[] = rows.map(({ feedback, userEmail }) => ({
      id: feedback.id,
      rating: feedback.rating,
      experience: feedback.experience,
      improvements: feedback.improvements,
      recommendation: feedback.recommendation,
      contactEmail: feedback.contactEmail,
      userEmail,
      pagePath: feedback.pagePath,
      createdAt: feedback.createdAt.toISOString(),
    }));
    return c.json({ items, total });
  })

  .put("/consultations/:id/status", validate("json", consultationStatusRequestSchema), async (c) => {
    const requestId = uuidParam(c.req.param("id"), "Consultation request not found.");
    const { status } = c.req.valid("json");
    const { db, clock } = c.var.deps;
    const updated = await db.transaction(async (tx) => {
      const before = await lockConsultationRequest(tx, requestId);
      if (!before) throw new AppError("not_found", { message: "Consultation request not found." });
      if (before.status === status) return before;
      const after = (await updateConsultationStatus(tx, { requestId, status, now: clock.now() }))!;
      await recordAdminAction(tx, {
        admin: c.var.user,
        action: "consultation.status_changed",
        targetType: "consultation",
        targetId: requestId,
        before: { status: before.status },
        after: { status: after.status },
        now: clock.now(),
      });
      return after;
    });
    return c.json({ id: updated.id, status: updated.status });
  });
