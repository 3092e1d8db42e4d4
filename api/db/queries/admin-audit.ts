import { count, desc } from "drizzle-orm";
import type { Database } from "../client";
import { type AdminAuditRow, adminAuditLog } from "../schema";

/** The admin who acted: the session user's id and e-mail (c.var.user). */
export type AdminActor = { id: string; email: string };

export type AdminActionEntry = {
  admin: AdminActor;
  /** What was done, "<target>.<verb>": "user.tier_changed", "plan.updated", "refund.approved", "email_settings.updated"… */
  action: string;
  /** What it was done to: "user", "plan", "refund", "email_settings", "consultation"… */
  targetType: string;
  targetId: string | null;
  /** The target's state before and after (JSON-serialisable; leave secrets such as passwords out). */
  before: unknown;
  after: unknown;
  now: Date;
};

/**
 * Writes one audit entry. Call it with the transaction that makes the change (db.transaction(async (tx) => …
 * recordAdminAction(tx, …))), so the change and its record are stored together or not at all.
 */
export async function recordAdminAction(db: Database, entry: AdminActionEntry): Promise<AdminAuditRow> {
  const [row] = await db
    .insert(adminAuditLog)
    .values({
      adminUserId: entry.admin.id,
      adminEmail: entry.admin.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.now,
    })
    .returning();
  return row!;
}

/** Newest first, a page at a time, with the total for paging. */
export async function listAdminActions(
  db: Database,
  params: { limit: number; offset: number },
): Promise<{ entries: AdminAuditRow[]; total: number }> {
  const [entries, [totals]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(adminAuditLog),
  ]);
  return { entries, total: totals?.total ?? 0 };
}
