import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Every admin mutation, written in the same transaction as the change it records:
 * who (the admin, with their e-mail kept should the account go), what (action and target), when, and the
 * target's state before and after.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminUserId: uuid("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    /** e.g. "user.tier_changed", "plan.updated", "refund.approved". */
    action: text("action").notNull(),
    /** e.g. "user", "plan", "refund", "email_settings". */
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_audit_log_created_at_idx").on(table.createdAt),
    index("admin_audit_log_target_idx").on(table.targetType, table.targetId),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
